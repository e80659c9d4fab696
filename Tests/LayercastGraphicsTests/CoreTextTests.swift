import Foundation
import Testing
@testable import LayercastGraphics

/// The Core Text subset (CTFramesetter, CTFrame, CTLine) over Pango.
@Suite struct CoreTextTests {
    static let font = UIFont.systemFont(ofSize: 17)
    static let sentence = "The quick brown fox jumps over the lazy dog again and again"

    static func frame(_ text: String, width: CGFloat, height: CGFloat = 1000) -> CTFrame {
        let setter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
        return CTFramesetterCreateFrame(setter, CFRange(location: 0, length: 0),
                                        CGPath(rect: CGRect(x: 0, y: 0, width: width, height: height)), nil)
    }

    @Test func aFramesLinesCoverTheTextInOrder() {
        let frame = Self.frame(Self.sentence, width: 150)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count >= 3)
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            #expect(range.location == next && range.length > 0)
            next = range.location + range.length
            #expect(CTLineGetTypographicBounds(line, nil, nil, nil) <= 150 + 0.5)
        }
        #expect(next == Self.sentence.utf16.count)
        #expect(CTFrameGetVisibleStringRange(frame).length == Self.sentence.utf16.count)
    }

    @Test func lineOriginsAreBaselinesFromTheBottomGoingDown() {
        let frame = Self.frame(Self.sentence, width: 150, height: 200)
        let count = CFArrayGetCount(CTFrameGetLines(frame))
        var origins = [CGPoint](repeating: .zero, count: count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, count), &origins)
        // Core Text's y grows upwards from the bottom of the path: the first line's baseline is
        // its ascent below the top, each next line one line height lower.
        #expect(abs(origins[0].y - (200 - Self.font.ascender)) < 1)
        for (a, b) in zip(origins, origins.dropFirst()) {
            #expect(abs((a.y - b.y) - Self.font.lineHeight) < 0.5)
            #expect(b.x == 0)
        }
    }

    @Test func theLineAtAnIndexIsReachableThroughCFArray() {
        let frame = Self.frame(Self.sentence, width: 150)
        let lines = CTFrameGetLines(frame)
        let second = unsafeBitCast(CFArrayGetValueAtIndex(lines, 1), to: CTLine.self)
        #expect(second === (lines as! [CTLine])[1])
    }

    @Test func typographicBoundsAreTheFontsAndTheWidth() {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello", attributes: [.font: Self.font]))
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(abs(width - Double("Hello".size(withAttributes: [.font: Self.font]).width)) < 0.01)
        #expect(ascent == Self.font.ascender && descent == -Self.font.descender && leading >= 0)
        #expect(CTLineGetStringRange(line).location == 0 && CTLineGetStringRange(line).length == 5)
    }

    @Test func positionsMapToStringIndexesAndBack() {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello world", attributes: [.font: Self.font]))
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -5, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 5000, y: 0)) == 11)
        let x6 = CTLineGetOffsetForStringIndex(line, 6, nil)
        #expect(abs(x6 - "Hello ".size(withAttributes: [.font: Self.font]).width) < 0.5)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: x6 + 1, y: 0)) == 6)
    }

    @Test func penOffsetAlignsWithoutTrailingSpaces() {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hi  ", attributes: [.font: Self.font]))
        let ink = Double("Hi".size(withAttributes: [.font: Self.font]).width)
        #expect(CTLineGetTrailingWhitespaceWidth(line) > 0)
        #expect(CTLineGetPenOffsetForFlush(line, 0, 200) == 0)
        #expect(abs(CTLineGetPenOffsetForFlush(line, 0.5, 200) - (200 - ink) / 2) < 0.5)
        #expect(abs(CTLineGetPenOffsetForFlush(line, 1, 200) - (200 - ink)) < 0.5)
    }

    @Test func truncationCutsWithTheTokenToFit() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: Self.sentence, attributes: attributes))
        let token = CTLineCreateWithAttributedString(NSAttributedString(string: "\u{2026}", attributes: attributes))
        let end = try #require(CTLineCreateTruncatedLine(line, 100, .end, token))
        #expect(CTLineGetTypographicBounds(end, nil, nil, nil) <= 100)
        #expect(end.shown.string.hasPrefix("The") && end.shown.string.hasSuffix("\u{2026}"))
        let start = try #require(CTLineCreateTruncatedLine(line, 100, .start, token))
        #expect(start.shown.string.hasPrefix("\u{2026}") && start.shown.string.hasSuffix("again"))
        // A line that fits is returned as it is; a token wider than the width gives nil.
        #expect(CTLineCreateTruncatedLine(line, 5000, .end, token) === line)
        #expect(CTLineCreateTruncatedLine(line, 1, .end, token) == nil)
    }

    @Test func suggestedSizeIsTheBoundingRect() {
        let text = NSAttributedString(string: Self.sentence, attributes: [.font: Self.font])
        let setter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRangeMake(0, 0), nil,
                                                                CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), &fit)
        let rect = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, context: nil)
        #expect(size == rect.size)
        #expect(fit.location == 0 && fit.length == text.length)
    }
}
