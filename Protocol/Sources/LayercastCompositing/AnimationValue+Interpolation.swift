import Foundation
import LayercastModel

extension AnimationValue {
    /// Linear interpolation between two values of the same kind (`f` in 0…1); values of
    /// different kinds jump at the half-way point. Transforms interpolate entry by entry.
    public static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ f: Double) -> AnimationValue {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(mix(x, y))
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.color(let p), .color(let q)):
            func m(_ x: Float, _ y: Float) -> Float { Float(mix(Double(x), Double(y))) }
            return .color(LayerColor(red: m(p.red, q.red), green: m(p.green, q.green), blue: m(p.blue, q.blue), alpha: m(p.alpha, q.alpha)))
        case (.transform(let p), .transform(let q)):
            return .transform(LayerTransform(zip(p.m, q.m).map { mix($0, $1) }))
        case (.colors(let p), .colors(let q)) where p.count == q.count:
            // Stop by stop; lists of different lengths jump at the half-way point.
            func m(_ x: Float, _ y: Float) -> Float { Float(mix(Double(x), Double(y))) }
            return .colors(zip(p, q).map { LayerColor(red: m($0.red, $1.red), green: m($0.green, $1.green),
                                                      blue: m($0.blue, $1.blue), alpha: m($0.alpha, $1.alpha)) })
        default:
            return f < 0.5 ? a : b
        }
    }
}
