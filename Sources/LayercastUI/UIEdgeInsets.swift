import Foundation

/// Inset distances for the edges of a rectangle, in points (positive values shrink it).
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle with each edge moved inward by `insets` (outward for negative values).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension NSValue {
    private static let edgeInsetsType = "{UIEdgeInsets=dddd}"
    /// Boxes edge insets (UIKit's `NSValue(uiEdgeInsets:)`).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(boxing: insets, objCType: Self.edgeInsetsType) }
    /// The boxed insets (`.zero` when the value holds another type).
    public var uiEdgeInsetsValue: UIEdgeInsets { unboxed(as: Self.edgeInsetsType, fallback: .zero) }
}
