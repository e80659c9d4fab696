import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics

/// Text pixels depend on the installed DejaVu and FreeType versions, so goldens (made on this
/// Debian release) are compared coarsely: `Golden.Tolerance.text`, ink coverage per 8×8 cell.
@Suite struct StringDrawingTests {
    // MARK: - Drawing

    @Test func drawAtPointUsesForegroundColourAndPosition() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            "Hello".draw(at: CGPoint(x: 10, y: 5), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
            ])
        }
        let cg = try #require(image.cgImage)
        let ink = try #require(inkBounds(cg, threshold: 128))
        #expect(ink.minX >= 10 && ink.minX < 14)
        #expect(ink.minY >= 5 && ink.maxY < 5 + 25)
        // Solid glyph pixels are pure red.
        var sawSolidRed = false
        for i in stride(from: 0, to: cg.pixels.count, by: 4) where cg.pixels[i + 3] == 255 {
            #expect(cg.pixels[i] == 0 && cg.pixels[i + 1] == 0 && cg.pixels[i + 2] == 255)
            sawSolidRed = true
        }
        #expect(sawSolidRed)
    }

    @Test func drawWithoutCurrentContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Hello".draw(at: .zero, withAttributes: nil)
        "Hello".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
    }

    @Test func drawInRectDropsLinesBelowTheRect() throws {
        let font = UIFont.systemFont(ofSize: 14)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            TextLayoutTests.sentence.draw(in: CGRect(x: 0, y: 0, width: 100, height: font.lineHeight * 2),
                                          withAttributes: [.font: font])
        }
        let ink = try #require(inkBounds(image.cgImage!))
        #expect(CGFloat(ink.maxY) < font.lineHeight * 2 + 1)
    }

    @Test func textScalesWithDeviceScale() throws {
        func inkHeight(_ scale: CGFloat) throws -> Int {
            let format = UIGraphicsImageRendererFormat(scale: scale)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format).image { _ in
                "Hg".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            }
            let ink = try #require(inkBounds(image.cgImage!, threshold: 100))
            return ink.maxY - ink.minY
        }
        let one = try inkHeight(1), three = try inkHeight(3)
        #expect(abs(three - 3 * one) <= 4)
    }

    // MARK: - Goldens

    @Test(arguments: [1, 2])
    func paragraphMatchesGolden(scale: Int) throws {
        let format = UIGraphicsImageRendererFormat(scale: CGFloat(scale))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 110), format: format).image { _ in
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            TextLayoutTests.sentence.draw(in: CGRect(x: 4, y: 4, width: 152, height: 60), withAttributes: [
                .font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style, .foregroundColor: UIColor.darkGray,
            ])
            let tail = NSMutableParagraphStyle()
            tail.lineBreakMode = .byTruncatingTail
            "Truncated at the tail of a single line".draw(
                in: CGRect(x: 4, y: 80, width: 152, height: 24),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 15), .paragraphStyle: tail])
        }
        try Golden.check(image.cgImage!, named: "text@\(scale)x", tolerance: .text)
    }
}
