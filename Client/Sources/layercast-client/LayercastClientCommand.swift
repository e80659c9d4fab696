import ArgumentParser
import Foundation
import LayercastClient
import NIOPosix

/// `layercast-client HOST[:PORT]`: mirrors a Layercast server's screen in a window (or
/// headless, offscreen) and sends the window's mouse, touch and wheel input back.
struct LayercastClientCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-client",
        abstract: "Mirror a Layercast server's screen in an SDL2 window and send input back.",
        discussion: """
            With no display (no DISPLAY or WAYLAND_DISPLAY, or the window cannot open) the client \
            runs headless with SDL's offscreen driver and writes a screenshot \
            (layercast-client.png unless --screenshot says otherwise).
            """)

    @Argument(help: ArgumentHelp("The server, e.g. 127.0.0.1:7878 or [::1]:7878 (default port \(ClientSessionConfiguration.defaultPort)).",
                                 valueName: "HOST[:PORT]"))
    var address: ClientAddress

    @Option(help: "The server's authentication token (required unless the server listens on loopback).")
    var token: String?

    @Flag(help: "Connect with TLS (the server runs with --tls-cert); verifies against the system's CAs unless --tls-ca or --tls-pin.")
    var tls = false

    @Option(name: .customLong("tls-ca"), help: ArgumentHelp("Trust the PEM CA certificate(s) in this file (implies --tls).", valueName: "PATH"))
    var tlsCA: String?

    @Option(name: .customLong("tls-pin"),
            help: ArgumentHelp("Accept only the server certificate with this SHA-256 fingerprint, 64 hex digits, colons allowed (implies --tls).",
                               valueName: "SHA256HEX"))
    var tlsPin: String?

    @Option(name: .customLong("tls-server-name"),
            help: ArgumentHelp("The name to send (SNI) and check in the certificate (default: the host, when it is a name).",
                               valueName: "NAME"))
    var tlsServerName: String?

    @Option(help: ArgumentHelp("The window size in window units.", valueName: "WxH"))
    var window = WindowSize(width: 390, height: 844)

    @Option(help: "Pixels per point (default: fit the server's screen into the window, letterboxed).")
    var scale: Double?

    @Flag(help: "Do not share the clipboard with the server (the client offers no clipboard capability).")
    var noClipboard = false

    @Flag(help: "Run without a window (SDL_VIDEODRIVER=offscreen).")
    var headless = false

    @Option(help: ArgumentHelp("Write a PNG screenshot of the client's frame to this path.", valueName: "PATH"))
    var screenshot: String?

    @Option(help: ArgumentHelp("When to write the screenshot: first-frame, commits (after --commits N), or exit.",
                               valueName: "first-frame|commits|exit"))
    var screenshotAfter: ScreenshotMoment = .firstFrame

    @Option(help: "With --screenshot-after commits: after the frame showing this many snapshots and commits.")
    var commits = 1

    @Flag(help: "Exit (status 0) once the screenshot is written.")
    var exitAfterScreenshot = false

    @Option(help: "The SDL video driver (x11, wayland, offscreen); default: from the environment.")
    var videoDriver: String?

    @Option(help: "The SDL render driver (opengl, opengles2, software); default: the first accelerated one.")
    var renderDriver: String?

    @Flag(help: "When the connection drops, reconnect with backoff and resume the session.")
    var reconnect = false

    @Option(help: ArgumentHelp("Show the server's main screen (mirror) or be a screen of its own for the app (additional).",
                               valueName: "mirror|additional"))
    var attach: AttachMode = .mirror

    @Option(help: ArgumentHelp("Show the server's screen with this id (0 is the main screen; others need a version-4 server).",
                               valueName: "SCREEN"))
    var mirror: UInt32?

    @Option(help: "The name this client gives the server.")
    var name = "layercast-client"

    @Option(help: ArgumentHelp("Benchmarks: drag from the screen's centre with N mouse moves at 60 Hz once the first frame is shown, then exit.", valueName: "N", visibility: .hidden), transform: ScriptedDragDriver.parse)
    var scriptDrag: ScriptedDrag?

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, not \(scale)") }
        guard commits >= 1 else { throw ValidationError("--commits must be at least 1, not \(commits)") }
        if headless, let videoDriver, videoDriver != "offscreen" {
            throw ValidationError("--headless uses the offscreen video driver; it cannot be combined with --video-driver \(videoDriver)")
        }
        _ = try tlsConfiguration()
        if mirror != nil, attach == .additional {
            throw ValidationError("--attach additional and --mirror exclude each other: be a screen, or show one")
        }
        if screenshot == nil, exitAfterScreenshot, !headless {
            throw ValidationError("--exit-after-screenshot needs --screenshot PATH (or --headless)")
        }
    }

    /// The TLS options as a configuration, `nil` for plaintext; a one-line `ValidationError` for
    /// both --tls-ca and --tls-pin, an unreadable CA file or a malformed pin.
    func tlsConfiguration() throws -> ClientTLSConfiguration? {
        guard tls || tlsCA != nil || tlsPin != nil || tlsServerName != nil else { return nil }
        do {
            switch (tlsCA, tlsPin) {
            case (_?, _?): throw ValidationError("--tls-ca and --tls-pin exclude each other: trust a CA or pin the certificate")
            case let (ca?, nil): return try ClientTLSConfiguration.trustRoots(caFile: ca, serverName: tlsServerName)
            case let (nil, pin?): return try ClientTLSConfiguration.pinned(sha256: pin, serverName: tlsServerName)
            case (nil, nil): return ClientTLSConfiguration(verification: .systemTrustRoots, serverName: tlsServerName)
            }
        } catch let error as ClientError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let runner = ClientRunner(options: self)
        let status = runner.run()
        if status != 0 { throw ExitCode(status) }
    }
}
