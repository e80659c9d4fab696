import Foundation
import Testing
import LayercastProtocol
@testable import LayercastClient

/// Keys, text and compositions become SPEC §12.3, §12.9 and §12.10 messages once the welcome
/// accepted `keyboard`; the clipboard is offered once after the welcome (§12.11).
@Suite struct ClientSessionKeyboardTests {
    @Test func keysTextAndCompositionsBecomeVersionThreeMessages() throws {
        try ClientSessionInputTests.welcomed { peer, session, display in
            display.inject(.key(usage: 0x04, isDown: true, isRepeat: false, modifiers: [.shift]))
            display.inject(.key(usage: 0x04, isDown: true, isRepeat: true, modifiers: [.shift]))
            display.inject(.text("A\n"))                          // the newline is a key, not text
            display.inject(.key(usage: 0x04, isDown: false, isRepeat: true, modifiers: []))
            display.inject(.composition(text: "にほん", start: 1, length: 9))   // clamped to the text
            display.inject(.key(usage: 0x0200, isDown: true, isRepeat: false, modifiers: []))  // no usage: dropped
            let keyboard: (ClientMessage) -> Bool = {
                switch $0 {
                case .key, .text, .composition, .clipboardOffer: true
                default: false
                }
            }
            try session.runUntil(timeout: 10) { _ in peer.received.filter(keyboard).count == 6 }
            let sent = peer.received.filter(keyboard)
            #expect(sent.count == 6)
            guard sent.count == 6 else { return }
            #expect(sent[0] == .clipboardOffer(ClipboardOfferMessage(serial: 1, types: [])))   // an empty clipboard
            guard case .key(let down) = sent[1], case .key(let repeated) = sent[2], case .key(let up) = sent[4] else {
                Issue.record("keys out of order: \(sent)"); return
            }
            #expect(down.phase == .down && down.usage == 0x04 && down.modifiers == [.shift] && !down.isRepeat)
            #expect(repeated.isRepeat)
            #expect(up.phase == .up && !up.isRepeat)
            #expect(sent[3] == .text(TextMessage(text: "A")))
            #expect(sent[5] == .composition(CompositionMessage(text: "にほん", selectionStart: 1, selectionLength: 2)))
        }
    }

    @Test func longTextIsSplitAtTheAnnouncedLimitOnScalarBoundaries() {
        let pieces = ClientSession.chunks(String(repeating: "é", count: 5), limit: 4)
        #expect(pieces == ["éé", "éé", "é"])
    }
}
