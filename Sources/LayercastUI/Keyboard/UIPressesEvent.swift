import Foundation

/// An event of physical button presses: the presses currently down, with the ones that changed.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        pressSet = presses
        super.init(type: .presses, timestamp: timestamp, touches: [])
    }

    /// Every press of the event.
    public var allPresses: Set<UIPress> { pressSet }

    /// The presses delivered to `gestureRecognizer`'s view; without press recognizers, every press.
    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> { pressSet }
}
