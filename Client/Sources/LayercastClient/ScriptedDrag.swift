import Foundation

/// A mouse drag scripted for benchmarks: press at the centre of the server's screen, then one
/// move per `interval` (back and forth horizontally, 3 points a step), then release. The events
/// go through `ClientSession.inject`, the path a window's own input takes, so each move becomes
/// a pointer message stamped with the client's clock.
public struct ScriptedDrag: Sendable, Equatable {
    /// How many moves between the press and the release.
    public let moves: Int
    /// Seconds between two events (1/60: a 60 Hz mouse).
    public let interval: Double
    /// Moves sent so far.
    public private(set) var movesSent = 0
    /// Whether the release was sent.
    public private(set) var isFinished = false
    private var nextDue: Double?
    private var centre = CGPoint.zero

    /// Points the drag moves per step, and its half-width.
    static let step = 3.0, amplitude = 60.0

    /// Creates the script; `nil` unless `moves` ≥ 1 and `interval` is positive.
    public init?(moves: Int, interval: Double = 1.0 / 60) {
        guard moves >= 1, interval > 0, interval.isFinite else { return nil }
        self.moves = moves; self.interval = interval
    }

    /// The events due at `now` (client clock, seconds) on a screen of `screenSize` points: the
    /// press on the first call, then at most one move per call once its time has come, then the
    /// release. Empty when nothing is due or the drag is over.
    public mutating func events(at now: Double, screenSize: CGSize) -> [ClientInputEvent] {
        guard !isFinished else { return [] }
        guard let due = nextDue else {
            centre = CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)
            nextDue = now + interval
            return [.mouse(phase: .began, location: centre, button: 1)]
        }
        guard now >= due else { return [] }
        // A late event restarts the cadence from now instead of catching up: a burst of moves
        // would be coalesced into one message, and a 60 Hz mouse never sends one.
        nextDue = now >= due + interval ? now + interval : due + interval
        guard movesSent < moves else {
            isFinished = true
            return [.mouse(phase: .ended, location: location(afterMoves: movesSent), button: 1)]
        }
        movesSent += 1
        return [.mouse(phase: .moved, location: location(afterMoves: movesSent), button: 0)]
    }

    /// Seconds from `now` until the next event is due (0 when due or not started); `nil` once
    /// the drag is over.
    public func secondsUntilNextEvent(at now: Double) -> Double? {
        guard !isFinished else { return nil }
        return max(0, (nextDue ?? now) - now)
    }

    /// Where the pointer is after `count` moves: a triangle wave around the centre, so every
    /// move changes the position.
    func location(afterMoves count: Int) -> CGPoint {
        let a = Self.amplitude
        let phase = (Double(count) * Self.step).truncatingRemainder(dividingBy: 4 * a)
        let offset = phase < a ? phase : (phase < 3 * a ? 2 * a - phase : phase - 4 * a)
        return CGPoint(x: centre.x + offset, y: centre.y)
    }
}
