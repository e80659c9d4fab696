import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// How recognizers of the same touches decide between themselves, and the delegate.
@MainActor @Suite struct UIGestureRecognizerInterplayTests {
    /// A child view (logging) at (50, 50) in `g.view`, with recognizers on both.
    private func nested() -> (GestureStage, TouchLogView) {
        let g = GestureStage()
        let child = TouchLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.log = g.log; child.label = "C"
        g.view.addSubview(child)
        return (g, child)
    }

    @Test func theHitViewsRecognizerWinsOverItsAncestors() {
        let (g, child) = nested()
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        g.add(inner, "inner", to: child); g.add(outer, "outer")
        g.stage.at(0, down(1, 150, 150))
        #expect(g.stage.app.touchesDown[1]?.gestureRecognizers?.map { $0 === inner } == [true, false])
        g.stage.at(0.02, move(1, 150, 190))
        #expect(inner.state == .began && outer.state == .failed)
        #expect(g.log.entries == ["C.began(1)", "C.cancelled(1)", "inner.began"])
    }

    @Test func simultaneousRecognitionWhenEitherDelegateSaysSo() {
        let (g, child) = nested()
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        let delegate = GestureDelegate()
        var asked: [(UIGestureRecognizer, UIGestureRecognizer)] = []
        delegate.simultaneous = { a, b in asked.append((a, b)); return true }
        outer.delegate = delegate
        g.add(inner, "inner", to: child); g.add(outer, "outer")
        g.stage.at(0, down(1, 150, 150))
        g.stage.at(0.02, move(1, 150, 190))
        #expect(inner.state == .began && outer.state == .began)
        #expect(asked.contains { $0.0 === outer && $0.1 === inner })
        g.stage.at(0.04, move(1, 150, 200))
        #expect(g.log.entries.suffix(2) == ["inner.changed", "outer.changed"])
    }

    @Test func requireToFailMakesTheOuterWinWhenTheInnerFails() {
        let (g, child) = nested()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        pan.require(toFail: tap)
        g.add(tap, "tap", to: child); g.add(pan, "pan")
        g.stage.at(0, down(1, 150, 150))
        // The pan would begin, but waits for the tap; the tap fails when the finger moves 45 pt.
        g.stage.at(0.02, move(1, 150, 175))
        #expect(pan.state == .possible && tap.state == .possible)
        g.stage.at(0.04, move(1, 150, 200))
        #expect(pan.state == .began)
        #expect(g.log.entries.last == "pan.began")
    }

    @Test func aRequirementThatRecognizesFailsTheWaitingRecognizer() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.requireFailure = { a, b in a === press && b === tap }
        press.delegate = delegate
        g.add(tap, "tap"); g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries.last == "tap.ended")
        g.stage.at(1)
        #expect(!g.log.entries.contains("press.began"))
    }

    @Test func shouldBeRequiredToFailByDelaysTheOther() {
        let g = GestureStage()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = GestureDelegate()
        delegate.requiredToFail = { a, b in a === double && b === single }
        double.delegate = delegate
        g.add(single, "single"); g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(!g.log.entries.contains("single.ended"))
        g.stage.at(0.45)
        #expect(g.log.entries.last == "single.ended")
    }

    @Test func theDelegateAndTheTouchedViewsCanRefuseTheBeginning() {
        let (g, child) = nested()
        let pan = UIPanGestureRecognizer()
        let delegate = GestureDelegate()
        var refuse = true
        delegate.shouldBegin = { _ in !refuse }
        pan.delegate = delegate
        g.add(pan, "pan")
        g.stage.at(0, down(1, 150, 150))
        g.stage.at(0.02, move(1, 150, 190))
        #expect(pan.state == .failed)
        g.stage.at(0.04, up(1, 150, 190))
        #expect(g.log.entries == ["C.began(1)", "C.moved(1)", "C.ended(1)"])
        // A control-like child keeps its drags from the ancestor's pan.
        refuse = false
        child.vetoes = { $0 === pan }
        g.stage.at(1, down(2, 150, 150))
        g.stage.at(1.02, move(2, 150, 190))
        #expect(pan.state == .failed)
        child.vetoes = nil
        g.stage.at(1.04, up(2, 150, 190))
        g.stage.at(2, down(3, 150, 150))
        g.stage.at(2.02, move(3, 150, 190))
        #expect(pan.state == .began)
    }

    @Test func shouldReceiveKeepsATouchFromTheRecognizer() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.shouldReceive = { _, touch in touch.location(in: nil).x > 150 }
        tap.delegate = delegate
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
        g.stage.at(1, down(2, 200, 100))
        g.stage.at(1.1, up(2, 200, 100))
        #expect(g.log.entries.last == "tap.ended")
    }

    @Test func recognizersOfOtherTouchesDoNotExcludeEachOther() {
        let g = GestureStage()
        let right = TouchLogView(frame: CGRect(x: 260, y: 50, width: 50, height: 200))
        g.stage.window.addSubview(right)
        let a = UIPanGestureRecognizer(), b = UIPanGestureRecognizer()
        g.add(a, "a"); g.add(b, "b", to: right)
        g.stage.at(0, down(1, 100, 100), down(2, 280, 100))
        g.stage.at(0.02, move(1, 100, 150), move(2, 280, 150))
        #expect(a.state == .began && b.state == .began)
    }

    @Test func removingARecognizerMidGestureResetsItSilently() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 150))
        g.view.removeGestureRecognizer(pan)
        #expect(pan.view == nil && pan.state == .possible && g.view.gestureRecognizers == nil)
        g.stage.at(0.04, move(1, 100, 170))
        #expect(g.log.entries.last == "pan.began")
    }

    @Test func addingToAnotherViewMovesTheRecognizer() {
        let g = GestureStage()
        let other = UIView()
        let tap = UITapGestureRecognizer()
        g.view.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)
        #expect(tap.view === other && g.view.gestureRecognizers == nil && other.gestureRecognizers?.count == 1)
        g.view.gestureRecognizers = [tap, UIPanGestureRecognizer()]
        #expect(tap.view === g.view && other.gestureRecognizers == nil && g.view.gestureRecognizers?.count == 2)
    }

    @Test func aDisabledRecognizerGetsNoTouches() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
    }
}
