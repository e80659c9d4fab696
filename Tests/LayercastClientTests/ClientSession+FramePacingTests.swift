import Foundation
import Testing
import LayercastProtocol
import LayercastRender
import NIOPosix
@testable import LayercastClient
import LayercastRenderFixtures

/// The main loop's cadence while an animation plays: the next frame is due one refresh interval
/// after the last one began, so the time a frame takes to composite does not stretch the
/// interval (a 10 ms frame followed by a full 16.7 ms wait would present at 38 Hz; the fling
/// pacing figure found that).
extension ClientSessionTests {
    /// A client clock that moves only when told to.
    final class SteppedClock: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 1_000.0
        var now: Double { lock.withLock { value } }
        func advance(_ seconds: Double) { lock.withLock { value += seconds } }
    }

    /// A `MirrorDisplay` whose frames take `frameCost` seconds of the stepped clock.
    final class SlowDisplay: ClientDisplay {
        let mirror: MirrorDisplay
        let clock: SteppedClock
        let frameCost: Double
        private(set) var presentedAt: [Double] = []

        init(clock: SteppedClock, frameCost: Double) {
            mirror = MirrorDisplay(width: 120, height: 120); self.clock = clock; self.frameCost = frameCost
        }
        var tree: LayerTree { mirror.tree }
        func apply(_ operations: [LayerOperation], limits: ProtocolLimits) throws(ProtocolError) {
            try mirror.apply(operations, limits: limits)
        }
        func replaceTree(_ newTree: LayerTree) { mirror.replaceTree(newTree) }
        func storeContents(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError) {
            try mirror.storeContents(bitmap, for: id)
        }
        func presentIfNeeded(at time: Double?) -> Bool {
            let start = clock.now
            guard mirror.presentIfNeeded(at: time) else { return false }
            presentedAt.append(start)
            clock.advance(frameCost)
            return true
        }
        func pollEvents() -> [ClientInputEvent] { [] }
        var outputWidth: Int { mirror.outputWidth }
        var outputHeight: Int { mirror.outputHeight }
        var pixelsPerWindowUnit: Double { 1 }
        var refreshRate: Double { 60 }
        var currentModifiers: KeyModifiers { [] }
        func saveScreenshot(path: String, at time: Double?) throws(ClientError) {}
        func setTextInput(_ state: TextInputStateMessage) {}
        func clipboardText() -> String? { nil }
        func setClipboardText(_ text: String) {}
    }

    @Test func whileAnAnimationPlaysTheNextFrameIsDueOneIntervalAfterTheLastBegan() throws {
        var builder = SceneBuilder(screenSize: Self.screen, background: .white)
        let square = builder.add(frame: CGRect(x: 10, y: 10, width: 40, height: 40), [.backgroundColor(.black)])
        let scene = try ScriptedScene(builder)
        // The commit's server time is 101; a 10-second fade from then on.
        let fade = CommitMessage(commitID: 2, serverTime: 101, operations: [
            .addAnimation(square, LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(0), .scalar(1)],
                                                 beginTime: 101, duration: 10))])
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let peer = try ScriptedServerPeer(group: group) { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen)] + scene.messages() + [.commit(fade)], false)
        }
        defer { peer.shutdown() }
        let clock = SteppedClock()
        let display = SlowDisplay(clock: clock, frameCost: 0.010)
        let session = ClientSession(configuration: ClientSessionConfiguration(port: peer.port, name: "pacing"),
                                    display: display, group: group, clock: { clock.now })
        session.connect()
        defer { session.close() }
        try session.runUntil(timeout: 10) { _ in display.tree[square]?.animations["fade"] != nil }
        // Frames while the fade runs: each costs 10 ms, so each wait is what is left of 1/60 s.
        let interval = 1.0 / 60
        session.step(maxWait: 0)
        for _ in 0..<3 {
            // The loop wakes when the frame is due (here exactly).
            let due = try #require(session.nextFrameDue)
            clock.advance(due - clock.now)
            let before = display.presentedAt.count
            session.step(maxWait: 0)
            guard display.presentedAt.count > before, let began = display.presentedAt.last else {
                Issue.record("no frame while the animation runs"); return
            }
            #expect(abs(try #require(session.nextFrameDue) - (began + interval)) < 1e-9)
            #expect(abs(try #require(session.nextFrameDue) - clock.now - (interval - 0.010)) < 1e-9)
        }
        // Waking 0.5 ms late does not move the grid: the next frame is due on it.
        let due = try #require(session.nextFrameDue)
        clock.advance(due - clock.now + 0.0005)
        session.step(maxWait: 0)
        #expect(abs(try #require(session.nextFrameDue) - (due + interval)) < 1e-9)
        // A frame a whole interval late starts the grid again from itself.
        let late = try #require(session.nextFrameDue)
        clock.advance(late - clock.now + interval * 1.5)
        let lateStart = clock.now
        session.step(maxWait: 0)
        #expect(abs(try #require(session.nextFrameDue) - (lateStart + interval)) < 1e-9)
    }

    @Test func withNothingMovingTheLoopHasNoFrameDeadline() throws {
        let s = try Self.scene()
        try Self.withSession(script: { _, _ in ([ScriptedScene.welcome(screenSize: Self.screen)] + s.snapshot.messages(), false) }) { _, session, display in
            try session.runUntil(timeout: 10) { $0.presentedCommitCount >= 1 }
            session.step(maxWait: 0)
            // Idle: the loop waits for the network or one refresh interval, not for a frame.
            #expect(session.nextFrameDue == nil)
            #expect(display.framesPresented >= 1)
        }
    }
}
