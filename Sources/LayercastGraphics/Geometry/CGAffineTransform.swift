import Foundation

/// A 2D affine transformation matrix, with Core Graphics' names and semantics.
///
/// Foundation on Linux has no `CGAffineTransform`, so Layercast defines it. Points are row vectors:
/// a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. `t1.concatenating(t2)` applies `t1`
/// first, then `t2`, exactly as on Apple platforms.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1 (x scale when there is no rotation).
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2 (y scale when there is no rotation).
    public var d: CGFloat
    /// The x translation, in the destination coordinate space.
    public var tx: CGFloat
    /// The y translation, in the destination coordinate space.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled, in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians. In UIKit's y-down space a positive angle turns
    /// clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A transform that translates by `(tx, ty)` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A transform that scales by `(sx, sy)` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A transform that rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero when the transform is not invertible.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform, or `self` unchanged when it is not invertible (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A readable form, e.g. `[1, 0, 0, 1, 10, 20]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation is ignored, signs are kept).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            // Fast path without rotation or shear; standardize handles negative scales.
            return CGRect(x: t.a * origin.x + t.tx, y: t.d * origin.y + t.ty,
                          width: t.a * size.width, height: t.d * size.height).standardized
        }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }

    /// The smallest rectangle that contains every point in `points`; `.null` when empty.
    public static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The centre point of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
