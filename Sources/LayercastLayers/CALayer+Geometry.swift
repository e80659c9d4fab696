import Foundation
import LayercastGraphics

extension CALayer {
    /// The layer's rectangle in its superlayer's space, in points: the bounding box of the bounds
    /// after `transform` (about the anchor point), placed at `position`.
    ///
    /// Setting it sets `position` and `bounds.size` (the bounds origin stays). With a transform,
    /// as Core Animation does, the bounds size is the frame's size taken back through the inverse
    /// of the transform's linear part (a layer scaled by 2 given a 100×100 frame gets 50×50
    /// bounds; a quarter turn swaps width and height), and the position is chosen so that reading
    /// `frame` back returns the rectangle set: for a transform without translation and the
    /// default anchor point, the frame's centre. Apple documents the result only for scales and
    /// rotations by multiples of 90°; under other rotations the frame read back is the bounding
    /// box of the rotated bounds, which is larger than the rectangle set.
    public var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                               width: size.width, height: size.height)
            let box = transform.isIdentity ? local : local.applying(affineTransform())
            return box.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let rect = newValue.standardized
            let m = transform.isIdentity ? CGAffineTransform.identity : affineTransform()
            let linear = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
            guard !m.isIdentity, linear.determinant != 0 else {
                position = CGPoint(x: rect.origin.x + anchorPoint.x * rect.width,
                                   y: rect.origin.y + anchorPoint.y * rect.height)
                bounds.size = rect.size
                return
            }
            // Round away float noise, so a scale of 3 maps 90 points back to 30, not 29.999….
            func clean(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
            let back = CGRect(origin: .zero, size: rect.size).applying(linear.inverted())
            let size = CGSize(width: clean(back.width), height: clean(back.height))
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                               width: size.width, height: size.height).applying(m)
            position = CGPoint(x: clean(rect.minX - local.minX), y: clean(rect.minY - local.minY))
            bounds.size = size
        }
    }

    /// The affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` to the 3D equivalent of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

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

    /// Converts a point from this layer's space to `layer`'s (`nil`: the root of this tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        if layer === self { return point }
        return point.applying(transform(to: layer))
    }

    /// Converts a point from `layer`'s space (`nil`: the root of this tree) to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        if layer === self { return point }
        let source = layer ?? rootLayer
        return point.applying(source.transform(to: self))
    }

    /// Converts a rectangle from this layer's space to `layer`'s: the bounding box of its
    /// converted corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        if layer === self { return rect }
        return rect.applying(transform(to: layer))
    }

    /// Converts a rectangle from `layer`'s space to this layer's: the bounding box of its
    /// converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        if layer === self { return rect }
        let source = layer ?? rootLayer
        return rect.applying(source.transform(to: self))
    }

    /// The top of this layer's tree (itself when it has no superlayer or host).
    public var rootLayer: CALayer {
        var layer = self
        while let parent = layer.geometryParent { layer = parent }
        return layer
    }


    /// The farthest descendant (or this layer) containing `point`, given in the superlayer's
    /// space; `nil` when the point misses the layer. Hidden layers are skipped; sublayers are
    /// tried front to back (higher `zPosition` first, then later siblings first).
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        guard contains(local) else { return nil }
        let ordered = sublayerStorage.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }
}
