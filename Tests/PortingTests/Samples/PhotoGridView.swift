import UIKit

/// A sectioned grid of thumbnails laid out in `layoutSubviews` and addressed by index path, as
/// a hand-rolled collection view is: each section starts a new row, `columns` square cells per
/// row. The images come from the target's bundle by name (`star` finds `star@3x.png`…).
class PhotoGridView: UIView {
    var columns = 3
    var spacing: CGFloat = 4
    var sectionSpacing: CGFloat = 12

    /// Image names per section; setting it rebuilds the cells.
    var sections: [[String]] = [] {
        didSet { reloadData() }
    }

    private(set) var cells: [IndexPath: UIImageView] = [:]

    func reloadData() {
        cells.values.forEach { $0.removeFromSuperview() }
        cells.removeAll()
        for (section, names) in sections.enumerated() {
            for (item, name) in names.enumerated() {
                let imageView = UIImageView(image: UIImage(named: name, in: .module, compatibleWith: nil))
                imageView.contentMode = .scaleAspectFit
                imageView.backgroundColor = .white
                cells[IndexPath(item: item, section: section)] = imageView
                addSubview(imageView)
            }
        }
        setNeedsLayout()
    }

    /// The side of a square cell for the current width.
    var cellSide: CGFloat {
        (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = cellSide
        var top: CGFloat = 0
        for section in sections.indices {
            let count = sections[section].count
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let column = indexPath.item % columns
                let row = indexPath.item / columns
                cells[indexPath]?.frame = CGRect(x: CGFloat(column) * (side + spacing),
                                                 y: top + CGFloat(row) * (side + spacing),
                                                 width: side, height: side)
            }
            let rows = (count + columns - 1) / columns
            top += CGFloat(rows) * (side + spacing) - spacing + sectionSpacing
        }
    }

    /// The index path of the cell under `point` (this view's coordinates), as
    /// `UICollectionView.indexPathForItem(at:)`.
    func indexPathForItem(at point: CGPoint) -> IndexPath? {
        cells.first { $0.value.frame.contains(point) }?.key
    }
}
