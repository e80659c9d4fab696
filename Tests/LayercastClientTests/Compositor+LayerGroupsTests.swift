import Foundation
import LayercastClient
import LayercastProtocol
import LayercastCompositing
import LayercastRender
import Testing
import LayercastRenderFixtures

/// SPEC §4.9, §4.10: group opacity and replicators, drawn by the client as the reference renderer
/// draws them. In the serialized `CompositorTests` suite: SDL allows one compositor at a time.
extension CompositorTests {
    static let groupScreen = CGSize(width: 120, height: 60)
    static let red = LayerColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = LayerColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Two half-transparent layers on white, each holding an opaque red square overlapped by an
    /// opaque blue one: the left one a group (Core Animation's default), the right one not.
    static func groupScene() -> SceneBuilder {
        var scene = SceneBuilder(screenSize: groupScreen, background: .white)
        for (x, group) in [(5.0, true), (65.0, false)] {
            let parent = scene.add(frame: CGRect(x: x, y: 5, width: 50, height: 50), [.opacity(0.5), .allowsGroupOpacity(group)])
            _ = scene.add(frame: CGRect(x: 0, y: 0, width: 30, height: 30), [.backgroundColor(red)], to: parent)
            _ = scene.add(frame: CGRect(x: 15, y: 15, width: 30, height: 30), [.backgroundColor(blue)], to: parent)
            if group {
                // A green square in the group's corner casts a shadow past the group's bounds: the
                // client's offscreen box for the group must reach it.
                _ = scene.add(frame: CGRect(x: 38, y: 0, width: 10, height: 10), [
                    .backgroundColor(LayerColor(red: 0, green: 1, blue: 0, alpha: 1)),
                    .shadowOpacity(0.9), .shadowRadius(3), .shadowOffset(CGSize(width: 6, height: 4))], to: parent)
            }
        }
        return scene
    }

    @Test(arguments: ["software", "opengl"], [1.0, 2.0])
    func groupOpacityCompositesOverlappingSublayersAsOne(renderer: String, scale: Double) throws {
        let c = try Self.compositor(renderer: renderer, scale: scale, width: Int(Self.groupScreen.width * scale),
                                    height: Int(Self.groupScreen.height * scale))
        try Self.show(Self.groupScene(), on: c)
        let frame = try c.readPixels()
        let reference = try ReferenceRenderer().render(c.tree, contents: [:], scale: scale)
        let cmp = ImageComparison(frame, reference: reference, tolerance: 4)
        #expect(cmp.fractionWithinTolerance >= 0.999, "\(renderer)@\(scale): \(cmp)")
        // The green square's shadow past the group's right edge (screen x 55) darkens the white.
        let shadowed = frame.bgra(x: Int(56.5 * scale), y: Int(14.5 * scale))!
        #expect(shadowed.g < 235, "the shadow past the group's bounds is drawn: \(shadowed)")
        // Where blue covers red. As a group (Apple: "composite itself as a group separate from its
        // parent… correct results when the layer contains multiple opaque components") only the
        // blue shows, at half opacity over white: (127, 127, 255). Without, blue at half over red
        // at half over white: (128, 64, 191).
        let group = frame.bgra(x: Int(27 * scale), y: Int(27 * scale))!, single = frame.bgra(x: Int(87 * scale), y: Int(27 * scale))!
        #expect(abs(Int(group.r) - 127) <= 3 && abs(Int(group.g) - 127) <= 3 && group.b >= 252, "group: \(group)")
        #expect(abs(Int(single.r) - 128) <= 3 && abs(Int(single.g) - 64) <= 3 && abs(Int(single.b) - 191) <= 3, "per part: \(single)")
        // A client whose server did not accept layerGroups composites both the old way.
        c.setAcceptedCapabilities(Capabilities.all.subtracting(.layerGroups))
        let old = try c.readPixels().bgra(x: Int(27 * scale), y: Int(27 * scale))!
        #expect(abs(Int(old.g) - 64) <= 3, "without layerGroups: \(old)")
        c.setAcceptedCapabilities(.all)
    }

    /// A spinner: one white dot at the top of a 60-point replicator, eight copies turned by 45°
    /// each, losing a tenth of their red and alpha per copy, each an eighth of a second late on
    /// the dot's fading animation.
    static func spinnerScene() -> (SceneBuilder, dot: LayerID, replicator: LayerID) {
        var scene = SceneBuilder(screenSize: groupScreen, background: LayerColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        let angle = Double.pi / 4
        let replicator = scene.add(frame: CGRect(x: 0, y: 0, width: 60, height: 60), [.replicator(LayerReplicator(
            instanceCount: 8, instanceTransform: .affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0),
            instanceDelay: 0.125, instanceRedOffset: -0.1, instanceAlphaOffset: -0.1))])
        // The dot is a shape (both renderers rasterise it with the shared `ShapeRasterizer`): a
        // rounded background's edge is antialiased differently by each renderer, which would
        // hide what this test checks.
        let k = 0.5522847498 * 5
        let circle = LayerPath([.move(to: CGPoint(x: 5, y: 0)),
                                .curve(to: CGPoint(x: 10, y: 5), control1: CGPoint(x: 5 + k, y: 0), control2: CGPoint(x: 10, y: 5 - k)),
                                .curve(to: CGPoint(x: 5, y: 10), control1: CGPoint(x: 10, y: 5 + k), control2: CGPoint(x: 5 + k, y: 10)),
                                .curve(to: CGPoint(x: 0, y: 5), control1: CGPoint(x: 5 - k, y: 10), control2: CGPoint(x: 0, y: 5 + k)),
                                .curve(to: CGPoint(x: 5, y: 0), control1: CGPoint(x: 0, y: 5 - k), control2: CGPoint(x: 5 - k, y: 0))])
        let dot = scene.add(frame: CGRect(x: 25, y: 2, width: 10, height: 10), [.shape(LayerShape(path: circle, fillColor: .white))],
                            to: replicator)
        // Beside it, a plain square for the reference to agree on outside the spinner.
        _ = scene.add(frame: CGRect(x: 75, y: 10, width: 30, height: 30), [.backgroundColor(red)])
        return (scene, dot, replicator)
    }

    @Test(arguments: ["software", "opengl"], [1.0, 2.0])
    func aReplicatorsCopiesMatchTheReferenceWithTheirDelays(renderer: String, scale: Double) throws {
        let c = try Self.compositor(renderer: renderer, scale: scale, width: Int(Self.groupScreen.width * scale),
                                    height: Int(Self.groupScreen.height * scale))
        let (scene, dot, replicator) = Self.spinnerScene()
        try Self.show(scene, on: c)
        try c.apply([.addAnimation(dot, LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(1), .scalar(0)],
                                                       beginTime: 10, duration: 1, fillMode: .both))])
        for time in [10.0, 10.5, 11.25] {
            let frame = try c.readPixels(at: time)
            let reference = try ReferenceRenderer().render(c.tree, contents: [:], scale: scale, at: time)
            let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
            #expect(cmp.fractionWithinToleranceNearby >= 0.995, "\(renderer)@\(scale) t=\(time): \(cmp)")
            // The software renderer samples turned textures nearest-neighbour (Cairo filters them):
            // the copies' edges move by up to a pixel, which the nearby measure above forgives.
            #expect(cmp.fractionWithinTolerance >= (renderer == "software" ? 0.95 : 0.99), "\(renderer)@\(scale) t=\(time): \(cmp)")
        }
        // At t = 10.5 copy 0 is half faded; copy 2 (turned 90°, to the right edge's middle) is
        // 0.25 s late, so at 0.75 opacity, times its alpha 0.8, with red 0.8: over the grey 51,
        // green = 51 + (255 − 51) × 0.6 = 173 and red = 51 + (204 − 51) × 0.6 = 143.
        let frame = try c.readPixels(at: 10.5)
        let copy2 = frame.bgra(x: Int(53 * scale), y: Int(30 * scale))!
        #expect(abs(Int(copy2.g) - 173) <= 6 && abs(Int(copy2.r) - 143) <= 6, "copy 2 at t = 10.5: \(copy2)")
        // Copy 0 at the top: 51 + 204 × 0.5 = 153.
        let copy0 = frame.bgra(x: Int(30 * scale), y: Int(7 * scale))!
        #expect(abs(Int(copy0.g) - 153) <= 6, "copy 0 at t = 10.5: \(copy0)")
        // The reference with every copy on time does not match: the delays have teeth.
        var onTime = c.tree
        try onTime.apply([.setProperties(replicator, [.replicator(LayerReplicator(
            instanceCount: 8, instanceTransform: .affine(a: cos(Double.pi / 4), b: sin(Double.pi / 4), c: -sin(Double.pi / 4),
                                                         d: cos(Double.pi / 4), tx: 0, ty: 0),
            instanceDelay: 0, instanceRedOffset: -0.1, instanceAlphaOffset: -0.1))])])
        let undelayed = try ReferenceRenderer().render(onTime, contents: [:], scale: scale, at: 10.5)
        #expect(ImageComparison(frame, reference: undelayed, tolerance: 8).fractionWithinToleranceNearby < 0.99)
        // Without layerGroups only copy 0 is drawn.
        c.setAcceptedCapabilities(Capabilities.all.subtracting(.layerGroups))
        let single = try c.readPixels(at: 10.5).bgra(x: Int(53 * scale), y: Int(30 * scale))!
        #expect(single.g <= 55, "without layerGroups copy 2 is not drawn: \(single)")
        c.setAcceptedCapabilities(.all)
    }
}

/// SPEC §4.11: a turned layer's edges are aliased unless it allows edge antialiasing (Core
/// Animation's `allowsEdgeAntialiasing`, default false).
extension CompositorTests {
    /// A white square turned by 30° on black; `allows` sets its `allowsEdgeAntialiasing`.
    static func turnedSquare(allows: Bool) -> SceneBuilder {
        var scene = SceneBuilder(screenSize: CGSize(width: 80, height: 80), background: .black)
        let angle = Double.pi / 6
        _ = scene.add(frame: CGRect(x: 20, y: 20, width: 40, height: 40), [
            .backgroundColor(.white), .allowsEdgeAntialiasing(allows),
            .transform(.affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))])
        return scene
    }

    /// Pixels neither black nor white: the antialiased edge's blend.
    static func greys(_ image: ContentBitmap) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let g = Int(image.bgra(x: x, y: y)!.g)
            if g > 12 && g < 243 { count += 1 }
        } }
        return count
    }

    @Test(arguments: ["software", "opengl"])
    func aTurnedLayersEdgesAreAliasedUnlessItAllowsAntialiasing(renderer: String) throws {
        let c = try Self.compositor(renderer: renderer, scale: 1, width: 80, height: 80)
        for allows in [false, true] {
            try Self.show(Self.turnedSquare(allows: allows), on: c)
            let frame = try c.readPixels()
            let reference = try ReferenceRenderer().render(c.tree, contents: [:], scale: 1)
            let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
            // The software renderer never antialiases polygons, so it matches only the aliased
            // square closely; its antialiased square differs on the edge pixels alone.
            if allows && renderer == "software" {
                #expect(cmp.fractionWithinToleranceNearby >= 0.99, "\(renderer) allows=\(allows): \(cmp)")
            } else {
                #expect(cmp.fractionWithinTolerance >= 0.985, "\(renderer) allows=\(allows): \(cmp)")
            }
            // The square's edge is about 160 pixels long: antialiased, most edge pixels blend.
            if allows {
                #expect(Self.greys(reference) > 100, "the reference antialiases: \(Self.greys(reference))")
                if renderer == "opengl" { #expect(Self.greys(frame) > 100, "GL antialiases: \(Self.greys(frame))") }
            } else {
                #expect(Self.greys(reference) < 5 && Self.greys(frame) < 5, "aliased: \(Self.greys(reference)), \(Self.greys(frame))")
            }
        }
        // A client whose server did not accept edgeAntialiasing antialiases as before.
        try Self.show(Self.turnedSquare(allows: false), on: c)
        c.setAcceptedCapabilities(Capabilities.all.subtracting(.edgeAntialiasing))
        let old = try c.readPixels()
        if renderer == "opengl" { #expect(Self.greys(old) > 100) }
        c.setAcceptedCapabilities(.all)
    }
}

/// SPEC §4.12: a layer with `shouldRasterize` is drawn at its `rasterizationScale` (Core
/// Animation's default 1 shows coarser on a 2× screen).
extension CompositorTests {
    /// A 40-point card of 2-point black and white stripes with a 1-point red border, on grey.
    static func rasterScene(rasterizes: Bool, scale: Double) -> SceneBuilder {
        var scene = SceneBuilder(screenSize: CGSize(width: 60, height: 60), background: LayerColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let card = scene.add(frame: CGRect(x: 10, y: 10, width: 40, height: 40), [
            .backgroundColor(.white), .borderWidth(1), .borderColor(red),
            .shouldRasterize(rasterizes), .rasterizationScale(scale)])
        for i in stride(from: 0, to: 40, by: 4) {
            _ = scene.add(frame: CGRect(x: Double(i), y: 0, width: 2, height: 40), [.backgroundColor(.black)], to: card)
        }
        return scene
    }

    /// Pixels neither black nor white inside the card (the stripes' blurred edges).
    static func blurred(_ image: ContentBitmap, scale: Double) -> Int {
        var count = 0
        for y in Int(15 * scale)..<Int(45 * scale) { for x in Int(15 * scale)..<Int(45 * scale) {
            let g = Int(image.bgra(x: x, y: y)!.g)
            if g > 20 && g < 235 { count += 1 }
        } }
        return count
    }

    @Test(arguments: ["software", "opengl"])
    func aRasterisedLayerIsDrawnAtItsRasterizationScale(renderer: String) throws {
        let c = try Self.compositor(renderer: renderer, scale: 2, width: 120, height: 120)
        var frames: [ContentBitmap] = []
        for (rasterizes, scale) in [(false, 1.0), (true, 1.0), (true, 2.0)] {
            try Self.show(Self.rasterScene(rasterizes: rasterizes, scale: scale), on: c)
            let frame = try c.readPixels()
            let reference = try ReferenceRenderer().render(c.tree, contents: [:], scale: 2)
            let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
            #expect(cmp.fractionWithinTolerance >= 0.99, "\(renderer) rasterizes=\(rasterizes) scale=\(scale): \(cmp)")
            frames.append(frame)
        }
        // Drawn directly, and rasterised at the screen's scale, the 2-point stripes are 4 sharp
        // pixels; rasterised at 1 pixel per point and scaled up, their edges blend.
        #expect(Self.blurred(frames[0], scale: 2) == 0 && Self.blurred(frames[2], scale: 2) == 0)
        #expect(Self.blurred(frames[1], scale: 2) > 200, "coarser at 1×: \(Self.blurred(frames[1], scale: 2))")
        // Without the capability shouldRasterize is a hint: sharp again.
        c.setAcceptedCapabilities(Capabilities.all.subtracting(.rasterization))
        try Self.show(Self.rasterScene(rasterizes: true, scale: 1), on: c)
        #expect(Self.blurred(try c.readPixels(), scale: 2) == 0)
        c.setAcceptedCapabilities(.all)
    }
}
