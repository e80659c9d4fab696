import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGAffineTransformTests {
    // MARK: - Construction and composition
    @Test func identityMapsPointsToThemselves() {
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func twoFortyFiveDegreeRotationsComposeToNinety() {
        // The seeds' Figure 1-6: 45° in drawRect plus 45° on the view appears as 90°.
        let r45 = CGAffineTransform(rotationAngle: .pi / 4)
        let combined = r45.concatenating(r45)
        let p = CGPoint(x: 1, y: 0).applying(combined)
        #expect(abs(p.x - 0) < 1e-12 && abs(p.y - 1) < 1e-12)
        let direct = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(combined.a - direct.a) < 1e-12 && abs(combined.b - direct.b) < 1e-12)
    }

    @Test func concatenationOrderIsFirstThenSecond() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        // translatedBy prepends the translation.
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
    }

    @Test func inverseUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
        let p = CGPoint(x: 11, y: 13).applying(t).applying(t.inverted())
        #expect(abs(p.x - 11) < 1e-9 && abs(p.y - 13) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    // MARK: - Rect mapping
    @Test func rectMapsToBoundingBoxOfCorners() {
        let r = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 2.0.squareRoot()
        #expect(abs(r.minX + h) < 1e-12 && abs(r.width - 2 * h) < 1e-12)
        let flipped = CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -10, y: 0, width: 10, height: 5))
    }
}

@Suite struct CATransform3DTests {
    @Test func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }

    @Test func zRotationMatchesAffineRotation() {
        let t = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: 0.7)
        let g = CATransform3DGetAffineTransform(t)
        #expect(abs(g.a - a.a) < 1e-12 && abs(g.b - a.b) < 1e-12 && abs(g.c - a.c) < 1e-12)
    }

    @Test func translateScaleRotatePrependLikeCoreAnimation() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        let inv = CATransform3DInvert(t)
        #expect(CATransform3DConcat(t, inv).rowMajor.enumerated().allSatisfy { i, v in
            abs(v - CATransform3D.identity.rowMajor[i]) < 1e-12 })
    }
}
