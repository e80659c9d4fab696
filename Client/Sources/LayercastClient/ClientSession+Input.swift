import Foundation
import LayercastProtocol

extension ClientSession {
    /// Points one wheel notch scrolls (SPEC §12.2 leaves the distance to the client).
    public static let pointsPerWheelNotch = 40.0

    /// Turns the display's events of one frame into the messages of SPEC §12 (positions are
    /// already in points of the logical screen) and sends them; before the welcome, input is
    /// dropped. Moves and hovers of one pointer within the frame are coalesced to the last, and
    /// they are dropped while the client nears the server's message rate (SPEC §8 L7).
    func sendInput(_ events: [ClientInputEvent]) {
        var out: [ClientMessage] = []
        // §12.11: the client offers its clipboard once after the welcome, then on each change.
        if case .running = status, accepted(.clipboard), !keyboard.offeredInitially {
            keyboard.offeredInitially = true
            if let offer = clipboardOffer() { out.append(offer) }
        }
        for event in events {
            if case .quit = event {
                flush(out)
                return close(reason: "window closed")
            }
            guard case .running = status else { continue }
            out += messages(for: event)
            if case .resized = event, let change = screenChangeIfNeeded() { out.append(.screenChange(change)) }
        }
        flush(out)
    }

    private func flush(_ messages: [ClientMessage]) {
        for m in Self.coalesced(messages) {
            if Self.isDroppable(m), !rateAllowsDroppable() { continue }
            send(m)
        }
    }

    /// Drops a `moved` or `hover` pointer message when the same pointer's next message in the
    /// list has the same phase and buttons: the server only needs the latest position per frame.
    static func coalesced(_ messages: [ClientMessage]) -> [ClientMessage] {
        var next: [PointerKey: (PointerPhase, UInt32)] = [:]
        var keep = [Bool](repeating: true, count: messages.count)
        for i in messages.indices.reversed() {
            guard case .pointer(let p) = messages[i] else { continue }
            let key = PointerKey(device: p.device, id: p.pointerID)
            if p.phase == .moved || p.phase == .hover, let n = next[key], n == (p.phase, p.buttons) { keep[i] = false }
            next[key] = (p.phase, p.buttons)
        }
        return messages.indices.filter { keep[$0] }.map { messages[$0] }
    }

    struct PointerKey: Hashable {
        var device: PointerDevice
        var id: UInt32
    }

    static func isDroppable(_ message: ClientMessage) -> Bool {
        guard case .pointer(let p) = message else { return false }
        return p.phase == .moved || p.phase == .hover
    }

    /// Whether a droppable message fits the rate budget: within each one-second window at most
    /// 45 % of L7, so that any sliding second (which spans at most two windows) stays under 90 %.
    func rateAllowsDroppable() -> Bool {
        let limit = welcome?.limits.maxMessagesPerSecond ?? ProtocolLimits.default.maxMessagesPerSecond
        let now = clock()
        if now - rateWindowStart >= 1 { rateWindowStart = now; rateWindowCount = 0 }
        return Double(rateWindowCount) < Double(limit) * 0.45
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
                nextTouchID = nextTouchID >= Self.syntheticTouchIDs.0 - 1 ? 1 : nextTouchID + 1
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
            // A mouse has no second finger: control + wheel pinches and alt + wheel rotates, as
            // two touches around the pointer (the app's pinch and rotation recognizers see them).
            if dy != 0, modifiers.contains(.control) || modifiers.contains(.alternate) {
                return Self.twoFingerGesture(around: location, pinch: modifiers.contains(.control), notches: dy,
                                             modifiers: modifiers, now: now)
            }
            // SDL: positive y is the wheel turned away from the user, which shows what is above:
            // the content moves down (positive dy, SPEC §12.2). Positive x shows what is to the
            // right: the content moves left.
            let precise = dx.rounded() != dx || dy.rounded() != dy
            let delta = CGSize(width: -dx * Self.pointsPerWheelNotch, height: dy * Self.pointsPerWheelNotch)
            return [.scroll(ScrollMessage(location: location, delta: delta, isPrecise: precise,
                                          modifiers: modifiers, timestamp: now))]
        case .key, .text, .composition, .clipboardChanged:
            return keyboardMessages(for: event, now: now)
        case .resized, .quit:
            return []
        }
    }

    /// Pointer ids of the two touches a wheel pinch or rotation is made of (never given to a
    /// real finger, whose ids count up from 1).
    static let syntheticTouchIDs: (UInt32, UInt32) = (0xFFFF_FFFE, 0xFFFF_FFFF)
    /// Each wheel notch scales a pinch by this factor (up: apart, zoom in) …
    static let pinchPerNotch = 1.1
    /// … or turns a rotation by this many radians (up: clockwise on screen).
    static let rotationPerNotch = Double.pi / 12

    /// Two touches 50 points either side of `center` that begin, move apart (pinch) or around
    /// `center` (rotation) by `notches` of the wheel, and end, 16 ms apart.
    static func twoFingerGesture(around center: CGPoint, pinch: Bool, notches: Double, modifiers: KeyModifiers,
                                 now: Double) -> [ClientMessage] {
        let radius = 50.0
        func points(scale: Double, angle: Double) -> [CGPoint] {
            [1.0, -1.0].map { side in
                CGPoint(x: center.x + side * radius * scale * cos(angle), y: center.y + side * radius * scale * sin(angle))
            }
        }
        let start = points(scale: 1, angle: 0)
        let end = pinch ? points(scale: pow(pinchPerNotch, notches), angle: 0) : points(scale: 1, angle: notches * rotationPerNotch)
        let ids = [syntheticTouchIDs.0, syntheticTouchIDs.1]
        var out: [ClientMessage] = []
        for (phase, locations, t) in [(PointerPhase.began, start, now), (.moved, end, now + 0.016), (.ended, end, now + 0.032)] {
            for (id, location) in zip(ids, locations) {
                out.append(.pointer(PointerMessage(device: .touch, pointerID: id, phase: phase, location: location,
                                                   modifiers: modifiers, timestamp: t)))
            }
        }
        return out
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
