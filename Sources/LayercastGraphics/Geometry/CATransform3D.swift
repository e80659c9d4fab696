import Foundation

/// A 4×4 homogeneous transform, with Core Animation's names and layout.
///
/// Points are row vectors `[x y z 1]` multiplied on the left, so the translation lives in
/// `m41, m42, m43`, and `CATransform3DConcat(a, b)` applies `a` first, then `b`.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries in row-major order.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from sixteen entries in row-major order (m11, m12, … m44).
    public init(rowMajor v: [CGFloat]) {
        precondition(v.count == 16, "CATransform3D needs 16 entries")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The sixteen entries in row-major order (m11, m12, … m44).
    public var rowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The identity transform.
    public static let identity = CATransform3D()

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `b`.
    public func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = rowMajor, c = b.rowMajor
        var r = [CGFloat](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s: CGFloat = 0
                for k in 0..<4 { s += a[i * 4 + k] * c[k * 4 + j] }
                r[i * 4 + j] = s
            }
        }
        return CATransform3D(rowMajor: r)
    }

    /// Maps a point in the plane z = 0 (with perspective division when `m14`/`m24`/`m44` call for it).
    public func apply(to p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return w == 1 || w == 0 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the axis `(x, y, z)`; the identity when the
/// axis is the zero vector. About (0, 0, 1) it equals `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), v = 1 - c
    return CATransform3D(
        m11: c + ux * ux * v, m12: ux * uy * v + uz * s, m13: ux * uz * v - uy * s, m14: 0,
        m21: uy * ux * v - uz * s, m22: c + uy * uy * v, m23: uy * uz * v + ux * s, m24: 0,
        m31: uz * ux * v + uy * s, m32: uz * uy * v - ux * s, m33: c + uz * uz * v, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse of `t`, or `t` unchanged when it has no inverse (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.rowMajor
    var inv = [CGFloat](repeating: 0, count: 16)
    inv[0] = m[5]*m[10]*m[15] - m[5]*m[11]*m[14] - m[9]*m[6]*m[15] + m[9]*m[7]*m[14] + m[13]*m[6]*m[11] - m[13]*m[7]*m[10]
    inv[4] = -m[4]*m[10]*m[15] + m[4]*m[11]*m[14] + m[8]*m[6]*m[15] - m[8]*m[7]*m[14] - m[12]*m[6]*m[11] + m[12]*m[7]*m[10]
    inv[8] = m[4]*m[9]*m[15] - m[4]*m[11]*m[13] - m[8]*m[5]*m[15] + m[8]*m[7]*m[13] + m[12]*m[5]*m[11] - m[12]*m[7]*m[9]
    inv[12] = -m[4]*m[9]*m[14] + m[4]*m[10]*m[13] + m[8]*m[5]*m[14] - m[8]*m[6]*m[13] - m[12]*m[5]*m[10] + m[12]*m[6]*m[9]
    inv[1] = -m[1]*m[10]*m[15] + m[1]*m[11]*m[14] + m[9]*m[2]*m[15] - m[9]*m[3]*m[14] - m[13]*m[2]*m[11] + m[13]*m[3]*m[10]
    inv[5] = m[0]*m[10]*m[15] - m[0]*m[11]*m[14] - m[8]*m[2]*m[15] + m[8]*m[3]*m[14] + m[12]*m[2]*m[11] - m[12]*m[3]*m[10]
    inv[9] = -m[0]*m[9]*m[15] + m[0]*m[11]*m[13] + m[8]*m[1]*m[15] - m[8]*m[3]*m[13] - m[12]*m[1]*m[11] + m[12]*m[3]*m[9]
    inv[13] = m[0]*m[9]*m[14] - m[0]*m[10]*m[13] - m[8]*m[1]*m[14] + m[8]*m[2]*m[13] + m[12]*m[1]*m[10] - m[12]*m[2]*m[9]
    inv[2] = m[1]*m[6]*m[15] - m[1]*m[7]*m[14] - m[5]*m[2]*m[15] + m[5]*m[3]*m[14] + m[13]*m[2]*m[7] - m[13]*m[3]*m[6]
    inv[6] = -m[0]*m[6]*m[15] + m[0]*m[7]*m[14] + m[4]*m[2]*m[15] - m[4]*m[3]*m[14] - m[12]*m[2]*m[7] + m[12]*m[3]*m[6]
    inv[10] = m[0]*m[5]*m[15] - m[0]*m[7]*m[13] - m[4]*m[1]*m[15] + m[4]*m[3]*m[13] + m[12]*m[1]*m[7] - m[12]*m[3]*m[5]
    inv[14] = -m[0]*m[5]*m[14] + m[0]*m[6]*m[13] + m[4]*m[1]*m[14] - m[4]*m[2]*m[13] - m[12]*m[1]*m[6] + m[12]*m[2]*m[5]
    inv[3] = -m[1]*m[6]*m[11] + m[1]*m[7]*m[10] + m[5]*m[2]*m[11] - m[5]*m[3]*m[10] - m[9]*m[2]*m[7] + m[9]*m[3]*m[6]
    inv[7] = m[0]*m[6]*m[11] - m[0]*m[7]*m[10] - m[4]*m[2]*m[11] + m[4]*m[3]*m[10] + m[8]*m[2]*m[7] - m[8]*m[3]*m[6]
    inv[11] = -m[0]*m[5]*m[11] + m[0]*m[7]*m[9] + m[4]*m[1]*m[11] - m[4]*m[3]*m[9] - m[8]*m[1]*m[7] + m[8]*m[3]*m[5]
    inv[15] = m[0]*m[5]*m[10] - m[0]*m[6]*m[9] - m[4]*m[1]*m[10] + m[4]*m[2]*m[9] + m[8]*m[1]*m[6] - m[8]*m[2]*m[5]
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0, det.isFinite else { return t }
    return CATransform3D(rowMajor: inv.map { $0 / det })
}

/// The 3D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` maps the plane z = 0 onto itself without perspective, i.e. is an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (the entries that act on x and y).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
