import Foundation

/// A `layercast-client` process: the real executable, headless (SDL's offscreen driver), with
/// its output collected in a file so the test can wait for its status lines.
final class ClientProcess: ProductProcess, @unchecked Sendable {
    /// Starts `layercast-client ARGUMENTS` (`$LAYERCAST_CLIENT` or beside the tests) with no
    /// display in its environment.
    /// - Throws: `EndToEndError.missingExecutable`, or `.clientProcess` when it cannot start.
    init(arguments: [String]) throws {
        try super.init(product: "layercast-client", variable: "LAYERCAST_CLIENT", arguments: arguments,
                       removing: ["DISPLAY", "WAYLAND_DISPLAY"])
    }

    /// Waits until the output has a line containing `text`; returns that line.
    /// - Throws: `EndToEndError.timedOut` (with the output) when it does not come in `timeout`
    ///   seconds or the process exits first.
    @MainActor
    func waitForLine(containing text: String, timeout: Double = 60) async throws -> String {
        try await waitUntil("layercast-client to print \"\(text)\"", timeout: timeout, detail: { self.output }) {
            self.output.split(separator: "\n").contains { $0.contains(text) } || !self.process.isRunning
        }
        guard let line = output.split(separator: "\n").first(where: { $0.contains(text) }) else {
            throw EndToEndError.clientProcess("exited (status \(process.terminationStatus)) before printing \"\(text)\":\n\(output)")
        }
        return String(line)
    }

    /// Sends SIGKILL: the process dies mid-whatever, its socket closed by the kernel.
    func killAbruptly() { send(SIGKILL) }
}
