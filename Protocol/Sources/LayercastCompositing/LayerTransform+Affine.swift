import LayercastModel
extension LayerTransform {
    /// The 2D affine part of this transform (`m11 m12 m21 m22 m41 m42`); the z and perspective
    /// entries are ignored, as a flat compositor must.
    public var affinePart: CompositingTransform {
        CompositingTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13])
    }
}
