import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// `UIRefreshControl` (Apple's documentation: `isRefreshing` is `false` until a refresh
/// begins; the control sends `valueChanged` when the user pulls to refresh; `beginRefreshing()`
/// "tells the control that a refresh operation was started programmatically" and
/// `endRefreshing()` that it has ended).
@MainActor @Suite struct UIRefreshControlTests {
    @Test func aPullSendsValueChangedOnceAndCodeSendsNone() {
        let s = TableStage(TableModel(sections: 1, rows: 20))
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        s.table.refreshControl = control
        #expect(!control.isRefreshing && control.superview === s.table)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        control.beginRefreshing()
        #expect(control.isRefreshing && sent == 0)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        // A drag pulling 99 pt does not refresh; at 100 pt it does, once.
        s.table.isDragging = true
        s.table.contentOffset = CGPoint(x: 0, y: -99)
        #expect(sent == 0)
        s.table.contentOffset = CGPoint(x: 0, y: -100)
        s.table.contentOffset = CGPoint(x: 0, y: -120)
        #expect(sent == 1 && control.isRefreshing)
        #expect(control.frame.minY == -60)
    }
}
