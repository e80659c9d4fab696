import Foundation
import LayercastProtocol

/// The kit's two runs: against a server (the kit plays its clients) and against a client (the
/// kit plays its server).
public enum ConformanceKit {
    /// Runs the server cases. A bystander session is opened first and checked last: every
    /// malformed case's connection must close without disturbing another session (§2.5, §9).
    public static func checkServer(_ server: ServerUnderTest, only: [String] = [],
                                   report: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        var bystander: KitClient?
        do {
            var b = try KitClient.handshake(server)
            try b.nextUpdate(timeout: server.timeout)
            bystander = b
        } catch {
            let result = CaseResult(id: "§10.2/reachable", section: "§10.2", title: "the server accepts a connection and a hello",
                                    requirement: .must, outcome: .fail("\(error)"), seconds: 0)
            report(result)
            return [result]
        }
        var results = ConformanceRunner.run(ServerCases.all, context: server, only: only, report: report)
        guard var b = bystander, ConformanceRunner.selected("§9", only) else {
            bystander?.peer.close()
            return results
        }
        let start = Date()
        var outcome = Outcome.fail("the bystander session got no snapshot after a resync request")
        do {
            try b.peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: b.lastCommit)))
            while try b.nextUpdate(timeout: server.timeout) != .snapshot {}
            outcome = .pass
        } catch {
            outcome = .fail("\(error)")
        }
        let result = CaseResult(id: "§9/other-sessions-unaffected", section: "§9",
                                title: "a session open through every case is still served: a resync answers", requirement: .must,
                                outcome: outcome, seconds: Date().timeIntervalSince(start))
        report(result)
        results.append(result)
        b.peer.close()
        return results
    }

    /// Runs the client cases, starting the client (or waiting for it) once per case.
    public static func checkClient(_ client: ClientUnderTest, only: [String] = [],
                                   report: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        ConformanceRunner.run(ClientCases.all, context: client, only: only, report: report)
    }
}
