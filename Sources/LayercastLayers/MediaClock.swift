import Foundation

/// The source of time for the toolkit: seconds on a monotonic timeline (Core Animation's
/// `CACurrentMediaTime`). Injected, so tests step time explicitly and never sleep.
@MainActor
public protocol MediaClock: AnyObject {
    /// The current time in seconds; never decreases.
    var now: TimeInterval { get }
}

/// A clock that moves only when told to: for tests and deterministic runs.
@MainActor
public final class ManualClock: MediaClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval

    /// Creates a clock reading `start` seconds.
    public init(start: TimeInterval = 0) { now = start }

    /// Moves time forward by `seconds` (negative values are ignored: time never goes back).
    public func advance(by seconds: TimeInterval) { now += max(0, seconds) }
}

/// A clock over the system's monotonic time, for the server's entry point.
@MainActor
public final class MonotonicClock: MediaClock {
    private let origin = ContinuousClock.now

    /// Creates a clock reading 0 now.
    public init() {}

    /// Seconds since the clock was created.
    public var now: TimeInterval {
        let d = ContinuousClock.now - origin
        return TimeInterval(d.components.seconds) + TimeInterval(d.components.attoseconds) / 1e18
    }
}
