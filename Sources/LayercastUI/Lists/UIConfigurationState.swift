import Foundation
import LayercastGraphics

/// A key for an app's own state in a configuration state: UIKit's
/// `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for (`updated(for:)`): UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// Creates a state with `traitCollection` and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// An app's own state under `key` (`nil` when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (touched).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app's own state under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state, passed to `updateConfiguration(using:)` and `configurationUpdateHandler`:
/// UIKit's `UICellConfigurationState` (iOS 14).
public struct UICellConfigurationState: UIConfigurationState {
    /// Where a drag of the cell is.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none
        /// Lifting under the finger.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Whether a drop over the cell targets it.
    public enum DropState: Int, Sendable {
        /// No drop is over the cell.
        case none
        /// A drop is over the cell but does not target it.
        case notTargeted
        /// A drop targets the cell.
        case targeted
    }

    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The drag state of the cell.
    public var cellDragState = DragState.none
    /// The drop state of the cell.
    public var cellDropState = DropState.none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app's own state under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A function from one colour to another, applied when a configuration resolves a colour:
/// UIKit's `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transform.
    public let transform: @Sendable (UIColor) -> UIColor

    /// Creates a transformer.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transform.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Makes a colour grey of the same luminance (Rec. 709 weights), keeping its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
    }
}
