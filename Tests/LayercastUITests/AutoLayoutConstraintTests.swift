import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// A view with a settable intrinsic content size.
@MainActor final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { size }
    /// Test views and controllers are never archived.
    required init?(coder: NSCoder) { return nil }
}

/// A view made for constraints (`translatesAutoresizingMaskIntoConstraints = false`).
@MainActor func constrained(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

// Expected frames are worked out by hand from the constraints and UIKit's documented rules:
// required constraints hold exactly, optional ones are satisfied in priority order, and frame
// edges are rounded to the screen's pixel grid (the stage's screen is 2×).
@MainActor @Suite struct AutoLayoutConstraintTests {
    // MARK: - Relations

    @Test func equalitiesPlaceAViewExactly() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.app.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    /// An aspect ratio: a height tied to the view's own width (UIKit allows size attributes to
    /// relate across axes; only positions must share an axis).
    @Test func aHeightFollowsTheWidthThroughAMultiplier() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
        ])
        stage.app.runTurn()
        // 320 - 40 = 280 wide, so 140 tall.
        #expect(view.frame == CGRect(x: 20, y: 0, width: 280, height: 140))
        // A cap on the other axis wins over an optional ratio.
        let ratio = view.constraints.first { $0.firstAttribute == .height && $0.secondAttribute == .width }
        ratio?.priority = .defaultHigh
        view.heightAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true
        stage.app.runTurn()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 280, height: 100))
    }

    @Test func trailingAndBottomUseNegativeConstants() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -10),
            view.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor, constant: -20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.app.runTurn()
        // 320 - 10 - 100 = 210; 480 - 20 - 40 = 420.
        #expect(view.frame == CGRect(x: 210, y: 420, width: 100, height: 40))
    }

    @Test func inequalitiesBoundAnOptionalPreference() {
        let stage = Stage()
        let wide = constrained(in: stage.window), narrow = constrained(in: stage.window)
        let preferWide = wide.widthAnchor.constraint(equalToConstant: 100)
        preferWide.priority = .defaultHigh
        let preferNarrow = narrow.widthAnchor.constraint(equalToConstant: 100)
        preferNarrow.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferWide, wide.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            preferNarrow, narrow.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            wide.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            narrow.leadingAnchor.constraint(greaterThanOrEqualTo: wide.trailingAnchor, constant: 5),
            narrow.leadingAnchor.constraint(lessThanOrEqualTo: wide.trailingAnchor, constant: 5),
            wide.topAnchor.constraint(equalTo: stage.window.topAnchor), narrow.topAnchor.constraint(equalTo: stage.window.topAnchor),
            wide.heightAnchor.constraint(equalToConstant: 10), narrow.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.app.runTurn()
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(narrow.frame == CGRect(x: 205, y: 0, width: 80, height: 10))
    }

    // MARK: - Priorities

    @Test func theHigherPriorityWinsAndAPriorityChangeSwapsTheWinner() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        let hundred = view.widthAnchor.constraint(equalToConstant: 100)
        hundred.priority = .defaultHigh
        let oneFifty = view.widthAnchor.constraint(equalToConstant: 150)
        oneFifty.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate([hundred, oneFifty, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: stage.window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: stage.window.topAnchor)])
        stage.app.runTurn()
        #expect(view.frame.width == 100)
        oneFifty.priority = .defaultHigh + 1
        stage.app.runTurn()
        #expect(view.frame.width == 150)
    }

    // MARK: - Multipliers

    @Test func multipliersScaleSizesAndPositionsInTheHoldersSpace() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        stage.window.addSubview(container)
        let view = constrained(in: container)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25, constant: 5),
            // The container's centre in its own space is (100, 50); half of it is 50.
            NSLayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: container,
                               attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: container,
                               attribute: .bottom, multiplier: 0.1, constant: 0),
        ])
        stage.app.runTurn()
        // width 100 centred on x = 50 → minX 0; height 25 + 5 = 30; top = 0.1 × 100 = 10.
        #expect(view.frame == CGRect(x: 0, y: 10, width: 100, height: 30))
    }

    @Test func edgesAreRoundedToThePixelGrid() {
        let stage = Stage()
        let views = (0..<3).map { _ in constrained(in: stage.window) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
                           views[2].trailingAnchor.constraint(equalTo: stage.window.trailingAnchor)]
        for (a, b) in zip(views, views.dropFirst()) {
            constraints += [b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.widthAnchor.constraint(equalTo: a.widthAnchor)]
        }
        for view in views {
            constraints += [view.topAnchor.constraint(equalTo: stage.window.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
        }
        NSLayoutConstraint.activate(constraints)
        stage.app.runTurn()
        // Each is 106.67 points wide; edges at 106.67 and 213.33 round to the nearest half point.
        #expect(views.map(\.frame.minX) == [0, 106.5, 213.5])
        #expect(views.map(\.frame.width) == [106.5, 107, 106.5])
    }

    // MARK: - System spacing

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let stage = Stage()
        let a = constrained(in: stage.window), b = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: stage.window.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.app.runTurn()
        #expect(b.frame == CGRect(x: 66, y: 28, width: 50, height: 20))
    }

    // MARK: - Hierarchies

    @Test func constraintsBetweenCousinsAddTheOffsetsOfTheViewsBetween() {
        let stage = Stage()
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 30, width: 100, height: 100))
        stage.window.addSubview(left)
        stage.window.addSubview(right)
        let a = constrained(in: left), b = constrained(in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5), a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            // b lines up with a in window space: 10 + 5 = 15 → 15 - 150 = -135 in `right`.
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        stage.app.runTurn()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        // top: 10 + 5 + 20 = 35 in the window → 35 - 30 = 5 in `right`.
        #expect(b.frame == CGRect(x: -135, y: 5, width: 20, height: 20))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatTieItToTheRest() {
        let stage = Stage()
        let container = constrained(in: stage.window), child = constrained(in: container)
        let inside = child.widthAnchor.constraint(equalToConstant: 10)
        let outside = container.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor)
        let across = child.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor)
        NSLayoutConstraint.activate([inside, outside, across])
        #expect(across.isActive && stage.window.constraints.count == 2 && child.constraints.count == 1)
        container.removeFromSuperview()
        #expect(!across.isActive && !outside.isActive)
        #expect(inside.isActive)
    }

    @Test func activatingWithoutACommonAncestorLogsUIKitsMessage() {
        let stage = Stage(), log = Log()
        stage.app.layoutLogHandler = { log.add($0) }
        let a = constrained(in: stage.window)
        let loose = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: loose.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("Unable to activate constraint with anchors") == true)
        #expect(log.entries.first?.contains("because they have no common ancestor") == true)
    }

    // MARK: - Autoresizing masks as constraints

    @Test func aTranslatingSuperviewFollowsItsAutoresizingMask() {
        let stage = Stage()
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        stage.window.addSubview(panel)
        let badge = constrained(in: panel)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.app.runTurn()
        #expect(badge.frame == CGRect(x: 220, y: 40, width: 50, height: 20))
        // A wider screen widens the window, the panel keeps its margins (flexible width), and
        // the badge follows the panel's trailing edge.
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 400, height: 480))
        stage.app.runTurn()
        #expect(panel.frame == CGRect(x: 20, y: 20, width: 360, height: 100))
        #expect(badge.frame == CGRect(x: 300, y: 40, width: 50, height: 20))
    }

    @Test func aFrameSetInCodeOnATranslatingViewMovesWhatIsConstrainedToIt() {
        let stage = Stage()
        let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        stage.window.addSubview(anchor)
        let follower = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 4),
            follower.topAnchor.constraint(equalTo: anchor.topAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor), follower.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])
        stage.app.runTurn()
        #expect(follower.frame == CGRect(x: 64, y: 10, width: 50, height: 50))
        anchor.frame = CGRect(x: 100, y: 200, width: 30, height: 40)
        stage.app.runTurn()
        #expect(anchor.frame == CGRect(x: 100, y: 200, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 134, y: 200, width: 30, height: 40))
    }

    // MARK: - Constant changes

    @Test func aConstantChangeIsIncrementalAndEqualsAFreshLayout() {
        func build(_ stage: Stage, gap: CGFloat) -> ([UIView], NSLayoutConstraint) {
            var views: [UIView] = []
            var constraints: [NSLayoutConstraint] = []
            var gapConstraint: NSLayoutConstraint!
            for i in 0..<5 {
                let view = IntrinsicView(CGSize(width: 30 + 10 * i, height: 20))
                stage.window.addSubview(view)
                let leading = i == 0 ? view.leadingAnchor.constraint(equalTo: stage.window.layoutMarginsGuide.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: i == 2 ? gap : 6)
                if i == 2 { gapConstraint = leading }
                constraints += [leading, view.topAnchor.constraint(equalTo: stage.window.safeAreaLayoutGuide.topAnchor, constant: CGFloat(i))]
                views.append(view)
            }
            constraints.append(views[4].trailingAnchor.constraint(lessThanOrEqualTo: stage.window.layoutMarginsGuide.trailingAnchor))
            NSLayoutConstraint.activate(constraints)
            return (views, gapConstraint)
        }
        let incremental = Stage(), fresh = Stage()
        let (views, gap) = build(incremental, gap: 6)
        incremental.app.runTurn()
        let solver = incremental.window.layoutEngineForReading!.solver
        let heldBefore = solver.constraintCount
        for value in [20, 36, 2] as [CGFloat] {
            gap.constant = value
            incremental.app.runTurn()
        }
        #expect(solver.constraintCount == heldBefore && solver.rebuildCount == 0)
        let (freshViews, _) = build(fresh, gap: 2)
        fresh.app.runTurn()
        #expect(views.map(\.frame) == freshViews.map(\.frame))
        let expected: CGFloat = 8 + 30 + 6 + 40 + 2   // the margin, two views and their gaps
        #expect(views[2].frame.minX == expected)
    }

    @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheConstraintChange() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        let left = view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([left, view.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
                                     view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)])
        stage.app.runTurn()
        left.constant = 110
        stage.app.perform {
            UIView.animate(withDuration: 0.25) { stage.window.layoutIfNeeded() }
        }
        let diff = stage.app.runTurn().first
        let animation = diff?.animations.first { $0.animation.keyPath == "position" }?.animation
        #expect(animation?.values == [.point(CGPoint(x: 20, y: 20)), .point(CGPoint(x: 120, y: 20))])
        #expect(animation?.duration == 0.25)
        #expect(view.frame.minX == 110)
    }

    // MARK: - Unsatisfiable constraints

    @Test func conflictingRequiredConstraintsLogUIKitsMessageAndBreakOne() {
        let stage = Stage(), log = Log()
        stage.app.layoutLogHandler = { log.add($0) }
        let view = constrained(in: stage.window)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: stage.window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: stage.window.topAnchor)])
        stage.app.runTurn()
        second.isActive = true
        stage.app.runTurn()
        #expect(view.frame.width == 100)
        #expect(second.isActive)   // a broken constraint stays active, as in UIKit
        #expect(log.entries.count == 1)
        let message = log.entries.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("(\n    \"\(first.description)\",\n    \"\(second.description)\"\n)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(second.description)\n"))
        #expect(second.description.hasSuffix("'too-wide' UIView:\(NSLayoutConstraint.address(of: view)).width == 200   (active)>"))
        #expect(!message.contains("NSAutoresizingMaskLayoutConstraints"))
    }

    @Test func aConflictWithATranslatedFrameMentionsAutoresizingConstraints() {
        let stage = Stage(), log = Log()
        stage.app.layoutLogHandler = { log.add($0) }
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 70).isActive = true
        stage.app.runTurn()
        #expect(framed.frame.width == 50)
        let message = log.entries.first ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint:"))
        #expect(message.contains("h=--& v=--& UIView:\(NSLayoutConstraint.address(of: framed)).width == 50"))
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
    }

    // MARK: - Ambiguity

    @Test func missingConstraintsMakeTheLayoutAmbiguous() {
        let stage = Stage()
        let view = constrained(in: stage.window)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10)])
        stage.app.runTurn()
        #expect(view.hasAmbiguousLayout)
        #expect(!view.leadingAnchor.hasAmbiguousLayout && view.topAnchor.hasAmbiguousLayout)
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: stage.window.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        stage.app.runTurn()
        #expect(!view.hasAmbiguousLayout)
    }

    // MARK: - Update constraints pass

    @Test func updateConstraintsRunsDeepestFirstBeforeLayout() {
        @MainActor final class Updating: UIView {
            var log: Log?
            var name = ""
            override func updateConstraints() {
                log?.add("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() { log?.add("layout \(name)") }
        }
        let stage = Stage(), log = Log()
        let outer = Updating(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Updating(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        outer.log = log; outer.name = "outer"; inner.log = log; inner.name = "inner"
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        stage.app.runTurn()
        log.entries = []
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        stage.app.runTurn()
        #expect(log.entries == ["update inner", "update outer", "layout outer", "layout inner"])
        #expect(!inner.needsUpdateConstraints())
    }

    // MARK: - Fitting size

    @Test func systemLayoutSizeFittingMeasuresTheConstraints() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let content = IntrinsicView(CGSize(width: 60, height: 20))
        cell.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 44))
        // A required width of 200 stretches the content (hugging is only 250).
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 44))
        #expect(cell.frame.size == CGSize(width: 10, height: 10))
    }

    // MARK: - Layout guides

    @Test func anAppsLayoutGuideIsPlacedByItsConstraints() {
        let stage = Stage()
        let guide = UILayoutGuide()
        stage.window.addLayoutGuide(guide)
        #expect(guide.owningView === stage.window && stage.window.layoutGuides.contains { $0 === guide })
        let view = constrained(in: stage.window)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 30),
            guide.widthAnchor.constraint(equalTo: stage.window.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: stage.window.topAnchor), guide.heightAnchor.constraint(equalToConstant: 40),
            view.centerXAnchor.constraint(equalTo: guide.centerXAnchor), view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.app.runTurn()
        #expect(guide.layoutFrame == CGRect(x: 30, y: 0, width: 160, height: 40))
        #expect(view.frame == CGRect(x: 100, y: 10, width: 20, height: 20))
    }

    // MARK: - Descriptions

    @Test func descriptionsFollowUIKitsFormat() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: -8)
        #expect(constraint.description == "<NSLayoutConstraint:\(NSLayoutConstraint.address(of: constraint)) UIView:\(NSLayoutConstraint.address(of: a)).leading == UIView:\(NSLayoutConstraint.address(of: b)).trailing - 8   (inactive)>")
        let scaled = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 2.5)
        #expect(scaled.description.contains(".width == 0.5*UIView:"))
        #expect(scaled.description.contains(".width + 2.5   (inactive)>"))
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .trailing)
        #expect(constraint.firstItem === a && constraint.secondItem === b && constraint.relation == .equal)
        #expect(a.widthAnchor.constraint(equalToConstant: 3).secondItem == nil)
    }
}

@MainActor @Suite struct AutoLayoutLifetimeTests {
    @Test func aHierarchyWithAnEngineIsFreedWithItsLastReference() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = constrained(in: root)
            let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([constraint, child.heightAnchor.constraint(equalToConstant: 10),
                                         child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
            #expect(root.layoutEngineForReading != nil)
            weakRoot = root
            weakChild = child
            weakConstraint = constraint
        }
        #expect(weakRoot == nil && weakChild == nil && weakConstraint == nil)
    }

    @Test func constraintAPIsReportWhatIsActive() {
        let stage = Stage(), log = Log()
        stage.app.layoutLogHandler = { log.add($0) }
        let view = constrained(in: stage.window)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.identifier = "w"
        NSLayoutConstraint.activate([width, view.leftAnchor.constraint(equalTo: stage.window.leftAnchor)])
        #expect(width.isActive && view.constraints.contains { $0 === width })
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(width.firstAnchor.item === view && width.secondAnchor == nil)
        // UIKit does not support moving an installed constraint between required and optional;
        // Layercast logs UIKit's message and applies the change.
        width.priority = .defaultHigh
        #expect(log.entries.first?.hasPrefix("Mutating a priority from required to not on an installed constraint") == true)
        NSLayoutConstraint.deactivate([width])
        #expect(!width.isActive && view.constraints.isEmpty)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let onGuide = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
        onGuide.isActive = true
        guide.owningView = nil
        #expect(!onGuide.isActive && view.layoutGuides.isEmpty)
    }
}
