import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A table controller whose second row has a context menu.
@MainActor private final class MenuTable: UITableViewController {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("ask \(indexPath.row)")
        guard indexPath.row == 1 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        }
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) { log.append("willDisplay") }
}

/// A row's context menu (iOS 13, `UITableViewDelegate`): a long press (0.5 s, UILongPressGestureRecognizer's
/// documented default) on a row with a configuration shows its menu; on a row without one the
/// press is a normal touch and selects the row.
@MainActor @Suite struct UITableViewContextMenuTests {
    private func longPress(_ stage: Stage, at point: CGPoint) {
        stage.touch(TouchInput(identifier: 1, phase: .began, location: point))
        stage.clock.advance(by: 0.6)
        stage.app.runTurn()
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: point))
    }

    @Test func aLongPressOnARowWithAMenuShowsItAndOthersSelect() throws {
        let stage = Stage()
        let controller = MenuTable(style: .plain)
        stage.window.rootViewController = controller
        stage.app.runTurn()
        // Row 1 is 44 points tall, from y = 44.
        longPress(stage, at: CGPoint(x: 100, y: 66))
        let sheet = try #require(controller.presentedViewController as? UIAlertController)
        #expect(sheet.actions.map(\.title) == ["Share", "Delete", "Cancel"])
        #expect(controller.log == ["ask 1", "willDisplay"], "asked once, before it shows")
        #expect(!controller.log.contains("select 1"), "the menu's press does not select")
        stage.advance(0.5)  // the sheet's presentation ends
        controller.dismiss(animated: false)
        #expect(controller.presentedViewController == nil)
        controller.log = []
        longPress(stage, at: CGPoint(x: 100, y: 22))
        #expect(controller.presentedViewController == nil)
        #expect(controller.log == ["ask 0", "select 0"])
    }
}

/// A collection controller whose items all have a menu.
@MainActor private final class MenuGrid: UICollectionViewController {
    var shown = 0
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "Item \(indexPath.item)", children: [UIAction(title: "Open") { _ in }])
        }
    }
    override func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                 animator: (any UIContextMenuInteractionAnimating)?) { shown += 1 }
}

@MainActor @Suite struct UICollectionViewContextMenuTests {
    @Test func aLongPressOnAnItemShowsItsMenu() throws {
        let stage = Stage()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = MenuGrid(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        stage.window.rootViewController = controller
        stage.app.runTurn()
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 50, y: 50)))
        stage.clock.advance(by: 0.6)
        stage.app.runTurn()
        let sheet = try #require(controller.presentedViewController as? UIAlertController)
        #expect(sheet.title == "Item 0")
        #expect(controller.shown == 1)
    }
}
