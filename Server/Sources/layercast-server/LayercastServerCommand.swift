import ArgumentParser
import Foundation
import Logging
import LayercastDemo
import LayercastServer
import LayercastUI
import NIOPosix

/// `layercast-server`: serves an app to Layercast clients.
@main
struct LayercastServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-server",
        abstract: "Serve a UIKit-style app to Layercast clients over TCP.",
        discussion: "Listens on 127.0.0.1 unless --host says otherwise; any other address needs --token.")

    enum App: String, ExpressibleByArgument, CaseIterable {
        case demo, placeholder
    }

    @Option(help: "Address to listen on. Non-loopback addresses require --token.")
    var host = "127.0.0.1"

    @Option(help: "TCP port to listen on (0 picks a free one).")
    var port = ServerConfiguration.defaultPort

    @Option(help: "Shared secret clients must present (required beyond loopback).")
    var token: String?

    @Option(name: .customLong("record"), help: "Directory to record each session's outgoing stream in (read with layercast-dump).")
    var recordDirectory: String?

    @Option(name: .customLong("tls-cert"), help: "PEM certificate chain (server certificate first): serve TLS only (needs --tls-key).")
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"), help: "PEM private key of --tls-cert.")
    var tlsKey: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    @Option(help: "The app to serve: \(App.allCases.map(\.rawValue).joined(separator: ", ")).")
    var app = App.demo

    @Option(help: "The logical screen in points, WIDTHxHEIGHT.")
    var screen = "390x844"

    @Option(name: .customLong("ping-interval"), help: "Seconds between pings to a quiet client (SPEC §11.6).")
    var pingInterval = 5.0

    @Option(name: .customLong("ping-timeout"), help: "Seconds a client has to answer a ping before it is closed.")
    var pingTimeout = 15.0

    func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("unknown --log-level '\(logLevel)'")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535") }
        guard parsedScreen != nil else { throw ValidationError("--screen must look like 390x844 (positive numbers)") }
        guard pingInterval.isFinite, pingInterval > 0, pingTimeout.isFinite, pingTimeout > 0 else {
            throw ValidationError("--ping-interval and --ping-timeout must be positive numbers of seconds")
        }
        do {
            try ServerConfiguration(host: host, port: port, token: token).validate()
        } catch {
            throw ValidationError(error.description)
        }
        _ = try tlsConfiguration()
        if let recordDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: recordDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--record: '\(recordDirectory)' is not a directory")
            }
        }
    }

    /// The TLS configuration the options name, `nil` without them; throws a one-line
    /// `ValidationError` for a lone option or a file that is missing or does not fit.
    private func tlsConfiguration() throws -> ServerTLSConfiguration? {
        switch (tlsCertificate, tlsKey) {
        case (nil, nil): return nil
        case (_?, nil): throw ValidationError("--tls-cert needs --tls-key (the certificate's PEM private key)")
        case (nil, _?): throw ValidationError("--tls-key needs --tls-cert (the PEM certificate chain)")
        case let (certificate?, key?):
            do {
                let tls = try ServerTLSConfiguration(certificateChainFile: certificate, privateKeyFile: key)
                _ = try tls.makeContext()
                return tls
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    private var parsedScreen: CGSize? {
        let parts = screen.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: "layercast.server")
        logger.logLevel = level
        var configuration = ServerConfiguration(
            host: host, port: port, token: token,
            recordingDirectory: recordDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
            logger: logger, tls: try tlsConfiguration())
        configuration.pingInterval = .nanoseconds(Int64(pingInterval * 1e9))
        configuration.pingTimeout = .nanoseconds(Int64(pingTimeout * 1e9))
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, ProcessInfo.processInfo.activeProcessorCount))
        let app = self.app, screen = parsedScreen ?? CGSize(width: 390, height: 844)
        let serving = Task { try await Self.serve(app: app, screen: screen, configuration: configuration, group: group) }
        // SIGTERM/SIGINT end the serving task: the server tells each client it is shutting down,
        // closes, and the process exits 0.
        let signalLogger = logger
        let signals = ShutdownSignals { name in
            signalLogger.notice("\(name): shutting down")
            serving.cancel()
        }
        defer { signals.cancel() }
        do {
            try await serving.value
        } catch let error as LayercastServerError {
            try? await group.shutdownGracefully()
            throw ValidationError(error.description)
        }
        try? await group.shutdownGracefully()
        logger.notice("stopped")
    }

    @MainActor
    static func serve(app: App, screen: CGSize, configuration: ServerConfiguration,
                      group: MultiThreadedEventLoopGroup) async throws {
        let delegate: any UIApplicationDelegate = switch app {
        case .demo: makeDemoApplicationDelegate()
        case .placeholder: PlaceholderAppDelegate()
        }
        try await LayercastServer.serve(delegate: delegate, screen: ServedScreen(size: screen),
                                        configuration: configuration, eventLoopGroup: group)
    }
}
