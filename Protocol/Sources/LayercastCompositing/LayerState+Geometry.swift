import Foundation
import LayercastModel

extension LayerState {
    /// The transform from this layer's bounds space to its superlayer's space, in points:
    /// `p' = ((p − (bounds.origin + anchorPoint·bounds.size)) · transform) + position`.
    public var transformToSuperlayer: CompositingTransform {
        let anchor = CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                             y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return CompositingTransform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(transform.affinePart)
            .concatenating(.translation(x: position.x, y: position.y))
    }

    /// Whether this layer shows a shadow: a shadow colour, a positive shadow opacity, and not
    /// clipped away by `masksToBounds` (which in Core Animation clips the shadow too).
    public var drawsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }

    /// The Gaussian standard deviation of the shadow blur, in points: Core Animation's
    /// `shadowRadius` is treated as twice the standard deviation, as Core Graphics does.
    public var shadowSigma: Double { max(0, shadowRadius) / 2 }
}

extension LayerState {
    /// SPEC §4.12: for a layer with `shouldRasterize` drawn by `toDevice`, the factor its bitmap's
    /// resolution has to the output's — `rasterizationScale` over the output pixels per point of
    /// the layer — when below 1 (the layer shows coarser than the output); `nil` when it is not
    /// rasterised or its bitmap is at least as fine as the output, where drawing it directly
    /// gives the same picture.
    public func rasterizationFactor(toDevice: CompositingTransform) -> Double? {
        guard shouldRasterize, rasterizationScale > 0 else { return nil }
        let outputScale = toDevice.meanScale
        guard outputScale > 0 else { return nil }
        let k = rasterizationScale / outputScale
        return k < 0.999 ? k : nil
    }
}
