import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

// Every expected frame below is worked out by hand from Apple's UIStackView documentation:
// the arranged views fill the axis between the stack's edges (or margins), `spacing` apart;
// `.fill` gives extra room to the lowest hugging priority (ties: the first view, "based on
// their index") and takes missing room by compression resistance (ties: the last view);
// `.fillEqually` makes lengths equal; `.fillProportionally` shares the room in proportion to
// intrinsic lengths; `.equalSpacing` keeps intrinsic lengths with equal gaps; `.equalCentering`
// keeps intrinsic lengths with equally spaced centres. The three views have intrinsic sizes
// 40×20, 60×30 and 20×10, the spacing is 10 and the stack sits at the window's origin.
@MainActor @Suite struct StackViewTests {
    private func makeStack(_ stage: Stage, width: CGFloat = 300, height: CGFloat = 100,
                           axis: NSLayoutConstraint.Axis = .horizontal) -> (UIStackView, [IntrinsicView]) {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 30)),
                     IntrinsicView(CGSize(width: 20, height: 10))]
        for view in views { view.translatesAutoresizingMaskIntoConstraints = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: stage.window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: height),
        ])
        return (stack, views)
    }

    private func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }
    private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    // MARK: - Arranged subviews

    @Test func arrangedSubviewsAreSubviewsPlacedByConstraints() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(UIStackView(frame: .zero).spacing == 0)
    }

    @Test func insertingAndRemovingArrangedSubviews() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalSpacing
        let extra = IntrinsicView(CGSize(width: 30, height: 5))
        stack.insertArrangedSubview(extra, at: 0)
        stack.removeArrangedSubview(views[2])
        stage.app.runTurn()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [extra, views[0], views[1]].map(ObjectIdentifier.init))
        #expect(views[2].superview === stack)   // still a subview, no longer arranged
        // 30 + 40 + 60 = 130; 170 left for two gaps of 85.
        #expect(frames([extra, views[0], views[1]]) == [r(0, 0, 30, 100), r(115, 0, 40, 100), r(240, 0, 60, 100)])
        views[0].removeFromSuperview()
        stage.app.runTurn()
        #expect(stack.arrangedSubviews.count == 2)
        // 30 + 60 = 90; one gap of 210.
        #expect(frames([extra, views[1]]) == [r(0, 0, 30, 100), r(240, 0, 60, 100)])
    }

    // MARK: - Distributions

    @Test func fillGivesExtraRoomToTheFirstViewWhenHuggingTies() {
        let stage = Stage()
        let (_, views) = makeStack(stage)
        stage.app.runTurn()
        // 300 - (40 + 60 + 20) - 2 × 10 = 160 extra, all to the first view.
        #expect(frames(views) == [r(0, 0, 200, 100), r(210, 0, 60, 100), r(280, 0, 20, 100)])
    }

    @Test func fillGivesExtraRoomToTheLowestHuggingPriority() {
        let stage = Stage()
        let (_, views) = makeStack(stage)
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        stage.app.runTurn()
        #expect(frames(views) == [r(0, 0, 40, 100), r(50, 0, 220, 100), r(280, 0, 20, 100)])
    }

    @Test func fillTakesMissingRoomFromTheLastViewWhenResistanceTies() {
        let stage = Stage()
        let (_, views) = makeStack(stage, width: 130)
        stage.app.runTurn()
        // 140 needed, 130 given: the last view gives up 10.
        #expect(frames(views) == [r(0, 0, 40, 100), r(50, 0, 60, 100), r(120, 0, 10, 100)])
        views[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stage.app.runTurn()
        #expect(frames(views) == [r(0, 0, 30, 100), r(40, 0, 60, 100), r(110, 0, 20, 100)])
    }

    @Test func fillEquallyMakesEqualLengths() {
        let stage = Stage()
        let (stack, views) = makeStack(stage, width: 320)
        stack.distribution = .fillEqually
        stage.app.runTurn()
        // (320 - 20) / 3 = 100 each.
        #expect(frames(views) == [r(0, 0, 100, 100), r(110, 0, 100, 100), r(220, 0, 100, 100)])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let stage = Stage()
        let (stack, views) = makeStack(stage, width: 260)
        stack.distribution = .fillProportionally
        stage.app.runTurn()
        // 260 - 20 = 240 shared 40 : 60 : 20 → 80, 120, 40.
        #expect(frames(views) == [r(0, 0, 80, 100), r(90, 0, 120, 100), r(220, 0, 40, 100)])
    }

    @Test func equalSpacingKeepsLengthsAndEqualGaps() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalSpacing
        stage.app.runTurn()
        // 300 - 120 = 180 over two gaps: 90 each.
        #expect(frames(views) == [r(0, 0, 40, 100), r(130, 0, 60, 100), r(280, 0, 20, 100)])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalCentering
        stage.app.runTurn()
        // Centres at 20 and 290; the middle centre at 155 → 125…185.
        #expect(frames(views) == [r(0, 0, 40, 100), r(125, 0, 60, 100), r(280, 0, 20, 100)])
    }

    // MARK: - Alignments

    @Test(arguments: [
        (UIStackView.Alignment.fill, [0, 0, 0] as [CGFloat], [100, 100, 100] as [CGFloat]),
        (.top, [0, 0, 0], [20, 30, 10]),
        (.center, [40, 35, 45], [20, 30, 10]),
        (.bottom, [80, 70, 90], [20, 30, 10]),
        // Views without text have their baselines at the bottom: the bottoms line up, and the
        // tallest view (30) touches the top, so the bottoms are at 30.
        (.firstBaseline, [10, 0, 20], [20, 30, 10]),
        (.lastBaseline, [10, 0, 20], [20, 30, 10]),
    ])
    func alignmentsPlaceViewsAcrossTheAxis(_ alignment: UIStackView.Alignment, _ ys: [CGFloat], _ heights: [CGFloat]) {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalSpacing
        stack.alignment = alignment
        stage.app.runTurn()
        #expect(views.map(\.frame.minY) == ys)
        #expect(views.map(\.frame.height) == heights)
        #expect(views.map(\.frame.minX) == [0, 130, 280])
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let stage = Stage()
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stage.window.addSubview(stack)
        stage.app.runTurn()
        // Each label is as tall as its text, so its first baseline is its top plus its ascender.
        #expect(abs((big.frame.minY + big.font.ascender) - (small.frame.minY + small.font.ascender)) <= 0.5)
        #expect(big.frame.minY == 0 && small.frame.minY > 0)
    }

    @Test func aVerticalStackLaysOutDownwards() {
        let stage = Stage()
        let (stack, views) = makeStack(stage, width: 100, height: 300, axis: .vertical)
        stack.alignment = .leading
        stage.app.runTurn()
        // 300 - (20 + 30 + 10) - 20 = 220 extra to the first view: 20 + 220 = 240.
        #expect(frames(views) == [r(0, 0, 40, 240), r(0, 250, 60, 30), r(0, 290, 20, 10)])
    }

    // MARK: - Spacing and margins

    @Test func customSpacingReplacesTheSpacingAfterAView() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stage.app.runTurn()
        stack.setCustomSpacing(20, after: views[1])
        #expect(stack.customSpacing(after: views[1]) == 20)
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stage.app.runTurn()
        // Gaps 10 and 20: 300 - 120 - 30 = 150 extra to the first view.
        #expect(frames(views) == [r(0, 0, 190, 100), r(200, 0, 60, 100), r(280, 0, 20, 100)])
        stack.spacing = UIStackView.spacingUseSystem
        stage.app.runTurn()
        // Gaps 8 (the system spacing) and 20 (custom): 152 extra.
        #expect(frames(views) == [r(0, 0, 192, 100), r(200, 0, 60, 100), r(280, 0, 20, 100)])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[1])
        stage.app.runTurn()
        #expect(frames(views) == [r(0, 0, 204, 100), r(212, 0, 60, 100), r(280, 0, 20, 100)])
    }

    @Test func aSpacingChangeMovesConstantsWithoutRebuilding() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stage.app.runTurn()
        let constraints = stack.constraints.map(ObjectIdentifier.init)
        stack.spacing = 4
        stage.app.runTurn()
        #expect(stack.constraints.map(ObjectIdentifier.init) == constraints)
        // 300 - 120 - 8 = 172 extra to the first view.
        #expect(frames(views) == [r(0, 0, 212, 100), r(216, 0, 60, 100), r(280, 0, 20, 100)])
    }

    @Test func marginsRelativeArrangementUsesTheLayoutMargins() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalSpacing
        stack.isLayoutMarginsRelativeArrangement = true
        stage.app.runTurn()
        // The canvas is 8…292 by 8…92: 284 - 120 = 164 over two gaps of 82.
        #expect(frames(views) == [r(8, 8, 40, 84), r(130, 8, 60, 84), r(272, 8, 20, 84)])
    }

    // MARK: - Hidden views

    @Test func hiddenViewsCollapseAndComeBack() {
        let stage = Stage()
        let (_, views) = makeStack(stage)
        stage.app.runTurn()
        views[1].isHidden = true
        stage.app.runTurn()
        // Visible: 40 + 20 + one gap of 10; 230 extra to the first view. The hidden view has
        // no width, at the first view's trailing edge.
        #expect(frames(views) == [r(0, 0, 270, 100), r(270, 0, 0, 100), r(280, 0, 20, 100)])
        views[1].isHidden = false
        stage.app.runTurn()
        #expect(frames(views) == [r(0, 0, 200, 100), r(210, 0, 60, 100), r(280, 0, 20, 100)])
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheOthers() {
        let stage = Stage()
        let (stack, views) = makeStack(stage)
        stage.app.runTurn()
        stage.app.perform {
            UIView.animate(withDuration: 0.3) {
                views[1].isHidden = true
                stack.layoutIfNeeded()
            }
        }
        let diff = stage.app.runTurn().first
        let first = views[0].layer.layerID!
        let animated = diff?.animations.filter { $0.layer == first }.map(\.animation.keyPath) ?? []
        #expect(animated.contains("bounds") || animated.contains("bounds.size"))
        #expect(animated.contains("position"))
        #expect(views[0].frame == r(0, 0, 270, 100))
    }

    // MARK: - Fitting

    @Test func anUnconstrainedStackHugsItsViews() {
        let views = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 60, height: 30))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 105, height: 30))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
    }
}

@MainActor @Suite struct StackViewIntrinsicChangeTests {
    @Test func aNewIntrinsicSizeMovesTheArrangementWithoutRebuildingIt() {
        let stage = Stage()
        let a = IntrinsicView(CGSize(width: 40, height: 20)), b = IntrinsicView(CGSize(width: 60, height: 20))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stage.window.addSubview(stack)
        stage.app.runTurn()
        #expect(a.frame.width == 240 && b.frame.width == 60)
        let constraints = stack.constraints.map(ObjectIdentifier.init)
        b.size = CGSize(width: 100, height: 20)
        b.invalidateIntrinsicContentSize()
        stage.app.runTurn()
        // The first view still takes the extra room: 300 - 100 = 200.
        #expect(a.frame.width == 200 && b.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
        #expect(stack.constraints.map(ObjectIdentifier.init) == constraints)
    }
}
