import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A view that records its margin and safe-area callbacks.
@MainActor private final class InsetsView: UIView {
    var marginChanges = 0
    var safeAreaChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

// Margins are 8 points on every side by default (UIKit's `layoutMargins` default); the safe
// area comes from the screen's declared insets. Expected frames are the container's bounds
// inset by those numbers.
@MainActor @Suite struct AutoLayoutMarginsTests {
    private func pin(_ view: UIView, to guide: UILayoutGuide, height: CGFloat? = nil) {
        var constraints = [view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                           view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                           view.topAnchor.constraint(equalTo: guide.topAnchor)]
        constraints.append(height.map { view.heightAnchor.constraint(equalToConstant: $0) }
                           ?? view.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: - Layout margins

    @Test func theMarginsGuideInsetsByEightPointsUntilTheMarginsChange() {
        let stage = Stage()
        let container = InsetsView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        stage.window.addSubview(container)
        let child = constrained(in: container)
        pin(child, to: container.layoutMarginsGuide, height: 10)
        stage.app.runTurn()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 10))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 0, right: 20)
        #expect(container.marginChanges == 1)
        stage.app.runTurn()
        #expect(child.frame == CGRect(x: 12, y: 4, width: 168, height: 10))
    }

    @Test func marginAttributesActOnTheMarginsGuide() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 0)
        stage.window.addSubview(container)
        let fill = constrained(in: container), centred = constrained(in: container)
        func pair(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, _ view: UIView) -> NSLayoutConstraint {
            NSLayoutConstraint(item: view, attribute: a, relatedBy: .equal, toItem: container, attribute: b, multiplier: 1, constant: 0)
        }
        NSLayoutConstraint.activate([
            pair(.leading, .leadingMargin, fill), pair(.trailing, .trailingMargin, fill),
            pair(.top, .topMargin, fill), pair(.bottom, .bottomMargin, fill),
            pair(.centerX, .centerXWithinMargins, centred), pair(.centerY, .centerYWithinMargins, centred),
            centred.widthAnchor.constraint(equalToConstant: 20), centred.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.app.runTurn()
        #expect(fill.frame == CGRect(x: 20, y: 10, width: 180, height: 60))
        // Centre of the margins: x = 20 + 180 / 2 = 110, y = 10 + 60 / 2 = 40.
        #expect(centred.frame == CGRect(x: 100, y: 30, width: 20, height: 20))
    }

    @Test func directionalMarginsAreTheMarginsLeftToRight() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 16, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 16, bottom: 3, right: 4))
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9))
    }

    @Test func preservingTheSuperviewsMarginsTakesTheLargerInsetWhereTheyOverlap() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        stage.window.addSubview(container)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        inner.preservesSuperviewLayoutMargins = true
        container.addSubview(inner)
        let child = constrained(in: inner)
        pin(child, to: inner.layoutMarginsGuide)
        stage.app.runTurn()
        // Left and top: the container's 30 reach into `inner`; right and bottom: the
        // container's margin area ends at 170 and 70, beyond inner's 100 and 50, so 8 stays.
        #expect(inner.effectiveLayoutMargins == UIEdgeInsets(top: 30, left: 30, bottom: 8, right: 8))
        #expect(child.frame == CGRect(x: 30, y: 30, width: 62, height: 12))
    }

    // MARK: - Safe area

    @Test func theSafeAreaGuideFollowsTheScreensInsets() {
        let stage = Stage()
        let band = InsetsView(frame: CGRect(x: 0, y: 20, width: 320, height: 100))
        stage.window.addSubview(band)
        let inside = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        stage.window.addSubview(inside)
        let content = constrained(in: stage.window)
        pin(content, to: stage.window.safeAreaLayoutGuide)
        stage.app.runTurn()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(band.safeAreaChanges == 1)
        stage.app.runTurn()
        #expect(stage.window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // 480 - 44 - 34 = 402.
        #expect(content.frame == CGRect(x: 0, y: 44, width: 320, height: 402))
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == .zero)
        #expect(stage.window.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 402))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() {
        let stage = Stage()
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = constrained(in: stage.window)
        pin(content, to: stage.window.layoutMarginsGuide)
        stage.app.runTurn()
        // 44 + 8 at the top, 34 + 8 at the bottom.
        #expect(content.frame == CGRect(x: 8, y: 52, width: 304, height: 386))
        stage.window.insetsLayoutMarginsFromSafeArea = false
        stage.app.runTurn()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }
}
