import Foundation

/// A path plus its stroke settings, with UIKit's names. Coordinates in points, y down.
///
/// Arcs use the on-screen sense of `clockwise` (angles increase clockwise), as UIKit does.
/// Rounded rectangles use circular corners (not UIKit's continuous-curvature corners).
public final class UIBezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// The path, as an immutable copy; setting it replaces the path.
    public var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// Stroke width in points (default 1).
    public var lineWidth: CGFloat = 1
    /// Line end shape (default butt).
    public var lineCapStyle: CGLineCap = .butt
    /// Corner shape (default miter).
    public var lineJoinStyle: CGLineJoin = .miter
    /// Miter limit (default 10).
    public var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (default non-zero winding).
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() { path = CGMutablePath() }

    /// A path holding a copy of `cgPath`.
    public init(cgPath: CGPath) { path = CGMutablePath(elements: cgPath.elements) }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with only `corners` rounded, by elliptical `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width, r.width / 2)), ry = max(0, min(cornerRadii.height, r.height / 2))
        func corner(_ which: UIRectCorner, _ point: CGPoint, _ center: CGPoint, _ start: CGFloat) {
            guard corners.contains(which), rx > 0, ry > 0 else { path.addLine(to: point); return }
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
            path.appendArc(center: .zero, radius: 1, start: start, end: start + .pi / 2, increasing: true, transform: t)
        }
        path.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY))
        corner(.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2)
        corner(.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0)
        corner(.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2)
        corner(.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi)
        path.closeSubpath()
    }

    /// An open circular arc; `clockwise` is the on-screen direction.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc joined to the current point by a line; `clockwise` is on screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.appendArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise,
                       transform: .identity)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Appends another path's elements.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Removes every element.
    public func removeAllPoints() { path = CGMutablePath() }

    /// Maps every point by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    /// Sets the dash pattern (on/off lengths in points); an empty pattern turns dashing off.
    public func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        dashPattern = pattern
        dashPhase = phase
    }

    /// Sets the dash pattern from `count` lengths at `pattern` (UIKit's pointer form).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { setLineDash([], phase: phase); return }
        setLineDash(Array(UnsafeBufferPointer(start: pattern, count: count)), phase: phase)
    }

    // MARK: - Queries

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The bounding box of the drawn shape (control points excluded); `.null` when empty.
    public var bounds: CGRect { path.boundingBoxOfPath }
    /// The end point of the last element.
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the filled path (under `usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing into the current context (no-ops without one)

    /// Fills the path with the current context's fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSeparatePath {
            context.addPath(path)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Fills the path with a blend mode and opacity.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withGState {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            fill()
        }
    }

    /// Strokes the path with the current context's stroke colour and this path's line settings.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSeparatePath {
            context.withGState {
                applyStrokeSettings(to: context)
                context.addPath(path)
                context.strokePath()
            }
        }
    }

    /// Strokes the path with a blend mode and opacity.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withGState {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            stroke()
        }
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSeparatePath(painting: false) {
            context.addPath(path)
            context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Sets `context`'s line width, cap, join, miter limit and dash from this path.
    public func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// The element list.
    public var description: String { "UIBezierPath(\(path.elements))" }
}

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The minimum-x, minimum-y corner.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// The maximum-x, minimum-y corner.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// The minimum-x, maximum-y corner.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// The maximum-x, maximum-y corner.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
