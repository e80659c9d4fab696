import Foundation

/// Errors of the suites that run servers and clients.
enum LiveBenchError: Error, CustomStringConvertible {
    /// An executable the suite needs is not beside this one.
    case missingExecutable(String)
    /// A child process failed or did not finish in time; with its output.
    case childProcess(String)
    /// Something did not happen in time.
    case timedOut(String)

    var description: String {
        switch self {
        case .missingExecutable(let m): "missing executable: \(m)"
        case .childProcess(let m): "child process: \(m)"
        case .timedOut(let m): "timed out: \(m)"
        }
    }
}

/// A child process of the benchmark (the real `layercast-client`, or this executable's hidden
/// helper commands), with no display in its environment and its output in a temporary file.
final class BenchChildProcess {
    let process = Process()
    private let outputURL: URL

    /// The executable `name` in the directory of this one (`swift build` puts every product there).
    static func sibling(_ name: String) throws -> URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = me.deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw LiveBenchError.missingExecutable("\(candidate.path); build it (swift build --product \(name), with the same -c)")
        }
        return candidate
    }

    /// Starts `executable arguments`, with `environment` added to this process's (less the
    /// display variables).
    init(_ executable: URL, arguments: [String], environment extra: [String: String] = [:]) throws {
        outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-bench-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? output.close()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: outputURL)
    }

    /// Everything it printed so far.
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

    /// Waits (on the main actor, so a server there keeps running) until it exits; throws
    /// `.childProcess` with its output when it exits with a failure or is still running after
    /// `timeout` seconds (it is then killed).
    @MainActor
    func waitForExit(timeout: Double) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw LiveBenchError.childProcess("\(process.arguments ?? []) did not finish in \(timeout) s:\n\(output)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        guard process.terminationStatus == 0 else {
            throw LiveBenchError.childProcess("\(process.arguments ?? []) exited with \(process.terminationStatus):\n\(output)")
        }
    }

    /// Ends it (SIGTERM) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

/// Waits on the main actor until `condition` holds; throws `.timedOut` after `timeout` seconds.
@MainActor
func benchWait(_ what: String, timeout: Double, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw LiveBenchError.timedOut(what) }
        try await Task.sleep(for: .milliseconds(2))
    }
}
