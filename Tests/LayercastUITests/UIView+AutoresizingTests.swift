import Foundation
import Testing
@testable import LayercastUI

@MainActor @Suite struct UIViewAutoresizingTests {
    /// A 100×100 superview with a child at (10, 20, 30, 40), grown to 200×300 (+100, +200).
    private func grow(_ mask: UIView.AutoresizingMask, autoresizes: Bool = true) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = autoresizes
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        return child.frame
    }

    // MARK: - Single masks
    @Test func noMaskKeepsTheFrame() {
        #expect(grow([]) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func flexibleMarginsAbsorbTheWholeChange() {
        #expect(grow(.flexibleLeftMargin) == CGRect(x: 110, y: 20, width: 30, height: 40))
        #expect(grow(.flexibleRightMargin) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(grow(.flexibleTopMargin) == CGRect(x: 10, y: 220, width: 30, height: 40))
        #expect(grow(.flexibleBottomMargin) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func flexibleSizesAbsorbTheWholeChange() {
        #expect(grow(.flexibleWidth) == CGRect(x: 10, y: 20, width: 130, height: 40))
        #expect(grow(.flexibleHeight) == CGRect(x: 10, y: 20, width: 30, height: 240))
    }

    // MARK: - Combinations share in proportion
    @Test func combinationsShareInProportionToCurrentLengths() {
        // Horizontal parts: left 10, width 30, right 60 (of 100); delta 100.
        #expect(grow([.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 10 + 25, y: 20, width: 30 + 75, height: 40))
        #expect(close(grow([.flexibleWidth, .flexibleRightMargin]), CGRect(x: 10, y: 20, width: 30 + 100.0 * 30 / 90, height: 40)))
        #expect(grow([.flexibleLeftMargin, .flexibleRightMargin]) == CGRect(x: 10 + 100.0 * 10 / 70, y: 20, width: 30, height: 40))
        // All three: every part grows by the same factor (2×).
        #expect(grow([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) == CGRect(x: 20, y: 20, width: 60, height: 40))
        // Vertical parts: top 20, height 40, bottom 40 (of 100); delta 200: everything ×3.
        #expect(grow([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) == CGRect(x: 10, y: 60, width: 30, height: 120))
        #expect(grow([.flexibleTopMargin, .flexibleBottomMargin]) == CGRect(x: 10, y: 20 + 200.0 * 20 / 60, width: 30, height: 40))
        #expect(grow([.flexibleHeight, .flexibleBottomMargin]) == CGRect(x: 10, y: 20, width: 30, height: 40 + 100))
        #expect(grow([.flexibleTopMargin, .flexibleHeight]) == CGRect(x: 10, y: 20 + 200.0 * 20 / 60, width: 30, height: 40 + 200.0 * 40 / 60))
    }

    @Test func fillingMaskTracksTheSuperview() {
        #expect(grow([.flexibleWidth, .flexibleHeight]) == CGRect(x: 10, y: 20, width: 130, height: 240))
    }

    @Test func autoresizesSubviewsOffDisablesIt() {
        #expect(grow([.flexibleWidth, .flexibleHeight], autoresizes: false) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func shrinkingReversesGrowing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 50, height: 100)
        #expect(child.frame == CGRect(x: 5, y: 20, width: 15, height: 40))
    }

    @Test func positionOnlyChangeDoesNotAutoresize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.center = CGPoint(x: 500, y: 500)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }
}
