import Foundation
import Testing
@testable import LayercastUI

@Suite struct NSDirectionalEdgeInsetsTests {
    // MARK: - Values

    // Apple: init() "creates a directional edge insets structure that contains default values"
    // (all zero), equal to `.zero`.
    @Test func defaultInsetsAreZero() {
        let insets = NSDirectionalEdgeInsets()
        #expect(insets == .zero)
        #expect(insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0)
    }

    @Test func memberwiseValuesAndEquality() {
        var insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(insets != .zero)
        insets.trailing = 5
        #expect(insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 5))
        #expect(Set([insets, insets]).count == 1)
    }
}
