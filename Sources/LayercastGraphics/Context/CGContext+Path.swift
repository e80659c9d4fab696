import CCairo
import Foundation

// The current path: built in user space, consumed by fillPath/strokePath/clip.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }

    /// Adds a line from the current point (a move when there is none).
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }

    /// Adds connected lines through `points`, starting with a move to the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { move(to: control1) }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { move(to: control) }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let start = CGPoint(x: x, y: y)
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Adds a circular arc, joined to the current point by a line. `clockwise` has Core Graphics'
    /// y-up sense: in this y-down space `true` turns counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        let path = CGMutablePath()
        path.appendArc(center: center, radius: radius, start: startAngle, end: endAngle,
                       increasing: !clockwise, transform: .identity)
        appendElements(path.elements, connect: true)
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds closed rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect)) }

    /// Appends `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) { appendElements(path.elements, connect: false) }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cairo) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cairo) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The current point in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        if isPathEmpty { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether `point` (user space) is inside the current path painted with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .stroke: return cairo_in_stroke(cairo, x, y) != 0
        case .fill, .eoFill:
            return withFillRule(mode == .eoFill ? .evenOdd : .winding) { cairo_in_fill(cairo, x, y) != 0 }
        case .fillStroke, .eoFillStroke:
            let rule: CGPathFillRule = mode == .eoFillStroke ? .evenOdd : .winding
            return withFillRule(rule) { cairo_in_fill(cairo, x, y) != 0 } || cairo_in_stroke(cairo, x, y) != 0
        }
    }

    func appendElements(_ elements: [CGPathElement], connect: Bool) {
        for (index, element) in elements.enumerated() {
            switch element {
            case let .moveToPoint(p):
                if connect && index == 0 && cairo_has_current_point(cairo) != 0 { addLine(to: p) } else { move(to: p) }
            case let .addLineToPoint(p): addLine(to: p)
            case let .addQuadCurveToPoint(c, p): addQuadCurve(to: p, control: c)
            case let .addCurveToPoint(c1, c2, p): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    func withFillRule<R>(_ rule: CGPathFillRule, _ body: () -> R) -> R {
        let old = cairo_get_fill_rule(cairo)
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        defer { cairo_set_fill_rule(cairo, old) }
        return body()
    }
}
