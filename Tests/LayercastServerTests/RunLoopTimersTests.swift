import Foundation
import Testing
@testable import LayercastServer

/// The pacing loop's pass through a run loop fires the app's Foundation timers (a port's
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`) and says when the next is due.
@Suite struct RunLoopTimersTests {
    /// On a thread of its own with its own run loop, as the server's main thread has the main one.
    @Test func aDueTimerFiresAndTheNextDateBoundsTheWait() throws {
        let result = OnThread.run { () -> (first: Double?, fired: Int, second: Bool, after: Double?) in
            let fired = OnThread.ResultBox<Int>()
            fired.value = 0
            var timers = RunLoopTimers()
            // As the rewrite of `Timer.scheduledTimer(timeInterval:target:selector:…)` does.
            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in fired.value! += 1 }
            let first = timers.service(.current)
            Thread.sleep(forTimeInterval: 0.08)
            let second = timers.service(.current)
            return (first.secondsToNext, fired.value!, second.fired, second.secondsToNext)
        }
        let first = try #require(result.first)
        #expect(first > 0 && first <= 0.05)
        #expect(result.fired == 1)
        #expect(result.second)
        #expect(result.after == nil)
    }
}

/// Runs `body` on a new thread and waits for its result.
enum OnThread {
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    final class ResultBox<T>: @unchecked Sendable { var value: T? }
}
