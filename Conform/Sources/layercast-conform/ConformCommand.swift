import ArgumentParser
import Foundation
import LayercastConformance
import NIOPosix

/// `layercast-conform`: checks a Layercast client or server against Protocol/SPEC.md, rule by rule.
@main
struct ConformCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-conform",
        abstract: "Check a Layercast client or server against the SPEC, one numbered case per rule.",
        subcommands: [ServerMode.self, ClientMode.self])
}

/// What both modes share: selection and output.
struct OutputOptions: ParsableArguments {
    @Option(help: "Run only these SPEC sections, comma-separated (e.g. §10,§12 or 10,12).")
    var only: String?

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    @Flag(help: "Treat SHOULDs as MUSTs.")
    var strict = false

    @Option(help: "Seconds to wait for each answer.")
    var timeout = 5.0

    var sections: [String] { only.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [] }

    func validate() throws {
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// Prints the summary, writes the JUnit file, and fails when a case failed.
    func finish(_ results: [CaseResult], name: String) throws {
        print(ConformanceReport.summary(results, strict: strict))
        if let junit {
            try ConformanceReport.junit(results, name: name, strict: strict).write(toFile: junit, atomically: true, encoding: .utf8)
        }
        if results.contains(where: { $0.fails(strict: strict) }) { throw ExitCode(1) }
    }
}

/// Splits HOST:PORT.
func parseAddress(_ text: String) throws -> (String, Int) {
    guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (1...65535).contains(port) else {
        throw ValidationError("expected HOST:PORT, got '\(text)'")
    }
    return (String(text[..<colon]), port)
}

struct ServerMode: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "server", abstract: "Act as clients against a server under test at HOST:PORT.")

    @Argument(help: "The server under test, HOST:PORT.")
    var address: String

    @Option(help: "The token the server requires (§14.2).")
    var token: String?

    @OptionGroup var output: OutputOptions

    func validate() throws { _ = try parseAddress(address) }

    func run() throws {
        let (host, port) = try parseAddress(address)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let server = ServerUnderTest(host: host, port: port, token: token, group: group, timeout: output.timeout)
        let results = ConformanceKit.checkServer(server, only: output.sections) { print(ConformanceReport.line($0)) }
        try output.finish(results, name: "layercast-conform server \(address)")
    }
}

struct ClientMode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "client",
        abstract: "Act as a server for a client under test: start it with --exec for each case, or listen and let the tester start it.")

    @Option(help: "Listen here, HOST:PORT (default 127.0.0.1 and a free port per case, with --exec).")
    var listen: String?

    @Option(parsing: .unconditional, help: "The command that starts the client, with {host} and {port} (e.g. \"layercast-client {host}:{port} --headless\").")
    var exec: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let listen { _ = try parseAddress(listen) }
        guard exec != nil || listen != nil else { throw ValidationError("give --exec COMMAND, or --listen HOST:PORT and start the client for each case") }
    }

    func run() throws {
        let (host, port) = try listen.map(parseAddress) ?? ("127.0.0.1", 0)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let launcher: ClientUnderTest.Launcher = exec.map { .command($0.split(separator: " ").map(String.init)) } ?? .manual
        if case .manual = launcher { print("layercast-conform: listening on \(host):\(port); connect the client under test once per case") }
        let client = ClientUnderTest(launcher: launcher, host: host, port: port, group: group, timeout: max(output.timeout, 10))
        let results = ConformanceKit.checkClient(client, only: output.sections) { print(ConformanceReport.line($0)) }
        try output.finish(results, name: "layercast-conform client")
    }
}
