import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

/// A layer that fills its bounds with a colour gradient over its background colour (Core
/// Animation's `CAGradientLayer`), within its rounded corners as Core Animation draws it.
///
/// The gradient is drawn by the protocol module's shared rasteriser (`GradientRasterizer`), the
/// one the client and the reference renderer use: a client of `shapes` gets it as property 29
/// (SPEC §4.8) and draws it at its own scale, and plays animations of `colors`, `startPoint` and
/// `endPoint` itself; other clients get its bitmap at every display scale. Every default is
/// Core Animation's.
open class CAGradientLayer: CALayer {
    /// The stops' colours (`CGColor`s), first to last; `nil` (the default) draws nothing.
    open var colors: [Any]? {
        didSet {
            guard wireColors(colors) != wireColors(oldValue) else { return }
            setNeedsDisplay()
            // Core Animation animates between colour lists; not from or to no colours.
            if let oldValue, !oldValue.isEmpty, colors?.isEmpty == false { addImplicitAction(forKeyPath: "colors", from: oldValue) }
        }
    }
    /// Each stop's position, 0…1, increasing; `nil` (the default) spreads them evenly.
    open var locations: [NSNumber]? { didSet { if locations != oldValue { setNeedsDisplay() } } }
    /// Where the gradient starts, in the unit coordinate space of the bounds (y down). Default (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "startPoint", from: oldValue) } } }
    /// Where it ends (axial), its radii (radial) or its 0° direction (conic). Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "endPoint", from: oldValue) } } }
    /// The gradient's geometry. Default `.axial`.
    open var type: CAGradientLayerType = .axial { didSet { if type != oldValue { setNeedsDisplay() } } }

    /// The gradient fills the rounded bounds: a new radius redraws it.
    open override var cornerRadius: CGFloat { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }

    /// Creates a gradient layer with Core Animation's defaults.
    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A copy of `layer`'s model values, its own included (Core Animation's shadow copy).
    public required init(layer: Any) {
        super.init(layer: layer)
    }

    /// A gradient layer with Core Animation's defaults (archives carry no layers here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        needsDisplayOnBoundsChange = true
    }

    /// The gradient's drawing state, as the protocol's rasteriser takes it. Entries of `colors`
    /// that are not `CGColor`s are skipped.
    open var layerGradient: LayerGradient {
        let kind: GradientKind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return LayerGradient(type: kind, colors: wireColors(colors), locations: locations?.map(\.doubleValue),
                             startPoint: startPoint, endPoint: endPoint)
    }

    override func copySubclassValues(from layer: CALayer) {
        guard let gradient = layer as? CAGradientLayer else { return }
        colors = gradient.colors; locations = gradient.locations; startPoint = gradient.startPoint
        endPoint = gradient.endPoint; type = gradient.type
    }

    override func applySubclassAnimatedValues(_ state: LayerState) {
        guard let gradient = state.gradient else { return }
        startPoint = gradient.startPoint; endPoint = gradient.endPoint
        if gradient.colors.count == (colors?.count ?? 0) { colors = gradient.colors.map(CGColor.init) }
    }

    /// Draws the gradient over the bounds at every display scale, cut to the rounded corners.
    open override func display() {
        let gradient = layerGradient, size = bounds.size
        let radius = CompositingShapes.effectiveRadius(Double(cornerRadius), for: bounds)
        drawBitmaps(vector: LayerContents.VectorContents(gradient: gradient)) { scale in
            GradientRasterizer.render(gradient, size: size, scale: Double(scale), cornerRadius: radius)
        }
    }

    private func wireColors(_ colors: [Any]?) -> [LayerColor] {
        (colors ?? []).compactMap { ($0 as? CGColor).map(LayerColor.init) }
    }
}

/// The geometries of `CAGradientLayer.type`, with Core Animation's string values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The geometry's name.
    public var rawValue: String
    /// Creates a geometry from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses around `startPoint`, reaching `endPoint`'s offsets on the last stop.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
