import Foundation

/// Inset distances for the edges of a rectangle that follow the layout direction, in points:
/// `leading` is the left edge and `trailing` the right in a left-to-right interface (the only
/// direction Layercast lays out).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge (the left in a left-to-right interface).
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge (the right in a left-to-right interface).
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
