import Foundation
import Testing
@testable import LayercastLayers

@MainActor @Suite struct MediaClockTests {
    // MARK: - Manual clock
    @Test func manualClockMovesOnlyForward() {
        let clock = ManualClock(start: 10)
        #expect(clock.now == 10)
        clock.advance(by: 0.5)
        #expect(clock.now == 10.5)
        clock.advance(by: -3)
        #expect(clock.now == 10.5)
    }

    // MARK: - Monotonic clock
    @Test func monotonicClockNeverGoesBack() {
        let clock = MonotonicClock()
        let a = clock.now, b = clock.now
        #expect(a >= 0 && b >= a)
    }
}
