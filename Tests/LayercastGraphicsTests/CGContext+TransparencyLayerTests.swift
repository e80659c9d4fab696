import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGContextTransparencyLayerTests {
    // MARK: - Group opacity

    @Test func overlappingShapesInALayerCompositeOnce() throws {
        let image = try render(size: CGSize(width: 10, height: 10)) { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
            context.fill(CGRect(x: 4, y: 0, width: 6, height: 10))
            context.endTransparencyLayer()
        }
        // The overlap has the same alpha as the rest: the group is faded as a whole.
        let single = image.pixel(x: 1, y: 5)!, overlap = image.pixel(x: 5, y: 5)!
        #expect(abs(Int(single.a) - 128) <= 1)
        #expect(single == overlap)
    }

    @Test func withoutALayerOverlapsAccumulate() throws {
        let image = try render(size: CGSize(width: 10, height: 10)) { context in
            context.setAlpha(0.5)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
            context.fill(CGRect(x: 4, y: 0, width: 6, height: 10))
        }
        #expect(image.pixel(x: 5, y: 5)!.a > image.pixel(x: 1, y: 5)!.a)
    }

    @Test func layerRespectsOuterClipAndRestoresAlpha() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setAlpha(0.25)
        context.beginTransparencyLayer()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        context.endTransparencyLayer()  // unbalanced: ignored
        let image = try context.makeImage()
        #expect(abs(Int(image.pixel(x: 2, y: 2)!.a) - 64) <= 1)
        #expect(image.pixel(x: 7, y: 2)!.a == 0)
        #expect(context.paint.alpha == 0.25)
    }
}

extension CGContextTransparencyLayerTests {
    @Test func shadowFallsUnderTheWholeLayerOnce() throws {
        let image = try render(size: CGSize(width: 30, height: 20)) { context in
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            context.beginTransparencyLayer()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 10))
            context.fill(CGRect(x: 8, y: 0, width: 12, height: 10))
            context.endTransparencyLayer()
        }
        // One shadow of the union: the overlap's shadow is no darker than elsewhere.
        let single = image.pixel(x: 2, y: 12)!, overlap = image.pixel(x: 10, y: 12)!
        #expect(abs(Int(single.a) - 85) <= 1 && single == overlap)
    }
}
