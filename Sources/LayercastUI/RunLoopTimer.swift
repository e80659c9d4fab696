import Foundation

/// A block to run on the first run-loop turn at or after `time` (seconds of the clock).
struct RunLoopTimer {
    let id: Int
    let time: TimeInterval
    let block: @MainActor () -> Void
}
