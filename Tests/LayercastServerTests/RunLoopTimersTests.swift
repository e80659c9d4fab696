import Foundation
import Testing
@testable import LayercastServer

/// The pacing loop's pass through a run loop fires the app's Foundation timers (a port's
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`) and says when the next is due.
@Suite struct RunLoopTimersTests {
    /// Counts the timer's firings. Static: swift-corelibs-foundation never frees a scheduled
    /// timer (nor what its block holds), which the leak check would otherwise report as ours.
    final class Count: @unchecked Sendable { var value = 0 }  // touched on the test's thread only
    static let fired = Count()

    /// On the test's own thread and its run loop, as the pacing loop uses the main actor's
    /// thread's (a thread of the test's making would exit with its run loop unfreed).
    @Test func aDueTimerFiresAndTheNextDateBoundsTheWait() throws {
        let fired = Self.fired
        var timers = RunLoopTimers()
        // As the rewrite of `Timer.scheduledTimer(timeInterval:target:selector:…)` does.
        let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in fired.value += 1 }
        defer { timer.invalidate() }
        let first = timers.service(.current)
        Thread.sleep(forTimeInterval: 0.08)
        let second = timers.service(.current)
        let next = try #require(first.secondsToNext)
        #expect(next > 0 && next <= 0.05)
        #expect(fired.value == 1)
        #expect(second.fired)
        #expect(second.secondsToNext == nil)
    }
}
