import Foundation
import LayercastGraphics

/// A horizontal and vertical offset: UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset.
    public static let zero = UIOffset()

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset of `horizontal` and `vertical`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
