import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct NSParagraphStyleTests {
    static let font = UIFont.systemFont(ofSize: 17)

    @Test func defaultsAreNatural() {
        // Apple: lineHeightMultiple, minimumLineHeight and maximumLineHeight default to 0.
        let style = NSParagraphStyle.default
        #expect(style.lineHeightMultiple == 0 && style.minimumLineHeight == 0 && style.maximumLineHeight == 0)
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        #expect(style.lineHeight(natural: 20) == nil)
    }

    @Test func copiesKeepEverySetting() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineHeightMultiple = 1.5
        style.minimumLineHeight = 10
        style.maximumLineHeight = -3  // never negative
        let copy = style.mutableCopy() as! NSMutableParagraphStyle
        #expect(copy.alignment == .center && copy.lineHeightMultiple == 1.5 && copy.minimumLineHeight == 10)
        #expect(copy.maximumLineHeight == 0)
        #expect(copy == style && copy !== style)
        #expect((style.copy() as! NSParagraphStyle) == style)
    }

    @Test func lineHeightIsTheMultipleClampedToMinimumAndMaximum() {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 2
        #expect(style.lineHeight(natural: 10) == 20)
        style.maximumLineHeight = 15
        #expect(style.lineHeight(natural: 10) == 15)
        style.minimumLineHeight = 30  // the maximum wins, as TextKit clamps in that order
        #expect(style.lineHeight(natural: 10) == 15)
    }

    @Test func layoutLinesTakeTheParagraphsLineHeight() throws {
        let text = "one two three four five six seven"
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 2
        let plain = try TextLayout(string: text, attributes: [.font: Self.font], width: 80)
        let tall = try TextLayout(string: text, attributes: [.font: Self.font, .paragraphStyle: style], width: 80)
        #expect(tall.lineCount == plain.lineCount && plain.lineCount >= 2)
        #expect(abs(tall.size.height - 2 * plain.size.height) < 1)
        let fixed = NSMutableParagraphStyle()
        fixed.minimumLineHeight = 40
        fixed.maximumLineHeight = 40
        let exact = try TextLayout(attributedString: NSAttributedString(string: text, attributes: [.font: Self.font, .paragraphStyle: fixed]),
                                   width: 80)
        #expect(abs(exact.size.height - 40 * CGFloat(exact.lineCount)) < 0.5)
        #expect(exact.lines.allSatisfy { abs($0.rect.height - 40) < 0.5 })
    }

    @Test func baselineOffsetRaisesTheGlyphsAboveTheRest() throws {
        let text = NSMutableAttributedString(string: "xx", attributes: [.font: Self.font])
        text.append(NSAttributedString(string: "xx", attributes: [.font: Self.font, .baselineOffset: 8]))
        let raised = try TextLayout(attributedString: text)
        let runs = raised.glyphRuns(at: .zero)
        let plain = try TextLayout(attributedString: NSAttributedString(string: "xxxx", attributes: [.font: Self.font]))
        // The raised run's glyphs sit 8 points higher than the plain ones on the same line.
        let ys = runs.flatMap { run in run.glyphs.map { run.origin.y + $0.y } }
        #expect(ys.count == 4)
        #expect(abs((ys[0] - ys[3]) - 8) < 0.5)
        #expect(raised.size.height >= plain.size.height)
    }
}

@Suite struct TextAttributeObjectTests {
    @Test func aMixedAttributeLiteralCompilesAndSurvivesEdits() {
        // On iOS this literal infers [NSAttributedString.Key: NSObject]; here the common
        // superclass is TextAttributeObject, and the values survive attribute edits (Foundation
        // on Linux stops on NSObject subclasses there).
        let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),
                          NSAttributedString.Key.paragraphStyle: NSMutableParagraphStyle(),
                          NSAttributedString.Key.foregroundColor: UIColor.red]
        let text = NSMutableAttributedString(string: "")
        text.setAttributedString(NSAttributedString(string: "Hello", attributes: attributes))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 5))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 1, length: 2))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        #expect(text.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 14))
    }
}
