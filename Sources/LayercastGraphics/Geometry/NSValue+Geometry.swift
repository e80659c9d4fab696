import Foundation

/// UIKit's boxing of geometry in `NSValue` (`UIGeometry.h`): a keyboard notification's frames,
/// `CABasicAnimation` values and `userInfo` dictionaries carry them this way.
extension NSValue {
    /// Boxes `value` under its Objective-C type encoding.
    package convenience init<T>(boxing value: T, objCType: String) {
        var copy = value
        self.init(bytes: &copy, objCType: objCType)
    }

    /// The value boxed under `objCType`; `fallback` when the value holds another type.
    package func unboxed<T>(as objCType: String, fallback: T) -> T {
        guard String(cString: self.objCType) == objCType else { return fallback }
        var value = fallback
        getValue(&value)
        return value
    }

    private static let rectType = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    private static let pointType = "{CGPoint=dd}"
    private static let sizeType = "{CGSize=dd}"
    private static let vectorType = "{CGVector=dd}"
    private static let transformType = "{CGAffineTransform=dddddd}"
    private static let transform3DType = "{CATransform3D=dddddddddddddddd}"

    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(boxing: rect, objCType: Self.rectType) }
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(boxing: point, objCType: Self.pointType) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(boxing: size, objCType: Self.sizeType) }
    /// Boxes a vector.
    public convenience init(cgVector vector: CGVector) { self.init(boxing: vector, objCType: Self.vectorType) }
    /// Boxes an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxing: transform, objCType: Self.transformType)
    }

    /// Boxes a 3D transform (Core Animation's `NSValue(caTransform3D:)`).
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(boxing: transform, objCType: Self.transform3DType)
    }
    /// The boxed 3D transform (identity when the value is not one).
    public var caTransform3DValue: CATransform3D { unboxed(as: Self.transform3DType, fallback: CATransform3DIdentity) }

    /// The geometry value boxed here (a `CGRect`, `CGPoint`, `CGSize`, `CGVector`,
    /// `CGAffineTransform` or `CATransform3D`), or `nil` for another type: what an animation's
    /// `fromValue` written as `NSValue(cgPoint:)` means.
    package var boxedGeometry: Any? {
        switch String(cString: objCType) {
        case Self.rectType: cgRectValue
        case Self.pointType: cgPointValue
        case Self.sizeType: cgSizeValue
        case Self.vectorType: cgVectorValue
        case Self.transformType: cgAffineTransformValue
        case Self.transform3DType: caTransform3DValue
        default: nil
        }
    }

    /// The boxed rectangle (`.zero` when the value is not one).
    public var cgRectValue: CGRect { unboxed(as: Self.rectType, fallback: .zero) }
    /// The boxed point (`.zero` when the value is not one).
    public var cgPointValue: CGPoint { unboxed(as: Self.pointType, fallback: .zero) }
    /// The boxed size (`.zero` when the value is not one).
    public var cgSizeValue: CGSize { unboxed(as: Self.sizeType, fallback: .zero) }
    /// The boxed vector (zero when the value is not one).
    public var cgVectorValue: CGVector { unboxed(as: Self.vectorType, fallback: CGVector(dx: 0, dy: 0)) }
    /// The boxed transform (identity when the value is not one).
    public var cgAffineTransformValue: CGAffineTransform { unboxed(as: Self.transformType, fallback: .identity) }
}
