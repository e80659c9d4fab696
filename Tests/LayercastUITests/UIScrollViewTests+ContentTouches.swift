import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class Counter {
    var events: [String] = []
    func down() { events.append("down") }
    func up() { events.append("upInside") }
    func cancel() { events.append("cancel") }
}

/// A button in a scroll view, as in UIKit: content touches wait 0.15 s (`delaysContentTouches`,
/// UIKit's private delay), a drag that begins first scrolls and the button never sees it, and a
/// control that already tracks keeps its touch (`touchesShouldCancel(in:)` is `false` for
/// controls, Apple's documented default) unless a subclass says otherwise.
@MainActor @Suite struct UIScrollViewContentTouchesTests {
    private func setUp(_ scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        -> (ScrollStage, UIButton, Counter) {
        let s = ScrollStage(scrollView: scrollView)
        let button = UIButton(frame: CGRect(x: 60, y: 300, width: 200, height: 60))
        let counter = Counter()
        button.addTarget(counter, action: Counter.down, for: .touchDown)
        button.addTarget(counter, action: Counter.up, for: .touchUpInside)
        button.addTarget(counter, action: Counter.cancel, for: .touchCancel)
        s.content.addSubview(button)
        return (s, button, counter)
    }

    @Test func aQuickTapHighlightsAndFires() {
        let (s, button, counter) = setUp()
        s.stage.at(0, down(1, 160, 330))
        #expect(counter.events.isEmpty && !button.isHighlighted)
        s.stage.at(0.08, up(1, 160, 330))
        #expect(counter.events == ["down", "upInside"])
        #expect(!button.isHighlighted && s.scrollView.contentOffset == .zero)
    }

    @Test func aTouchHeldHighlightsTheButtonAfterTheDelay() {
        let (s, button, counter) = setUp()
        s.stage.at(0, down(1, 160, 330))
        #expect(s.stage.app.nextScheduledTurn == 0.15)
        s.stage.at(0.14)
        #expect(!button.isHighlighted)
        s.stage.at(0.15)
        #expect(button.isHighlighted && counter.events == ["down"])
        s.stage.at(0.3, up(1, 160, 330))
        #expect(counter.events == ["down", "upInside"])
    }

    @Test func aDragThatStartsOnTheButtonScrollsAndTheButtonNeverFires() {
        let (s, button, counter) = setUp()
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.03, move(1, 160, 310))
        s.stage.at(0.06, move(1, 160, 250))
        #expect(s.scrollView.isDragging && s.scrollView.contentOffset.y == 70)
        s.stage.at(0.2)
        s.stage.at(0.3, up(1, 160, 250))
        #expect(counter.events.isEmpty && !button.isHighlighted)
    }

    @Test func aButtonAlreadyTrackingKeepsItsTouchByDefault() {
        let (s, button, counter) = setUp()
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.2)
        #expect(button.isHighlighted)
        s.stage.at(0.25, move(1, 160, 250))
        #expect(s.scrollView.contentOffset == .zero && !s.scrollView.isDragging)
        s.stage.at(0.3, up(1, 160, 330))
        #expect(counter.events == ["down", "upInside"])
    }

    @Test func whenTheScrollViewMayCancelControlsTheDragCancelsTheButtonsTracking() {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let (s, button, counter) = setUp(CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.2)
        #expect(button.isHighlighted && button.isTracking)
        s.stage.at(0.25, move(1, 160, 250))
        #expect(s.scrollView.isDragging && s.scrollView.contentOffset.y == 70)
        #expect(counter.events == ["down", "cancel"] && !button.isHighlighted && !button.isTracking)
        s.stage.at(0.3, up(1, 160, 250))
        #expect(counter.events == ["down", "cancel"])
    }

    @Test func withoutDelayTheButtonHighlightsAtOnce() {
        let (s, button, counter) = setUp()
        s.scrollView.delaysContentTouches = false
        s.stage.at(0, down(1, 160, 330))
        #expect(button.isHighlighted && counter.events == ["down"])
        s.stage.at(0.05, up(1, 160, 330))
        #expect(counter.events == ["down", "upInside"])
    }

    @Test func nonControlContentIsCancelledWhenADragBegins() {
        let s = ScrollStage()
        s.scrollView.delaysContentTouches = false
        let log = Log()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        view.log = log
        s.content.addSubview(view)
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.02, move(1, 160, 325))
        s.stage.at(0.04, move(1, 160, 300))
        #expect(log.entries == ["V.began(1)", "V.moved(1)", "V.cancelled(1)"])
        #expect(s.scrollView.isDragging)
    }

    @Test func withoutCanCancelContentTouchesTrackingContentKeepsTheTouch() {
        let s = ScrollStage()
        s.scrollView.delaysContentTouches = false
        s.scrollView.canCancelContentTouches = false
        let log = Log()
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        view.log = log
        s.content.addSubview(view)
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.04, move(1, 160, 300))
        #expect(log.entries == ["V.began(1)", "V.moved(1)"])
        #expect(!s.scrollView.isDragging && s.scrollView.contentOffset == .zero)
    }

    @Test func touchesShouldBeginCanKeepTouchesFromTheContent() {
        final class Picky: UIScrollView {
            override func touchesShouldBegin(_ t: Set<UITouch>, with e: UIEvent?, in view: UIView) -> Bool { false }
        }
        let (s, _, counter) = setUp(Picky(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        s.stage.at(0, down(1, 160, 330))
        s.stage.at(0.05, up(1, 160, 330))
        #expect(counter.events.isEmpty)
    }
}
