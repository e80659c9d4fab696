import Foundation
import LayercastGraphics

extension CALayer {
    /// Maps a point of this layer's bounds space to its superlayer's (or mask host's) space:
    /// subtract the bounds origin and the anchor offset, apply the transform, add the position.
    /// Perspective is ignored (the affine part of the transform is used).
    public var transformToSuperlayer: CGAffineTransform {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        var t = CGAffineTransform(translationX: -ax, y: -ay)
        if !transform.isIdentity { t = t.concatenating(affineTransform()) }
        return t.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Maps this layer's space to the space of the top of its tree (a root or detached layer).
    func transformToRoot() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer = self
        while let parent = layer.geometryParent {
            t = t.concatenating(layer.transformToSuperlayer)
            layer = parent
        }
        return t
    }

    /// The transform from this layer's space to `layer`'s space (`nil`: the top of this tree).
    /// Layers of different trees are related through their roots' spaces.
    func transform(to layer: CALayer?) -> CGAffineTransform {
        let up = transformToRoot()
        guard let layer else { return up }
        return up.concatenating(layer.transformToRoot().inverted())
    }

    /// The top of this layer's tree (itself when it has no superlayer or host).
    public var rootLayer: CALayer {
        var layer = self
        while let parent = layer.geometryParent { layer = parent }
        return layer
    }
}
