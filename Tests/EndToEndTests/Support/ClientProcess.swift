import Foundation

/// A `layercast-client` process: the real executable, headless (SDL's offscreen driver), with
/// its output collected in a file so the test can wait for its status lines.
final class ClientProcess: @unchecked Sendable {
    /// The running process.
    let process: Process
    private let outputURL: URL

    /// Where the executable is: `$LAYERCAST_CLIENT` when set, else beside the test bundle
    /// (`.build/<triple>/debug/layercast-client`, which `swift build` and `swift test` make).
    /// - Throws: `EndToEndError.missingExecutable` with how to build it.
    static func executableURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LAYERCAST_CLIENT"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw EndToEndError.missingExecutable("LAYERCAST_CLIENT=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the test bundle is an executable in the build directory; on macOS it is a
        // bundle whose executable sits two levels further down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layercast-client")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw EndToEndError.missingExecutable("""
            the layercast-client executable is not beside the test bundle \(testBinary.path); \
            build it first (swift build --product layercast-client) or set LAYERCAST_CLIENT to its path
            """)
    }

    /// Starts `layercast-client ARGUMENTS` with no display in its environment.
    /// - Throws: `EndToEndError.missingExecutable`, or `.clientProcess` when it cannot start.
    init(arguments: [String]) throws {
        let executable = try Self.executableURL()
        outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-client-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
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

    /// Everything the process printed so far (stdout and stderr).
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

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
    func killAbruptly() { kill(process.processIdentifier, SIGKILL) }

    /// Waits for the process to exit; returns its status.
    /// - Throws: `EndToEndError.timedOut` when it keeps running for `timeout` seconds.
    @discardableResult
    @MainActor
    func waitForExit(timeout: Double = 60) async throws -> Int32 {
        try await waitUntil("layercast-client to exit", timeout: timeout, detail: { self.output }) { !self.process.isRunning }
        return process.terminationStatus
    }
}
