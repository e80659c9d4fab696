import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics
import CCairo

@Suite struct TextLayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog again and again"

    static func attributes(size: CGFloat = 17, mode: NSLineBreakMode = .byWordWrapping,
                           alignment: NSTextAlignment = .natural) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = mode
        style.alignment = alignment
        return [.font: UIFont.systemFont(ofSize: size), .paragraphStyle: style, .foregroundColor: UIColor.black]
    }

    // MARK: - Measuring

    @Test func sizeGrowsWithFontSizeAndLength() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let big = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        let longer = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(small.width > 20 && small.width < 50)
        #expect(abs(small.height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.01)
        #expect(big.width > 1.9 * small.width && big.height > 1.9 * small.height)
        #expect(longer.width > small.width)
        #expect("".size(withAttributes: nil) == .zero)
    }

    @Test func wrappingAddsLinesWithinWidth() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let rect = Self.sentence.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                              options: .usesLineFragmentOrigin, attributes: Self.attributes())
        #expect(rect.width <= 150)
        #expect(rect.height >= 3 * font.lineHeight - 0.01)
        let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(), width: 150)
        #expect(layout.lineCount >= 3)
        #expect(abs(layout.size.height - CGFloat(layout.lineCount) * font.lineHeight) < 0.5)
        #expect(!layout.isTruncated)
    }

    @Test func withoutLineFragmentOriginTextIsOneLine() {
        let rect = Self.sentence.boundingRect(with: CGSize(width: 150, height: 1000), options: [],
                                              attributes: Self.attributes(mode: .byTruncatingTail))
        #expect(abs(rect.height - UIFont.systemFont(ofSize: 17).lineHeight) < 0.01)
    }

    @Test func lineLimitDropsLines() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let two = try TextLayout(string: Self.sentence, attributes: Self.attributes(), width: 120, maximumNumberOfLines: 2)
        #expect(two.lineCount == 2 && two.isTruncated)
        #expect(abs(two.size.height - 2 * font.lineHeight) < 0.5)
        let context = NSStringDrawingContext()
        context.maximumNumberOfLines = 1
        let one = Self.sentence.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                             attributes: Self.attributes(), context: context)
        #expect(abs(one.height - font.lineHeight) < 0.5)
        #expect(context.totalBounds == one)
    }

    @Test func heightLimitDropsLinesThatDoNotFit() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(), width: 120,
                                    height: font.lineHeight * 2.5)
        #expect(layout.lineCount == 2)
    }

    @Test func charWrappingFillsLinesWordWrappingKeepsWords() throws {
        let text = "ab cdefghijklmnop"
        let attributes = { (mode: NSLineBreakMode) in Self.attributes(size: 17, mode: mode) }
        let width = "ab cdefg".size(withAttributes: attributes(.byWordWrapping)).width + 1
        let word = try TextLayout(string: text, attributes: attributes(.byWordWrapping), width: width)
        let char = try TextLayout(string: text, attributes: attributes(.byCharWrapping), width: width)
        // Word wrapping moves "cdefghijklmnop" to the next line; char wrapping fills the first.
        func firstLineBytes(_ layout: TextLayout) -> Int32 {
            pango_layout_get_line_readonly(layout.layout.pointer, 0)?.pointee.length ?? 0
        }
        #expect(firstLineBytes(word) == 3)  // "ab "
        #expect(firstLineBytes(char) >= 7)  // "ab cdef…"
        #expect(word.size.width <= width && char.size.width <= width)
    }

    @Test func lineSpacingAddsHeightBetweenLines() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let font = UIFont.systemFont(ofSize: 17)
        let plain = try TextLayout(string: "one\ntwo\nthree", attributes: [.font: font])
        let spaced = try TextLayout(string: "one\ntwo\nthree", attributes: [.font: font, .paragraphStyle: style])
        #expect(plain.lineCount == 3 && spaced.lineCount == 3)
        #expect(abs(spaced.size.height - plain.size.height - 20) < 0.5)
    }

    @Test func justifiedTextSpreadsToTheWidth() throws {
        func inkWidthOfFirstLine(_ alignment: NSTextAlignment) throws -> Int {
            let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(size: 15, alignment: alignment),
                                        width: 150, maximumNumberOfLines: 1)
            let image = try render(size: CGSize(width: 160, height: 30)) { layout.draw(in: $0, at: .zero) }
            let ink = try #require(inkBounds(image))
            return ink.maxX - ink.minX
        }
        #expect(try inkWidthOfFirstLine(.justified) > inkWidthOfFirstLine(.left))
    }

    // MARK: - Truncation

    @Test(arguments: [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncationFitsItsWidth(mode: NSLineBreakMode) throws {
        let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(mode: mode), width: 100,
                                    maximumNumberOfLines: 1)
        #expect(layout.size.width <= 100)
        #expect(layout.size.width > 50)
        #expect(layout.lineCount == 1 && layout.isTruncated)
        let image = try render(size: CGSize(width: 140, height: 30)) { context in
            layout.draw(in: context, at: .zero)
        }
        let ink = try #require(inkBounds(image))
        #expect(ink.maxX < 101)
    }

    @Test func truncatingTailOnSeveralLinesEllipsizesTheLast() throws {
        let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(mode: .byTruncatingTail),
                                    width: 120, maximumNumberOfLines: 2)
        #expect(layout.lineCount == 2 && layout.isTruncated && layout.size.width <= 120)
    }

    @Test func clippingSingleLineIsClippedToWidth() throws {
        let layout = try TextLayout(string: Self.sentence, attributes: Self.attributes(mode: .byClipping), width: 80,
                                    maximumNumberOfLines: 1)
        #expect(layout.lineCount == 1 && layout.isTruncated && layout.size.width <= 80)
        let image = try render(size: CGSize(width: 200, height: 30)) { layout.draw(in: $0, at: CGPoint(x: 10, y: 0)) }
        #expect(try #require(inkBounds(image)).maxX < 90)
    }

    // MARK: - Alignment

    @Test func alignmentMovesInk() throws {
        func inkCentre(_ alignment: NSTextAlignment) throws -> Int {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30)).image { _ in
                "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                          withAttributes: Self.attributes(alignment: alignment))
            }
            let ink = try #require(inkBounds(image.cgImage!))
            return (ink.minX + ink.maxX) / 2
        }
        #expect(try inkCentre(.left) < 30)
        #expect(abs(try inkCentre(.center) - 100) < 6)
        #expect(try inkCentre(.right) > 170)
    }
}
