import Foundation

extension UIApplication {
    /// Queues a key going down or up, delivered in the next turn to the key window's first
    /// responder: its editing keys (a text field's arrows, delete, return), then the key commands
    /// of the responder chain, then the standard edit shortcuts (ctrl or cmd + X, C, V, A), then
    /// `pressesBegan` up the chain.
    public func enqueueKey(_ input: KeyInput) { keyboard.pending.append(.key(input)) }

    /// Queues committed text (typed, or from an input method), inserted in the next turn by the
    /// first responder if it takes text (`UIKeyInput`), replacing its marked text.
    public func enqueueText(_ text: String) {
        guard !text.isEmpty else { return }
        keyboard.pending.append(.text(text))
    }

    /// Queues an input method's composition: `text` becomes the first responder's marked text
    /// with `selectedRange` (UTF-16, within it) selected; empty text ends the composition
    /// without committing (`UITextInput`).
    public func enqueueComposition(_ text: String, selectedRange: NSRange) {
        keyboard.pending.append(.composition(text, selectedRange))
    }

    /// Queues a move of the keyboard to `screen`: in the next turn, before the keys queued after
    /// this, the screen's key window becomes the application's key window (posting
    /// `didResignKey`/`didBecomeKey`), as using a keyboard with a scene on another display
    /// focuses it on iPadOS. Nothing happens when the screen has no key window or its key window
    /// is already the application's.
    public func enqueueKeyboardFocus(on screen: UIScreen) { keyboard.pending.append(.focus(screen)) }

    /// Where text goes now: the key window's first responder if it takes text.
    public var textInputState: TextInputState {
        guard let responder = keyWindow?.firstResponderStorage as? any KeyEditingResponder else { return .inactive }
        return responder.textInputState
    }

    // MARK: - The remote clipboard (for the server)

    /// The typing client's clipboard changed: `hasText` says whether it holds text. The general
    /// pasteboard is now backed by it.
    public func remoteClipboardChanged(hasText: Bool) { keyboard.pasteboard.remoteClipboardChanged(hasText: hasText) }

    /// Whether a paste asked for the typing client's clipboard since the last call (the server
    /// then requests it, SPEC §12.12).
    public func takeRemoteClipboardRequest() -> Bool { keyboard.pasteboard.takeRemoteRequest() }

    /// The client's clipboard text for the pending paste (`nil`: none), completing it in the
    /// next turn.
    public func deliverRemoteClipboard(_ text: String?) {
        keyboard.pasteboard.deliverRemoteText(text)
    }

    /// Text the application copied since the last call, to offer to the typing client
    /// (`.some(nil)`: the pasteboard was emptied); `nil` when nothing changed.
    public func takeCopiedText() -> String?? { keyboard.pasteboard.takeCopiedText() }

    // MARK: - Delivery

    /// The responder keys go to: the key window's first responder, else the key window.
    var keyResponder: UIResponder? { keyWindow?.firstResponderStorage ?? keyWindow }

    func deliverKeyboard() {
        let inputs = keyboard.pending
        keyboard.pending = []
        for input in inputs {
            switch input {
            case .key(let key): deliverKey(key)
            case .text(let text):
                (keyResponder as? any UIKeyInput)?.insertText(text)
            case .composition(let text, let range):
                guard let input = keyResponder as? any UITextInput else { continue }
                input.setMarkedText(text, selectedRange: range)
                if text.isEmpty { input.unmarkText() }
            case .focus(let screen):
                guard screens.contains(where: { $0 === screen }), let window = screen.keyWindow,
                      window !== keyWindow, !window.isHidden else { continue }
                window.makeKey()
            }
        }
    }

    private func deliverKey(_ input: KeyInput) {
        let now = clock.now
        let time = min(input.timestamp ?? now, now)
        let key = UIKey(keyCode: input.keyCode, modifierFlags: input.modifierFlags)
        switch input.phase {
        case .down:
            if input.isRepeat, keyboard.down[input.keyCode]?.delivered == true { return }
            if !input.isRepeat, keyboard.down[input.keyCode] != nil { return }
            let press = UIPress(key: key, phase: .began, timestamp: time)
            press.window = keyWindow
            press.responder = keyResponder
            let handled = performShortcut(for: key)
            guard !input.isRepeat else { return }
            keyboard.down[input.keyCode] = (press, !handled)
            if !handled, let responder = keyResponder {
                responder.pressesBegan([press], with: UIPressesEvent(timestamp: time, presses: [press]))
            }
        case .up:
            guard let (press, delivered) = keyboard.down.removeValue(forKey: input.keyCode) else { return }
            press.phase = .ended
            press.timestamp = time
            if delivered, let responder = press.responder {
                responder.pressesEnded([press], with: UIPressesEvent(timestamp: time, presses: [press]))
            }
        }
    }

    /// Cancels every key down (the input source went): `pressesCancelled` for delivered presses.
    public func cancelAllPresses() {
        let down = keyboard.down
        keyboard.down = [:]
        for (_, entry) in down.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where entry.delivered {
            entry.press.phase = .cancelled
            entry.press.responder?.pressesCancelled([entry.press], with: UIPressesEvent(timestamp: clock.now, presses: [entry.press]))
        }
    }

    /// Priority key commands, the first responder's editing keys, key commands up the chain,
    /// the standard edit shortcuts. Returns whether one took the key.
    private func performShortcut(for key: UIKey) -> Bool {
        let chain = sequence(first: keyResponder, next: { $0?.next }).compactMap { $0 }
        func command(priorityOnly: Bool) -> Bool {
            for responder in chain {
                for command in responder.keyCommands ?? [] where command.matches(key) {
                    if priorityOnly, !command.wantsPriorityOverSystemBehavior { continue }
                    command.perform(responder, command)
                    return true
                }
            }
            return false
        }
        if command(priorityOnly: true) { return true }
        if let editor = keyResponder as? any KeyEditingResponder, editor.handleEditingKey(key) { return true }
        if command(priorityOnly: false) { return true }
        return performStandardEditAction(for: key, chain: chain)
    }

    /// ctrl or cmd + X, C, V, A: `cut`, `copy`, `paste`, `selectAll` of the first responder in
    /// the chain that has them and can perform them now.
    private func performStandardEditAction(for key: UIKey, chain: [UIResponder]) -> Bool {
        let shortcut = key.modifierFlags.intersection([.control, .command, .alternate, .shift])
        guard shortcut == [.control] || shortcut == [.command] else { return false }
        let action: String
        switch key.keyCode {
        case .keyboardX: action = "cut:"
        case .keyboardC: action = "copy:"
        case .keyboardV: action = "paste:"
        case .keyboardA: action = "selectAll:"
        default: return false
        }
        for responder in chain {
            guard let actions = responder as? any UIResponderStandardEditActions,
                  responder.canPerformAction(action, withSender: nil) else { continue }
            switch action {
            case "cut:": actions.cut(nil)
            case "copy:": actions.copy(nil)
            case "paste:": actions.paste(nil)
            default: actions.selectAll(nil)
            }
            return true
        }
        return false
    }
}
