import Foundation
import LayercastGraphics

/// What kind of accessibility element a view is: UIKit's `UIAccessibilityTraits`. The names
/// are UIAccessibilityConstants.h's; the header declares the values as external constants, so
/// the bits are those iOS's accessibility runtime defines (bit 0 button … bit 15 tab bar, bit
/// 16 header), as public extractions of it list them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Creates traits from UIKit's bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 0x1)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 0x2)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 0x4)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 0x8)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 0x10)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 0x20)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 0x40)
    /// A summary of the app's state, read when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 0x80)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 0x100)
    /// Its label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 0x200)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 0x400)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 0x800)
    /// Adjustable (increment and decrement).
    public static let adjustable = UIAccessibilityTraits(rawValue: 0x1000)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 0x2000)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 0x4000)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 0x8000)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 0x10000)
}

/// A view's accessibility properties, as set (out of line: see `UIView.accessibilityStorage`).
final class AccessibilityProperties {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var frame: CGRect?
    var language: String?
}

extension UIView {
    /// What UIKit's standard views answer when nothing was set: a label is an element read as
    /// its text with the static-text trait; a control is an element (a button read as its title
    /// with the button trait), not enabled when disabled; an image view has the image trait; a
    /// plain view is none of these.
    var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        switch self {
        case let label as UILabel:
            return (true, label.text, .staticText)
        case let button as UIButton:
            return (true, button.currentTitle, button.isEnabled ? .button : [.button, .notEnabled])
        case let control as UIControl:
            return (true, nil, control.isEnabled ? .none : .notEnabled)
        case is UIImageView:
            return (false, nil, .image)
        default:
            return (false, nil, .none)
        }
    }
}
