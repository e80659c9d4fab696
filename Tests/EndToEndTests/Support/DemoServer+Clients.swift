import Foundation
import LayercastProtocol
@testable import LayercastClient

/// A client on its own thread with an SDL-free display.
typealias MirrorClient = ClientHost<ClientRig<MirrorDisplay>>
/// The client on its own thread with the real SDL compositor (offscreen driver).
typealias SDLClient = ClientHost<ClientRig<Compositor>>

/// Runs `body` with a started demo server, and stops the server whatever `body` does.
@MainActor
func withDemoServer(_ body: (DemoServer) async throws -> Void) async throws {
    let server = try await DemoServer.start()
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// Runs `body` with `client`, then closes the client whatever `body` does.
@MainActor
func using<D: ClientDisplay & SendableMetatype>(_ client: ClientHost<ClientRig<D>>, _ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch {
        await client.stop { $0.shutDown() }
        throw error
    }
    await client.stop { $0.shutDown() }
}

/// Runs `body` with two clients, then closes both whatever `body` does.
@MainActor
func using<D: ClientDisplay & SendableMetatype, E: ClientDisplay & SendableMetatype>(_ a: ClientHost<ClientRig<D>>, _ b: ClientHost<ClientRig<E>>,
                                               _ body: () async throws -> Void) async throws {
    try await using(a) { try await using(b, body) }
}

extension DemoServer {
    /// A client with a `MirrorDisplay` of `width`×`height` pixels; `scale` nil fits the screen.
    func openMirrorClient(width: Int, height: Int, scale: Double? = nil, name: String,
                          capabilities: Capabilities = ClientSessionConfiguration.implemented) async throws -> MirrorClient {
        let port = self.port
        return try await MirrorClient(name: name) {
            ClientRig(port: port, scale: scale, name: name, display: MirrorDisplay(width: width, height: height),
                      capabilities: capabilities)
        }
    }

    /// A client with the SDL compositor (offscreen video driver, the default render driver: GL
    /// when Mesa has it) and a window of `width`×`height`; `scale` nil fits the screen.
    func openSDLClient(width: Int, height: Int, scale: Double? = nil, name: String) async throws -> SDLClient {
        let port = self.port
        return try await SDLClient(name: name) {
            let compositor = try Compositor(configuration: CompositorConfiguration(
                videoDriver: "offscreen", windowWidth: width, windowHeight: height, scale: scale))
            return ClientRig(port: port, scale: scale, name: name, display: compositor)
        }
    }

    /// Reconnects a client whose connection dropped, and waits until the new connection is
    /// welcomed. Until then the client still shows its old tree and its last welcome: a converge
    /// started at once could pass on them (nothing changed meanwhile) before the resume happened,
    /// and a drop right after would lose the resume token the new welcome carries. On a busy
    /// machine that happened (2026-11-28, under `stress-ng --cpu 4`).
    func reconnect<D: ClientDisplay & SendableMetatype>(_ client: ClientHost<ClientRig<D>>) async throws {
        try await client.run { rig in
            let before = rig.session.connectionCount
            rig.session.connect()
            try rig.run(timeout: 60) { $0.session.connectionCount > before && $0.session.status == .running }
        }
    }

    /// The session id the server gave `client` (waits for the welcome).
    func sessionID<D: ClientDisplay & SendableMetatype>(of client: ClientHost<ClientRig<D>>) async throws -> UInt64 {
        try await client.run { rig in
            try rig.run(timeout: 60) { $0.session.welcome != nil }
            return rig.session.welcome!.sessionID
        }
    }

    /// Converges an SDL client and a mirror until both show the same tree: the app may commit
    /// between the two converges (a timer, a layout pass the last one scheduled), and comparing
    /// their frames needs one tree. Returns its hash.
    /// - Throws: `EndToEndError.treesDiffer` when they still differ after 20 rounds.
    @discardableResult
    func convergeTogether(_ client: SDLClient, _ mirror: MirrorClient) async throws -> UInt64 {
        for _ in 0..<20 {
            let hash = try await converge(client)
            if try await converge(mirror) == hash,
               try await client.run({ rig in rig.session.treeHash }) == hash { return hash }
        }
        throw EndToEndError.treesDiffer("the SDL client's and the mirror's, after 20 rounds of converging both")
    }

    /// Steps `client` until its tree's hash is the server's for the client's scale group, with
    /// the server idle before and after (no turn pending, the group's tree unchanged), so the
    /// client shows what the app shows. Returns the hash.
    /// - Throws: `EndToEndError.timedOut` after `timeout` seconds; the session's error if it ends.
    @discardableResult
    func converge<D: ClientDisplay & SendableMetatype>(_ client: ClientHost<ClientRig<D>>, timeout: Double = 90) async throws -> UInt64 {
        let id = try await sessionID(of: client)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        var last: (client: UInt64, server: UInt64?) = (0, nil)
        while true {
            let idleBefore = !server.needsTurn
            let expected = tree(ofSession: id)?.canonicalHash
            let reached = try await client.run { rig -> UInt64 in
                do {
                    try rig.run(timeout: 0.25) { $0.session.treeHash == expected }
                } catch ClientError.timedOut {
                    // Not yet: the server may still be sending; ask again.
                }
                return rig.session.treeHash
            }
            last = (reached, expected)
            if reached == expected, idleBefore, !server.needsTurn, tree(ofSession: id)?.canonicalHash == expected {
                return reached
            }
            guard clock.now < deadline else {
                throw EndToEndError.timedOut("session \(id) to converge: client tree hash \(String(last.client, radix: 16)), "
                                             + "server's \(last.server.map { String($0, radix: 16) } ?? "none")")
            }
        }
    }
}
