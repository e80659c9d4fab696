import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct TextLayoutAttributesTests {
    static func mixed() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Red ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
        ])
        text.append(NSAttributedString(string: "blue", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue,
        ]))
        text.append(NSAttributedString(string: " plain", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        return text
    }

    // MARK: - Runs

    @Test func coloursFollowTheRuns() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30)).image { _ in
            Self.mixed().draw(at: .zero)
        }
        let cg = try #require(image.cgImage)
        var redXs: [Int] = [], blueXs: [Int] = [], blackXs: [Int] = []
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                guard let p = cg.pixel(x: x, y: y), p.a == 255 else { continue }
                if p.r == 255 && p.b == 0 { redXs.append(x) }
                if p.b == 255 && p.r == 0 { blueXs.append(x) }
                if p.r == 0 && p.g == 0 && p.b == 0 { blackXs.append(x) }
            }
        }
        #expect(!redXs.isEmpty && !blueXs.isEmpty && !blackXs.isEmpty)
        #expect(redXs.max()! < blueXs.min()! && blueXs.max()! < blackXs.min()!)
    }

    @Test func biggerFontRunMakesTheLineTaller() {
        let small = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let mixed = NSMutableAttributedString(attributedString: small)
        mixed.append(NSAttributedString(string: "CD", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        #expect(mixed.size().height > small.size().height * 2)
        #expect(mixed.size().width > small.size().width * 2)
    }

    @Test func nonASCIITextMapsRangesCorrectly() throws {
        // UTF-16 ranges must become UTF-8 byte offsets: "é" and "🙂" differ in both.
        let text = NSMutableAttributedString(string: "é🙂", attributes: [.foregroundColor: UIColor.red,
                                                                       .font: UIFont.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: "MM", attributes: [.foregroundColor: UIColor.blue,
                                                                  .font: UIFont.boldSystemFont(ofSize: 20)]))
        let layout = try TextLayout(attributedString: text)
        let image = try render(size: CGSize(width: 120, height: 30)) { layout.draw(in: $0, at: .zero) }
        var sawBlue = false
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] == 255 {
            if image.pixels[i] == 255 && image.pixels[i + 2] == 0 { sawBlue = true }
        }
        #expect(sawBlue)
    }

    @Test func lineLimitAppliesToAttributedText() {
        let long = NSAttributedString(string: TextLayoutTests.sentence, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let context = NSStringDrawingContext()
        context.maximumNumberOfLines = 2
        let rect = long.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                     context: context)
        #expect(abs(rect.height - 2 * UIFont.systemFont(ofSize: 17).lineHeight) < 0.5)
    }
}

extension TextLayoutAttributesTests {
    @Test func globalAlphaFadesRunColours() throws {
        let layout = try TextLayout(attributedString: Self.mixed())
        let image = try render(size: CGSize(width: 200, height: 30)) { context in
            context.setAlpha(0.5)
            layout.draw(in: context, at: .zero)
        }
        let maxAlpha = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }.max() ?? 0
        #expect(maxAlpha > 100 && maxAlpha <= 129)
    }
}
