import Foundation

/// The drawing state of a `CAShapeLayer`: a path filled and then stroked, centred on the path.
///
/// Every default is `CAShapeLayer`'s, from Apple's QuartzCore reference (developer.apple.com/
/// documentation/quartzcore/cashapelayer): `fillColor` opaque black, `strokeColor` nil,
/// `fillRule` non-zero, `lineWidth` 1, `lineCap` butt, `lineJoin` miter, `miterLimit` 10,
/// `lineDashPhase` 0, `lineDashPattern` nil (solid), `strokeStart` 0, `strokeEnd` 1.
/// Lengths are in points, in the layer's own coordinate space (y-down, as on iOS).
public struct LayerShape: Hashable, Sendable, Codable {
    /// The outline, in points in the layer's space; nil draws nothing.
    public var path: LayerPath?
    /// The colour inside the path, unpremultiplied sRGB; nil draws no fill.
    public var fillColor: LayerColor?
    /// Which regions of the path the fill covers.
    public var fillRule: ShapeFillRule
    /// The colour of the stroke, unpremultiplied sRGB; nil draws no stroke.
    public var strokeColor: LayerColor?
    /// The stroke's width in points, centred on the path; 0 or less draws no stroke.
    public var lineWidth: Double
    /// How open subpaths and dashes end.
    public var lineCap: ShapeLineCap
    /// How corners are drawn.
    public var lineJoin: ShapeLineJoin
    /// For miter joins: the longest miter, as a multiple of the line width (Core Graphics'
    /// definition: `1 / sin(angle / 2)` for the angle between the two segments).
    public var miterLimit: Double
    /// How far into the dash pattern each subpath starts, in points.
    public var lineDashPhase: Double
    /// Alternating painted and unpainted lengths in points, cycling; empty draws a solid line.
    public var lineDashPattern: [Double]
    /// Where the stroke starts, as a fraction 0…1 of the length of the whole path (all subpaths).
    public var strokeStart: Double
    /// Where the stroke ends, as a fraction 0…1 of the length of the whole path (all subpaths).
    public var strokeEnd: Double

    /// Creates a shape; every parameter defaults to `CAShapeLayer`'s default.
    public init(path: LayerPath? = nil, fillColor: LayerColor? = .black, fillRule: ShapeFillRule = .nonZero,
                strokeColor: LayerColor? = nil, lineWidth: Double = 1, lineCap: ShapeLineCap = .butt,
                lineJoin: ShapeLineJoin = .miter, miterLimit: Double = 10, lineDashPhase: Double = 0,
                lineDashPattern: [Double] = [], strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.path = path; self.fillColor = fillColor; self.fillRule = fillRule
        self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.lineCap = lineCap
        self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.lineDashPhase = lineDashPhase
        self.lineDashPattern = lineDashPattern; self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
    }
}
