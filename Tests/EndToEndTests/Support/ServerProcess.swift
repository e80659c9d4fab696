import Foundation

/// A `layercast-server` process: the real executable, with its output (the log, on stderr)
/// collected in a file so the test can read the port it listens on and its shutdown lines.
final class ServerProcess: ProductProcess, @unchecked Sendable {
    /// Starts `layercast-server --port 0 ARGUMENTS` (`$LAYERCAST_SERVER` or beside the tests).
    /// - Throws: `EndToEndError.missingExecutable`, or `.clientProcess` when it cannot start.
    init(arguments: [String]) throws {
        try super.init(product: "layercast-server", variable: "LAYERCAST_SERVER", arguments: ["--port", "0"] + arguments)
    }

    /// Waits for the "listening on HOST:PORT" line; returns the port.
    @MainActor
    func waitForPort(timeout: Double = 60) async throws -> Int {
        var port: Int?
        try await waitUntil("layercast-server to listen", timeout: timeout, detail: { self.output }) {
            port = self.output.split(separator: "\n").lazy.compactMap { line -> Int? in
                guard let range = line.range(of: "listening on ") else { return nil }
                let address = line[range.upperBound...].split(separator: " ").first ?? ""
                return address.split(separator: ":").last.flatMap { Int($0) }
            }.first
            return port != nil || !self.process.isRunning
        }
        guard let port else { throw EndToEndError.clientProcess("layercast-server exited before listening:\n\(output)") }
        return port
    }
}
