import Foundation

extension UIControl {
    /// A control's state: a set of flags, `.normal` being none of them (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag set: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is down inside (or near) the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the toolkit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends to its actions (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates an event set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved within the control's bounds (plus the drag margin).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved outside the control's bounds (plus the drag margin).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch came back within the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch lifted within the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the toolkit.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content is placed horizontally in a control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center, left, right, fill, leading, trailing
    }

    /// How content is placed vertically in a control.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center, top, bottom, fill
    }
}
