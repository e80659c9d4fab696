import Foundation
import LayercastProtocol

/// An input event from the window, converted to points of the logical screen (the letterbox
/// undone), ready for the networking client to send.
public enum ClientInputEvent: Hashable, Sendable {
    /// Where a press, drag or touch is in its life.
    public enum Phase: UInt8, Hashable, Sendable { case began, moved, ended, cancelled }

    /// A mouse button went down or up, or the mouse moved with a button held (`phase` `.moved`).
    /// `button` is SDL's (1 left, 2 middle, 3 right; 0 for a move).
    case mouse(phase: Phase, location: CGPoint, button: Int)
    /// The mouse moved with no button held (hover), in screen points.
    case hover(location: CGPoint)
    /// A finger of a touch device, identified per device and finger.
    case touch(id: Int64, phase: Phase, location: CGPoint)
    /// The wheel turned by `dx`, `dy` notches (positive y: away from the user), over `location`.
    case scroll(dx: Double, dy: Double, location: CGPoint)
    /// The drawable size changed (window resize or display change), in pixels; the viewport
    /// has already been updated.
    case resized(width: Int, height: Int)
    /// A key went down (or repeats) or up: its HID usage (SDL's scancode) and the modifiers
    /// after the event (SPEC §12.3).
    case key(usage: UInt16, isDown: Bool, isRepeat: Bool, modifiers: KeyModifiers)
    /// Committed text (`SDL_TEXTINPUT`, SPEC §12.9).
    case text(String)
    /// An input method's marked text with its selection in Unicode scalars (`SDL_TEXTEDITING`,
    /// SPEC §12.10).
    case composition(text: String, start: Int, length: Int)
    /// The system clipboard changed (`SDL_CLIPBOARDUPDATE`).
    case clipboardChanged
    /// The user asked to close the window.
    case quit
}
