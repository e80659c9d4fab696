import Foundation
import LayercastGraphics
import LayercastLayers
import Testing
@testable import LayercastUI

@MainActor private final class CollapseLog: UISplitViewControllerDelegate {
    var collapses = 0
    var modes: [UISplitViewController.DisplayMode] = []
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        collapses += 1
        return false
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        modes.append(displayMode)
    }
}

/// A custom activity that records what it was given.
@MainActor private final class BookmarkActivity: UIActivity {
    var prepared: [Any] = []
    override var activityType: ActivityType? { ActivityType("com.example.bookmark") }
    override var activityTitle: String? { "Bookmark" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
}

/// UISplitViewController (columns side by side on an iPad-wide screen, one column on a phone,
/// the secondary pushed onto the primary navigation controller when collapsing, as UIKit's
/// classic split view controller does) and UIActivityViewController (the share sheet).
@MainActor @Suite struct SplitAndActivityViewControllerTests {
    private func stage(width: CGFloat) -> (UIApplication, UIWindow, ManualClock) {
        let clock = ManualClock()
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: 700), scale: 2)
        let app = UIApplication(screen: screen, clock: clock)
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        return (app, window, clock)
    }

    @Test func wideShowsPrimaryBesideSecondaryAndNarrowCollapsesOntoThePrimary() {
        let (app, window, _) = stage(width: 1024)
        let split = UISplitViewController()
        let log = CollapseLog()
        split.delegate = log
        let list = UIViewController(), detail = UIViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), detail]
        window.rootViewController = split
        app.runTurn()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(list.view.window === window && detail.view.window === window)
        #expect(detail.view.convert(detail.view.bounds, to: nil).minX == 320.5)
        #expect(list.splitViewController === split)
        split.preferredDisplayMode = .secondaryOnly
        app.runTurn()
        #expect(split.displayMode == .secondaryOnly && list.view.window == nil)
        // The first layout sets the mode without a change to report.
        #expect(log.modes == [.secondaryOnly])

        let (phoneApp, phoneWindow, _) = stage(width: 390)
        let phoneSplit = UISplitViewController()
        phoneSplit.delegate = log
        let phoneNav = UINavigationController(rootViewController: UIViewController())
        let phoneDetail = UIViewController()
        phoneSplit.viewControllers = [phoneNav, phoneDetail]
        phoneWindow.rootViewController = phoneSplit
        phoneApp.runTurn()
        #expect(phoneSplit.isCollapsed && log.collapses == 1)
        #expect(phoneNav.topViewController === phoneDetail)
        // showDetailViewController pushes when collapsed.
        let other = UIViewController()
        phoneDetail.showDetailViewController(other, sender: nil)
        #expect(phoneNav.viewControllers.last === other)
    }

    @Test func aColumnStyleWrapsEachColumnInANavigationController() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        split.setViewController(sidebar, for: .primary)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController?.parent === split)
    }

    @Test func theShareSheetOffersCopyAndTheAppsActivitiesAndReportsTheChoice() {
        let (app, window, clock) = stage(width: 390)
        let root = UIViewController()
        window.rootViewController = root
        app.runTurn()
        let bookmark = BookmarkActivity()
        let url = URL(string: "https://example.com/a")!
        let sheet = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: [bookmark])
        #expect(sheet.offeredActivities.map(\.activityTitle) == ["Copy", "Bookmark"])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        #expect(sheet.offeredActivities.map(\.activityTitle) == ["Bookmark"])
        sheet.excludedActivityTypes = nil
        var results: [(String?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type?.rawValue, completed)) }
        root.present(sheet, animated: false)
        app.runTurn()
        let alert = sheet.children.first as? UIAlertController
        #expect(alert?.actions.map(\.title) == ["Copy", "Bookmark", "Cancel"])
        // Choosing Copy: the text goes to the application's pasteboard, the sheet goes away.
        app.perform { alert?.choose(alert!.actions[0]) }
        // The sheet slides away; the activity runs once it is gone.
        for _ in 0..<3 {
            clock.advance(by: 0.5)
            app.runTurn()
        }
        #expect(results.first?.0 == "com.apple.UIKit.activity.CopyToPasteboard" && results.first?.1 == true)
        #expect(app.keyboard.pasteboard.strings == ["Hello", "https://example.com/a"])
        #expect(root.presentedViewController == nil)
    }
}
