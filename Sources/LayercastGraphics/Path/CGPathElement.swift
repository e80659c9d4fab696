import Foundation

/// One element of a path, in the path's own coordinate space (points).
///
/// Core Graphics exposes elements as a C struct with a type and a point array; this enum carries
/// the same information as a Sendable value. Arcs, ellipses and rounded rectangles are stored as
/// cubic Bézier curves, as Core Graphics stores them.
public enum CGPathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case moveToPoint(CGPoint)
    /// A straight line from the current point.
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve: control point, then end point.
    case addQuadCurveToPoint(CGPoint, CGPoint)
    /// A cubic Bézier curve: first control point, second control point, end point.
    case addCurveToPoint(CGPoint, CGPoint, CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath

    /// The element with its points mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPathElement {
        switch self {
        case let .moveToPoint(p): return .moveToPoint(p.applying(t))
        case let .addLineToPoint(p): return .addLineToPoint(p.applying(t))
        case let .addQuadCurveToPoint(c, p): return .addQuadCurveToPoint(c.applying(t), p.applying(t))
        case let .addCurveToPoint(c1, c2, p):
            return .addCurveToPoint(c1.applying(t), c2.applying(t), p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// The rule deciding which regions a path encloses.
public enum CGPathFillRule: Sendable {
    /// Non-zero winding number.
    case winding
    /// Even-odd.
    case evenOdd
}

/// How `CGContext.drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Sendable {
    /// Fill with the non-zero winding rule.
    case fill
    /// Fill with the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (non-zero), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

/// The shape at the open ends of stroked lines.
public enum CGLineCap: Sendable {
    /// Square end exactly at the end point.
    case butt
    /// Semicircular end.
    case round
    /// Square end extending half the line width past the end point.
    case square
}

/// The shape of the corners where stroked segments meet.
public enum CGLineJoin: Sendable {
    /// Sharp corner, limited by the miter limit.
    case miter
    /// Rounded corner.
    case round
    /// Cut-off corner.
    case bevel
}

/// Arc approximation shared by paths and contexts.
enum ArcGeometry {
    /// Cubic Bézier segments (control1, control2, end) approximating an arc of `radius` about
    /// `center` from `start` to `end` radians, in a y-down space where increasing angles turn
    /// clockwise on screen. `increasing` chooses the direction of travel.
    static func curves(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat,
                       increasing: Bool) -> [(CGPoint, CGPoint, CGPoint)] {
        var sweep = end - start
        let full = 2 * CGFloat.pi
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        guard sweep != 0, radius > 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        var a0 = start
        for _ in 0..<count {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
            result.append((c1, c2, p3))
            a0 = a1
        }
        return result
    }

    /// The point at `angle` on the circle.
    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
