import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix
import Testing
@testable import LayercastConformance

/// The package's executable `name`, beside the test bundle (`swift build` makes it).
func productURL(_ name: String) throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw ConformanceError.unreachable("\(name) is not beside the test bundle; run swift build first")
}

/// The real `layercast-server` in a child process, on a free port.
final class ServerProcess {
    let process = Process()
    let port: Int
    private let log: URL

    init(arguments: [String] = []) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("conform-server-\(UUID()).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.executableURL = try productURL("layercast-server")
        process.arguments = ["--port", "0", "--app", "placeholder", "--log-level", "info"] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        var found: Int?
        let deadline = Date(timeIntervalSinceNow: 60)
        while found == nil, Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains("listening on 127.0.0.1:") }) {
                found = Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? "")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard let found else { throw ConformanceError.unreachable("layercast-server did not start listening") }
        port = found
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: log)
    }
}

/// The kit against the reference implementations: every case passes (interop of the kit with
/// Layercast's own server and client), and a run's results are what the command prints.
@Suite(.serialized) struct ConformanceKitTests {
    @Test func everyServerCasePassesAgainstTheReferenceServer() throws {
        let server = try ServerProcess()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let results = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: server.port, group: group))
        #expect(results.count == ServerCases.all.count + 1)
        for r in results { #expect(r.outcome == .pass, "\(ConformanceReport.line(r))") }
    }

    @Test func theTokenCaseChecksARefusalWhenATokenIsConfigured() throws {
        let server = try ServerProcess(arguments: ["--token", "s3cret"])
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let results = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: server.port, token: "s3cret", group: group),
                                                 only: ["§14"])
        #expect(results.map(\.id) == ["§14.2/token"])
        #expect(results.first?.outcome == .pass)
    }

    @Test func everyClientCasePassesAgainstTheReferenceClient() throws {
        let client = try productURL("layercast-client")
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("conform-client-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let results = ConformanceKit.checkClient(ClientUnderTest(
            launcher: .command([client.path, "{host}:{port}", "--headless", "--screenshot", screenshot.path]), group: group, timeout: 20))
        #expect(results.count == ClientCases.all.count)
        for r in results { #expect(r.outcome == .pass, "\(ConformanceReport.line(r))") }
    }
}
