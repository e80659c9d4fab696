import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics

@Suite struct CGContextShadowTests {
    // MARK: - Hard shadows

    @Test func unblurredShadowIsOffsetAndOneThirdBlack() throws {
        let image = try render(size: CGSize(width: 30, height: 30), scale: 2) { context in
            context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(image.pixel(x: 20, y: 20)! == (255, 255, 255, 255))     // the shape
        let shadow = image.pixel(x: 36, y: 36)!                          // (18, 18) points: shadow only
        #expect(shadow.r == 0 && abs(Int(shadow.a) - 85) <= 1)
        #expect(image.pixel(x: 50, y: 50)!.a == 0)
        #expect(image.pixel(x: 36, y: 6)!.a == 0)
    }

    @Test func shadowOffsetIgnoresTheCTM() throws {
        let image = try render(size: CGSize(width: 40, height: 40)) { context in
            context.scaleBy(x: 2, y: 2)
            context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: UIColor.red.cgColor)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        // The square covers 0…10 pixels; its shadow is 4 points (not 8) to the right.
        #expect(image.pixel(x: 12, y: 5)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 15, y: 5)!.a == 0)
    }

    @Test func shadowIsSavedWithGStateAndNilTurnsItOff() throws {
        let context = try CGContext(size: CGSize(width: 20, height: 20))
        context.saveGState()
        context.setShadow(offset: CGSize(width: 3, height: 3), blur: 2)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setShadow(offset: CGSize(width: 3, height: 3), blur: 0, color: nil)
        context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        let image = try context.makeImage()
        #expect(image.pixel(x: 6, y: 6)!.a == 0 && image.pixel(x: 16, y: 16)!.a == 0)
    }

    // MARK: - Blur

    @Test func blurredShadowFadesAndMatchesGolden() throws {
        let image = try render(size: CGSize(width: 64, height: 64), scale: 2) { context in
            context.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor(white: 0, alpha: 0.6).cgColor)
            context.setFillColor(UIColor.systemTeal.cgColor)
            context.addPath(CGPath(roundedRect: CGRect(x: 12, y: 10, width: 40, height: 34), cornerWidth: 8, cornerHeight: 8))
            context.fillPath()
            try TextLayout(string: "Aa", attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
                .draw(in: context, at: CGPoint(x: 20, y: 18))
        }
        // Below the shape the shadow fades with distance.
        let near = image.pixel(x: 64, y: 92)!.a, far = image.pixel(x: 64, y: 104)!.a
        #expect(near > far && far > 0)
        try Golden.check(image, named: "shadow@2x", tolerance: .text)  // it holds glyphs
    }
}
