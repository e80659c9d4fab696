import Foundation

// Dynamic Type text styles, at iOS's default content size.
extension UIFont {
    /// A semantic text style (body, headline, caption …) whose font `preferredFont(forTextStyle:)`
    /// returns. The raw values are UIKit's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's identifier of the style, e.g. `"UICTFontTextStyleBody"`.
        public let rawValue: String
        /// Creates a style from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title, for screen titles (iOS 11).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level headings.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level headings.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings, in the body's size but heavier.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// An extra-large title (iOS 17).
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// A second extra-large title (iOS 17).
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// Every style UIKit defines, largest first.
        public static let allStyles: [TextStyle] = [
            .extraLargeTitle, .extraLargeTitle2, .largeTitle, .title1, .title2, .title3, .headline, .body,
            .callout, .subheadline, .footnote, .caption1, .caption2,
        ]

        /// Size in points and weight at iOS's default Dynamic Type size, "Large".
        ///
        /// Source: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes",
        /// the Large (default) table: Large Title 34 Regular, Title 1 28 Regular, Title 2 22
        /// Regular, Title 3 20 Regular, Headline 17 Semibold, Body 17 Regular, Callout 16 Regular,
        /// Subhead 15 Regular, Footnote 13 Regular, Caption 1 12 Regular, Caption 2 11 Regular.
        /// The two iOS 17 extra-large titles are not in that table; their values (36 and 28 Bold)
        /// are what `preferredFont(forTextStyle:)` returns on iOS at the default size.
        var defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for `style` at iOS's default Dynamic Type size ("Large"): body 17 points
    /// regular, headline 17 semibold, large title 34, and so on. Layercast has no user text-size
    /// setting, so the size does not change; an unknown style gets the body font. The family is
    /// the system family (DejaVu Sans).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.defaultMetrics
        return UIFont(family: systemFamilyName, size: metrics.size, weight: metrics.weight, italic: false)
    }

    /// The font for `style` in a trait environment. Layercast has no content size categories, so
    /// the traits do not change the result: it is `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
