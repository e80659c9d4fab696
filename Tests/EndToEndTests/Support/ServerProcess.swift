import Foundation

/// A `layercast-server` process: the real executable, with its output (the log, on stderr)
/// collected in a file so the test can read the port it listens on and its shutdown lines.
final class ServerProcess: @unchecked Sendable {
    /// The running process.
    let process: Process
    private let outputURL: URL

    /// Where the executable is: `$LAYERCAST_SERVER` when set, else beside the test bundle.
    /// - Throws: `EndToEndError.missingExecutable` with how to build it.
    static func executableURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LAYERCAST_SERVER"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw EndToEndError.missingExecutable("LAYERCAST_SERVER=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layercast-server")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw EndToEndError.missingExecutable("""
            the layercast-server executable is not beside the test bundle \(testBinary.path); \
            build it first (swift build --product layercast-server) or set LAYERCAST_SERVER to its path
            """)
    }

    /// Starts `layercast-server --port 0 ARGUMENTS`.
    /// - Throws: `EndToEndError.missingExecutable`, or `.clientProcess` when it cannot start.
    init(arguments: [String]) throws {
        let executable = try Self.executableURL()
        outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-server-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process = Process()
        process.executableURL = executable
        process.arguments = ["--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw EndToEndError.clientProcess("cannot start \(executable.path): \(error)")
        }
        try? output.close()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: outputURL)
    }

    /// Everything the process printed so far.
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

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

    /// Sends a signal (SIGTERM, SIGINT).
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the process to exit; returns its status.
    @MainActor
    func waitForExit(timeout: Double = 60) async throws -> Int32 {
        try await waitUntil("layercast-server to exit", timeout: timeout, detail: { self.output }) { !self.process.isRunning }
        return process.terminationStatus
    }
}
