import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
import LayercastCompositing
@testable import LayercastLayers

/// `CAShapeLayer` and `CAGradientLayer`: Core Animation's defaults, and contents drawn at every
/// display scale by the protocol module's shared rasterisers (the ones the client and the
/// reference renderer use).
@MainActor @Suite struct CAShapeLayerTests {
    private static func attached<L: CALayer>(_ layer: L, scales: [CGFloat] = [1, 2]) -> LayerContext {
        let context = LayerContext(displayScales: scales)
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        return context
    }

    private static func ring() -> CGPath {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        return path
    }

    // MARK: - Shape

    @Test func aShapeLayerHasCoreAnimationsDefaults() {
        // Apple's CAShapeLayer reference: fill opaque black, no stroke, non-zero, width 1, butt,
        // miter, miter limit 10, no dashes, stroke from 0 to 1.
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1) && layer.strokeColor == nil)
        #expect(layer.fillRule == .nonZero && layer.fillRule.rawValue == "non-zero")
        #expect(layer.lineWidth == 1 && layer.lineCap == .butt && layer.lineJoin == .miter && layer.miterLimit == 10)
        #expect(layer.lineDashPhase == 0 && layer.lineDashPattern == nil && layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.needsDisplayOnBoundsChange)
    }

    @Test func theShapeIsDrawnAtEveryDisplayScaleByTheSharedRasteriser() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = Self.ring()
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        layer.lineWidth = 4
        layer.lineCap = .round
        layer.strokeEnd = 0.25
        _ = Self.attached(layer)
        for scale in [1.0, 2.0] {
            let image = try #require(layer.drawnContents(forScale: scale))
            let expected = ShapeRasterizer.render(layer.layerShape, area: layer.bounds, scale: scale)
            #expect(image.width == Int(40 * scale) && image.pixels == expected.pixels)
        }
        // A quarter of the ring from the top, clockwise on screen: ink at the top, none at the bottom.
        let image = try #require(layer.drawnContents(forScale: 2))
        #expect((image.pixel(x: 40, y: 10)?.a ?? 0) == 255)
        #expect((image.pixel(x: 40, y: 70)?.a ?? 1) == 0)
    }

    @Test func aChangedStrokeEndRedrawsAndTheSameValueDoesNot() {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = Self.ring()
        let context = Self.attached(layer)
        #expect(!layer.needsDisplay())
        layer.strokeEnd = 1
        #expect(!layer.needsDisplay())
        layer.strokeEnd = 0.5
        #expect(layer.needsDisplay())
        context.commitImplicitTransaction()
        layer.bounds.size = CGSize(width: 50, height: 40)
        #expect(layer.needsDisplay())
    }

    @Test func nothingToDrawGivesNoContents() {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        _ = Self.attached(layer)
        #expect(layer.layerContents == nil)
    }

    // MARK: - On the wire

    /// SPEC §4.7: a group of `shapes` clients gets the shape as property 28 and no bitmap; any
    /// other group gets the bitmap drawn at its scale.
    @Test func aShapesGroupGetsThePropertiesAndOthersTheBitmap() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = Self.ring()
        let context = Self.attached(layer, scales: [2])
        let diff = try #require(context.takeCommittedDiffs().last)
        let id = try #require(layer.layerID)
        let vector = diff.operations(forScale: 2, features: .shapes) { _ in ContentID(1) }
        let props = vector.operations.compactMap { op -> [LayerProperty]? in
            if case .setProperties(id, let p) = op { p } else { nil }
        }.flatMap { $0 }
        #expect(props.contains(.shape(layer.layerShape)) && props.contains(.contents(nil)) && vector.bitmaps.isEmpty)
        let bitmap = diff.operations(forScale: 2, features: []) { _ in ContentID(1) }
        #expect(bitmap.bitmaps.count == 1)
        #expect(!bitmap.operations.contains { op in
            if case .setProperties(_, let p) = op { p.contains { $0.key == .shape } } else { false }
        })
    }

    /// A `strokeEnd` animation goes on the wire as one animation of that key path (the client
    /// applies it to the shape, SPEC §4.7), and stays attached as in Core Animation.
    @Test func aStrokeEndAnimationIsOneWireAnimation() throws {
        let clock = ManualClock()
        let context = LayerContext(displayScales: [2], clock: clock)
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = Self.ring()
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 0.5
        grow.duration = 2
        layer.add(grow, forKey: "progress")
        layer.strokeEnd = 0.5
        context.commitImplicitTransaction()
        let diffs = context.takeCommittedDiffs()
        let wire = try #require(diffs.flatMap(\.animations).first { $0.animation.key == "progress" }?.animation)
        #expect(wire.keyPath == "strokeEnd" && wire.values == [.scalar(0), .scalar(0.5)] && wire.duration == 2)
        #expect(layer.animation(forKey: "progress") != nil)
    }

    /// A gradient's `colors` animate as one wire animation of colour lists (SPEC §5.4 kind 7),
    /// which the client interpolates stop by stop into the gradient.
    @Test func aColorsAnimationIsOneWireAnimationOfColourLists() throws {
        let clock = ManualClock()
        let context = LayerContext(displayScales: [1], clock: clock)
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1), black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.colors = [white, black]
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        let tint = CABasicAnimation(keyPath: "colors")
        tint.fromValue = [white, black]
        tint.toValue = [black, red]
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        layer.colors = [black, red]
        context.commitImplicitTransaction()
        let wire = try #require(context.takeCommittedDiffs().flatMap(\.animations).first { $0.animation.key == "tint" }?.animation)
        #expect(wire.keyPath == "colors" && wire.values == [.colors([.white, .black]), .colors([.black, LayerColor(red: 1, green: 0, blue: 0)])])
        // Half way, as the client evaluates it: each stop half way between its two colours.
        var state = LayerState()
        state.gradient = layer.layerGradient
        state.apply(animated: AnimationValue.interpolate(wire.values[0], wire.values[1], 0.5), keyPath: "colors")
        #expect(state.gradient?.colors == [LayerColor(red: 0.5, green: 0.5, blue: 0.5), LayerColor(red: 0.5, green: 0, blue: 0)])
    }

    // MARK: - Gradient

    @Test func aGradientLayerHasCoreAnimationsDefaults() {
        // Apple's CAGradientLayer reference: axial, from (0.5, 0) to (0.5, 1), no colours or locations.
        let layer = CAGradientLayer()
        #expect(layer.type == .axial && layer.type.rawValue == "axial" && layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func aRadialGradientIsDrawnByTheSharedRasteriserWithinTheRoundedCorners() throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.type = .radial
        layer.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let context = Self.attached(layer, scales: [2])
        let image = try #require(layer.drawnContents(forScale: 2))
        let expected = GradientRasterizer.render(layer.layerGradient, size: layer.bounds.size, scale: 2)
        #expect(image.pixels == expected.pixels)
        // A corner radius cuts the corners (Core Animation fills "the shape of the layer
        // (including rounded corners)"); the middle is untouched.
        layer.cornerRadius = 8
        #expect(layer.needsDisplay())
        context.commitImplicitTransaction()
        let rounded = try #require(layer.drawnContents(forScale: 2))
        #expect(rounded.pixel(x: 0, y: 0)?.a == 0)
        #expect(rounded.pixel(x: 30, y: 20).map { $0 == expected.pixelTuple(x: 30, y: 20) } == true)
    }
}

private extension ContentBitmap {
    func pixelTuple(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Core Animation's implicit actions for a shape's and a gradient's animatable properties: a
/// standalone layer animates a change over the transaction's duration (0.25 s by default,
/// Apple's CATransaction.animationDuration), a view's layer and a change with actions disabled
/// do not.
@MainActor @Suite struct CAShapeLayerImplicitActionTests {
    /// Attached with bounds (and a shape layer with a path): a layer that draws nothing has no
    /// shape or gradient for an animation to apply to.
    private static func attached<L: CALayer>(_ layer: L) -> (LayerContext, ManualClock) {
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        if let shape = layer as? CAShapeLayer {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            shape.path = path
        }
        let clock = ManualClock()
        let context = LayerContext(displayScales: [2], clock: clock)
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        return (context, clock)
    }

    private static func animations(_ context: LayerContext) -> [LayerAnimation] {
        context.commitImplicitTransaction()
        return context.takeCommittedDiffs().flatMap(\.animations).map(\.animation)
    }

    @Test func aStandaloneShapeLayerAnimatesAStrokeEndChange() throws {
        let layer = CAShapeLayer()
        let (context, _) = Self.attached(layer)
        layer.strokeEnd = 0.5
        let animations = Self.animations(context)
        let implicit = try #require(animations.first { $0.key == "strokeEnd" })
        #expect(implicit.keyPath == "strokeEnd" && implicit.values == [.scalar(1), .scalar(0.5)] && implicit.duration == 0.25)
        #expect(layer.animation(forKey: "strokeEnd") != nil)
    }

    /// Core Animation's presentation layer shows the animated values of a shape's properties.
    @Test func thePresentationShowsTheAnimatedStrokeEnd() throws {
        let layer = CAShapeLayer()
        layer.lineWidth = 3
        let (context, clock) = Self.attached(layer)
        layer.strokeEnd = 0.5
        _ = Self.animations(context)
        clock.advance(by: 0.125)
        let shown = try #require(layer.presentation())
        #expect(shown.strokeEnd > 0.5 && shown.strokeEnd < 1, "half way through: \(shown.strokeEnd)")
        #expect(shown.lineWidth == 3 && shown.path == layer.path && shown.model() === layer && layer.strokeEnd == 0.5)
        clock.advance(by: 1)
        #expect(layer.presentation()?.strokeEnd == 0.5)
    }

    @Test func disabledActionsAndViewsLayersDoNotAnimate() {
        let layer = CAShapeLayer()
        let (context, _) = Self.attached(layer)
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.strokeEnd = 0.5
            CATransaction.commit()
        }
        #expect(Self.animations(context).isEmpty)
        let delegate = ShapeDelegate()
        layer.delegate = delegate
        layer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(Self.animations(context).isEmpty)
    }

    /// The idiom for an explicit animation of a property: set the model value, then add the
    /// animation under the key path's name; it replaces the implicit action (one animation).
    @Test func anExplicitAnimationUnderTheKeyPathReplacesTheImplicitOne() throws {
        let layer = CAShapeLayer()
        let (context, _) = Self.attached(layer)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = layer.strokeEnd
        grow.toValue = 0.25
        grow.duration = 2
        layer.strokeEnd = 0.25
        layer.add(grow, forKey: "strokeEnd")
        let animations = Self.animations(context)
        #expect(animations.count == 1)
        #expect(animations.first?.duration == 2)
    }

    @Test func aGradientsColoursAndPointsAnimateImplicitly() {
        let layer = CAGradientLayer()
        layer.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1)]
        let (context, _) = Self.attached(layer)
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.endPoint = CGPoint(x: 1, y: 1)
        let keys = Set(Self.animations(context).map(\.keyPath))
        #expect(keys == ["colors", "endPoint"])
    }
}

/// A delegate standing in for a view: its layer takes no implicit actions for these properties.
private final class ShapeDelegate: CALayerDelegate {}

/// Core Animation makes a presentation copy through `init(layer:)`, which a subclass overrides
/// to copy what it adds (Apple's CALayer reference, `init(layer:)`).
@MainActor @Suite struct CALayerShadowCopyTests {
    final class PulseLayer: CALayer {
        var pulse: CGFloat = 0
        required init() { super.init() }
        required init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? PulseLayer { pulse = other.pulse }
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aPresentationCopyIsMadeThroughTheSubclasssInitLayer() throws {
        let context = LayerContext(displayScales: [1], clock: ManualClock())
        let layer = PulseLayer()
        layer.pulse = 0.7
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        let shown = try #require(layer.presentation())
        #expect(shown.pulse == 0.7 && shown.bounds == layer.bounds && shown !== layer && shown.model() === layer)
    }
}
