import Foundation
import Testing
@testable import LayercastUI

@Suite struct IndexPathUIKitTests {
    // MARK: - Table and collection accessors

    // UIKit's IndexPath(row:section:) builds [section, row] (Apple: "IndexPath init(row:section:)",
    // an index path identifying a row in a table view by its section and row index).
    @Test func rowAndSectionAreTheSecondAndFirstIndexes() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(Array(path) == [1, 3])
        #expect(path == IndexPath(indexes: [1, 3]))
    }

    @Test func itemInitializerMatchesRowInitializer() {
        let path = IndexPath(item: 7, section: 2)
        #expect(path.item == 7 && path.section == 2)
        #expect(path == IndexPath(row: 7, section: 2))
    }

    @Test func settersChangeOneIndex() {
        var path = IndexPath(row: 0, section: 0)
        path.row = 4
        path.section = 2
        #expect(Array(path) == [2, 4])
        path.item = 9
        #expect(path.row == 9)
    }

    // Sorting index paths orders by section, then row: what table data sources rely on.
    @Test func pathsSortBySectionThenRow() {
        let paths = [IndexPath(row: 2, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1)]
        #expect(paths.sorted() == [IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1),
                                   IndexPath(row: 2, section: 1)])
    }
}
