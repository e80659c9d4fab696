import Foundation

extension UIApplication {
    /// When the application next needs a turn by itself, in seconds of its clock: a completion
    /// block waiting for its animations, a gesture recognizer's timer (a long press, the end of
    /// a double tap's window), a decelerating scroll view's next frame. `nil` when only input
    /// would change anything. A server runs a turn by then.
    public var nextScheduledTurn: TimeInterval? {
        let timer = timers.lazy.map(\.time).min()
        let completion = screens.compactMap { $0.layerContext?.nextCompletionTime }.min()
        switch (completion, timer) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// Schedules `block` for the first turn at or after `time`; returns an id to cancel it.
    func scheduleTimer(at time: TimeInterval, _ block: @escaping @MainActor () -> Void) -> Int {
        nextTimerID += 1
        timers.append(RunLoopTimer(id: nextTimerID, time: time, block: block))
        return nextTimerID
    }

    /// Cancels a timer that has not fired.
    func cancelTimer(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// Runs the timers due by the clock's time, earliest first; timers they schedule for a time
    /// already due run in the same turn.
    func fireDueTimers() {
        var rounds = 0
        while rounds < 1000 {
            let now = clock.now
            guard let next = timers.filter({ $0.time <= now }).min(by: { ($0.time, $0.id) < ($1.time, $1.id) }) else {
                return
            }
            timers.removeAll { $0.id == next.id }
            next.block()
            rounds += 1
        }
    }
}
