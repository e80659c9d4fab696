import Foundation
import LayercastGraphics

/// The control at a row's leading edge in editing mode (UIKit's private
/// `UITableViewCellEditControl`): a red circle with a white minus for `.delete`, a green one
/// with a plus for `.insert`. A tap asks the table view to act; the minus turns upright while
/// the Delete button shows.
@MainActor
final class TableCellEditControl: UIControl {
    /// The circle's diameter (Layercast's value; UIKit's glyph is about 22 pt).
    static let diameter: CGFloat = 22

    let style: UITableViewCell.EditingStyle
    private let circle = UIView()
    private let horizontalBar = UIView()
    private let verticalBar = UIView()

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: UITableViewCell.editingIndentation, height: 44))
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        circle.layer.cornerRadius = Self.diameter / 2
        circle.isUserInteractionEnabled = false
        for bar in [horizontalBar, verticalBar] {
            bar.backgroundColor = .white
            bar.isUserInteractionEnabled = false
            circle.addSubview(bar)
        }
        verticalBar.isHidden = style != .insert
        addSubview(circle)
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    /// Whether the Delete button shows for the row: the minus stands upright.
    var showsConfirmation = false {
        didSet {
            guard showsConfirmation != oldValue else { return }
            circle.transform = showsConfirmation ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        }
    }

    override func layoutSubviews() {
        let d = Self.diameter
        UIView.performWithoutAnimation {
            let transform = circle.transform
            circle.transform = .identity
            circle.frame = CGRect(x: ((bounds.width - d) / 2).rounded(), y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
            circle.transform = transform
            horizontalBar.frame = CGRect(x: 5, y: d / 2 - 1, width: d - 10, height: 2)
            verticalBar.frame = CGRect(x: d / 2 - 1, y: 5, width: 2, height: d - 10)
        }
    }
}
