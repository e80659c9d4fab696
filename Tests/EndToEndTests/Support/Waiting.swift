import Foundation

/// Polls `condition` every 10 ms until it holds, at most `timeout` seconds: a bounded wait for a
/// condition, never an assertion about timing.
/// - Throws: `EndToEndError.timedOut` naming `what` (and `detail()`, e.g. a process's output).
@MainActor
func waitUntil(_ what: String, timeout: Double = 60, detail: () -> String = { "" },
               _ condition: () throws -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(timeout)
    while try !condition() {
        guard clock.now < deadline else {
            let more = detail()
            throw EndToEndError.timedOut(more.isEmpty ? what : "\(what)\n\(more)")
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}
