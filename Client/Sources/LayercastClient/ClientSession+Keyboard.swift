import Foundation
import LayercastProtocol
import LayercastCompositing

/// What the client keeps of the keyboard and clipboard exchange (SPEC §11.7, §12.11–§12.13).
struct ClientKeyboardState {
    /// The serial of the client's latest clipboard offer.
    var offerSerial: UInt32 = 0
    /// The clipboard text the client last offered, kept for the server's request.
    var offeredText: String?
    /// Text the client put on the system clipboard from the server (its own change is no offer).
    var textFromServer: String?
    /// Serials of the server's offers the client asked for, oldest first.
    var pendingRequests: [UInt32] = []
    /// Whether the clipboard was offered once after the welcome.
    var offeredInitially = false
    /// The last `textInputState` (§11.7), with the caret rectangle last shown.
    var textInput: TextInputStateMessage?
    /// The layer whose frame is the caret (§11.10), when the server names one.
    var caretLayer: LayerID?
}

extension ClientSession {
    /// SPEC §11.10: while text input is active and a caret layer is named, the caret rectangle is
    /// that layer's bounds on the logical screen in the client's tree; the input method's window
    /// moves when it does. Called after each applied commit and each text-input message.
    func followCaret() {
        guard var state = keyboard.textInput, state.isActive, let id = keyboard.caretLayer,
              let node = mirror.tree.nodes[id], let toScreen = mirror.tree.transformToScreen(of: id) else { return }
        let rect = toScreen.boundingBox(of: node.state.bounds)
        guard rect != state.caretRect else { return }
        state.caretRect = rect
        keyboard.textInput = state
        display.setTextInput(state)
    }

    /// Whether the welcome accepted `capability`.
    func accepted(_ capability: Capabilities) -> Bool { mirror.accepted(capability) }

    /// Key, text, composition and clipboard events as messages (SPEC §12.3, §12.9–§12.11); none
    /// without the capability the welcome accepted.
    func keyboardMessages(for event: ClientInputEvent, now: Double) -> [ClientMessage] {
        switch event {
        case .key(let usage, let isDown, let isRepeat, let modifiers):
            guard accepted(.keyboard), KeyMessage.isKnownUsage(usage) else { return [] }
            return [.key(KeyMessage(phase: isDown ? .down : .up, usage: usage, modifiers: modifiers,
                                    isRepeat: isDown && isRepeat, timestamp: now))]
        case .text(let text):
            // §12.9: no control characters (Return, Tab, Backspace are keys), at most L10 bytes.
            let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            guard accepted(.keyboard), !clean.isEmpty else { return [] }
            return Self.chunks(clean, limit: textLimit).map { .text(TextMessage(text: $0)) }
        case .composition(let text, let start, let length):
            let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            guard accepted(.keyboard), clean.utf8.count <= textLimit else { return [] }
            let count = clean.unicodeScalars.count
            let s = max(0, min(start, count)), l = max(0, min(length, count - s))
            return [.composition(CompositionMessage(text: clean, selectionStart: UInt32(s), selectionLength: UInt32(l)))]
        case .clipboardChanged:
            return clipboardOffer().map { [$0] } ?? []
        default:
            return []
        }
    }

    /// The text limit the welcome announced (L10).
    var textLimit: Int { min(welcome?.limits.maxTextSize ?? ProtocolLimits.default.maxTextSize, 0xFFFF) }

    /// Splits text at scalar boundaries into pieces of at most `limit` UTF-8 bytes.
    static func chunks(_ text: String, limit: Int) -> [String] {
        var out: [String] = [], current = String.UnicodeScalarView(), size = 0
        for scalar in text.unicodeScalars {
            let n = String(scalar).utf8.count
            if size + n > limit, !current.isEmpty { out.append(String(current)); current = .init(); size = 0 }
            current.append(scalar); size += n
        }
        if !current.isEmpty { out.append(String(current)) }
        return out
    }

    /// An offer of the system clipboard (§12.11), unless the change is the server's own text.
    func clipboardOffer() -> ClientMessage? {
        guard accepted(.clipboard) else { return nil }
        let text = display.clipboardText()
        if let text, text == keyboard.textFromServer { return nil }
        keyboard.offerSerial &+= 1
        keyboard.offeredText = text
        let limit = welcome?.limits.maxClipboardSize ?? ProtocolLimits.default.maxClipboardSize
        let offered = text.map { $0.utf8.count <= limit } ?? false
        return .clipboardOffer(ClipboardOfferMessage(serial: keyboard.offerSerial, types: offered ? [clipboardPlainTextType] : []))
    }

    /// The server's keyboard and clipboard messages (§11.7, §12.11–§12.13), each only with its
    /// capability (§2.3).
    func handleKeyboard(_ message: ServerMessage) throws(ProtocolError) {
        switch message {
        case .textInputState(let state):
            guard accepted(.keyboard) else { throw ProtocolError(.unexpectedMessage, "textInputState without keyboard") }
            keyboard.textInput = state
            display.setTextInput(state)
            followCaret()
        case .textInputCaret(let caret):
            guard accepted(.keyboard), accepted(.caretLayer) else {
                throw ProtocolError(.unexpectedMessage, "textInputCaret without keyboard and caretLayer")
            }
            keyboard.caretLayer = caret.layer
            followCaret()
        case .clipboardOffer(let offer):
            guard accepted(.clipboard) else { throw ProtocolError(.unexpectedMessage, "clipboard offer without clipboard") }
            // SDL cannot hand out data lazily: ask for the text at once (§12.12 allows it).
            guard offer.types.contains(clipboardPlainTextType) else { return }
            keyboard.pendingRequests.append(offer.serial)
            send(.clipboardRequest(ClipboardRequestMessage(serial: offer.serial, type: clipboardPlainTextType)))
        case .clipboardRequest(let request):
            guard accepted(.clipboard) else { throw ProtocolError(.unexpectedMessage, "clipboard request without clipboard") }
            let current = request.serial == keyboard.offerSerial && request.type == clipboardPlainTextType
            let data = current ? keyboard.offeredText.map { Array($0.utf8) } : nil
            send(.clipboardData(ClipboardDataMessage(serial: request.serial, type: request.type, data: data)))
        case .clipboardData(let answer):
            guard accepted(.clipboard), keyboard.pendingRequests.first == answer.serial else {
                throw ProtocolError(.unexpectedMessage, "clipboard data never requested")
            }
            keyboard.pendingRequests.removeFirst()
            if let text = answer.text {
                keyboard.textFromServer = text
                display.setClipboardText(text)
            }
        default:
            return
        }
    }
}
