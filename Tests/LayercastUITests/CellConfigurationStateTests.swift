import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A cell that logs its configuration updates.
@MainActor private final class LoggingCell: UITableViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("update(selected: \(state.isSelected), highlighted: \(state.isHighlighted), editing: \(state.isEditing))")
        super.updateConfiguration(using: state)
    }
}

/// A content configuration whose text says whether the cell is selected.
private struct SelectionText: UIContentConfiguration {
    var text = "plain"
    func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: UIListContentConfiguration.cell()) }
    func updated(for state: any UIConfigurationState) -> SelectionText {
        var copy = self
        copy.text = (state as? UICellConfigurationState)?.isSelected == true ? "selected" : "plain"
        return copy
    }
}

/// The iOS 14 cell configuration model. Apple's documentation: `configurationUpdateHandler`
/// runs after `updateConfiguration(using:)`; the automatic flags default to `true`; a `nil`
/// `backgroundColor` of a background configuration resolves to the tint colour (UIKit's header),
/// and `backgroundColorTransformer` transforms it.
@MainActor @Suite struct CellConfigurationStateTests {
    @Test func theHandlerRunsAfterUpdateConfigurationBeforeTheFirstLayoutAndOnEachChange() {
        let cell = LoggingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.configurationUpdateHandler = { c, state in
            (c as? LoggingCell)?.log.append("handler(selected: \(state.isSelected))")
        }
        #expect(cell.automaticallyUpdatesContentConfiguration && cell.automaticallyUpdatesBackgroundConfiguration)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update(selected: false, highlighted: false, editing: false)", "handler(selected: false)"])
        cell.log = []
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty, "nothing changed: no update")
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update(selected: true, highlighted: false, editing: false)", "handler(selected: true)"])
        cell.log = []
        cell.setEditing(true, animated: false)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.log == ["update(selected: true, highlighted: true, editing: true)", "handler(selected: true)"],
                "two changes, one update")
    }

    @Test func aListCellsBackgroundGreysWhenSelectedAndAnAppColourStays() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        let view = try #require(cell.configurationStorage.backgroundView)
        #expect(view.backgroundColor == .systemGray4)
        #expect(cell.selectedBackgroundView?.alpha == 0, "the configuration shows the selection, not the grey view")
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)

        var own = UIBackgroundConfiguration.listGroupedCell()
        own.backgroundColor = .systemRed
        cell.backgroundConfiguration = own
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemRed)
    }

    @Test func colorsResolveThroughTheTintAndTheTransformer() {
        var c = UIBackgroundConfiguration.clear()
        #expect(c.resolvedBackgroundColor(for: .systemBlue) == .clear)
        c.backgroundColor = nil
        #expect(c.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        c.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.backgroundColorTransformer = .grayscale
        var white: CGFloat = 0, alpha: CGFloat = 0
        c.resolvedBackgroundColor(for: .systemBlue).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.2126) < 1e-6 && alpha == 1)
        #expect(c.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
    }

    @Test func theBackgroundSitsInsideItsInsetsAndTheMarginsOfTheEdgesAskingForThem() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        var c = UIBackgroundConfiguration.listGroupedCell()
        c.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 5, trailing: 7)
        c.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        c.cornerRadius = 12
        cell.backgroundConfiguration = c
        cell.layoutIfNeeded()
        let view = try #require(cell.configurationStorage.backgroundView)
        #expect(view.frame == CGRect(x: 19, y: 2, width: 320 - 19 - 23, height: 53))
        #expect(view.layer.cornerRadius == 12)
        #expect(cell.subviews.first === view, "behind everything")
    }

    @Test func aContentConfigurationIsUpdatedForEachStateUnlessTurnedOff() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = SelectionText()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? SelectionText)?.text == "selected")
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? SelectionText)?.text == "selected")
        // The list configuration looks the same in every state: updated(for:) returns it.
        let list = UIListContentConfiguration.cell()
        var state = UICellConfigurationState(traitCollection: cell.traitCollection)
        state.isSelected = true
        #expect(list.updated(for: state).text == list.text)
    }

    @Test func aCollectionCellHearsOfItsHighlightAndCustomStateTravels() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isHighlighted) }
        cell.layoutIfNeeded()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        var state = cell.configurationState
        let key = UIConfigurationStateCustomKey("com.example.favourite")
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
    }
}
