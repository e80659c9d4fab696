import Foundation
import Testing

/// Runs this target's end-to-end suites in a test process of their own (`EndToEndProcess` says
/// why) and holds this process's test run to their result: the same test binary, filtered to
/// this target, with `EndToEndProcess.environmentKey` set so that they run there and this suite
/// does not.
@Suite(.enabled(if: !EndToEndProcess.isCurrent, "this is the end-to-end test process"))
struct EndToEndProcessTests {
    /// Every end-to-end test, as `EndToEndProcess.ran()` prints it at its end: all must appear,
    /// so a child run that skipped or lost a test cannot pass.
    static let tests = [
        "theClientsFrameMatchesTheReferenceRendererAtItsScale(scale:)",  // twice: 1x and 2x
        "aTapAtTheClientReachesTheButtonAndTheLabelChangesInTheClientsPixels()",
        "clientsAtScalesOneAndTwoConvergeEachWithContentsAtItsOwnScale()",
        "aClientKilledMidStreamLeavesTheServerAndTheOtherClientWorking()",
        "theHeadlessClientsScreenshotMatchesTheReferenceRenderer()",
        "aDroppedClientSessionResumesAndKeepsItsTreeAndContents()",
        "theServerProcessSaysShuttingDownAndExitsZeroOnASignal(_:)",  // twice: SIGTERM and SIGINT
        "aPhoneABigScreenAndItsMirrorEachShowTheirScreensTree()",
        "textAtAFractionalScaleIsDrawnFromMasksOfThatScale()",
    ]

    @MainActor @Test func theEndToEndSuitesPassInATestProcessOfTheirOwn() async throws {
        let binary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let child = Process()
        // At the lowest priority: the other targets' suites in this process have short timeouts
        // of their own (a server's 10 s handshake); the end-to-end waits are long and bounded.
        let nice = URL(fileURLWithPath: "/usr/bin/nice")
        let arguments = ["--testing-library", "swift-testing", "--filter", "EndToEndTests\\."]
        if FileManager.default.isExecutableFile(atPath: nice.path) {
            child.executableURL = nice
            child.arguments = ["-n", "19", binary.path] + arguments
        } else {
            child.executableURL = binary
            child.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment[EndToEndProcess.environmentKey] = "1"
        // Mesa's software GL (llvmpipe) starts a rasteriser thread per core; one is plenty here.
        environment["LP_NUM_THREADS"] = "1"
        child.environment = environment
        child.standardOutput = output
        child.standardError = output
        try child.run()
        try? output.close()
        // Bounded: the suites take about a minute on two busy cores; a hung child is killed.
        do {
            try await waitUntil("the end-to-end test process to finish", timeout: 900) { !child.isRunning }
        } catch {
            kill(child.processIdentifier, SIGKILL)
            throw error
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // The child's results, for whoever reads this run's log.
        for line in text.split(separator: "\n")
        where line.hasPrefix("layercast e2e") || line.hasPrefix("✘") || line.hasPrefix("✔") || line.contains("Fatal error") {
            print("[e2e process] \(line)")
        }
        #expect(child.terminationReason == .exit && child.terminationStatus == 0,
                "the end-to-end test process ended with \(child.terminationReason) \(child.terminationStatus):\n\(text)")
        let ran = text.split(separator: "\n").filter { $0.hasPrefix("layercast e2e: ran ") }
        for test in Self.tests {
            let times = ran.filter { $0.hasSuffix(" " + test) }.count
            let expected = test.hasPrefix("theClientsFrame") || test.hasPrefix("theServerProcess") ? 2 : 1
            #expect(times == expected, "\(test) ran to its end \(times) times in the end-to-end process, not \(expected):\n\(text)")
        }
    }
}
