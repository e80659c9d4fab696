import CSDL2
import Foundation
import LayercastProtocol

extension Compositor: ClientDisplay {
    /// The window's display refresh rate in hertz; 60 when SDL does not know it (offscreen).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// The modifier keys SDL reports held now.
    public var currentModifiers: KeyModifiers {
        let m = SDL_GetModState().rawValue
        var out: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.alternate) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.command) }
        if m & KMOD_CAPS.rawValue != 0 { out.insert(.capsLock) }
        return out
    }
}

extension Compositor {
    /// SPEC §11.7: `SDL_StartTextInput` while a field takes text, with the input method's window
    /// placed at the caret (`SDL_SetTextInputRect`, window units); `SDL_StopTextInput` otherwise.
    public func setTextInput(_ state: TextInputStateMessage) {
        guard state.isActive else {
            if SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
            return
        }
        // Points → pixels (the viewport's letterbox) → window units (SDL's input coordinates).
        let k = pixelsPerWindowUnit > 0 ? pixelsPerWindowUnit : 1, scale = viewport.scale, origin = viewport.origin
        let r = state.caretRect
        var rect = SDL_Rect(x: Int32(clamping: Int(((origin.x + r.minX * scale) / k).rounded())),
                            y: Int32(clamping: Int(((origin.y + r.minY * scale) / k).rounded())),
                            w: Int32(clamping: Int(max(1, (r.width * scale / k).rounded()))),
                            h: Int32(clamping: Int(max(1, (r.height * scale / k).rounded()))))
        SDL_SetTextInputRect(&rect)
        if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
    }

    /// `SDL_GetClipboardText`.
    public func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        return String(cString: raw)
    }

    /// `SDL_SetClipboardText`.
    public func setClipboardText(_ text: String) { _ = SDL_SetClipboardText(text) }
}
