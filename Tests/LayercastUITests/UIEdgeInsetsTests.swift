import Foundation
import Testing
@testable import LayercastUI

@Suite struct UIEdgeInsetsTests {
    // MARK: - Insetting rectangles
    @Test func insetMovesEachEdge() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(CGRect(x: 5, y: 5, width: 1, height: 1).inset(by: .zero) == CGRect(x: 5, y: 5, width: 1, height: 1))
    }
}
