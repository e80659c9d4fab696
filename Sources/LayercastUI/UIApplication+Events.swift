import Foundation
import LayercastGraphics

extension UIApplication {
    /// Seconds within which a touch-down continues the previous tap's count.
    static let multiTapInterval: TimeInterval = 0.35
    /// Points within which a touch-down continues the previous tap's count.
    static let multiTapDistance: CGFloat = 20

    /// Queues touch changes (locations in points of the main screen) to be delivered as one
    /// event at the start of the next turn.
    public func enqueueTouches(_ inputs: [TouchInput]) {
        enqueueTouches(inputs, on: screen)
    }

    /// Queues touch changes on `screen` (locations in its points): a new touch goes to the
    /// windows of that screen. Touch identifiers are the application's, across screens.
    public func enqueueTouches(_ inputs: [TouchInput], on screen: UIScreen) {
        guard !inputs.isEmpty else { return }
        pendingInputs.append((screen, inputs))
    }

    /// Queues the cancellation of every touch that is down (e.g. when the input source goes).
    public func cancelAllTouches() {
        let inputs = activeTouches.values.sorted { $0.identifier < $1.identifier }.map {
            TouchInput(identifier: $0.identifier, phase: .cancelled, location: screenLocation(of: $0))
        }
        enqueueTouches(inputs)
    }

    /// The touches currently down, by identifier.
    public var touchesDown: [Int: UITouch] { activeTouches }

    /// Dispatches an event: each window with touches in it gets `sendEvent(_:)`.
    public func sendEvent(_ event: UIEvent) {
        var seen: [UIWindow] = []
        for touch in (event.allTouches ?? []).sorted(by: { $0.identifier < $1.identifier }) {
            if let window = touch.window, !seen.contains(where: { $0 === window }) { seen.append(window) }
        }
        for window in seen { window.sendEvent(event) }
    }

    /// Turns one batch of inputs into a touch event and sends it.
    func deliver(_ inputs: [TouchInput], on screen: UIScreen) {
        let now = clock.now
        let event = UIEvent(type: .touches, timestamp: now, touches: [])
        var changed = Set<ObjectIdentifier>()
        for input in inputs {
            let touch: UITouch
            if input.phase == .began {
                touch = UITouch(identifier: input.identifier)
                bind(touch, at: input.location, on: screen, event: event, now: now)
                activeTouches[input.identifier] = touch
            } else {
                guard let existing = activeTouches[input.identifier] else { continue }
                touch = existing
                let p = touch.window.map { $0.layer.convert(input.location, from: nil) } ?? input.location
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = p
            }
            let previous = input.phase == .began ? -Double.infinity : touch.timestamp
            touch.phase = input.phase
            touch.timestamp = max(previous, min(input.timestamp ?? now, now))
            changed.insert(ObjectIdentifier(touch))
        }
        for touch in activeTouches.values where !changed.contains(ObjectIdentifier(touch)) { touch.phase = .stationary }
        event.touchSet = Set(activeTouches.values)
        sendEvent(event)
        for (id, touch) in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
            activeTouches[id] = nil
            if touch.phase == .ended {
                lastTap = (now, screenLocation(of: touch), touch.tapCount)
            }
        }
    }

    /// A touch's current location in screen points.
    private func screenLocation(of touch: UITouch) -> CGPoint {
        touch.window.map { $0.layer.convert(touch.locationInWindow, to: nil) } ?? touch.locationInWindow
    }

    /// Finds the window and view a new touch at `point` (screen points) belongs to.
    private func bind(_ touch: UITouch, at point: CGPoint, on screen: UIScreen, event: UIEvent, now: TimeInterval) {
        touch.locationInWindow = point
        touch.previousLocationInWindow = point
        for window in screen.visibleWindowsFrontToBack {
            let local = window.layer.convert(point, from: nil)
            if let view = window.hitTest(local, with: event) {
                touch.window = window
                touch.view = view
                touch.locationInWindow = local
                touch.previousLocationInWindow = local
                break
            }
        }
        if let last = lastTap, now - last.time <= UIApplication.multiTapInterval,
           hypot(point.x - last.location.x, point.y - last.location.y) <= UIApplication.multiTapDistance {
            touch.tapCount = last.count + 1
        }
    }
}
