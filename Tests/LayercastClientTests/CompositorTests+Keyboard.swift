import Foundation
import Testing
import LayercastProtocol
import CSDL2
@testable import LayercastClient

extension CompositorTests {
    /// SDL's key, text and editing events as the client sends them (SPEC §12.3, §12.9, §12.10):
    /// scancodes are HID usages; a key beyond the keyboard page is dropped.
    @Test func keyTextAndEditingEventsBecomeUsagesTextAndCompositions() throws {
        let c = try Self.compositor(renderer: "software", scale: 1, width: 390, height: 844)
        _ = c.pollEvents()
        func key(_ type: SDL_EventType, _ scancode: SDL_Scancode, mod: SDL_Keymod, repeating: Bool = false) -> SDL_Event {
            var e = SDL_Event()
            e.key.type = type.rawValue
            e.key.keysym.scancode = scancode
            e.key.keysym.mod = UInt16(mod.rawValue)
            e.key.repeat = repeating ? 1 : 0
            return e
        }
        func text(_ type: SDL_EventType, _ s: String, start: Int32 = 0, length: Int32 = 0) -> SDL_Event {
            var e = SDL_Event()
            let bytes = Array(s.utf8) + [0]
            if type == SDL_TEXTINPUT {
                e.text.type = type.rawValue
                withUnsafeMutableBytes(of: &e.text.text) { $0.copyBytes(from: bytes) }
            } else {
                e.edit.type = type.rawValue
                withUnsafeMutableBytes(of: &e.edit.text) { $0.copyBytes(from: bytes) }
                e.edit.start = start; e.edit.length = length
            }
            return e
        }
        let events = [
            key(SDL_KEYDOWN, SDL_SCANCODE_A, mod: KMOD_LSHIFT),
            key(SDL_KEYDOWN, SDL_SCANCODE_A, mod: KMOD_LSHIFT, repeating: true),
            key(SDL_KEYUP, SDL_SCANCODE_A, mod: KMOD_NONE),
            key(SDL_KEYDOWN, SDL_SCANCODE_AUDIONEXT, mod: KMOD_NONE),     // 258: no HID keyboard usage
            key(SDL_KEYDOWN, SDL_SCANCODE_RGUI, mod: KMOD_RGUI),
            text(SDL_TEXTINPUT, "日本"),
            text(SDL_TEXTEDITING, "にほん", start: 1, length: 2),
        ]
        for var e in events { #expect(SDL_PushEvent(&e) == 1) }
        #expect(c.pollEvents() == [
            .key(usage: 0x04, isDown: true, isRepeat: false, modifiers: [.shift]),
            .key(usage: 0x04, isDown: true, isRepeat: true, modifiers: [.shift]),
            .key(usage: 0x04, isDown: false, isRepeat: false, modifiers: []),
            .key(usage: 0xE7, isDown: true, isRepeat: false, modifiers: [.command]),
            .text("日本"),
            .composition(text: "にほん", start: 1, length: 2),
        ])
    }

    /// SPEC §11.7: the server's state starts and stops SDL's text input.
    @Test func theTextInputStateStartsAndStopsSDLTextInput() throws {
        let c = try Self.compositor(renderer: "software", scale: 1, width: 390, height: 844)
        c.setTextInput(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 27, y: 107, width: 2, height: 21)))
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        c.setTextInput(TextInputStateMessage(isActive: false))
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }
}
