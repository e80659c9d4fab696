import Foundation
import Testing
import LayercastProtocol
@testable import LayercastClient

/// Input from the display becomes SPEC §12 messages, over real TCP to the scripted peer.
@Suite struct ClientSessionInputTests {
    static func welcomed(_ body: (ScriptedServerPeer, ClientSession, MirrorDisplay) throws -> Void) throws {
        try ClientSessionTests.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: ClientSessionTests.screen)], false)
        }) { peer, session, display in
            try session.runUntil(timeout: 10) { $0.status == .running }
            try body(peer, session, display)
        }
    }

    static func pointers(_ peer: ScriptedServerPeer) -> [PointerMessage] {
        peer.received.compactMap { if case .pointer(let p) = $0 { p } else { nil } }
    }

    // MARK: - Mouse

    @Test func aMouseClickIsOneTouchWithThePrimaryButton() throws {
        try Self.welcomed { peer, session, display in
            let p = CGPoint(x: 60, y: 30)
            display.inject(.hover(location: CGPoint(x: 1, y: 2)))
            display.inject(.mouse(phase: .began, location: p, button: 1))
            display.inject(.mouse(phase: .moved, location: CGPoint(x: 61, y: 31), button: 0))
            display.inject(.mouse(phase: .ended, location: CGPoint(x: 62, y: 32), button: 1))
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 4 }
            let m = Self.pointers(peer)
            #expect(m.map(\.device) == [.mouse, .mouse, .mouse, .mouse])
            #expect(m.map(\.phase) == [.hover, .began, .moved, .ended])
            #expect(m.map(\.buttons) == [0, 1, 1, 0])
            #expect(m.map(\.pointerID) == [0, 0, 0, 0])
            #expect(m.map(\.location) == [CGPoint(x: 1, y: 2), p, CGPoint(x: 61, y: 31), CGPoint(x: 62, y: 32)])
            #expect(m.map(\.timestamp) == m.map(\.timestamp).sorted())
        }
    }

    /// A mouse has no second finger: control + wheel is a pinch and alt + wheel a rotation, as
    /// two touches around the pointer that begin, move and end (the server's recognizers see a
    /// real two-finger gesture).
    @Test func controlWheelPinchesAndAltWheelRotatesWithTwoTouches() throws {
        try Self.welcomed { peer, session, display in
            let center = CGPoint(x: 200, y: 300)
            display.currentModifiers = .control
            display.inject(.scroll(dx: 0, dy: 2, location: center))
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 6 }
            let pinch = Self.pointers(peer)
            #expect(pinch.map(\.phase) == [.began, .began, .moved, .moved, .ended, .ended])
            #expect(pinch.allSatisfy { $0.device == .touch && $0.pointerID >= 0xFFFF_FFFE })
            func distance(_ a: PointerMessage, _ b: PointerMessage) -> Double { hypot(a.location.x - b.location.x, a.location.y - b.location.y) }
            #expect(abs(distance(pinch[0], pinch[1]) - 100) < 1e-9)
            #expect(abs(distance(pinch[2], pinch[3]) - 100 * 1.21) < 1e-9)
            display.currentModifiers = .alternate
            display.inject(.scroll(dx: 0, dy: 1, location: center))
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 12 }
            let rotation = Array(Self.pointers(peer).suffix(6))
            let angle = atan2(rotation[2].location.y - center.y, rotation[2].location.x - center.x)
            #expect(abs(angle - Double.pi / 12) < 1e-9)
            #expect(abs(distance(rotation[2], rotation[3]) - 100) < 1e-9)
            // Without a modifier the wheel scrolls.
            display.currentModifiers = []
            display.inject(.scroll(dx: 0, dy: 1, location: center))
            try session.runUntil(timeout: 10) { _ in peer.received.contains { if case .scroll = $0 { true } else { false } } }
        }
    }

    @Test func aSecondButtonMovesTheSameTouchInsteadOfBeginningAnother() throws {
        try Self.welcomed { peer, session, display in
            display.inject(.mouse(phase: .began, location: .zero, button: 1))
            display.inject(.mouse(phase: .began, location: .zero, button: 3))
            display.inject(.mouse(phase: .ended, location: .zero, button: 1))
            display.inject(.mouse(phase: .ended, location: .zero, button: 3))
            // A release with nothing held (the press happened outside the window) sends nothing.
            display.inject(.mouse(phase: .ended, location: .zero, button: 1))
            display.inject(.hover(location: CGPoint(x: 5, y: 5)))
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 5 }
            let m = Self.pointers(peer)
            #expect(m.map(\.phase) == [.began, .moved, .moved, .ended, .hover])
            #expect(m.map(\.buttons) == [1, 3, 2, 0, 0])
        }
    }

    @Test func movesWithinOneFrameAreCoalescedToTheLast() throws {
        try Self.welcomed { peer, session, display in
            display.inject(.mouse(phase: .began, location: .zero, button: 1))
            for i in 1...10 { display.inject(.mouse(phase: .moved, location: CGPoint(x: Double(i), y: 0), button: 0)) }
            display.inject(.mouse(phase: .ended, location: CGPoint(x: 10, y: 0), button: 1))
            for i in 1...5 { display.inject(.hover(location: CGPoint(x: 0, y: Double(i)))) }
            display.inject(.touch(id: 1, phase: .began, location: .zero))
            display.inject(.touch(id: 2, phase: .began, location: .zero))
            for i in 1...3 {
                display.inject(.touch(id: 1, phase: .moved, location: CGPoint(x: Double(i), y: 1)))
                display.inject(.touch(id: 2, phase: .moved, location: CGPoint(x: Double(i), y: 2)))
            }
            session.step(maxWait: 0)
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count >= 8 }
            let m = Self.pointers(peer)
            #expect(m.map(\.phase) == [.began, .moved, .ended, .hover, .began, .began, .moved, .moved])
            #expect(m[1].location == CGPoint(x: 10, y: 0) && m[3].location == CGPoint(x: 0, y: 5))
            #expect(m[6].location == CGPoint(x: 3, y: 1) && m[7].location == CGPoint(x: 3, y: 2))
            #expect(m[6].pointerID != m[7].pointerID)
        }
    }

    // MARK: - Touches

    @Test func fingersKeepTheirOwnIdsFromBeganToEnded() throws {
        try Self.welcomed { peer, session, display in
            let a: Int64 = 3_000_009, b: Int64 = 3_000_010
            display.inject(.touch(id: a, phase: .began, location: CGPoint(x: 10, y: 10)))
            display.inject(.touch(id: b, phase: .began, location: CGPoint(x: 20, y: 20)))
            display.inject(.touch(id: a, phase: .moved, location: CGPoint(x: 11, y: 11)))
            display.inject(.touch(id: b, phase: .ended, location: CGPoint(x: 20, y: 21)))
            display.inject(.touch(id: a, phase: .cancelled, location: CGPoint(x: 11, y: 12)))
            // A finger the client never saw begin is not invented.
            display.inject(.touch(id: 99, phase: .moved, location: .zero))
            display.inject(.touch(id: b, phase: .began, location: CGPoint(x: 30, y: 30)))
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 6 }
            let m = Self.pointers(peer)
            #expect(m.allSatisfy { $0.device == .touch && $0.buttons == 0 })
            #expect(m.map(\.phase) == [.began, .began, .moved, .ended, .cancelled, .began])
            let (ia, ib) = (m[0].pointerID, m[1].pointerID)
            #expect(ia != ib && ia != 0 && ib != 0)
            #expect(m.map(\.pointerID) == [ia, ib, ia, ib, ia, m[5].pointerID])
            // A new touch after an ended one gets a fresh identity.
            #expect(m[5].pointerID != ib && m[5].pointerID != ia)
            #expect(m[3].location == CGPoint(x: 20, y: 21))
        }
    }

    // MARK: - Wheel and screen changes

    @Test func theWheelScrollsByPointsInTheFingerDirection() throws {
        try Self.welcomed { peer, session, display in
            display.inject(.scroll(dx: 0, dy: 1, location: CGPoint(x: 50, y: 60)))
            display.inject(.scroll(dx: 0.5, dy: 0, location: CGPoint(x: 50, y: 60)))
            let scrolls: () -> [ScrollMessage] = { peer.received.compactMap { if case .scroll(let s) = $0 { s } else { nil } } }
            try session.runUntil(timeout: 10) { _ in scrolls().count == 2 }
            let s = scrolls()
            let notch = ClientSession.pointsPerWheelNotch
            #expect(s[0].delta == CGSize(width: 0, height: notch) && !s[0].isPrecise)
            #expect(s[0].location == CGPoint(x: 50, y: 60))
            #expect(s[1].delta == CGSize(width: -0.5 * notch, height: 0) && s[1].isPrecise)
        }
    }

    @Test func aResizeIsAnnouncedAsAScreenChange() throws {
        try Self.welcomed { peer, session, display in
            let changes: () -> [ScreenDescription] = {
                peer.received.compactMap { if case .screenChange(let c) = $0 { c.screen } else { nil } }
            }
            try session.runUntil(timeout: 10) { _ in changes().count == 1 }
            display.resize(width: 360, height: 480)
            try session.runUntil(timeout: 10) { _ in changes().count == 2 }
            // 120×120 points fit 360×480 pixels at 3 pixels per point.
            #expect(changes().last == ScreenDescription(widthPixels: 360, heightPixels: 480, scale: 3, refreshRate: 60))
        }
    }

    @Test func anInjectedTapIsSentAtOnce() throws {
        try Self.welcomed { peer, session, _ in
            let p = CGPoint(x: 60, y: 60)
            session.inject([.mouse(phase: .began, location: p, button: 1), .mouse(phase: .ended, location: p, button: 1)])
            try session.runUntil(timeout: 10) { _ in Self.pointers(peer).count == 2 }
            #expect(Self.pointers(peer).map(\.phase) == [.began, .ended])
            #expect(Self.pointers(peer).allSatisfy { $0.location == p && $0.device == .mouse })
        }
    }

    @Test func anAbruptDisconnectSendsNoGoodbye() throws {
        try Self.welcomed { peer, session, _ in
            session.disconnectAbruptly()
            #expect(session.status == .ended(.connectionLost("disconnected abruptly")))
            #expect(!peer.received.contains { if case .goodbye = $0 { true } else { false } })
        }
    }

    @Test func quittingSaysGoodbyeAndEndsCleanly() throws {
        try Self.welcomed { peer, session, display in
            display.inject(.quit)
            session.step(maxWait: 0)
            #expect(session.status == .ended(nil))
            let deadline = Date(timeIntervalSinceNow: 10)
            while !peer.received.contains(where: { if case .goodbye(let g) = $0 { g.code == nil } else { false } }),
                  Date() < deadline {
                session.step(maxWait: 0.01)
            }
            #expect(peer.received.contains { if case .goodbye(let g) = $0 { g.code == nil } else { false } })
        }
    }
}
