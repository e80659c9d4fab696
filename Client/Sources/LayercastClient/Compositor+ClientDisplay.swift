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
