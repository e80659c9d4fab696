import Foundation
import LayercastModel

extension LayerState {
    /// Sets the property an animation's key path names to `value`; unknown key paths and values
    /// of the wrong kind are ignored. Sub-key paths of `transform` (`transform.rotation.z`,
    /// `transform.scale`, `transform.translation.x` …) apply that component on top of the
    /// model transform.
    public mutating func apply(animated value: AnimationValue, keyPath: String) {
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("transform", .transform(let t)): transform = t
        case ("transform.rotation", .scalar(let v)), ("transform.rotation.z", .scalar(let v)):
            transform = Self.concat(.affine(a: cos(v), b: sin(v), c: -sin(v), d: cos(v), tx: 0, ty: 0), transform)
        case ("transform.scale", .scalar(let v)):
            transform = Self.concat(.affine(a: v, b: 0, c: 0, d: v, tx: 0, ty: 0), transform)
        case ("transform.scale.x", .scalar(let v)):
            transform = Self.concat(.affine(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0), transform)
        case ("transform.scale.y", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: v, tx: 0, ty: 0), transform)
        case ("transform.translation.x", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: 1, tx: v, ty: 0), transform)
        case ("transform.translation.y", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: v), transform)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("borderColor", .color(let c)): borderColor = c
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        // SPEC §4.7: the stroke's extent animates on the client (a progress ring).
        case ("strokeStart", .scalar(let v)): shape?.strokeStart = v
        case ("strokeEnd", .scalar(let v)): shape?.strokeEnd = v
        case ("lineWidth", .scalar(let v)): shape?.lineWidth = v
        case ("lineDashPhase", .scalar(let v)): shape?.lineDashPhase = v
        case ("fillColor", .color(let c)): shape?.fillColor = c
        case ("strokeColor", .color(let c)): shape?.strokeColor = c
        case ("startPoint", .point(let p)): gradient?.startPoint = p
        case ("endPoint", .point(let p)): gradient?.endPoint = p
        case ("colors", .colors(let c)): gradient?.colors = c
        // SPEC §4.10: a replicator's copies animate on the client (a spinner's fan, a fade).
        case ("instanceTransform", .transform(let t)): replicator?.instanceTransform = t
        case ("instanceDelay", .scalar(let v)): replicator?.instanceDelay = v
        case ("instanceColor", .color(let c)): replicator?.instanceColor = c
        case ("instanceRedOffset", .scalar(let v)): replicator?.instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .scalar(let v)): replicator?.instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .scalar(let v)): replicator?.instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .scalar(let v)): replicator?.instanceAlphaOffset = Float(v)
        default: break
        }
    }

    /// `first` then `second`, as 4×4 row-major matrices (row vectors).
    private static func concat(_ first: LayerTransform, _ second: LayerTransform) -> LayerTransform {
        var m = [Double](repeating: 0, count: 16)
        for r in 0..<4 { for c in 0..<4 { for k in 0..<4 { m[r * 4 + c] += first.m[r * 4 + k] * second.m[k * 4 + c] } } }
        return LayerTransform(m)
    }
}
