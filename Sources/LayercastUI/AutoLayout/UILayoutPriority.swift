import Foundation

/// How much a layout constraint or content size preference matters, from 1 to 1000: UIKit's
/// `UILayoutPriority`. Constraints below `required` are satisfied as well as possible, higher
/// priorities first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority value, 1…1000.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a button hugs its content horizontally (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority at which a split view divider drag cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content vertically (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` gives the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
