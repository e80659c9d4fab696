import Foundation
import LayercastGraphics

/// A timer that fires once per frame (Core Animation's `CADisplayLink`), on the injected clock.
///
/// Without the Objective-C runtime the target's method is a method reference (what
/// `layercast-port` makes of `#selector(step)`): `CADisplayLink(target: self, selector:
/// Self.step)`. `add(to:forMode:)` attaches it to the application whose layer context is current
/// (the run loop and mode are accepted for source compatibility: the link fires on that
/// application's turns, which the server runs at every frame while a link is active). Frames are
/// `duration` apart from the moment the link was added; `timestamp` is the frame's time and
/// `targetTimestamp` the next one's. As in UIKit the link keeps its target until `invalidate()`.
@preconcurrency @MainActor
public final class CADisplayLink {
    private var handler: ((CADisplayLink) -> Void)?
    weak var context: LayerContext?
    var origin: Double = 0
    var nextFire: Double = 0

    /// A link that calls `selector` on `target` every frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        handler = { link in selector(target)(link) }
    }

    /// Whether the link skips frames. Default `false`.
    public var isPaused = false
    /// The time of the frame being handled, in seconds of the clock.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The frame rate asked for; 0 (the default) means the display's, 60 frames per second.
    public var preferredFramesPerSecond = 0
    /// Seconds between frames.
    public var duration: CFTimeInterval { 1 / Double(preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, 60) : 60) }

    /// Starts firing on the turns of the current application (see the type's notes).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil, let current = LayerContext.current, context !== current else { return }
        context?.displayLinks.removeAll { $0 === self }
        context = current
        origin = current.clock?.now ?? 0
        nextFire = origin + duration
        current.displayLinks.append(self)
    }

    /// Stops firing (the link can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        context?.displayLinks.removeAll { $0 === self }
        context = nil
    }

    /// Stops firing for good and lets the target go.
    public func invalidate() {
        remove(from: .main, forMode: .common)
        handler = nil
    }

    /// Fires when a frame boundary has passed by `now`.
    func fireIfDue(now: Double) {
        guard !isPaused, nextFire <= now, let handler else { return }
        let step = duration
        let frames = ((now - origin) / step).rounded(.down)
        timestamp = origin + frames * step
        targetTimestamp = timestamp + step
        nextFire = targetTimestamp
        handler(self)
    }
}
