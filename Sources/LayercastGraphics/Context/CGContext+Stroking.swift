import CCairo
import Foundation

// The current path as a value, turned into its stroke outline, and tangent arcs.
extension CGContext {
    /// A copy of the current path in user space; `nil` when it is empty (Core Graphics' `path`).
    public var path: CGPath? {
        let elements = currentPathElements()
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Replaces the current path with the outline of its stroke under the current line width,
    /// cap, join, miter limit and dash, so filling it (non-zero rule) paints what `strokePath()`
    /// would — to clip to a stroke, or fill it with a gradient. The outline is built as
    /// overlapping pieces of one orientation (see `CGPath.copy(strokingWithWidth:…)`).
    public func replacePathWithStrokedPath() {
        let elements = currentPathElements()
        cairo_new_path(cairo)
        guard !elements.isEmpty else { return }
        let outline = currentStroker().strokeOutline(of: elements)
        appendElements(outline, connect: false)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End`, joined to the current point by a line.
    /// Without a current point it starts at `tangent1End`, as Core Graphics.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let start = cairo_has_current_point(cairo) != 0 ? currentPointOfPath : tangent1End
        if cairo_has_current_point(cairo) == 0 { move(to: tangent1End) }
        let arc = TangentArc.elements(from: start, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendElements(arc, connect: true)
    }

    /// Sets the flatness (maximum curve error, in device pixels) used when curves are rendered.
    public func setFlatness(_ flatness: CGFloat) {
        cairo_set_tolerance(cairo, Double(max(0.01, flatness)))
    }

    /// Allows or forbids anti-aliasing; with `setShouldAntialias(_:)` it decides whether shapes
    /// are anti-aliased (both must be on).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        paint.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    /// The current path read back from Cairo, in user space.
    func currentPathElements() -> [CGPathElement] {
        guard let path = cairo_copy_path(cairo) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.num_data > 0, let data = path.pointee.data else { return [] }
        var elements: [CGPathElement] = []
        var i = 0
        let count = Int(path.pointee.num_data)
        func point(_ offset: Int) -> CGPoint { CGPoint(x: data[i + offset].point.x, y: data[i + offset].point.y) }
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.moveToPoint(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.addLineToPoint(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.addCurveToPoint(point(1), point(2), point(3)))
            case CAIRO_PATH_CLOSE_PATH: elements.append(.closeSubpath)
            default: break
            }
            i += Int(header.length)
        }
        // Cairo follows a close with a move to the subpath's start; Core Graphics does not list it.
        var cleaned: [CGPathElement] = []
        for (index, element) in elements.enumerated() {
            if case .moveToPoint = element, index > 0, case .closeSubpath = elements[index - 1],
               index + 1 == elements.count || { if case .moveToPoint = elements[index + 1] { return true }; return false }() {
                continue
            }
            cleaned.append(element)
        }
        return cleaned
    }

    /// A stroker with the context's line settings.
    func currentStroker() -> PathStroker {
        let cap: CGLineCap = switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
        let join: CGLineJoin = switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
        var stroker = PathStroker(lineWidth: lineWidth, lineCap: cap, lineJoin: join,
                                  miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var offset = 0.0
            cairo_get_dash(cairo, &dashes, &offset)
            stroker.dashLengths = dashes.map { CGFloat($0) }
            stroker.dashPhase = CGFloat(offset)
        }
        return stroker
    }
}

/// Core Graphics' tangent arc (PostScript's `arct`).
enum TangentArc {
    /// A line from `start` to where the arc begins, then the arc, as path elements (the first a
    /// line, since the caller has a current point). Degenerate input (collinear points, zero
    /// radius) gives a line to `tangent1End`.
    static func elements(from start: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint,
                         radius: CGFloat) -> [CGPathElement] {
        let v1 = CGPoint(x: start.x - p1.x, y: start.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { return [.addLineToPoint(p1)] }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        // Half the angle between the two tangent lines at p1.
        let cosAngle = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosAngle) / 2
        let tangentDistance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        // The short way round: increasing angles when the turn from v1 back to v2 is negative.
        let increasing = cross < 0
        var elements: [CGPathElement] = [.addLineToPoint(t1)]
        for (c1, c2, p) in ArcGeometry.curves(center: center, radius: radius, start: a0, end: a1, increasing: increasing) {
            elements.append(.addCurveToPoint(c1, c2, p))
        }
        return elements
    }
}
