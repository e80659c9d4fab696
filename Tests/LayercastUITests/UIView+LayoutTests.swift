import Foundation
import Testing
@testable import LayercastUI

@MainActor private final class LayoutView: UIView {
    var log: Log?
    var label = ""
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        log?.add(label)
        onLayout?()
    }
}

@MainActor @Suite struct UIViewLayoutTests {
    private func tree(_ stage: Stage, _ log: Log) -> (LayoutView, LayoutView, LayoutView) {
        let a = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let c = LayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (v, n) in [(a, "a"), (b, "b"), (c, "c")] { v.log = log; v.label = n }
        stage.window.addSubview(a); a.addSubview(b); b.addSubview(c)
        stage.app.runTurn()
        log.entries = []
        return (a, b, c)
    }

    // MARK: - The layout pass
    @Test func layoutPassRunsSuperviewsBeforeSubviews() {
        let stage = Stage(), log = Log()
        let (a, b, c) = tree(stage, log)
        c.setNeedsLayout(); b.setNeedsLayout(); a.setNeedsLayout()
        #expect(log.entries.isEmpty)
        stage.app.runTurn()
        #expect(log.entries == ["a", "b", "c"])
        stage.app.runTurn()
        #expect(log.entries.count == 3)
    }

    @Test func boundsSizeChangeMarksLayoutPositionOnlyDoesNot() {
        let stage = Stage(), log = Log()
        let (_, b, _) = tree(stage, log)
        b.center = CGPoint(x: 70, y: 70)
        b.bounds.origin = CGPoint(x: 3, y: 3)
        stage.app.runTurn()
        #expect(log.entries.isEmpty)
        b.frame.size = CGSize(width: 60, height: 60)
        stage.app.runTurn()
        #expect(log.entries == ["b"])
    }

    @Test func layoutThatResizesSubviewsLaysThemOutInTheSamePass() {
        let stage = Stage(), log = Log()
        let (a, b, _) = tree(stage, log)
        a.onLayout = { b.bounds.size = CGSize(width: 40, height: 40) }
        a.setNeedsLayout()
        stage.app.runTurn()
        #expect(log.entries == ["a", "b"])
    }

    @Test func layoutIfNeededLaysOutNow() {
        let stage = Stage(), log = Log()
        let (a, _, c) = tree(stage, log)
        a.setNeedsLayout(); c.setNeedsLayout()
        c.layoutIfNeeded()
        #expect(log.entries == ["c"])
        a.layoutIfNeeded()
        #expect(log.entries == ["c", "a"])
    }

    @Test func addingASubviewMarksTheSuperview() {
        let stage = Stage(), log = Log()
        let (a, _, _) = tree(stage, log)
        a.addSubview(UIView())
        stage.app.runTurn()
        #expect(log.entries == ["a"])
    }
}
