import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

// A view with an intrinsic size gets, per axis, `length <= intrinsic` at its content hugging
// priority (default 250) and `length >= intrinsic` at its compression resistance (default 750),
// as Apple's Auto Layout Guide describes; the expected frames follow from comparing those
// priorities with the other constraints'.
@MainActor @Suite struct AutoLayoutIntrinsicSizeTests {
    private func place(_ view: UIView, in stage: Stage, x: CGFloat = 0) {
        stage.window.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: x),
                                     view.topAnchor.constraint(equalTo: stage.window.topAnchor)])
    }

    @Test func anUnconstrainedSizeIsTheIntrinsicSize() {
        let stage = Stage()
        let view = IntrinsicView(CGSize(width: 60, height: 20))
        place(view, in: stage, x: 5)
        stage.app.runTurn()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 60, height: 20))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func compressionResistanceYieldsToRequiredAndStrongerConstraints() {
        let stage = Stage()
        let view = IntrinsicView(CGSize(width: 60, height: 20))
        place(view, in: stage)
        let narrow = view.widthAnchor.constraint(equalToConstant: 30)
        narrow.priority = UILayoutPriority(700)
        narrow.isActive = true
        stage.app.runTurn()
        #expect(view.frame.width == 60)   // 750 beats 700
        view.setContentCompressionResistancePriority(UILayoutPriority(650), for: .horizontal)
        stage.app.runTurn()
        #expect(view.frame.width == 30)   // 700 beats 650
        view.heightAnchor.constraint(lessThanOrEqualToConstant: 12).isActive = true
        stage.app.runTurn()
        #expect(view.frame.height == 12)  // required beats 750
    }

    @Test func theLowerHuggingPriorityStretches() {
        let stage = Stage()
        let a = IntrinsicView(CGSize(width: 60, height: 20)), b = IntrinsicView(CGSize(width: 40, height: 20))
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor),
            a.topAnchor.constraint(equalTo: stage.window.topAnchor), b.topAnchor.constraint(equalTo: stage.window.topAnchor),
        ])
        stage.app.runTurn()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 260, height: 20))
        b.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        stage.app.runTurn()
        #expect(a.frame.width == 280 && b.frame.width == 40)
    }

    @Test func invalidatingTheIntrinsicSizeUpdatesTheLayout() {
        let stage = Stage()
        let view = IntrinsicView(CGSize(width: 60, height: 20))
        place(view, in: stage)
        stage.app.runTurn()
        view.size = CGSize(width: 80, height: 24)
        stage.app.runTurn()
        #expect(view.frame.size == CGSize(width: 60, height: 20))   // not asked again until invalidated
        view.invalidateIntrinsicContentSize()
        stage.app.runTurn()
        #expect(view.frame.size == CGSize(width: 80, height: 24))
        #expect(stage.window.layoutEngineForReading?.solver.rebuildCount == 0)
    }

    @Test func aViewWithoutTextHasItsBaselinesAtItsBottom() {
        let stage = Stage()
        let a = IntrinsicView(CGSize(width: 20, height: 30)), b = IntrinsicView(CGSize(width: 20, height: 10))
        place(a, in: stage)
        stage.window.addSubview(b)
        NSLayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                                     b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor)])
        stage.app.runTurn()
        #expect(b.frame == CGRect(x: 20, y: 20, width: 20, height: 10))
    }
}
