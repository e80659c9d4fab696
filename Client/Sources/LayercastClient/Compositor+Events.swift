import CSDL2
import Foundation
import LayercastProtocol

extension Compositor {
    /// Drains SDL's event queue and returns the events the client acts on, in order, with
    /// positions converted from window units to points of the logical screen. A size change
    /// updates the output size (and marks the frame dirty) before it is reported.
    public func pollEvents() -> [ClientInputEvent] {
        var out: [ClientInputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let e = translate(event) { out.append(e) }
        }
        return out
    }

    /// Converts a position in window units (SDL mouse coordinates) to screen points.
    public func point(fromWindow x: Double, _ y: Double) -> CGPoint {
        let k = pixelsPerWindowUnit
        return point(fromPixel: CGPoint(x: x * k, y: y * k))
    }

    func translate(_ event: SDL_Event) -> ClientInputEvent? {
        // Mouse events SDL synthesises from touches would duplicate the touch events.
        let touchMouse = UInt32.max
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_EXPOSED {
                // The window system lost the shown pixels: show the kept frame again.
                windowContentsReplaced()
                return nil
            }
            guard kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED
                || kind == SDL_WINDOWEVENT_DISPLAY_CHANGED else { return nil }
            let before = (outputWidth, outputHeight)
            updateOutputSize()
            return before == (outputWidth, outputHeight) ? nil : .resized(width: outputWidth, height: outputHeight)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.which != touchMouse else { return nil }
            let phase: ClientInputEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .began : .ended
            return .mouse(phase: phase, location: point(fromWindow: Double(event.button.x), Double(event.button.y)),
                          button: Int(event.button.button))
        case SDL_MOUSEMOTION:
            guard event.motion.which != touchMouse else { return nil }
            let location = point(fromWindow: Double(event.motion.x), Double(event.motion.y))
            return event.motion.state != 0 ? .mouse(phase: .moved, location: location, button: 0) : .hover(location: location)
        case SDL_MOUSEWHEEL:
            guard event.wheel.which != touchMouse else { return nil }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .scroll(dx: Double(event.wheel.preciseX) * flip, dy: Double(event.wheel.preciseY) * flip,
                           location: point(fromWindow: Double(x), Double(y)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let phase: ClientInputEvent.Phase = event.type == SDL_FINGERDOWN.rawValue ? .began
                : (event.type == SDL_FINGERUP.rawValue ? .ended : .moved)
            // Finger positions are normalised to the window (0…1).
            let p = point(fromPixel: CGPoint(x: Double(f.x) * Double(outputWidth), y: Double(f.y) * Double(outputHeight)))
            return .touch(id: f.touchId &* 1_000_003 &+ f.fingerId, phase: phase, location: p)
        case SDL_KEYDOWN, SDL_KEYUP:
            // SDL's scancodes are the HID keyboard page's usages (SPEC §12.3); keys beyond it
            // (SDL's media keys from 258 on) have no usage and are not sent.
            let usage = UInt32(event.key.keysym.scancode.rawValue)
            guard usage <= UInt32(UInt16.max), KeyMessage.isKnownUsage(UInt16(usage)) else { return nil }
            return .key(usage: UInt16(usage), isDown: event.type == SDL_KEYDOWN.rawValue, isRepeat: event.key.repeat != 0,
                        modifiers: Self.modifiers(UInt32(event.key.keysym.mod)))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { Self.string(fromCString: $0) }
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { Self.string(fromCString: $0) }
            return .composition(text: text, start: Int(event.edit.start), length: Int(event.edit.length))
        case SDL_CLIPBOARDUPDATE:
            return .clipboardChanged
        default:
            return nil
        }
    }

    /// SDL's modifier state as SPEC §12.1's bits.
    static func modifiers(_ m: UInt32) -> KeyModifiers {
        var out: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.alternate) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.command) }
        if m & KMOD_CAPS.rawValue != 0 { out.insert(.capsLock) }
        return out
    }

    /// The UTF-8 text of a NUL-terminated C array (SDL's fixed-size event text); invalid bytes
    /// (a character SDL cut at the array's end) are dropped.
    static func string(fromCString bytes: UnsafeRawBufferPointer) -> String {
        let raw = Array(bytes.prefix { $0 != 0 })
        return String(validating: raw, as: UTF8.self) ?? String(decoding: raw, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "")
    }
}
