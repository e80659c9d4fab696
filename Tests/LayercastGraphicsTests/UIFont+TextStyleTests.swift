import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIFontTextStyleTests {
    // MARK: - Sizes at the default Dynamic Type size

    // Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes", Large
    // (default): style, weight, size in points.
    static let largeTable: [(UIFont.TextStyle, UIFont.Weight, CGFloat)] = [
        (.largeTitle, .regular, 34), (.title1, .regular, 28), (.title2, .regular, 22), (.title3, .regular, 20),
        (.headline, .semibold, 17), (.body, .regular, 17), (.callout, .regular, 16), (.subheadline, .regular, 15),
        (.footnote, .regular, 13), (.caption1, .regular, 12), (.caption2, .regular, 11),
    ]

    @Test func preferredFontsMatchTheLargeTable() {
        for (style, weight, size) in Self.largeTable {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.weight == weight, "\(style.rawValue)")
            #expect(font.familyName == UIFont.systemFamilyName && !font.isItalic)
        }
    }

    // The iOS 17 extra-large titles are not in the HIG table; on iOS at the default size
    // preferredFont(forTextStyle:) returns 36 and 28 points, bold.
    @Test func extraLargeTitles() {
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize == 36)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).weight == .bold)
    }

    // MARK: - Identity

    // UIKit's identifiers (UIFontTextStyleBody == "UICTFontTextStyleBody" …).
    @Test func rawValuesAreUIKits() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline") == .headline)
        #expect(Set(UIFont.TextStyle.allStyles).count == 13)
    }

    @Test func unknownStyleGetsBodyAndTraitsDoNotChangeTheFont() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "nope")) == body)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: dark)
                == UIFont.preferredFont(forTextStyle: .headline))
        #expect(body != UIFont.preferredFont(forTextStyle: .headline))
    }
}
