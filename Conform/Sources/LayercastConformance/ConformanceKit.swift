import Foundation
import LayercastProtocol

/// The kit's two runs: against a server (the kit plays its clients) and against a client (the
/// kit plays its server).
public enum ConformanceKit {
    /// Runs the server cases. A bystander session is opened first and checked last: every
    /// malformed case's connection must close without disturbing another session (§2.5, §9).
    public static func checkServer(_ server: ServerUnderTest, only: [String] = [],
                                   report: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        checkServer(server, cases: ServerCases.all, only: only, report: report)
    }

    /// `checkServer` over `cases` (the kit's own tests run cases of their own). It stops after
    /// the first result for which `stop` is true, and then skips the bystander's check too.
    static func checkServer(_ server: ServerUnderTest, cases: [ConformanceCase<ServerUnderTest>], only: [String] = [],
                            stop: (CaseResult) -> Bool = { _ in false },
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
        // The bystander behaves as a live client meanwhile: it reads what the server sends and
        // answers its pings (§11.6), so a server that rightly closes a silent client does not
        // fail this case however long the run takes.
        let pump = bystander.map { BystanderPump($0) }
        pump?.start()
        var results = ConformanceRunner.run(cases, context: server, only: only, stop: stop, report: report)
        let stopped = results.last.map(stop) ?? false
        guard let pump, ConformanceRunner.selected("§9", only), !stopped else {
            pump?.finish().peer.close()
            return results
        }
        var b = pump.finish()
        let start = Date()
        var outcome = Outcome.fail("the bystander session got no snapshot after a resync request")
        do {
            if let failure = pump.failure { throw ConformanceError.script("while the cases ran: \(failure)") }
            try b.resync(timeout: server.timeout)
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

/// Keeps the bystander session alive while the cases run: a thread of its own reads the
/// server's messages and applies them as a client does (answering pings, acknowledging
/// updates), until `finish()`.
final class BystanderPump: @unchecked Sendable {
    // @unchecked: `client` is touched only by the pump's thread until `finish()` has seen it
    // stop (under `condition`), then only by the caller.
    private let condition = NSCondition()
    private var client: KitClient
    private var stopping = false
    private var stopped = false
    /// What broke the bystander's session while the cases ran, if anything.
    private(set) var failure: String?

    init(_ client: KitClient) { self.client = client }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "conformance-bystander"
        thread.start()
    }

    private func run() {
        while !isStopping {
            switch client.peer.next(timeout: 0.1) {
            case .timedOut: continue
            case .message(let message):
                // Every update acknowledged, as a live client does (§12.4): a server holds its
                // updates while too many are unacknowledged.
                do { if try client.apply(message) != nil { try client.ack() } } catch { failure = "\(error)" }
            case .closed: failure = "the server closed the bystander's connection"
            case .invalid(let error): failure = "the server's bytes broke the protocol: \(error)"
            }
            if failure != nil { break }
        }
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Stops the thread and hands the session back.
    func finish() -> KitClient {
        condition.lock()
        stopping = true
        while !stopped { condition.wait() }
        condition.unlock()
        return client
    }
}
