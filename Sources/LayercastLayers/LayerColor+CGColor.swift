import Foundation
import LayercastGraphics
import LayercastModel

extension LayerColor {
    /// The wire value of a Core Graphics colour (components rounded to `Float`).
    public init(_ color: CGColor) {
        self.init(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }
}

extension CGColor {
    /// The Core Graphics colour of a wire value.
    public init(_ color: LayerColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                  alpha: CGFloat(color.alpha))
    }
}

extension LayerPath {
    /// The wire value of a Core Graphics path (its elements, in order).
    public init(_ path: CGPath) {
        self.init(path.elements.map { element in
            switch element {
            case let .moveToPoint(p): .move(to: p)
            case let .addLineToPoint(p): .line(to: p)
            case let .addQuadCurveToPoint(c, p): .quadCurve(to: p, control: c)
            case let .addCurveToPoint(c1, c2, p): .curve(to: p, control1: c1, control2: c2)
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
