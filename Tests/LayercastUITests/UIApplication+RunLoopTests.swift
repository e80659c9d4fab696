import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor private final class StepView: UIView {
    var log: Log?
    var drawn: UInt8 = 0
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        log?.add("event")
        setNeedsLayout()
        setNeedsDisplay()
        alpha = 0.5
    }
    override func layoutSubviews() { log?.add("layout") }
    override func display(_ layer: CALayer) {
        log?.add("display")
        drawn += 1
        layer.contents = CGImage(width: 1, height: 1, pixels: [drawn, 2, 3, 4])
    }
}

@MainActor @Suite struct UIApplicationRunLoopTests {
    // MARK: - One turn
    @Test func turnDeliversEventsThenLayoutThenDisplayThenCommits() {
        let stage = Stage(), log = Log()
        let view = StepView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = log
        stage.window.addSubview(view)
        stage.app.runTurn()
        log.entries = []
        let diffs = stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
        #expect(log.entries == ["event", "layout", "display"])
        #expect(diffs.count == 1)
        let id = view.layer.layerID!
        #expect(diffs[0].properties(of: id) == [.opacity(0.5)])
        #expect(diffs[0].contentsChanges.first?.layer == id)
    }

    @Test func nothingChangedMeansNoDiff() {
        let stage = Stage()
        stage.app.runTurn()
        #expect(stage.app.runTurn().isEmpty)
    }

    @Test func firstTurnCreatesTheWholeVisibleTree() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        stage.window.addSubview(view)
        let diff = stage.app.runTurn().first!
        #expect(diff.created == [stage.window.layer.layerID!, view.layer.layerID!])
        let ops = diff.operations(forScale: 2) { ContentID(UInt64($0.width)) }.operations
        guard case .createLayer = ops.first else { Issue.record("first op is not a creation"); return }
        var tree = LayerTree()
        #expect(throws: Never.self) { try tree.apply(ops) }
        #expect(tree[view.layer.layerID!]?.state.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(tree[.root]?.sublayers == [stage.window.layer.layerID!])
    }

    @Test func explicitTransactionsInsideATurnActOnTheApplicationsContext() {
        let stage = Stage()
        stage.app.runTurn()
        var done = false
        stage.app.perform {
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            stage.window.alpha = 0.5
            CATransaction.commit()
        }
        // Outside an implicit transaction the outermost explicit commit commits at once; the
        // application hands its diff out with the next turn's.
        #expect(done)
        #expect(stage.app.runTurn().count == 1)
        done = false
        stage.app.perform {
            stage.window.alpha = 0.25
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            stage.window.alpha = 0.75
            CATransaction.commit()
        }
        #expect(!done)
        let diffs = stage.app.runTurn()
        #expect(done && diffs.count == 1)
        #expect(diffs.first?.properties(of: stage.window.layer.layerID!) == [.opacity(0.75)])
    }

    @Test func displayScalesFollowTheScreensAndConnectedDisplays() {
        let stage = Stage()
        #expect(stage.app.displayScales == [2])
        stage.app.displayScales = [2, 1, 2]
        #expect(stage.app.displayScales == [1, 2])
    }
}
