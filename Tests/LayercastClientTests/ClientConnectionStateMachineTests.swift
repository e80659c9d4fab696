import Foundation
import Testing
import LayercastProtocol
@testable import LayercastClient

/// The client's connection rules as a value, with chosen times: the handshake's order, the
/// welcome timeout, the ends (SPEC §2.5), the ack after a presented frame (§12.4) and the
/// reconnect backoff with its resume request (§10.5).
@Suite struct ClientConnectionStateMachineTests {
    static func welcome(token: UInt64 = 77) -> ServerMessage {
        .welcome(WelcomeMessage(sessionID: 3, resumeToken: token, resumed: false,
                                screenSize: CGSize(width: 100, height: 100), capabilities: []))
    }

    static let snapshot = ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 50, operations: []))

    /// A machine connected at `at` and welcomed, with its first snapshot applied.
    static func running(reconnect: ClientReconnectPolicy? = nil, at now: Double = 0) -> ClientConnectionStateMachine {
        var m = ClientConnectionStateMachine(limits: .default, reconnect: reconnect)
        _ = m.connectRequested()
        _ = m.connected(at: now)
        _ = m.received(welcome(), at: now)
        _ = m.received(snapshot, at: now)
        return m
    }

    @Test func connectingSendsAHelloOnceTheConnectionIsUpAndTheWelcomeStartsTheSession() {
        var m = ClientConnectionStateMachine(limits: .default)
        #expect(m.connectRequested() == .openConnection)
        #expect(m.connectRequested() == .none, "a second connect while connecting does nothing")
        #expect(m.status == .connecting)
        #expect(m.connected(at: 1) == .sendHello(resume: nil))
        #expect(m.status == .handshaking)
        guard case .welcomed(let w, let resumed) = m.received(Self.welcome(), at: 1.2) else {
            Issue.record("the welcome is not reported"); return
        }
        #expect(w.resumeToken == 77 && !resumed)
        #expect(m.status == .running)
    }

    @Test func noWelcomeWithinTheTimeoutSaysGoodbyeWithTimeoutAndNotAMomentBefore() {
        var m = ClientConnectionStateMachine(limits: .default, welcomeTimeout: 10)
        _ = m.connectRequested()
        _ = m.connected(at: 100)
        #expect(m.tick(at: 109.999) == .none)
        #expect(m.status == .handshaking)
        guard case .sayGoodbye(let g) = m.tick(at: 110) else { Issue.record("no goodbye at the timeout"); return }
        // §9: timeout is code 13.
        #expect(g.code == .timeout)
        guard case .ended(.timedOut?) = m.status else { Issue.record("not ended with timedOut: \(m.status)"); return }
        #expect(m.reconnectDue == nil)
    }

    @Test func aWelcomedSessionHasNoTimeout() {
        var m = Self.running(at: 0)
        #expect(m.tick(at: 1_000) == .none)
        #expect(m.status == .running)
    }

    @Test func aMessageBreakingTheRulesEndsWithAGoodbyeCarryingItsCode() {
        var m = ClientConnectionStateMachine(limits: .default)
        _ = m.connectRequested()
        _ = m.connected(at: 0)
        // §2.5: before the welcome any other message is unexpectedMessage.
        guard case .sayGoodbye(let g) = m.received(Self.snapshot, at: 0.1) else { Issue.record("no goodbye"); return }
        #expect(g.code == .unexpectedMessage)
        guard case .ended(.protocolViolation(let e)?) = m.status else { Issue.record("not a violation: \(m.status)"); return }
        #expect(e.code == .unexpectedMessage)
        #expect(m.received(Self.welcome(), at: 0.2) == .none, "nothing is read after the end")
    }

    @Test func aRejectOrAServerErrorClosesAndPlansNoReconnect() {
        var m = ClientConnectionStateMachine(limits: .default, reconnect: ClientReconnectPolicy())
        _ = m.connectRequested()
        _ = m.connected(at: 0)
        #expect(m.received(.reject(RejectMessage(code: .unauthorized, reason: "no")), at: 1) == .close)
        #expect(m.status == .ended(.rejected(.unauthorized, "no")))
        #expect(m.reconnectDue == nil)

        var n = Self.running(reconnect: ClientReconnectPolicy())
        #expect(n.received(.error(ErrorMessage(code: .shuttingDown, reason: "bye")), at: 2) == .close)
        #expect(n.status == .ended(.serverError(.shuttingDown, "bye")))
        #expect(n.reconnectDue == nil)
    }

    @Test func aPresentedCommitIsAckedOnceWithTheTimesItArrivedAndShowed() {
        var m = Self.running(at: 4)
        guard case .send(.ack(let ack)) = m.presented(at: 4.02) else { Issue.record("no ack"); return }
        #expect(ack.commitID == 1)
        #expect(ack.receivedTime == 4 && ack.presentedTime == 4.02)
        #expect(ack.treeHash == m.mirror.tree.canonicalHash)
        #expect(m.presented(at: 4.04) == .none, "one ack per applied commit")
    }

    @Test func aLostConnectionReconnectsAfterABackoffThatDoublesUpToItsMaximumAndResumes() {
        var m = Self.running(reconnect: ClientReconnectPolicy(initialDelay: 0.5, maximumDelay: 2), at: 0)
        #expect(m.closed(nil, at: 10) == .none)
        #expect(m.status == .ended(.connectionLost("the server closed the connection")))
        #expect(m.reconnectDue == 10.5)
        #expect(m.tick(at: 10.499) == .none)
        #expect(m.tick(at: 10.5) == .openConnection)
        #expect(m.status == .connecting)
        // Attempts that reach no welcome double the wait: 1 s, then 2 s, then 2 s (the maximum).
        _ = m.connectFailed(.connectionFailed("refused"), at: 11)
        #expect(m.reconnectDue == 12)
        _ = m.tick(at: 12)
        _ = m.connectFailed(.connectionFailed("refused"), at: 12)
        #expect(m.reconnectDue == 14)
        _ = m.tick(at: 14)
        _ = m.connectFailed(.connectionFailed("refused"), at: 14)
        #expect(m.reconnectDue == 16)
        _ = m.tick(at: 16)
        // §10.5: the hello asks to resume with the last welcome's token and the last commit applied.
        #expect(m.connected(at: 16.1) == .sendHello(resume: ResumeRequest(token: 77, lastCommitID: 1)))
        _ = m.received(Self.welcome(token: 78), at: 16.2)
        // A welcome starts the backoff over.
        _ = m.closed(nil, at: 20)
        #expect(m.reconnectDue == 20.5)
    }

    @Test func withoutAPolicyALostConnectionEndsTheSession() {
        var m = Self.running()
        _ = m.closed("reset by peer", at: 3)
        #expect(m.status == .ended(.connectionLost("reset by peer")))
        #expect(m.reconnectDue == nil)
        #expect(m.tick(at: 100) == .none)
    }

    @Test func closingWhileAReconnectIsPlannedCallsItOffAndEndsCleanly() {
        var m = Self.running(reconnect: ClientReconnectPolicy(), at: 0)
        _ = m.closed(nil, at: 1)
        #expect(m.closeRequested(reason: "interrupted") == .none)
        #expect(m.status == .ended(nil))
        #expect(m.reconnectDue == nil)
        #expect(m.tick(at: 5) == .none)
    }

    @Test func closingSaysGoodbyeOnlyOnAConnection() {
        var m = Self.running()
        #expect(m.closeRequested(reason: "done") == .sayGoodbye(GoodbyeMessage(reason: "done")))
        #expect(m.status == .ended(nil))
        var connecting = ClientConnectionStateMachine(limits: .default)
        _ = connecting.connectRequested()
        #expect(connecting.closeRequested(reason: "done") == .close)
        // The connection that comes up after the end is closed, and no hello goes out.
        #expect(connecting.connected(at: 1) == .close)
    }
}
