import Foundation

/// A path being built, with Core Graphics' method names. Coordinates in points; every method takes
/// an optional `transform` applied to the points it adds.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public override init(elements: [CGPathElement] = []) { super.init(elements: elements) }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a line from the current point (or starts a subpath there when there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(hasCurrentPoint ? .addLineToPoint(p) : .moveToPoint(p))
    }

    /// Adds a connected sequence of lines: a move to the first point, then lines.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { elements.append(.moveToPoint(control1.applying(transform))) }
        elements.append(.addCurveToPoint(control1.applying(transform), control2.applying(transform),
                                         end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { elements.append(.moveToPoint(control.applying(transform))) }
        elements.append(.addQuadCurveToPoint(control.applying(transform), end.applying(transform)))
    }

    /// Adds a circular arc, connected to the current point by a line if there is one.
    ///
    /// As in Core Graphics, `clockwise` refers to a y-up space: in Layercast's (and UIKit's) y-down
    /// space `clockwise: true` turns counterclockwise on screen (angles decreasing).
    /// `UIBezierPath(arcCenter:…clockwise:)` uses the on-screen sense instead.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle, end: endAngle,
                  increasing: !clockwise, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle` (positive deltas increase the angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle, end: startAngle + delta,
                  increasing: delta >= 0, transform: transform)
    }

    func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool,
                   transform: CGAffineTransform) {
        let first = ArcGeometry.point(center: center, radius: radius, angle: start).applying(transform)
        elements.append(hasCurrentPoint ? .addLineToPoint(first) : .moveToPoint(first))
        for (c1, c2, p) in ArcGeometry.curves(center: center, radius: radius, start: start, end: end,
                                              increasing: increasing) {
            elements.append(.addCurveToPoint(c1.applying(transform), c2.applying(transform), p.applying(transform)))
        }
    }

    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)],
                 transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        elements.append(.moveToPoint(CGPoint(x: 1, y: 0).applying(scale)))
        for (c1, c2, p) in ArcGeometry.curves(center: .zero, radius: 1, start: 0, end: 2 * .pi, increasing: true) {
            elements.append(.addCurveToPoint(c1.applying(scale), c2.applying(scale), p.applying(scale)))
        }
        closeSubpath()
    }

    /// Adds a rounded rectangle with elliptical corners (radii clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            let first = CGPoint(x: cos(start), y: sin(start)).applying(t)
            elements.append(.addLineToPoint(first))
            for (c1, c2, p) in ArcGeometry.curves(center: .zero, radius: 1, start: start,
                                                  end: start + .pi / 2, increasing: true) {
                elements.append(.addCurveToPoint(c1.applying(t), c2.applying(t), p.applying(t)))
            }
        }
        elements.append(.moveToPoint(CGPoint(x: r.minX + rx, y: r.minY).applying(transform)))
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        corner(r.maxX - rx, r.maxY - ry, 0)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// Appends another path's elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath (no-op on an empty path).
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(.closeSubpath)
    }
}

// Tangent arcs, as Core Graphics' `addArc(tangent1End:tangent2End:radius:transform:)`.
extension CGMutablePath {
    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, joined to the current point by a line (for
    /// rounded corners). Without a current point the arc's line starts at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        // The geometry is built in the path's untransformed space, then mapped.
        let inverse = transform.inverted()
        let start = elements.isEmpty ? tangent1End : currentPoint.applying(inverse)
        if elements.isEmpty { move(to: tangent1End, transform: transform) }
        let arc = TangentArc.elements(from: start, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        elements += transform.isIdentity ? arc : arc.map { $0.applying(transform) }
    }
}
