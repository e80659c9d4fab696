import Foundation
import LayercastGraphics

/// The buttons a swipe reveals at a table row's trailing edge (UIKit's private
/// `UISwipeActionPullView`), with the swipe's state: which row, how far it is open. The table
/// view places it beside the row's cell, which slides left by `offset`.
@MainActor
final class TableSwipeActionsView: UIView {
    /// Layercast's button metrics (UIKit does not publish its own): a button is its title's
    /// width plus 15 pt each side, 74 pt at least.
    static let buttonPadding: CGFloat = 15
    static let minimumButtonWidth: CGFloat = 74
    /// The share of the row's width past which a full swipe runs the first action (UIKit does
    /// not publish its threshold; Layercast uses 60 %).
    static let fullSwipeFraction: CGFloat = 0.6

    /// The row, kept up to date across row updates.
    var indexPath: IndexPath
    /// The row's cell, which slides.
    weak var cell: UITableViewCell?
    let configuration: UISwipeActionsConfiguration
    /// The buttons, one per action, in the configuration's order (the first at the edge).
    let buttons: [UIButton]
    /// How far the row is open, points.
    var offset: CGFloat = 0
    /// Whether the row is closing (its buttons no longer act).
    var isClosing = false

    init(indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        buttons = configuration.actions.map { action in
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
            button.backgroundColor = action.backgroundColor
            return button
        }
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = configuration.actions.first?.backgroundColor
        buttons.reversed().forEach(addSubview)
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    /// The natural width of each button, in the configuration's order.
    var buttonWidths: [CGFloat] {
        buttons.map { button in
            let text = ceil(button.titleLabel?.intrinsicContentSize.width ?? 0)
            return max(Self.minimumButtonWidth, text + 2 * Self.buttonPadding)
        }
    }

    /// The width at which the row rests open: every button at its natural width.
    var openWidth: CGFloat { buttonWidths.reduce(0, +) }

    /// Whether `offset` is past the full-swipe threshold for a row `width` wide.
    func isFullSwipe(at offset: CGFloat, rowWidth width: CGFloat) -> Bool {
        configuration.performsFirstActionWithFullSwipe && !buttons.isEmpty
            && offset > max(openWidth, width * Self.fullSwipeFraction)
    }

    /// Lays the buttons out for the current `offset`: shares of it in proportion to their
    /// natural widths, the first at the trailing edge; past the full-swipe threshold the first
    /// covers all.
    func layoutButtons(rowWidth: CGFloat) {
        let widths = buttonWidths, total = max(openWidth, 1)
        let full = isFullSwipe(at: offset, rowWidth: rowWidth)
        var x = offset
        for (index, button) in buttons.enumerated() {
            let width = full ? (index == 0 ? offset : 0) : offset * widths[index] / total
            x -= width
            button.frame = CGRect(x: full ? 0 : x, y: 0, width: width, height: bounds.height)
        }
    }
}
