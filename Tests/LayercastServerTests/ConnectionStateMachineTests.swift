import Foundation
import Testing
import LayercastProtocol
import NIOCore
@testable import LayercastServer

/// The connection rules as a value, at chosen times (SPEC §2.5, §8 L7, §10, §11.6).
@Suite struct ConnectionStateMachineTests {
    static let t0 = NIODeadline.uptimeNanoseconds(1_000_000_000)
    static func hello(token: String? = nil, min: UInt16 = ProtocolVersion.oldest,
                      max: UInt16 = ProtocolVersion.current) -> HelloMessage {
        HelloMessage(minVersion: min, maxVersion: max, capabilities: [.animations, .zstd], token: token, name: "m",
                     screen: ScreenDescription(widthPixels: 390, heightPixels: 844, scale: 1, refreshRate: 60))
    }
    static let goodbye = ClientMessage.goodbye(GoodbyeMessage(reason: "bye"))

    func established(maxMessagesPerSecond: Int = 1000) -> ConnectionStateMachine {
        var m = ConnectionStateMachine(serverCapabilities: [.animations], token: nil, maxMessagesPerSecond: maxMessagesPerSecond)
        _ = m.received(.hello(Self.hello()), at: Self.t0)
        return m
    }

    @Test func aHelloIsAcceptedWithTheHighestCommonVersionAndTheCommonCapabilities() {
        var m = ConnectionStateMachine(serverCapabilities: [.animations], token: nil, maxMessagesPerSecond: 1000)
        let hello = Self.hello(min: 1, max: 7)
        #expect(m.received(.hello(hello), at: Self.t0)
                == .accept(hello, version: ProtocolVersion.current, capabilities: [.animations]))
        #expect(m.state == .established)
        #expect(m.received(Self.goodbye, at: Self.t0) == .forward(Self.goodbye))
    }

    /// SPEC §10.4: `caretLayer` is accepted only in version 4 and only beside `keyboard`.
    @Test func theCaretLayerIsAcceptedOnlyWithTheKeyboardFromVersionFour() {
        func accepted(_ offered: Capabilities, max: UInt16 = ProtocolVersion.current) -> Capabilities? {
            var m = ConnectionStateMachine(serverCapabilities: .all, token: nil, maxMessagesPerSecond: 1000)
            let hello = HelloMessage(minVersion: 1, maxVersion: max, capabilities: offered, name: "m",
                                     screen: ScreenDescription(widthPixels: 390, heightPixels: 844, scale: 1, refreshRate: 60))
            guard case .accept(_, _, let capabilities) = m.received(.hello(hello), at: Self.t0) else { return nil }
            return capabilities
        }
        #expect(accepted([.keyboard, .caretLayer]) == [.keyboard, .caretLayer])
        #expect(accepted([.caretLayer]) == [])
        #expect(accepted([.keyboard, .caretLayer], max: 3) == [.keyboard])
    }

    @Test func anythingBeforeHelloIsUnexpectedAndASecondHelloToo() {
        var m = ConnectionStateMachine(serverCapabilities: [], token: nil, maxMessagesPerSecond: 1000)
        guard case .close(.error(let e)) = m.received(Self.goodbye, at: Self.t0) else { Issue.record("not closed"); return }
        #expect(e.code == .unexpectedMessage)
        #expect(m.state == .closed)
        #expect(m.received(.hello(Self.hello()), at: Self.t0) == .none, "nothing is read after the close")

        var n = established()
        guard case .close(.error(let e2)) = n.received(.hello(Self.hello()), at: Self.t0) else { Issue.record("not closed"); return }
        #expect(e2.code == .unexpectedMessage)
    }

    @Test func aVersionOutsideTheServersRangeIsRejectedNotErrored() {
        var m = ConnectionStateMachine(serverCapabilities: [], token: nil, maxMessagesPerSecond: 1000)
        let far = ProtocolVersion.current + 1
        guard case .close(.reject(let r)) = m.received(.hello(Self.hello(min: far, max: far)), at: Self.t0) else {
            Issue.record("not rejected"); return
        }
        #expect(r.code == .unsupportedVersion)
        // After the handshake the same code is an error (§10.3 is for the handshake only).
        var n = established()
        guard case .close(.error(let e)) = n.fail(ProtocolError(.unsupportedVersion, "x")) else { Issue.record("no error"); return }
        #expect(e.code == .unsupportedVersion)
    }

    @Test func aWrongTokenIsRefusedOnlyAfterTheDelayAndNothingIsReadMeanwhile() {
        var m = ConnectionStateMachine(serverCapabilities: [], token: "secret", maxMessagesPerSecond: 1000)
        #expect(m.received(.hello(Self.hello(token: "guess")), at: Self.t0) == .refuseAfterDelay)
        #expect(m.state == .refusing)
        #expect(m.received(Self.goodbye, at: Self.t0) == .none)
        #expect(m.inputClosed(bufferedBytes: 0) == .none, "the reject is still on its way")
        #expect(m.handshakeTimedOut() == .none)
        guard case .close(.reject(let r)) = m.refusalDelayElapsed() else { Issue.record("no reject"); return }
        #expect(r.code == .unauthorized)
        var ok = ConnectionStateMachine(serverCapabilities: [], token: "secret", maxMessagesPerSecond: 1000)
        guard case .accept = ok.received(.hello(Self.hello(token: "secret")), at: Self.t0) else { Issue.record("refused"); return }
    }

    @Test func theHandshakeTimeoutClosesOnlyAConnectionStillWaiting() {
        var waiting = ConnectionStateMachine(serverCapabilities: [], token: nil, maxMessagesPerSecond: 1000)
        guard case .close(.error(let e)) = waiting.handshakeTimedOut() else { Issue.record("not closed"); return }
        #expect(e.code == .timeout)
        var m = established()
        #expect(m.handshakeTimedOut() == .none)
    }

    /// §8 L7: at most maxMessagesPerSecond in a one-second window; the window restarts after 1 s.
    @Test func theRateLimitCountsMessagesPerOneSecondWindow() {
        var m = established(maxMessagesPerSecond: 3)
        // The hello opened the window at t0 and counted as its first message.
        #expect(m.received(Self.goodbye, at: Self.t0 + .milliseconds(100)) == .forward(Self.goodbye))
        #expect(m.received(Self.goodbye, at: Self.t0 + .milliseconds(999)) == .forward(Self.goodbye))
        guard case .close(.error(let e)) = m.received(Self.goodbye, at: Self.t0 + .milliseconds(999)) else {
            Issue.record("the fourth message in the window passed"); return
        }
        #expect(e.code == .rateLimited)

        var n = established(maxMessagesPerSecond: 3)
        for ms in [100, 200] { #expect(n.received(Self.goodbye, at: Self.t0 + .milliseconds(Int64(ms))) == .forward(Self.goodbye)) }
        // One second after the window opened, a new one starts.
        for ms in [1000, 1001, 1002] {
            #expect(n.received(Self.goodbye, at: Self.t0 + .milliseconds(Int64(ms))) == .forward(Self.goodbye))
        }
    }

    /// §11.6: one ping outstanding at a time; its timeout counts from its write; a late pong of
    /// an older ping neither clears nor fails.
    @Test func pingsWaitForTheirPongAndTimeOutFromTheirWrite() {
        var m = established()
        #expect(m.pingDue() == .sendPing(nonce: 1))
        #expect(m.pingDue() == .none, "the next ping waits for the outstanding one")
        #expect(m.pongTimedOut(nonce: 1) == .none, "no timeout runs before the ping is written")
        #expect(m.pingWritten(nonce: 1) == .awaitPong(nonce: 1))
        #expect(m.received(.pong(PongMessage(nonce: 1)), at: Self.t0) == .none)
        #expect(m.pongTimedOut(nonce: 1) == .none, "answered in time")
        #expect(m.pingDue() == .sendPing(nonce: 2))
        #expect(m.pingWritten(nonce: 2) == .awaitPong(nonce: 2))
        #expect(m.received(.pong(PongMessage(nonce: 1)), at: Self.t0) == .none, "a late pong is not an error")
        guard case .close(.error(let e)) = m.pongTimedOut(nonce: 2) else { Issue.record("not closed"); return }
        #expect(e.code == .timeout)
        #expect(m.pingDue() == .none)
    }

    @Test func endingItsSideInsideAFrameIsMalformedAndBetweenFramesIsAQuietClose() {
        var m = established()
        guard case .close(.error(let e)) = m.inputClosed(bufferedBytes: 7) else { Issue.record("not told"); return }
        #expect(e.code == .malformed)
        var n = established()
        #expect(n.inputClosed(bufferedBytes: 0) == .closeQuietly)
        var waiting = ConnectionStateMachine(serverCapabilities: [], token: nil, maxMessagesPerSecond: 1000)
        guard case .close(.error(let e2)) = waiting.inputClosed(bufferedBytes: 3) else { Issue.record("not told"); return }
        #expect(e2.code == .malformed)
    }
}
