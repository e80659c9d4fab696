import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class TouchView: UIView {
    var log: Log?
    var label = ""
    var handles = true
    var lastTouches: Set<UITouch> = []
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log?.add("\(label).\(phase)(\(touches.map(\.identifier).sorted().map(String.init).joined(separator: ",")))")
        lastTouches = touches
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { handles ? record("began", t) : super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { handles ? record("moved", t) : super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { handles ? record("ended", t) : super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { handles ? record("cancelled", t) : super.touchesCancelled(t, with: e) }
}

@MainActor private final class CatchingController: UIViewController {
    let log = Log()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.add("vc.began") }
}

@MainActor @Suite struct UIApplicationEventsTests {
    private func setUp() -> (Stage, Log, TouchView, TouchView) {
        let stage = Stage(), log = Log()
        let left = TouchView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = TouchView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        left.log = log; left.label = "L"; right.log = log; right.label = "R"
        stage.window.addSubview(left); stage.window.addSubview(right)
        stage.app.runTurn()
        return (stage, log, left, right)
    }

    // MARK: - Delivery and binding
    @Test func touchSequenceStaysBoundToTheViewHitAtBegan() {
        let (stage, log, left, _) = setUp()
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 300, y: 10)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 300, y: 20)))
        #expect(log.entries == ["L.began(1)", "L.moved(1)", "L.ended(1)"])
        let touch = left.lastTouches.first!
        #expect(touch.view === left && touch.window === stage.window)
        #expect(touch.location(in: left) == CGPoint(x: 300, y: 20))
        #expect(touch.previousLocation(in: left) == CGPoint(x: 300, y: 10))
        #expect(touch.location(in: nil) == CGPoint(x: 300, y: 20))
        #expect(touch.phase == .ended)
        #expect(stage.app.touchesDown.isEmpty)
    }

    @Test func multiTouchKeepsEachTouchsIdentity() {
        let (stage, log, left, right) = setUp()
        // Without it (UIKit's default) the view would get only the first of its touches.
        left.isMultipleTouchEnabled = true
        stage.touch(TouchInput(identifier: 7, phase: .began, location: CGPoint(x: 10, y: 10)),
                    TouchInput(identifier: 8, phase: .began, location: CGPoint(x: 200, y: 10)))
        let first = left.lastTouches.first!
        stage.touch(TouchInput(identifier: 9, phase: .began, location: CGPoint(x: 20, y: 20)))
        stage.touch(TouchInput(identifier: 7, phase: .moved, location: CGPoint(x: 15, y: 15)))
        #expect(left.lastTouches.first === first)
        #expect(log.entries == ["L.began(7)", "R.began(8)", "L.began(9)", "L.moved(7)"])
        stage.touch(TouchInput(identifier: 7, phase: .ended, location: CGPoint(x: 15, y: 15)),
                    TouchInput(identifier: 9, phase: .ended, location: CGPoint(x: 20, y: 20)))
        #expect(log.entries.last == "L.ended(7,9)")
        #expect(stage.app.touchesDown.keys.sorted() == [8])
        #expect(right.lastTouches.first?.identifier == 8)
    }

    @Test func eventCarriesStationaryTouchesAndTimestamps() {
        let (stage, _, left, right) = setUp()
        var seen: UIEvent?
        final class Spy: UIView { var onBegan: ((UIEvent?) -> Void)?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { onBegan?(e) } }
        let spy = Spy(frame: CGRect(x: 0, y: 400, width: 10, height: 10))
        spy.onBegan = { seen = $0 }
        stage.window.addSubview(spy)
        stage.clock.advance(by: 2)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 200, y: 10)))
        stage.clock.advance(by: 1)
        stage.touch(TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 5, y: 405)))
        #expect(seen?.timestamp == 3)
        #expect(seen?.allTouches?.count == 2)
        #expect(seen?.touches(for: spy)?.count == 1)
        #expect(seen?.touches(for: stage.window)?.count == 2)
        #expect(seen?.allTouches?.first { $0.identifier == 1 }?.phase == .stationary)
        #expect(seen?.type == .touches)
        _ = (left, right)
    }

    @Test func cancellationReachesTheBoundViews() {
        let (stage, log, _, _) = setUp()
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                    TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 200, y: 10)))
        stage.app.cancelAllTouches()
        stage.app.runTurn()
        #expect(log.entries.suffix(2) == ["L.cancelled(1)", "R.cancelled(2)"])
        #expect(stage.app.touchesDown.isEmpty)
    }

    // MARK: - Responder chain
    @Test func unhandledTouchesTravelUpToTheViewController() {
        let stage = Stage()
        let vc = CatchingController()
        stage.window.rootViewController = vc
        let inner = TouchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.handles = false
        vc.view.addSubview(inner)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
        #expect(vc.log.entries == ["vc.began"])
    }

    // MARK: - Tap count and windows
    @Test func quickTapsCount() {
        let (stage, _, left, _) = setUp()
        for _ in 0..<2 {
            stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
            stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 10, y: 10)))
            stage.clock.advance(by: 0.1)
        }
        #expect(left.lastTouches.first?.tapCount == 2)
        stage.clock.advance(by: 1)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
        #expect(left.lastTouches.first?.tapCount == 1)
    }

    @Test func touchesGoToTheFrontmostWindowThatHits() {
        let (stage, log, _, _) = setUp()
        let overlay = UIWindow(screen: stage.screen)
        overlay.windowLevel = .alert
        overlay.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let target = TouchView(frame: overlay.bounds)
        target.log = log; target.label = "O"
        overlay.addSubview(target)
        overlay.isHidden = false
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 50, y: 50)),
                    TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 50, y: 150)))
        #expect(log.entries == ["O.began(1)", "L.began(2)"])
        #expect(target.lastTouches.first?.window === overlay)
    }
}
