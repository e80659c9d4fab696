import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// The system cancelling the touches (a client gone): a continuous gesture under way is
/// cancelled (its targets see `.cancelled`), one still deciding fails silently.
@MainActor @Suite struct UIGestureRecognizerCancellationTests {
    private func cancelAfterBegin(_ recognizer: UIGestureRecognizer, _ begin: (Stage) -> Void) -> [String] {
        let g = GestureStage()
        g.view.isMultipleTouchEnabled = true
        g.add(recognizer, "r")
        begin(g.stage)
        g.stage.app.cancelAllTouches()
        g.stage.at(g.stage.clock.now + 0.01)
        #expect(recognizer.state == .possible)
        return g.log.entries.filter { $0.hasPrefix("r.") }
    }

    @Test func aLongPressUnderWayIsCancelled() {
        let entries = cancelAfterBegin(UILongPressGestureRecognizer()) { s in
            s.at(0, down(1, 100, 100)); s.at(0.6)
        }
        #expect(entries == ["r.began", "r.cancelled"])
    }

    @Test func aPinchUnderWayIsCancelled() {
        let entries = cancelAfterBegin(UIPinchGestureRecognizer()) { s in
            s.at(0, down(1, 100, 150), down(2, 200, 150)); s.at(0.1, move(1, 50, 150), move(2, 250, 150))
        }
        #expect(entries == ["r.began", "r.cancelled"])
    }

    @Test func aRotationUnderWayIsCancelled() {
        let entries = cancelAfterBegin(UIRotationGestureRecognizer()) { s in
            s.at(0, down(1, 100, 150), down(2, 200, 150)); s.at(0.1, move(1, 150, 100), move(2, 150, 200))
        }
        #expect(entries == ["r.began", "r.cancelled"])
    }

    @Test func anEdgePanUnderWayIsCancelled() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let g = GestureStage()
        let log = Log()
        edge.addHandler { log.add($0.state.name) }
        g.stage.window.addGestureRecognizer(edge)
        g.stage.at(0, down(1, 2, 100)); g.stage.at(0.05, move(1, 60, 100))
        g.stage.app.cancelAllTouches()
        g.stage.at(0.1)
        #expect(log.entries == ["began", "cancelled"])
    }

    @Test func discreteGesturesStillDecidingFail() {
        for recognizer in [UISwipeGestureRecognizer(), UITapGestureRecognizer(), UILongPressGestureRecognizer()] as [UIGestureRecognizer] {
            let entries = cancelAfterBegin(recognizer) { s in
                s.at(0, down(1, 100, 100)); s.at(0.05, move(1, 110, 100))
            }
            #expect(entries.isEmpty)
        }
    }
}
