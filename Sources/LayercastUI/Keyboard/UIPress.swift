import Foundation

/// One physical button (here: a key) pressed, from `began` to `ended` or `cancelled`.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// Its value changed (a key that repeats).
        case changed
        /// It is down and did not change.
        case stationary
        /// It went up.
        case ended
        /// The system cancelled it (the window lost the keyboard).
        case cancelled
    }

    /// The kinds of physical buttons UIKit knows; keyboard keys are arrows, select or `.keyboard`
    /// types by UIKit's older API. Here every key is described by `key`.
    public enum PressType: Int, Sendable {
        /// Up arrow.
        case upArrow
        /// Down arrow.
        case downArrow
        /// Left arrow.
        case leftArrow
        /// Right arrow.
        case rightArrow
        /// Select (Return).
        case select
        /// Menu (Escape).
        case menu
        /// Play/pause.
        case playPause
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
    }

    /// The phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds of the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// The key pressed.
    public let key: UIKey?
    /// The window of the responder the press goes to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to (the first responder).
    public internal(set) weak var responder: UIResponder?
    /// How hard the button is pressed: 1 while down, 0 otherwise (keys have no force).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    /// The press type of the arrow, return and escape keys (UIKit's mapping); `nil` for others.
    open var type: PressType? {
        switch key?.keyCode {
        case .keyboardUpArrow?: .upArrow
        case .keyboardDownArrow?: .downArrow
        case .keyboardLeftArrow?: .leftArrow
        case .keyboardRightArrow?: .rightArrow
        case .keyboardReturnOrEnter?, .keypadEnter?: .select
        case .keyboardEscape?: .menu
        case .keyboardPageUp?: .pageUp
        case .keyboardPageDown?: .pageDown
        default: nil
        }
    }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key; self.phase = phase; self.timestamp = timestamp
    }

    /// Presses are equal when they are the same object.
    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
