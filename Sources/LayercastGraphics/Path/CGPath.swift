import Foundation

/// An immutable vector path in points, with Core Graphics' names.
///
/// Not Sendable, because its subclass `CGMutablePath` is mutable; `elements` is the Sendable form
/// to hand across isolation domains (`CGPath(elements:)` rebuilds it).
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in order.
    public internal(set) var elements: [CGPathElement]

    /// A path made of `elements`.
    public init(elements: [CGPathElement] = []) { self.elements = elements }

    /// A closed rectangle (clockwise on screen from the minimum corner), optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle with elliptical corners, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case let .moveToPoint(p): start = p; current = p
            case let .addLineToPoint(p), let .addQuadCurveToPoint(_, p), let .addCurveToPoint(_, _, p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case let .moveToPoint(p), let .addLineToPoint(p): points.append(p)
            case let .addQuadCurveToPoint(c, p): points += [c, p]
            case let .addCurveToPoint(c1, c2, p): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// The bounding box of the drawn shape (curves evaluated, control points excluded); `.null`
    /// when empty.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case let .moveToPoint(p), let .addLineToPoint(p): points.append(p); current = p
            case let .addQuadCurveToPoint(c, p):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .addCurveToPoint(c1, c2, p):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                          y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath: break
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// Whether `point` lies inside the filled path, under `rule`, after mapping the path by
    /// `transform`. Evaluated by Cairo.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard let context = try? CGContext(size: CGSize(width: 1, height: 1), scale: 1) else { return false }
        context.concatenate(transform)
        context.addPath(self)
        return context.pathContains(point, mode: rule == .winding ? .fill : .eoFill)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `body` with each element in order (Core Graphics' `applyWithBlock`, as values).
    public func forEachElement(_ body: (CGPathElement) throws -> Void) rethrows {
        for element in elements { try body(element) }
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// The element list.
    public var description: String { "CGPath(\(elements))" }
}
