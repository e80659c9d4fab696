import Foundation
import LayercastGraphics

/// An object that can receive events and take part in the responder chain.
///
/// Touch methods pass the event on to `next` by default, so an event a view does not handle
/// travels view → superview (or the view's controller) → … → window → application.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// Called on every object loaded from a nib or storyboard once all of them are connected.
    /// Layercast loads no nibs, so it is never called; present so iOS subclasses that override it
    /// (and call `super`) compile.
    open func awakeFromNib() {}

    /// Called on a designable object by Interface Builder before it renders it. Never called at
    /// run time (as on iOS); present so iOS subclasses that override it compile.
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain; `nil` at its end.
    open var next: UIResponder? { nil }

    /// The undo manager edits in this responder register with: by default the next responder's
    /// (a window has its own), so the views of a window share one.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Called when touches begin in the view they are bound to. Default: passes to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Called when bound touches move. Default: passes to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Called when bound touches lift. Default: passes to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    /// Called when the system cancels bound touches. Default: passes to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called when physical keys go down while this responder is first responder, or one below
    /// it in the chain passed them on. Default: passes to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Called when a pressed key changes. Default: passes to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Called when keys go up. Default: passes to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Called when the system cancels pressed keys (the window lost the keyboard). Default:
    /// passes to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is in the responder chain of the
    /// first responder. Default `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder can perform an editing action now; `action` names it as UIKit's
    /// selectors do (`"cut:"`, `"copy:"`, `"paste:"`, `"selectAll:"`, `"delete:"`). Default:
    /// asks `next`, `false` at the end of the chain.
    open func canPerformAction(_ action: String, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// Whether this responder accepts first-responder status. Default `false`.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder gives up first-responder status when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this responder would be; `nil` when not in a window.
    var hostWindow: UIWindow? { nil }

    /// Makes this responder its window's first responder, asking the current one to resign.
    /// Returns `false` when it cannot become first responder, is not in a window, or the current
    /// first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = hostWindow else { return false }
        if window.firstResponderStorage === self { return true }
        let previous = window.firstResponderStorage
        window.handingOverFirstResponder = true
        defer { window.handingOverFirstResponder = false }
        if let previous, !previous.resignFirstResponder() {
            if window.firstResponderStorage !== previous { window.firstResponderChanged(from: previous) }
            return false
        }
        window.firstResponderStorage = self
        window.handingOverFirstResponder = false
        window.firstResponderChanged(from: previous)
        return true
    }

    /// Gives up first-responder status. Returns `false` when `canResignFirstResponder` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = hostWindow, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = hostWindow else { return false }
        return window.firstResponderStorage === self
    }
}

/// Responders compare and hash by identity, as `NSObject` makes UIKit's: `view == otherView`,
/// `Set<UIView>` and a `switch` over a view compile as they do on iOS.
extension UIResponder: IdentityHashable {}
