/// Which regions of a self-overlapping path are inside, as `CAShapeLayer.fillRule` (Apple:
/// `CAShapeLayerFillRule`, default `nonZero`). The raw value is the wire encoding.
public enum ShapeFillRule: UInt8, Hashable, Sendable, CaseIterable, Codable {
    /// A point is inside when the path winds around it a non-zero number of times (the default).
    case nonZero = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// How the ends of an open stroked subpath (and of every dash) are drawn, as
/// `CAShapeLayer.lineCap` (Apple: `CAShapeLayerLineCap`, default `butt`). Raw value = wire encoding.
public enum ShapeLineCap: UInt8, Hashable, Sendable, CaseIterable, Codable {
    /// The stroke stops square at the end point (the default).
    case butt = 0
    /// A half disc of diameter `lineWidth` centred on the end point.
    case round = 1
    /// The stroke continues past the end point by half the line width.
    case square = 2
}

/// How two stroked segments meet at a corner, as `CAShapeLayer.lineJoin` (Apple:
/// `CAShapeLayerLineJoin`, default `miter`). Raw value = wire encoding.
public enum ShapeLineJoin: UInt8, Hashable, Sendable, CaseIterable, Codable {
    /// The outer edges are extended to meet at a point, or bevelled when that point is further
    /// than `miterLimit × lineWidth / 2` from the corner (the default).
    case miter = 0
    /// A disc of diameter `lineWidth` centred on the corner.
    case round = 1
    /// The outer corners of the two segments are joined by a straight line.
    case bevel = 2
}
