import Foundation

// UIKit's table and collection view accessors. Apple's Foundation gets them from UIKit's overlay;
// Foundation on Linux has IndexPath without them.
extension IndexPath {
    /// An index path for a table view row: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. Traps unless the path has exactly two indexes, as UIKit's
    /// accessor does.
    public var section: Int {
        get {
            Self.checkTableShape(self)
            return self[0]
        }
        set {
            Self.checkTableShape(self)
            self[0] = newValue
        }
    }

    /// The row within the section: the second index. Traps unless the path has exactly two
    /// indexes, as UIKit's accessor does.
    public var row: Int {
        get {
            Self.checkTableShape(self)
            return self[1]
        }
        set {
            Self.checkTableShape(self)
            self[1] = newValue
        }
    }

    /// The item within the section: the second index (the collection view name for `row`).
    /// Traps unless the path has exactly two indexes, as UIKit's accessor does.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private static func checkTableShape(_ path: IndexPath) {
        precondition(path.count == 2,
                     "Invalid index path for use with UITableView or UICollectionView: it must hold exactly two indexes, the section and the row (or item).")
    }
}
