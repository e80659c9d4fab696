import Foundation
import LayercastProtocol

extension ClientSession {
    /// Points one wheel notch scrolls (SPEC §12.2 leaves the distance to the client).
    public static let pointsPerWheelNotch = 40.0

    /// Turns one display event into the messages of SPEC §12 (positions are already in points
    /// of the logical screen) and sends them; before the welcome, input is dropped.
    func handleInput(_ event: ClientInputEvent) {
        if case .quit = event { return close(reason: "window closed") }
        guard case .running = status else { return }
        for message in messages(for: event) { send(message) }
        if case .resized = event { announceScreenIfChanged() }
    }

    /// The messages one display event becomes, updating the button and touch bookkeeping.
    func messages(for event: ClientInputEvent) -> [ClientMessage] {
        let now = clock()
        let modifiers = display.currentModifiers
        switch event {
        case .mouse(let phase, let location, let button):
            // The server treats the mouse as one touch: began with the first button down,
            // ended when the last one is up, moved in between (SPEC §12.1).
            let bit = Self.buttonBit(sdlButton: button)
            let before = mouseButtons
            let pointerPhase: PointerPhase
            switch phase {
            case .began:
                mouseButtons |= bit
                pointerPhase = before == 0 ? .began : .moved
            case .ended:
                mouseButtons &= ~bit
                guard before != 0 else { return [] }
                pointerPhase = mouseButtons == 0 ? .ended : .moved
            case .moved:
                guard before != 0 else { return [] }
                pointerPhase = .moved
            case .cancelled:
                mouseButtons = 0
                guard before != 0 else { return [] }
                pointerPhase = .cancelled
            }
            guard location.x.isFinite, location.y.isFinite else { return [] }
            return [.pointer(PointerMessage(device: .mouse, pointerID: 0, phase: pointerPhase, location: location,
                                            buttons: mouseButtons, modifiers: modifiers, timestamp: now))]
        case .hover(let location):
            guard mouseButtons == 0, location.x.isFinite, location.y.isFinite else { return [] }
            return [.pointer(PointerMessage(device: .mouse, pointerID: 0, phase: .hover, location: location,
                                            modifiers: modifiers, timestamp: now))]
        case .touch(let id, let phase, let location):
            guard location.x.isFinite, location.y.isFinite else { return [] }
            // SDL's finger ids become small ids kept from began to ended (SPEC §12.1).
            let pointerID: UInt32
            if let known = touchIDs[id] {
                pointerID = known
            } else {
                guard phase == .began else { return [] }
                pointerID = nextTouchID
                nextTouchID = nextTouchID == UInt32.max ? 1 : nextTouchID + 1
                touchIDs[id] = pointerID
            }
            if phase == .ended || phase == .cancelled { touchIDs[id] = nil }
            let p: PointerPhase = switch phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            return [.pointer(PointerMessage(device: .touch, pointerID: pointerID, phase: p, location: location,
                                            modifiers: modifiers, timestamp: now))]
        case .scroll(let dx, let dy, let location):
            guard dx.isFinite, dy.isFinite, location.x.isFinite, location.y.isFinite, dx != 0 || dy != 0 else { return [] }
            // SDL: positive y is the wheel turned away from the user, which shows what is above:
            // the content moves down (positive dy, SPEC §12.2). Positive x shows what is to the
            // right: the content moves left.
            let precise = dx.rounded() != dx || dy.rounded() != dy
            let delta = CGSize(width: -dx * Self.pointsPerWheelNotch, height: dy * Self.pointsPerWheelNotch)
            return [.scroll(ScrollMessage(location: location, delta: delta, isPrecise: precise,
                                          modifiers: modifiers, timestamp: now))]
        case .resized, .quit:
            return []
        }
    }

    /// SDL's button numbers (1 left, 2 middle, 3 right) as SPEC §12.1's bits.
    static func buttonBit(sdlButton: Int) -> UInt32 {
        switch sdlButton {
        case 1: 1
        case 3: 2
        case 2: 4
        default: 1
        }
    }
}
