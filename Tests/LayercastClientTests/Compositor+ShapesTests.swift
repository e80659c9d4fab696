import Foundation
import LayercastClient
import LayercastProtocol
import LayercastRender
import Testing
import LayercastRenderFixtures

/// SPEC §4.7, §4.8: the client draws shapes and gradients from their properties at its own scale,
/// with the shared rasterisers the reference renderer uses, and plays a `strokeEnd` animation
/// itself. In the serialized `CompositorTests` suite: SDL allows one compositor at a time.
extension CompositorTests {
    static let shapeScreen = CGSize(width: 120, height: 60)

    /// A progress ring (a round-capped stroke, three quarters drawn, animating to full, with a
    /// shadow) beside a
    /// radial gradient with rounded corners, on a grey screen. (No background colour under the
    /// gradient: the software renderer fills rounded rectangles without antialiasing, a known
    /// difference that CompositorTests' sample scenes already cover.)
    static func shapeScene() -> (SceneBuilder, ring: LayerID) {
        var scene = SceneBuilder(screenSize: shapeScreen, background: LayerColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))
        var circle = LayerPath()
        let k = 0.5522847498 * 20
        circle.elements = [.move(to: CGPoint(x: 30, y: 10)),
                           .curve(to: CGPoint(x: 50, y: 30), control1: CGPoint(x: 30 + k, y: 10), control2: CGPoint(x: 50, y: 30 - k)),
                           .curve(to: CGPoint(x: 30, y: 50), control1: CGPoint(x: 50, y: 30 + k), control2: CGPoint(x: 30 + k, y: 50)),
                           .curve(to: CGPoint(x: 10, y: 30), control1: CGPoint(x: 30 - k, y: 50), control2: CGPoint(x: 10, y: 30 + k)),
                           .curve(to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 10, y: 30 - k), control2: CGPoint(x: 30 - k, y: 10))]
        let ring = scene.add(frame: CGRect(x: 0, y: 0, width: 60, height: 60), [.shape(LayerShape(
            path: circle, fillColor: nil, strokeColor: LayerColor(red: 1, green: 0.23, blue: 0.19, alpha: 1), lineWidth: 6,
            lineCap: .round, strokeEnd: 0.75)),
            // The ring casts its shadow (its silhouette includes the shape, on both renderers).
            .shadowOpacity(0.5), .shadowRadius(4), .shadowOffset(CGSize(width: 0, height: 3))])
        _ = scene.add(frame: CGRect(x: 65, y: 5, width: 50, height: 50), [
            .cornerRadius(12),
            .gradient(LayerGradient(type: .radial, colors: [.white, LayerColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                    startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1)))])
        return (scene, ring)
    }

    @Test(arguments: ["software", "opengl"], [1.0, 2.0])
    func shapesAndGradientsMatchTheReferenceAndAStrokeEndAnimationPlaysOnTheClient(renderer: String, scale: Double) throws {
        let c = try Self.compositor(renderer: renderer, scale: scale, width: Int(Self.shapeScreen.width * scale),
                                    height: Int(Self.shapeScreen.height * scale))
        let (scene, ring) = Self.shapeScene()
        try Self.show(scene, on: c)
        try c.apply([.addAnimation(ring, LayerAnimation(key: "progress", keyPath: "strokeEnd", values: [.scalar(0.25), .scalar(1)],
                                                        beginTime: 10, duration: 1))])
        var frames: [ContentBitmap] = []
        for time in [10.0, 10.75, 12.0] {
            let frame = try c.readPixels(at: time)
            let reference = try ReferenceRenderer().render(c.tree, contents: [:], scale: scale, at: time)
            let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
            print("COMPARE shapes \(renderer)@\(scale) t=\(time): \(cmp)")
            #expect(cmp.fractionWithinToleranceNearby >= 0.995, "\(renderer)@\(scale) t=\(time): \(cmp)")
            #expect(cmp.fractionWithinTolerance >= 0.98, "\(renderer)@\(scale) t=\(time): \(cmp)")
            frames.append(frame)
        }
        // The ring's left point (10, 30) is three quarters round from the top: not drawn while the
        // stroke ends at a quarter (t = 10), drawn at 0.8125 (t = 10.75).
        func red(_ frame: ContentBitmap) -> Int { Int(frame.bgra(x: Int(11 * scale), y: Int(30 * scale))!.r) }
        func green(_ frame: ContentBitmap) -> Int { Int(frame.bgra(x: Int(11 * scale), y: Int(30 * scale))!.g) }
        #expect(green(frames[0]) > 200, "at t = 10 the stroke ends at a quarter")
        #expect(red(frames[1]) > 240 && green(frames[1]) < 90, "at t = 10.75 it has passed three quarters")
        // The reference one second off does not match: the check has teeth.
        let early = try ReferenceRenderer().render(c.tree, contents: [:], scale: scale, at: 10)
        #expect(ImageComparison(frames[1], reference: early, tolerance: 8).fractionWithinTolerance < 0.99)
        // The shadow: below the ring's bottom (its stroke ends at y 53), the grey (229) darkens.
        let belowRing = Int(frames[2].bgra(x: Int(30 * scale), y: Int(55.5 * scale))!.g)
        #expect(belowRing < 215, "the ring casts its shadow: \(belowRing)")
        // The gradient: white in the middle of its rounded rectangle.
        let middle = frames[2].bgra(x: Int(90 * scale), y: Int(30 * scale))!
        #expect(middle.r > 240 && middle.g > 240 && middle.b > 240)
    }
}
