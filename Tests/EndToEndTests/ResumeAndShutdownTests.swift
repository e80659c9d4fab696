import Foundation
import LayercastProtocol
import LayercastServer
import Testing
@testable import LayercastClient

/// A real `ClientSession` whose connection drops resumes without the app noticing (SPEC §10.5),
/// and the real `layercast-server` process says `shuttingDown` to its clients and exits 0 on
/// SIGTERM and SIGINT (§11.5).
extension InProcessServerTests {
    @Suite struct ResumeAndShutdownTests {
        /// Drops the socket under a converged client (no goodbye), lets the app commit meanwhile
        /// (another client taps the demo's button), reconnects: the welcome says resumed, the
        /// session id is the same, the tree and held contents are kept, the client converges to
        /// the server's hash, and the resume costs far fewer bytes than the first connection.
        @MainActor @Test func aDroppedClientSessionResumesAndKeepsItsTreeAndContents() async throws {
            try await withDemoServer { server in
                let client = try await server.openMirrorClient(width: 390, height: 844, name: "e2e-resume")
                let tapper = try await server.openMirrorClient(width: 390, height: 844, name: "e2e-tapper")
                try await using(client, tapper) {
                    try await server.converge(client)
                    try await server.converge(tapper)
                    let id = try await server.sessionID(of: client)
                    let held = try await client.run { $0.session.heldContents }
                    let firstConnectionBytes = try #require(server.server.bytesSent(toSession: id))
                    try await client.run { $0.session.disconnectAbruptly() }
                    try await waitUntil("the server to park the dropped session") { server.server.parkedSessionIDs == [id] }

                    let text = server.tapCountText
                    let button = server.demo.tapButtonFrame
                    let p = CGPoint(x: button.midX, y: button.midY)
                    try await tapper.run { rig in
                        rig.session.inject([.mouse(phase: .began, location: p, button: 1), .mouse(phase: .ended, location: p, button: 1)])
                        rig.step(3)
                    }
                    try await waitUntil("the app to count the tap") { server.tapCountText != text }

                    try await server.reconnect(client)
                    let hash = try await server.converge(client)
                    let after = try await client.run { rig in
                        (resumed: rig.session.welcome?.resumed, id: rig.session.welcome?.sessionID,
                         connections: rig.session.connectionCount, held: rig.session.heldContents,
                         referenced: rig.display.tree.referencedContents())
                    }
                    #expect(after.resumed == true)
                    #expect(after.id == id)
                    #expect(after.connections == 2)
                    #expect(server.tree(ofSession: id)?.canonicalHash == hash)
                    // Contents held before and still shown are still held: they were not sent again.
                    #expect(held.intersection(after.referenced).isSubset(of: after.held))
                    let resumeBytes = try #require(server.server.bytesSent(toSession: id)) - firstConnectionBytes
                    print("layercast e2e: resume cost \(resumeBytes) bytes, the first connection \(firstConnectionBytes)")
                    #expect(resumeBytes * 10 < firstConnectionBytes, "resume \(resumeBytes) B, first connection \(firstConnectionBytes) B")
                    #expect(server.server.statistics.resumes == 1)
                }
            }
            EndToEndProcess.ran()
        }

        /// The executable, a connected client, then the signal: the client ends with the
        /// server's `error` `shuttingDown`, and the process exits with status 0.
        @MainActor @Test(arguments: [SIGTERM, SIGINT])
        func theServerProcessSaysShuttingDownAndExitsZeroOnASignal(_ signal: Int32) async throws {
            let process = try ServerProcess(arguments: ["--app", "placeholder", "--log-level", "info"])
            let port = try await process.waitForPort()
            let client = try await MirrorClient(name: "e2e-signal") {
                ClientRig(port: port, scale: nil, name: "e2e-signal", display: MirrorDisplay(width: 390, height: 844))
            }
            try await using(client) {
                try await client.run { rig in try rig.run(timeout: 60) { $0.session.appliedCommitCount >= 1 } }
                process.send(signal)
                let (code, status) = try await client.run { rig -> (ProtocolError.Code?, String) in
                    try? rig.run(timeout: 60) { $0.session.isEnded }
                    guard case .ended(.serverError(let code, _)?) = rig.session.status else { return (nil, "\(rig.session.status)") }
                    return (code, "\(rig.session.status)")
                }
                #expect(code == .shuttingDown, "the client's session: \(status)")
            }
            #expect(try await process.waitForExit() == 0, "\(process.output)")
            #expect(process.process.terminationReason == .exit)
            #expect(process.output.contains("shutting down"), "\(process.output)")
            EndToEndProcess.ran()
        }
    }
}
