import Foundation
import Testing

/// Runs `SDLClientTests` in a test process of its own (see there why) and holds this process's
/// test run to its result: the same test binary, filtered to that suite, with
/// `SDLProcess.environmentKey` set so that the suite runs there and this one does not.
@Suite(.enabled(if: !SDLProcess.isIsolated, "this is the SDL suite's own process"))
struct SDLIsolationTests {
    /// What each test of `SDLClientTests` prints once it got as far as comparing pixels: all
    /// must appear, so a child that skipped or filtered out a test cannot pass.
    static let childMarkers = [
        "layercast e2e: demo at 1.0x", "layercast e2e: demo at 2.0x", "layercast e2e: demo after a tap",
    ]

    @MainActor @Test func theSDLClientSuitePassesInAProcessOfItsOwn() async throws {
        let binary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-sdl-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let child = Process()
        child.executableURL = binary
        child.arguments = ["--testing-library", "swift-testing", "--filter", "EndToEndTests.SDLClientTests"]
        var environment = ProcessInfo.processInfo.environment
        environment[SDLProcess.environmentKey] = "1"
        child.environment = environment
        child.standardOutput = output
        child.standardError = output
        try child.run()
        try? output.close()
        // Bounded: the suite takes well under a minute; a hung child is killed and fails here.
        do {
            try await waitUntil("the SDL suite's process to finish", timeout: 600) { !child.isRunning }
        } catch {
            kill(child.processIdentifier, SIGKILL)
            throw error
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // The child's report, for whoever reads this run's log.
        for line in text.split(separator: "\n") where line.contains("layercast e2e") || line.contains("✘") || line.contains("✔") {
            print("[SDL process] \(line)")
        }
        #expect(child.terminationReason == .exit && child.terminationStatus == 0,
                "the SDL suite's process ended with \(child.terminationReason) \(child.terminationStatus):\n\(text)")
        for marker in Self.childMarkers {
            #expect(text.contains(marker), "\"\(marker)\" is missing from the SDL suite's process output:\n\(text)")
        }
    }
}
