import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

/// A layer that draws a path: filled, then stroked along it (Core Animation's `CAShapeLayer`).
///
/// A client of `shapes` (SPEC §4.7) gets the shape as its properties and draws it at its own
/// scale with the protocol module's `ShapeRasterizer`, and plays animations of `strokeStart`,
/// `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor` and `strokeColor` itself: a progress
/// ring is one animation on the wire. Other clients get the same rasteriser's bitmap at every
/// display scale, over the bounds: a path reaching past them is cut there (Core Animation draws
/// it whole), and animations of the shape's properties show their model value. As in Core
/// Animation, a change of `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor`
/// or `strokeColor` animates implicitly (unless actions are disabled or the layer is a view's).
/// A presentation layer (`presentation()`) shows the animated values. Not yet as in Core
/// Animation: `path` changes without animating. The shape replaces what a delegate would draw. Every default is Core Animation's.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinate space (points). `nil` (the default) draws nothing.
    open var path: CGPath? { didSet { if path != oldValue { setNeedsDisplay() } } }
    /// The fill colour; `nil` fills nothing. Default opaque black.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { if fillColor != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "fillColor", from: oldValue) } }
    }
    /// Which regions the fill covers. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { setNeedsDisplay() } } }
    /// The stroke colour; `nil` (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "strokeColor", from: oldValue) } } }
    /// The stroke's width in points, centred on the path. Default 1.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "lineWidth", from: oldValue) } } }
    /// How open subpaths and dashes end. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { setNeedsDisplay() } } }
    /// How corners are joined. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { setNeedsDisplay() } } }
    /// The longest miter join, as a multiple of the line width. Default 10.
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { setNeedsDisplay() } } }
    /// How far into the dash pattern the stroke starts, in points. Default 0.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "lineDashPhase", from: oldValue) } } }
    /// Painted and unpainted lengths in points, alternating; `nil` (the default) draws a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { setNeedsDisplay() } } }
    /// Where the stroke starts, a fraction 0…1 of the path's length. Default 0.
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "strokeStart", from: oldValue) } } }
    /// Where the stroke ends, a fraction 0…1 of the path's length. Default 1.
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { setNeedsDisplay(); addImplicitAction(forKeyPath: "strokeEnd", from: oldValue) } } }

    /// Creates a shape layer with Core Animation's defaults.
    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A copy of `layer`'s model values, its own included (Core Animation's shadow copy).
    public required init(layer: Any) {
        super.init(layer: layer)
    }

    /// A shape layer with Core Animation's defaults (archives carry no layers here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        needsDisplayOnBoundsChange = true
    }

    /// The shape's drawing state, as the protocol's rasteriser takes it.
    open var layerShape: LayerShape {
        LayerShape(path: path.map(LayerPath.init), fillColor: fillColor.map(LayerColor.init),
                   fillRule: fillRule == .evenOdd ? .evenOdd : .nonZero, strokeColor: strokeColor.map(LayerColor.init),
                   lineWidth: Double(lineWidth), lineCap: lineCap.wireValue, lineJoin: lineJoin.wireValue,
                   miterLimit: Double(miterLimit), lineDashPhase: Double(lineDashPhase),
                   lineDashPattern: (lineDashPattern ?? []).map(\.doubleValue),
                   strokeStart: Double(strokeStart), strokeEnd: Double(strokeEnd))
    }

    override func copySubclassValues(from layer: CALayer) {
        guard let shape = layer as? CAShapeLayer else { return }
        path = shape.path; fillColor = shape.fillColor; fillRule = shape.fillRule; strokeColor = shape.strokeColor
        lineWidth = shape.lineWidth; lineCap = shape.lineCap; lineJoin = shape.lineJoin; miterLimit = shape.miterLimit
        lineDashPhase = shape.lineDashPhase; lineDashPattern = shape.lineDashPattern
        strokeStart = shape.strokeStart; strokeEnd = shape.strokeEnd
    }

    override func applySubclassAnimatedValues(_ state: LayerState) {
        guard let shape = state.shape else { return }
        strokeStart = CGFloat(shape.strokeStart); strokeEnd = CGFloat(shape.strokeEnd)
        lineWidth = CGFloat(shape.lineWidth); lineDashPhase = CGFloat(shape.lineDashPhase)
        fillColor = shape.fillColor.map(CGColor.init); strokeColor = shape.strokeColor.map(CGColor.init)
    }

    /// Draws the shape over the bounds at every display scale.
    open override func display() {
        let shape = layerShape
        drawBitmaps(vector: LayerContents.VectorContents(shape: shape)) { scale in
            ShapeRasterizer.render(shape, area: bounds, scale: Double(scale))
        }
    }
}

/// The fill rules of `CAShapeLayer.fillRule`, with Core Animation's string values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public var rawValue: String
    /// Creates a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the winding number is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line caps of `CAShapeLayer.lineCap`, with Core Animation's string values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public var rawValue: String
    /// Creates a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Ends exactly at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var wireValue: ShapeLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The line joins of `CAShapeLayer.lineJoin`, with Core Animation's string values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public var rawValue: String
    /// Creates a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, cut to a bevel past `miterLimit`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut straight across.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var wireValue: ShapeLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
