import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastUI
@testable import LayercastDemo

/// The demo's app structure: a tab bar (showcase, settings), a navigation controller that
/// pushes a row's detail screen from the list, alerts, and constraint-based screens that follow
/// rotation. Metrics are UIKit's: a 44-point navigation bar, a 49-point tab bar, a push that
/// takes about 0.35 s.
@MainActor @Suite struct DemoNavigationTests {
    /// The first button titled `title` under `view`, depth first.
    static func button(_ title: String, in view: UIView) -> UIButton? {
        if let b = view as? UIButton, b.title(for: .normal) == title, !b.isHidden { return b }
        for sub in view.subviews { if let found = button(title, in: sub) { return found } }
        return nil
    }

    static func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Whether two lengths agree to the solver's precision.
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    /// The alert the app shows: presentations go through the window's root controller, the
    /// tab bar controller (no controller in between defines a presentation context).
    static func alert(on stage: DemoStage) -> UIAlertController? {
        stage.demo.tabBarController.presentedViewController as? UIAlertController
    }

    /// Runs a second of turns at 60 Hz: long enough for a push, a pop or an alert to finish.
    static func settle(_ stage: DemoStage) {
        for _ in 0..<60 {
            stage.clock.advance(by: 1.0 / 60)
            stage.app.runTurn()
        }
    }

    /// Taps the centre of `view` and lets what it starts finish.
    static func tap(_ view: UIView, on stage: DemoStage) {
        stage.tap(at: center(of: frameInWindow(view)))
        settle(stage)
    }

    static func pushDetail(_ stage: DemoStage, row: Int) throws -> DemoDetailViewController {
        let cell = try #require(stage.demo.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        tap(cell, on: stage)
        return try #require(stage.demo.navigationController?.topViewController as? DemoDetailViewController)
    }

    @Test func selectingARowPushesItsDetailAndTheBackButtonPopsIt() throws {
        let stage = DemoStage()
        let navigation = try #require(stage.demo.navigationController)
        #expect(navigation.isNavigationBarHidden)
        let detail = try Self.pushDetail(stage, row: 2)
        #expect(detail.row == DemoListView.Row(title: "Coral 3", number: 2))
        #expect(navigation.viewControllers.count == 2)
        #expect(!navigation.isNavigationBarHidden)
        // The row is deselected again, as UIKit apps do after a push.
        #expect(stage.demo.tableView.indexPathForSelectedRow == nil)
        // The detail fills the screen under the bars; the showcase left the window.
        #expect(detail.view.window === stage.demo.window)
        #expect(stage.demo.viewController.view.window == nil)
        // The back button carries the previous screen's title.
        let back = try #require(Self.button("Showcase", in: navigation.navigationBar))
        Self.tap(back, on: stage)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === stage.demo.viewController)
        #expect(navigation.isNavigationBarHidden)
        #expect(stage.demo.viewController.view.window === stage.demo.window)
    }

    @Test func theDetailIsLaidOutByConstraintsInsideTheBars() throws {
        let stage = DemoStage()
        let detail = try Self.pushDetail(stage, row: 0)
        let safe = detail.view.safeAreaInsets
        // Under a 44-point navigation bar (the screen declares no status bar inset) and above
        // the 49-point tab bar.
        #expect(safe == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        // The stack view: 20 points inside the safe area; the swatch half as tall as it is wide;
        // 20 points after the swatch (custom spacing), 12 between the others.
        #expect(Self.close(detail.stackView.frame.minX, 20) && Self.close(detail.stackView.frame.minY, 44 + 20))
        #expect(Self.close(detail.stackView.frame.width, 390 - 40))
        #expect(Self.close(detail.swatchView.frame.width, 350) && Self.close(detail.swatchView.frame.height, 175))
        #expect(Self.close(detail.titleLabel.frame.minY, 175 + 20))
        #expect(Self.close(detail.detailLabel.frame.minY, detail.titleLabel.frame.maxY + 12))
        #expect(Self.close(detail.favouriteButton.frame.height, 44))
        #expect(Self.close(detail.favouriteButton.frame.minY, detail.detailLabel.frame.maxY + 12))
        #expect(detail.swatchView.backgroundColor == DemoListView.swatchColor(of: detail.row))
    }

    /// The swatch's progress ring: centred, and filled by one strokeEnd animation once the
    /// screen has appeared to the row's place in its section (row 3 of 50: 0.08).
    @Test func theDetailsRingFillsToTheRowsPlaceInItsSection() throws {
        let stage = DemoStage()
        let detail = try Self.pushDetail(stage, row: 3)
        let ring = detail.progressRing
        #expect(detail.sectionProgress == 0.08 && ring.strokeEnd == 0.08)
        #expect(ring.frame == detail.swatchView.bounds)
        let box = try #require(ring.path?.boundingBox)
        #expect(Self.close(box.midX, 175) && Self.close(box.midY, 87.5) && Self.close(box.width, 175 - 36))
        // The push has settled, so the fill has run; appearing again from an empty ring attaches it.
        ring.strokeEnd = 0
        detail.viewDidAppear(false)
        let fill = try #require(ring.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(fill.keyPath == "strokeEnd" && fill.duration == DemoDetailViewController.ringDuration)
        #expect(fill.fromValue as? CGFloat == 0 && fill.toValue as? CGFloat == 0.08 && ring.strokeEnd == 0.08)
    }

    @Test func turnedToLandscapeTheDetailsSwatchIsCappedAtAThirdOfTheSafeHeight() throws {
        let stage = DemoStage()
        let detail = try Self.pushDetail(stage, row: 1)
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 844, height: 390))
        Self.settle(stage)
        let safe = detail.view.safeAreaInsets
        let safeHeight = 390 - safe.top - safe.bottom
        #expect(Self.close(detail.stackView.frame.width, 844 - 40))
        // Half the width (402) is more than a third of the safe height: the cap wins.
        #expect(abs(detail.swatchView.frame.height - safeHeight / 3) < 1e-9)
        #expect(detail.stackView.frame.maxY <= 390 - safe.bottom - 20 + 1e-9)
    }

    @Test func markingAFavouriteAsksFirstAndCancelChangesNothing() throws {
        let stage = DemoStage()
        let detail = try Self.pushDetail(stage, row: 4)
        Self.tap(detail.favouriteButton, on: stage)
        var alert = try #require(Self.alert(on: stage))
        #expect(alert.presentingViewController === stage.demo.tabBarController)
        #expect(alert.title == "Mark Coral 5 as a favourite?")
        #expect(alert.actions.map { $0.title } == ["Cancel", "Mark"])
        Self.tap(try #require(Self.button("Cancel", in: alert.view)), on: stage)
        #expect(Self.alert(on: stage) == nil)
        #expect(!detail.isFavourite && detail.favouriteButton.isEnabled)
        Self.tap(detail.favouriteButton, on: stage)
        alert = try #require(Self.alert(on: stage))
        Self.tap(try #require(Self.button("Mark", in: alert.view)), on: stage)
        #expect(Self.alert(on: stage) == nil)
        #expect(detail.isFavourite && !detail.favouriteButton.isEnabled)
        #expect(detail.detailLabel.text == "★ Favourite · Row 5 of the list")
    }

    @Test func theSettingsTabActsOnTheShowcase() throws {
        let stage = DemoStage()
        Self.tap(stage.demo.tapButton, on: stage)
        Self.tap(stage.demo.tapButton, on: stage)
        #expect(stage.demo.tapCountText == "Taps: 2")
        // The second tab's item, in the tab bar.
        let tabBar = stage.demo.tabBarController.tabBar
        let itemControls = tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(itemControls.count == 2)
        let settingsItem = try #require(itemControls.last)
        Self.tap(settingsItem, on: stage)
        #expect(stage.demo.tabBarController.selectedIndex == 1)
        let settings = stage.demo.settingsViewController
        #expect(settings.view.window === stage.demo.window)
        #expect(stage.demo.viewController.view.window == nil)
        // The settings' rows sit under its navigation bar, 20 points from the edges.
        #expect(Self.close(settings.stackView.frame.minX, 20))
        #expect(Self.close(settings.stackView.frame.minY, settings.view.safeAreaInsets.top + 16))
        // Turning the puck off hides it on the showcase.
        Self.tap(settings.puckSwitch, on: stage)
        #expect(!settings.puckSwitch.isOn && stage.demo.draggableView.isHidden)
        // Reset asks first; Reset zeroes the counter.
        Self.tap(settings.resetButton, on: stage)
        let alert = try #require(Self.alert(on: stage))
        #expect(alert.actions.map { $0.style } == [.cancel, .destructive])
        Self.tap(try #require(Self.button("Reset", in: alert.view)), on: stage)
        #expect(stage.demo.tapCountText == "Taps: 0")
        // Slow animations: the window's layer runs at a quarter of the speed.
        Self.tap(settings.slowAnimationsSwitch, on: stage)
        #expect(stage.demo.window.layer.speed == 0.25)
    }
}
