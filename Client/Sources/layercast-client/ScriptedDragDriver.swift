import Foundation
import LayercastClient

/// Runs `--script-drag N` (hidden; for `layercast-bench`'s latency figure): once the first frame
/// is on screen, a `ScriptedDrag` of N moves at 60 Hz is injected through the session's input
/// path; half a second after the release, so the last frames are presented and acknowledged,
/// the client says goodbye and exits with status 0.
final class ScriptedDragDriver {
    private var drag: ScriptedDrag
    private var finishedAt: Double?
    /// Seconds to linger after the release.
    static let linger = 0.5

    init(_ drag: ScriptedDrag) { self.drag = drag }

    /// Parses the option's value: a move count of at least 1.
    static func parse(_ argument: String) throws -> ScriptedDrag {
        guard let moves = Int(argument), let drag = ScriptedDrag(moves: moves) else {
            throw ValidationErrorMessage("--script-drag needs a move count of at least 1, not \(argument)")
        }
        return drag
    }

    /// How long the session's next step may wait for the network: until the next scripted
    /// event, at most a refresh interval; `nil` (the session's default) once the drag is over.
    func maxWait(at now: Double) -> Double? {
        drag.secondsUntilNextEvent(at: now).map { min($0, 1.0 / 60) }
    }

    /// Injects what is due at `now`; `true` once the drag is over and the linger has passed.
    func advance(_ session: ClientSession, at now: Double) -> Bool {
        if let finishedAt { return now - finishedAt >= Self.linger }
        guard case .running = session.status, session.presentedCommitCount >= 1,
              let screen = session.welcome?.screenSize else { return false }
        session.inject(drag.events(at: now, screenSize: screen))
        if drag.isFinished { finishedAt = now }
        return false
    }

    /// The line the runner prints when the drag is over.
    var summary: String { "scripted drag done: \(drag.movesSent) moves" }
}

/// An error whose description is the message (ArgumentParser shows it for a bad value).
struct ValidationErrorMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
