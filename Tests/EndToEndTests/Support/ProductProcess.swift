import Foundation

/// One of the package's executables run as a child process, its output (stdout and stderr)
/// collected in a file so the test can wait for its lines. Killed and cleaned up on deinit.
class ProductProcess: @unchecked Sendable {
    /// The running process.
    let process: Process
    /// The executable's name, for messages.
    let product: String
    private let outputURL: URL

    /// Where `product` is: `$variable` when set, else beside the test bundle
    /// (`.build/<triple>/debug/<product>`, which `swift build` makes).
    /// - Throws: `EndToEndError.missingExecutable` with how to build it.
    static func executableURL(product: String, variable: String) throws -> URL {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw EndToEndError.missingExecutable("\(variable)=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let testBinary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the test bundle is an executable in the build directory; on macOS it is a
        // bundle whose executable sits two levels further down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(product)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw EndToEndError.missingExecutable("""
            the \(product) executable is not beside the test bundle \(testBinary.path); \
            build it first (swift build --product \(product)) or set \(variable) to its path
            """)
    }

    /// Starts `product ARGUMENTS` with `removing` taken out of the environment.
    /// - Throws: `EndToEndError.missingExecutable`, or `.clientProcess` when it cannot start.
    init(product: String, variable: String, arguments: [String], removing: [String] = []) throws {
        self.product = product
        let executable = try Self.executableURL(product: product, variable: variable)
        outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-\(product)-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for name in removing { environment[name] = nil }
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

    /// Sends a signal (SIGTERM, SIGINT, SIGKILL).
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the process to exit; returns its status.
    /// - Throws: `EndToEndError.timedOut` when it keeps running for `timeout` seconds.
    @discardableResult
    @MainActor
    func waitForExit(timeout: Double = 60) async throws -> Int32 {
        try await waitUntil("\(product) to exit", timeout: timeout, detail: { self.output }) { !self.process.isRunning }
        return process.terminationStatus
    }
}
