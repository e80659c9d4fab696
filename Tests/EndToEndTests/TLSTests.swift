import Foundation
import LayercastGraphics
import LayercastProtocol
import LayercastServer
import LayercastUI
import Logging
import NIOPosix
import NIOSSL
import Testing
@testable import LayercastClient

/// SPEC §14.1 over real TCP on loopback: a server with the fixture certificate
/// (`Fixtures/TLS/`, see its README) and in-process clients that verify it against the test CA,
/// pin it, or get it wrong; and each side meeting the other without TLS.
extension InProcessServerTests {
    @Suite struct TLSTests {
        // MARK: - Converging over TLS

        /// The ways a client accepts the fixture certificate: the CA with the address checked
        /// against the certificate's IP name, the CA with SNI `localhost`, and the pin.
        static let acceptingClients: [String] = ["ca", "ca+localhost", "pin"]

        @MainActor @Test(arguments: acceptingClients)
        func aTLSClientConvergesToTheServersTreeHash(client kind: String) async throws {
            let tls = try Self.clientTLS(kind)
            try await TLSServer.with(tls: true) { server in
                let client = try await server.openClient(tls: tls, name: "tls-\(kind)")
                try await usingRig(client) {
                    let hash = try await server.converge(client)
                    #expect(hash != 0)
                    #expect(server.server.sessionIDs.count == 1)
                }
            }
            EndToEndProcess.ran()
        }

        // MARK: - Refused certificates

        @MainActor @Test func aClientThatTrustsAnotherCAFailsWithACertificateError() async throws {
            let tls = try ClientTLSConfiguration.trustRoots(caFile: Self.fixture("other-ca.pem"))
            try await Self.expectTLSFailure(client: tls, containing: "certificate was not accepted")
            EndToEndProcess.ran()
        }

        /// The server's certificate names `localhost` only. A client naming another server, or
        /// connecting to 127.0.0.1 without a name (the address is then what is checked), refuses it;
        /// naming `localhost` is accepted.
        @MainActor @Test(arguments: [(nil, false), ("not-localhost.example", false), ("localhost", true)] as [(String?, Bool)])
        func theCertificateMustNameTheServer(serverName: String?, accepted: Bool) async throws {
            let tls = try ClientTLSConfiguration.trustRoots(caFile: Self.fixture("ca.pem"), serverName: serverName)
            if accepted {
                try await TLSServer.with(tls: true, certificate: "server-name-only.pem") { server in
                    let client = try await server.openClient(tls: tls, name: "named")
                    try await usingRig(client) { try await server.converge(client) }
                }
            } else {
                try await Self.expectTLSFailure(client: tls, certificate: "server-name-only.pem",
                                                goodClient: try .trustRoots(caFile: Self.fixture("ca.pem"), serverName: "localhost"),
                                                containing: "does not name the server", serverLogs: false)
            }
            EndToEndProcess.ran()
        }

        @MainActor @Test func aPinMismatchFailsNamingBothFingerprints() async throws {
            let wrong = String(repeating: "ab", count: 32)
            let tls = try ClientTLSConfiguration.pinned(sha256: wrong)
            let seen = try String(contentsOfFile: Self.fixture("server.sha256"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let colonSeparated = stride(from: 0, to: seen.count, by: 2).map { i -> String in
                let start = seen.index(seen.startIndex, offsetBy: i)
                return seen[start..<seen.index(start, offsetBy: 2)].uppercased()
            }.joined(separator: ":")
            try await Self.expectTLSFailure(client: tls, containing: "does not match the pin: its SHA-256 is \(colonSeparated)")
            EndToEndProcess.ran()
        }

        /// Starts a TLS server with a converged good client, connects a client with `tls` that
        /// must fail with `ClientError.tlsFailed` containing `text`, then checks the good client
        /// still gets answers (a resync's snapshot) and the server lists only it (and, when
        /// `serverLogs`, logged the failed handshake).
        @MainActor static func expectTLSFailure(client tls: ClientTLSConfiguration, certificate: String = "server.pem",
                                                goodClient: ClientTLSConfiguration? = nil, containing text: String,
                                                serverLogs: Bool = true) async throws {
            let goodTLS = try goodClient ?? clientTLS("ca")
            try await TLSServer.with(tls: true, certificate: certificate) { server in
                let good = try await server.openClient(tls: goodTLS, name: "good")
                try await usingRig(good) {
                    try await server.converge(good)
                    let goodSession = try #require(server.server.sessionIDs.first)
                    let bad = try await server.openClient(tls: tls, name: "refused")
                    try await usingRig(bad) {
                        let error = try await bad.run { rig in try rig.runUntilEnded() }
                        guard case .tlsFailed(let reason)? = error else {
                            Issue.record("expected tlsFailed, got \(String(describing: error))")
                            return
                        }
                        #expect(reason.contains(text), "\(reason)")
                    }
                    try await server.expectServing(good, onlySession: goodSession)
                    // The name is checked after the handshake: the server sees only a close.
                    if serverLogs {
                        // The server logs the failure on its event loop, which may come after the
                        // client has already reported its side.
                        try await waitUntil("the server logs the failed handshake", timeout: 10,
                                            detail: { "\(server.log)" }) {
                            server.log.contains { $0.contains("TLS handshake failed") }
                        }
                    }
                }
            }
        }

        // MARK: - One side without TLS

        @MainActor @Test func aPlaintextClientOfATLSServerFailsAndOtherSessionsCarryOn() async throws {
            try await TLSServer.with(tls: true) { server in
                let good = try await server.openClient(tls: try Self.clientTLS("pin"), name: "good")
                try await usingRig(good) {
                    try await server.converge(good)
                    let goodSession = try #require(server.server.sessionIDs.first)
                    let plain = try await server.openClient(tls: nil, name: "plaintext")
                    try await usingRig(plain) {
                        let error = try await plain.run { rig in try rig.runUntilEnded() }
                        // The server answers the plaintext hello with a TLS alert and closes; the
                        // client recognises the record. Never a welcome, never a hang.
                        guard case .tlsFailed(let reason)? = error else {
                            Issue.record("expected tlsFailed, got \(String(describing: error))")
                            return
                        }
                        #expect(reason.contains("requires TLS"), "\(reason)")
                        #expect(try await plain.run { $0.session.welcome == nil })
                    }
                    try await waitUntil("the server to log the failed handshake") {
                        server.log.contains { $0.contains("TLS handshake failed") }
                    }
                    try await server.expectServing(good, onlySession: goodSession)
                }
            }
            EndToEndProcess.ran()
        }

        @MainActor @Test func aTLSClientOfAPlaintextServerFailsAtOnce() async throws {
            try await TLSServer.with(tls: false) { server in
                let client = try await server.openClient(tls: try Self.clientTLS("ca"), name: "tls-to-plain")
                try await usingRig(client) {
                    let error = try await client.run { rig in try rig.runUntilEnded() }
                    guard case .tlsFailed(let reason)? = error else {
                        Issue.record("expected tlsFailed, got \(String(describing: error))")
                        return
                    }
                    #expect(reason.contains("TLS handshake"), "\(reason)")
                }
                #expect(server.log.contains { $0.contains("started a TLS handshake") }, "\(server.log)")
                // The server still serves plaintext clients.
                let plain = try await server.openClient(tls: nil, name: "plaintext")
                try await usingRig(plain) { try await server.converge(plain) }
            }
            EndToEndProcess.ran()
        }

        // MARK: - Options

        @Test func pinsParseInEveryFormOpensslPrintsAndRefuseOthers() throws {
            let hex = try String(contentsOfFile: Self.fixture("server.sha256"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let certificate = try #require(try NIOSSLCertificate.fromPEMFile(Self.fixture("server.pem")).first)
            // The client's own SHA-256 agrees with openssl's.
            let fingerprint = try ClientTLSConfiguration.fingerprint(of: certificate)
            #expect(fingerprint.map { String(format: "%02x", $0) }.joined() == hex)
            let colons = ClientTLSConfiguration.hexString(fingerprint)
            for form in [hex, hex.uppercased(), colons, "sha256:" + hex] {
                #expect(try ClientTLSConfiguration.pinned(sha256: form).verification == .pinnedCertificate(sha256: fingerprint))
            }
            for bad in ["", "abc", String(hex.dropLast()), String(hex.dropLast()) + "g"] {
                #expect(throws: ClientError.self) { try ClientTLSConfiguration.pinned(sha256: bad) }
            }
            #expect(throws: ClientError.self) { try ClientTLSConfiguration.trustRoots(caFile: "/nonexistent/ca.pem") }
            #expect(throws: ClientError.self) { try ClientTLSConfiguration.trustRoots(caFile: Self.fixture("server.sha256")) }
            #expect(throws: LayercastServerError.self) {
                try ServerTLSConfiguration(certificateChainFile: Self.fixture("server.pem"), privateKeyFile: "/nonexistent/key.pem")
            }
            #expect(throws: LayercastServerError.self) {
                try ServerTLSConfiguration(certificateChainFile: Self.fixture("server-key.pem"), privateKeyFile: Self.fixture("server-key.pem"))
            }
            EndToEndProcess.ran()
        }

        // MARK: - Support

        /// The path of a file in `Fixtures/TLS/`.
        static func fixture(_ name: String) -> String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/TLS").appendingPathComponent(name).path
        }

        /// A client configuration that accepts the fixture certificate (see `acceptingClients`).
        static func clientTLS(_ kind: String) throws -> ClientTLSConfiguration {
            switch kind {
            case "ca": return try .trustRoots(caFile: fixture("ca.pem"))
            case "ca+localhost": return try .trustRoots(caFile: fixture("ca.pem"), serverName: "localhost")
            default:
                let hex = try String(contentsOfFile: fixture("server.sha256"), encoding: .utf8)
                return try .pinned(sha256: hex.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }
}
