import Foundation
import LayercastProtocol
import NIOCore

extension SessionHub {
    /// The session whose user typed or touched last, while it is connected.
    var keyboardSession: ServedSession? {
        guard let id = keyboardSessionID, let session = sessions[id], !session.isClosed else { return nil }
        return session
    }

    /// Makes `session` the one the UI's text input and clipboard talk to: the previous one is
    /// told that no field takes its text any more, and the pasteboard is backed by the new one's
    /// clipboard.
    func makeKeyboardSession(_ session: ServedSession) {
        guard keyboardSessionID != session.id else { return }
        if let previous = keyboardSession, previous.keyboard.sentTextInput?.isActive == true {
            send(.textInputState(TextInputStateMessage(isActive: false)), to: previous)
            previous.keyboard.sentTextInput = TextInputStateMessage(isActive: false)
        }
        keyboardSessionID = session.id
        if let offer = session.keyboard.clientOffer {
            ui.remoteClipboardChanged(hasText: offer.types.contains(clipboardPlainTextType))
        }
    }

    /// SPEC §12.3, §12.9–§12.13: keys and text go to the UI; clipboard messages answer or feed
    /// the pasteboard. Each needs the capability its welcome accepted (§2.3).
    func handleKeyboard(_ message: ClientMessage, from session: ServedSession) {
        let needed: Capabilities = switch message {
        case .key, .text, .composition: .keyboard
        default: .clipboard
        }
        guard session.capabilities.contains(needed) else {
            session.fail(ProtocolError(.unexpectedMessage, "\(message.type) without the accepted capability"))
            return
        }
        if case .key = message { ui.enqueueKeyboardFocus(screen: session.groupKey.screen) }
        else if case .text = message { ui.enqueueKeyboardFocus(screen: session.groupKey.screen) }
        else if case .composition = message { ui.enqueueKeyboardFocus(screen: session.groupKey.screen) }
        switch message {
        case .key(let key):
            makeKeyboardSession(session)
            if key.phase == .down { session.keyboard.keysDown.insert(key.usage) } else { session.keyboard.keysDown.remove(key.usage) }
            ui.enqueueKey(key, timestamp: inputTime(key.timestamp, from: session))
        case .text(let text):
            makeKeyboardSession(session)
            ui.enqueueText(text.text)
        case .composition(let composition):
            makeKeyboardSession(session)
            let start = Int(composition.selectionStart)
            ui.enqueueComposition(composition.text, selection: start..<(start + Int(composition.selectionLength)))
        case .clipboardOffer(let offer):
            session.keyboard.clientOffer = offer
            if keyboardSessionID == session.id || keyboardSession == nil {
                ui.remoteClipboardChanged(hasText: offer.types.contains(clipboardPlainTextType))
            }
            return
        case .clipboardRequest(let request):
            // §12.13: the data, or "not available" for a stale offer or another type.
            let current = request.serial == session.keyboard.offerSerial && request.type == clipboardPlainTextType
            let data = current ? session.keyboard.offeredText.map { Array($0.utf8) } : nil
            send(.clipboardData(ClipboardDataMessage(serial: request.serial, type: request.type, data: data)), to: session)
            return
        case .clipboardData(let answer):
            // §12.13: "a data message that answers no outstanding request is unexpectedMessage".
            guard session.keyboard.pendingRequests.first == answer.serial else {
                session.fail(ProtocolError(.unexpectedMessage, "clipboard data for serial \(answer.serial), never requested"))
                return
            }
            session.keyboard.pendingRequests.removeFirst()
            ui.deliverRemoteClipboard(answer.text)
        default:
            return
        }
        statistics.inputs += 1
        requestTurn()
    }

    /// SPEC §11.7, §11.10: the text-input state when it changed, and with `caretLayer` the caret's
    /// layer when it changed. While the client follows a caret layer, a caret that only moved
    /// sends nothing beyond the commit that moved the layer.
    private func sendTextInput(_ output: ServedKeyboardOutput, to session: ServedSession) {
        let followsCaret = session.capabilities.contains(.caretLayer)
        let caret = followsCaret ? output.caretLayer : nil
        let sent = session.keyboard.sentTextInput
        var unchanged = sent == output.textInput
        if let sent, caret != nil, caret == session.keyboard.sentCaretLayer {
            unchanged = sent.isActive == output.textInput.isActive && sent.flags == output.textInput.flags
        }
        // A client that never saw an active state needs no "inactive" either.
        if !unchanged, sent != nil || output.textInput.isActive {
            send(.textInputState(output.textInput), to: session)
            session.keyboard.sentTextInput = output.textInput
        } else if sent == nil, !output.textInput.isActive {
            session.keyboard.sentTextInput = output.textInput
        }
        if followsCaret, caret != session.keyboard.sentCaretLayer {
            send(.textInputCaret(TextInputCaretMessage(layer: caret)), to: session)
            session.keyboard.sentCaretLayer = caret
        }
    }

    /// After a turn: the UI's text-input state (when it changed), what it copied, and the
    /// client's clipboard when a paste needs it, all to the typing session.
    func flushKeyboardOutput() {
        let output = ui.takeKeyboardOutput()
        guard let session = keyboardSession ?? (sessions.count == 1 ? sessions.values.first : nil) else {
            if output.wantsClipboard { ui.deliverRemoteClipboard(nil) }
            return
        }
        if session.capabilities.contains(.keyboard) { sendTextInput(output, to: session) }
        if let copied = output.copiedText, session.capabilities.contains(.clipboard) {
            session.keyboard.offerSerial &+= 1
            session.keyboard.offeredText = copied
            send(.clipboardOffer(ClipboardOfferMessage(serial: session.keyboard.offerSerial,
                                                       types: copied == nil ? [] : [clipboardPlainTextType])), to: session)
        }
        if output.wantsClipboard {
            // §12.12: only a user's paste asks; the request names the client's latest offer.
            if session.capabilities.contains(.clipboard), let offer = session.keyboard.clientOffer,
               offer.types.contains(clipboardPlainTextType) {
                session.keyboard.pendingRequests.append(offer.serial)
                send(.clipboardRequest(ClipboardRequestMessage(serial: offer.serial, type: clipboardPlainTextType)), to: session)
            } else {
                ui.deliverRemoteClipboard(nil)
                requestTurn()
            }
        }
    }

    /// A leaving client releases the keys it held (the UI sees them go up).
    func releaseKeys(of session: ServedSession) {
        for usage in session.keyboard.keysDown.sorted() {
            ui.enqueueKey(KeyMessage(phase: .up, usage: usage, timestamp: 0), timestamp: nil)
        }
        if !session.keyboard.keysDown.isEmpty { requestTurn() }
        session.keyboard.keysDown = []
        if keyboardSessionID == session.id { keyboardSessionID = nil }
    }

    /// Writes one message to one session (keyboard and clipboard messages are per client).
    func send(_ message: ServerMessage, to session: ServedSession) {
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false), limits: configuration.limits)
        guard let bytes = try? encoder.encode(message) else { return }
        session.write(bytes)
    }
}
