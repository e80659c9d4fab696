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
