import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one class for items of one type: UIKit's
    /// `UICollectionView.CellRegistration` (iOS 14). Make it once (outside the cell provider)
    /// and pass it to `dequeueConfiguredReusableCell(using:for:item:)`, which registers the cell
    /// class under the registration's own reuse identifier, dequeues a cell and calls
    /// `handler` with it, the index path and the item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// The reuse identifier the registration's cells are queued under.
        let reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell of the registration's class for the item at `indexPath`, configured by the
    /// registration's handler with `item`. UIKit requires the item (it raises for `nil`).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                         for indexPath: IndexPath, item: Item?) -> Cell {
        guard let item else { preconditionFailure("dequeueConfiguredReusableCell: the item for \(indexPath) is nil") }
        if registeredCells[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("dequeueConfiguredReusableCell: the cell dequeued is not a \(Cell.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}
