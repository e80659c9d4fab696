import Foundation
import LayercastModel

/// A 2D affine transform used for compositing, in Core Graphics' row-vector convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. It maps points from one space (a layer's bounds
/// space, in points) to another (its superlayer's, or device pixels on the screen).
public struct CompositingTransform: Hashable, Sendable {
    /// Row 1, column 1: x scale (and rotation).
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2: y scale (and rotation).
    public var d: Double
    /// Translation in x, in the destination space's units.
    public var tx: Double
    /// Translation in y, in the destination space's units.
    public var ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = CompositingTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(x, y)`.
    public static func translation(x: Double, y: Double) -> CompositingTransform {
        CompositingTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `(x, y)` about the origin.
    public static func scale(x: Double, y: Double) -> CompositingTransform {
        CompositingTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `self` followed by `next`: a point maps through `self` first, then through `next`.
    public func concatenating(_ next: CompositingTransform) -> CompositingTransform {
        CompositingTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                             c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                             tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// Maps a point.
    public func apply(to p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a vector (a difference of points): the linear part only, no translation.
    public func applyToVector(_ v: CGSize) -> CGSize {
        CGSize(width: a * v.width + c * v.height, height: b * v.width + d * v.height)
    }

    /// The determinant of the linear part; 0 for a degenerate transform.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform is degenerate.
    public var inverted: CompositingTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CompositingTransform(a: ia, b: ib, c: ic, d: id,
                                    tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether the transform keeps axis-aligned rectangles axis-aligned without flipping
    /// (only positive scale and translation): such clips can be done with a clip rectangle.
    public var isAxisAlignedScaleTranslate: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// The mean linear scale factor, `sqrt(|det|)`: how many destination units one source unit is,
    /// used to scale blur radii.
    public var meanScale: Double { abs(determinant).squareRoot() }

    /// The axis-aligned bounding box of a rectangle after mapping.
    public func boundingBox(of r: CGRect) -> CGRect {
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(apply(to:))
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
