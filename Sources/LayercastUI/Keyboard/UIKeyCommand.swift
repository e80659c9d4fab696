import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`: a key (`input`), the modifiers
/// that must be held, and the action to run.
///
/// UIKit sends a selector up the responder chain; without the Objective-C runtime the action is
/// a method reference of the responder that offers the command (e.g.
/// `UIKeyCommand(input: "s", modifierFlags: .command, action: Editor.save)`) or a closure.
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The key, as `UIKey.charactersIgnoringModifiers` spells it (a letter in lower case, or one of
    /// the `input…` constants).
    public let input: String?
    /// The modifiers that must be held (exactly these; caps lock and the keypad flag are ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// A title for menus and the discoverability overlay.
    open var title: String = ""
    /// Whether the command wins over the system's handling of the same key in a text field
    /// (UIKit 15's priority rule: a first responder's own editing keys otherwise come first).
    open var wantsPriorityOverSystemBehavior = false
    let perform: @MainActor (UIResponder, UIKeyCommand) -> Void

    /// A command calling the offering responder's method `action`.
    public init<Target: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags = [],
                                     action: @escaping @MainActor (Target) -> () -> Void) {
        self.input = input; self.modifierFlags = modifierFlags
        perform = { responder, _ in if let t = responder as? Target { action(t)() } }
    }

    /// A command calling the offering responder's method `action` with the command as sender.
    public init<Target: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags = [],
                                     action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void) {
        self.input = input; self.modifierFlags = modifierFlags
        perform = { responder, command in if let t = responder as? Target { action(t)(command) } }
    }

    /// A command running `handler` with the command.
    public init(input: String, modifierFlags: UIKeyModifierFlags = [], handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input; self.modifierFlags = modifierFlags
        perform = { _, command in handler(command) }
    }

    /// Whether `key` triggers this command.
    func matches(_ key: UIKey) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard let input, key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The end key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The page up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The page down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The forward delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
}
