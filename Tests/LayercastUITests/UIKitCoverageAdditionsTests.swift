import Foundation
import LayercastGraphics
import Testing
@testable import LayercastUI

/// An interaction that logs its moves.
@MainActor private final class LoggingInteraction: UIInteraction {
    weak var view: UIView?
    let log: Log
    init(log: Log) { self.log = log }
    func willMove(to view: UIView?) { log.add("willMove \(view == nil ? "nil" : "view")") }
    func didMove(to view: UIView?) {
        self.view = view
        log.add("didMove \(view == nil ? "nil" : "view")")
    }
}

@MainActor private final class MenuSource: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
        }
    }
}

/// The rest of the 300 most-used symbols: interactions, the content size category, the
/// navigation toolbar, accessibility properties, nibs and quick actions.
@MainActor @Suite struct UIKitCoverageAdditionsTests {
    @Test func addingAndRemovingAnInteractionTellsItOfTheMove() {
        let view = UIView(), log = Log()
        let interaction = LoggingInteraction(log: log)
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        #expect(log.entries == ["willMove view", "didMove view", "willMove nil", "didMove nil"])
    }

    @Test func aContextMenuInteractionOnAnyViewShowsItsMenuOnALongPress() {
        let stage = Stage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let source = MenuSource()
        let target = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        controller.view.addSubview(target)
        let interaction = UIContextMenuInteraction(delegate: source)
        target.addInteraction(interaction)
        #expect(target.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        stage.app.runTurn()
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 70, y: 150)))
        // UILongPressGestureRecognizer's default minimumPressDuration: 0.5 s (UIKit's documentation).
        stage.clock.advance(by: 0.6)
        stage.app.runTurn()
        #expect(controller.presentedViewController is UIAlertController)
        target.removeInteraction(interaction)
        #expect(target.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } != true)
    }

    @Test func contentSizeCategoriesOrderAndTravelInTraits() {
        // Raw values from UIKit's headers (UIContentSizeCategory.h).
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraSmall < .large && .large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        let view = UIView()
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(preferredContentSizeCategory: .small),
                                                      UITraitCollection(userInterfaceStyle: .dark)])
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .small)))
        #expect(!combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)))
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
    }

    @Test func theNavigationToolbarShowsTheTopControllersItemsAndTakesTheBottomSafeArea() {
        let stage = Stage()
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nav
        stage.app.runTurn()
        // UINavigationController.isToolbarHidden: "The default value is true" (UIKit's documentation).
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        #expect(nav.toolbar.items?.map(\.title) == ["Share"])
        let bottomBefore = root.view.safeAreaInsets.bottom
        nav.setToolbarHidden(false, animated: false)
        stage.app.runTurn()
        #expect(!nav.toolbar.isHidden)
        #expect(nav.toolbar.frame.maxY == nav.view.bounds.maxY)
        #expect(root.view.safeAreaInsets.bottom == bottomBefore + 44)
        let detail = UIViewController()
        detail.setToolbarItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)], animated: false)
        nav.pushViewController(detail, animated: false)
        #expect(nav.toolbar.items?.map(\.title) == ["Edit"])
        nav.popViewController(animated: false)
        #expect(nav.toolbar.items?.map(\.title) == ["Share"])
    }

    @Test func standardViewsAnswerUIKitsAccessibilityDefaults() {
        // UIAccessibility.h: isAccessibilityElement "default is NO unless the receiver is a
        // standard UIKit control"; labels and buttons are read as their text.
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.accessibilityLabel = "Play the song"
        button.accessibilityTraits = .header
        #expect(button.accessibilityLabel == "Play the song" && button.accessibilityTraits == .header)
        // UIAccessibilityTraitHeader: bit 16 of iOS's accessibility runtime (the header
        // declares the constant without its value).
        #expect(UIAccessibilityTraits.header.rawValue == 0x10000)
    }

    @Test func registeringANibIsAcceptedAndShortcutItemsAreKept() {
        let table = UITableView(frame: .zero)
        table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
        #expect(table.registeredNibs["cell"]?.name == "Cell")
        let stage = Stage()
        let item = UIMutableApplicationShortcutItem(type: "compose", localizedTitle: "New")
        item.localizedSubtitle = "Draft"
        stage.app.shortcutItems = [item]
        #expect(stage.app.shortcutItems?.first?.localizedSubtitle == "Draft")
        #expect(stage.app.preferredContentSizeCategory == .large)
    }
}

/// A progress bar, snapshots, a controller's forced appearance and a button made with a type
/// and a primary action.
@MainActor @Suite struct UIKitCoverageAdditionsViewTests {
    @Test func aProgressBarFillsItsShareOfTheWidthInTheTint() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        // UIProgressView.progress: "The default value is 0.0"; values outside 0…1 are pinned.
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        bar.progress = 3
        #expect(bar.progress == 1)
        bar.progressTintColor = .red
        #expect(bar.subviews.first?.backgroundColor == .red)
        #expect(bar.sizeThatFits(CGSize(width: 80, height: 80)).height == 4)
    }

    @Test func aSnapshotShowsTheViewsPixels() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let snapshot = view.snapshotView(afterScreenUpdates: true) as? UIImageView
        #expect(snapshot?.frame.size == CGSize(width: 10, height: 10))
        #expect(snapshot?.image?.size == CGSize(width: 10, height: 10))
    }

    @Test func aControllersForcedAppearanceReachesItsView() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        let button = UIButton(type: .custom, primaryAction: UIAction(title: "Go") { _ in })
        #expect(button.title(for: .normal) == "Go" && button.buttonType == .custom)
    }
}
