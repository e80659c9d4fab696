import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIFontTests {
    // MARK: - Construction

    @Test func systemFontIsDejaVuSans() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans" && font.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVu Sans Bold")
        #expect(UIFont.boldSystemFont(ofSize: 17) != font)
        #expect(font.withSize(12) == UIFont.systemFont(ofSize: 12))
    }

    @Test func namedFontsMustBeInstalled() throws {
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 14))
        #expect(serif.familyName == "DejaVu Serif")
        let bold = try #require(UIFont(name: "dejavu sans bold", size: 14))
        #expect(bold.familyName == "DejaVu Sans" && bold.weight == .bold)
        #expect(UIFont(name: "No Such Font Family Zz", size: 14) == nil)
        let postScript = try #require(UIFont(name: "DejaVuSans-Bold", size: 14))
        #expect(postScript.familyName == "DejaVu Sans" && postScript.weight == .bold)
        let boldItalic = try #require(UIFont(name: "DejaVuSerif-BoldItalic", size: 14))
        #expect(boldItalic.familyName == "DejaVu Serif" && boldItalic.isItalic && boldItalic.weight == .bold)
    }

    // MARK: - Metrics

    @Test func metricsArePlausibleAndScaleWithSize() {
        let small = UIFont.systemFont(ofSize: 10), big = UIFont.systemFont(ofSize: 20)
        #expect(small.ascender > 7 && small.ascender < 11)
        #expect(small.descender < -1 && small.descender > -4)
        #expect(small.lineHeight >= small.ascender - small.descender - 0.01)
        #expect(small.lineHeight > 10 && small.lineHeight < 14)
        #expect(abs(big.lineHeight - 2 * small.lineHeight) < 0.5)
        #expect(abs(big.ascender - 2 * small.ascender) < 0.5)
    }
}
