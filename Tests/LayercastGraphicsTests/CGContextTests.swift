import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGContextTests {
    // MARK: - Creation and size

    @Test func bitmapIsSizeTimesScaleRoundedUp() throws {
        let context = try CGContext(size: CGSize(width: 10.5, height: 3), scale: 2)
        #expect(context.width == 21 && context.height == 6)
        let third = try CGContext(size: CGSize(width: 100, height: 33.4), scale: 3)
        #expect(third.width == 300 && third.height == 101)
    }

    @Test func invalidSizesThrow() {
        #expect(throws: GraphicsError.self) { try CGContext(size: CGSize(width: -1, height: 1)) }
        #expect(throws: GraphicsError.self) { try CGContext(size: CGSize(width: 1, height: 1), scale: 0) }
        #expect(throws: GraphicsError.self) { try CGContext(size: CGSize(width: 40_000, height: 1)) }
        #expect(throws: GraphicsError.self) { try CGContext(size: CGSize(width: CGFloat.nan, height: 1)) }
    }

    @Test func newContextIsTransparentAndOpaqueOneIsBlack() throws {
        let clear = try render(size: CGSize(width: 4, height: 4)) { _ in }
        #expect(clear.pixels.allSatisfy { $0 == 0 })
        let opaque = try render(size: CGSize(width: 4, height: 4), opaque: true) { _ in }
        #expect(opaque.pixel(x: 2, y: 2)! == (0, 0, 0, 255))
    }

    @Test func zeroSizedContextGivesEmptyImage() throws {
        let image = try render(size: .zero) { $0.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        #expect(image.width == 0 && image.height == 0 && image.pixels.isEmpty)
    }

    // MARK: - Exact pixel values

    @Test func filledRedRectIsPremultipliedBGRA() throws {
        let image = try render(size: CGSize(width: 20, height: 20)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(image.pixel(x: 10, y: 10)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 2, y: 2)! == (0, 0, 0, 0))
        // Pixel-aligned edges are sharp: the first inside pixel is fully covered.
        #expect(image.pixel(x: 5, y: 5)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 4, y: 5)! == (0, 0, 0, 0))
    }

    @Test func halfWhiteOverClearIsPremultiplied128() throws {
        let image = try render(size: CGSize(width: 4, height: 4)) { context in
            context.setFillColor(UIColor(white: 1, alpha: 0.5).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let p = image.pixel(x: 1, y: 1)!
        for channel in [p.b, p.g, p.r, p.a] { #expect(abs(Int(channel) - 128) <= 1) }
    }

    @Test func globalAlphaMultipliesFillAlpha() throws {
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            context.setAlpha(0.5)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let p = image.pixel(x: 0, y: 0)!
        #expect(abs(Int(p.a) - 128) <= 1 && abs(Int(p.b) - 128) <= 1 && p.r == 0)
    }

    @Test func scaleTwoFillsFourTimesThePixels() throws {
        let image = try render(size: CGSize(width: 10, height: 10), scale: 2) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.width == 20)
        #expect(image.pixel(x: 9, y: 9)! == (0, 255, 0, 255))
        #expect(image.pixel(x: 10, y: 10)! == (0, 0, 0, 0))
    }

    // MARK: - Graphics state and CTM

    @Test func ctmStartsAsIdentityWhateverTheScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let context = try CGContext(size: CGSize(width: 10, height: 10), scale: scale)
            #expect(context.ctm.isIdentity)
            #expect(context.userSpaceToDeviceSpaceTransform == CGAffineTransform(scaleX: scale, y: scale))
        }
    }

    @Test func ctmOperationsComposeLikeCoreGraphics() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 3)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        #expect(context.convertToDeviceSpace(.zero) == CGPoint(x: 12, y: 20))
        #expect(context.convertToUserSpace(CGPoint(x: 12, y: 20)) == .zero)
    }

    @Test func restoreGStateRestoresColoursCTMLineWidthAndClip() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        context.setFillColor(UIColor.red.cgColor)
        context.setLineWidth(3)
        context.saveGState()
        context.setFillColor(UIColor.blue.cgColor)
        context.translateBy(x: 5, y: 5)
        context.setLineWidth(7)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.fillColor == UIColor.red.cgColor)
        #expect(context.ctm.isIdentity)
        #expect(context.lineWidth == 3)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()  // unbalanced: ignored
        #expect(context.fillColor == UIColor.red.cgColor)
    }

    // MARK: - Clear and clip

    @Test func clearMakesRectTransparentWithinClip() throws {
        let image = try render(size: CGSize(width: 10, height: 10)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            context.clear(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(image.pixel(x: 2, y: 2)! == (0, 0, 0, 0))
        #expect(image.pixel(x: 7, y: 2)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 2, y: 7)! == (0, 0, 255, 255))
    }

    @Test func clipToRectLimitsFills() throws {
        let image = try render(size: CGSize(width: 10, height: 10), scale: 2) { context in
            context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
            #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 3, height: 3))
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.pixel(x: 6, y: 6)!.a == 255)
        #expect(image.pixel(x: 3, y: 3)!.a == 0)
        #expect(image.pixel(x: 10, y: 10)!.a == 0)
    }

    @Test func copyingInitKeepsPixelsOutsideAPartialRedraw() throws {
        let first = try render(size: CGSize(width: 10, height: 10), scale: 2) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let context = try CGContext(size: CGSize(width: 10, height: 10), scale: 2, copying: first)
        let dirty = CGRect(x: 0, y: 0, width: 5, height: 5)
        context.clip(to: dirty)
        context.clear(dirty)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = try context.makeImage()
        #expect(second.pixel(x: 2, y: 2)! == (255, 0, 0, 255))
        #expect(second.pixel(x: 15, y: 15)! == (0, 0, 255, 255))
        #expect(throws: GraphicsError.self) {
            try CGContext(size: CGSize(width: 10, height: 10), scale: 1, copying: first)
        }
    }

    // MARK: - Current path

    @Test func rectConveniencesKeepTheCurrentPath() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 4, y: 5))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(!context.isPathEmpty)
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 3, height: 4))
        context.strokePath()
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
    }

    @Test func pathContainsFollowsFillRule() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(context.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 5, y: 5), mode: .eoFill))
        #expect(context.pathContains(CGPoint(x: 1, y: 1), mode: .eoFill))
    }
}
