import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct GeometryCompatibilityTests {
    // MARK: - Equality helpers
    @Test func equalToComparesExactly() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    // MARK: - C-style transform functions
    @Test func cStyleFunctionsMatchTheMethods() {
        let t = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 3, y: 4)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRectApplyAffineTransform(r, t) == r.applying(t))
        #expect(CGPointApplyAffineTransform(r.origin, t) == r.origin.applying(t))
        #expect(CGSizeApplyAffineTransform(r.size, t) == r.size.applying(t))
    }
}
