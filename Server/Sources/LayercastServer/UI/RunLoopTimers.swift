import Foundation

/// The app's Foundation timers (`Timer.scheduledTimer`, which a port's rewritten
/// `Timer.scheduledTimer(timeInterval:target:selector:…)` becomes) live in the run loop of the
/// thread that scheduled them: for UI code, the thread the main actor runs on. On Linux that is
/// not the process's main thread, and nothing runs its run loop while Swift concurrency serves
/// the main actor, so the timers never fired. The server's pacing loop therefore passes through
/// that run loop once per wake-up: due timers fire (their changes show in the next turn), and the
/// next timer's date bounds the wait. A pass runs timers only: it does not run other main-actor
/// jobs inside the current one (checked on this toolchain).
struct RunLoopTimers {
    private var nextFire: Date?

    /// `service(_:now:)` on the run loop of the calling thread (a synchronous call, so that the
    /// pacing task reads `RunLoop.current` of the thread it is running on at that moment).
    mutating func serviceCurrentThread() -> (fired: Bool, secondsToNext: Double?) { service(.current) }

    /// One non-blocking pass through `runLoop`: fires what is due. Returns whether a timer was
    /// due (so a turn should run) and the seconds until the next one (`nil` when none).
    mutating func service(_ runLoop: RunLoop, now: Date = Date()) -> (fired: Bool, secondsToNext: Double?) {
        let wasDue = nextFire.map { $0 <= now } ?? false
        nextFire = runLoop.limitDate(forMode: .default)
        // distantFuture: sources exist, but no timer.
        if let next = nextFire, next.timeIntervalSince(now) > 86_400 { nextFire = nil }
        return (wasDue, nextFire.map { max(0, $0.timeIntervalSince(Date())) })
    }
}
