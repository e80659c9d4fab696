import Foundation
import LayercastGraphics

extension UIListContentConfiguration {
    /// How a text of a list content configuration shows: UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// A change of letter case applied to the text: UIKit's `TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// Each word capitalised.
            case capitalized
            /// All lower case.
            case lowercase
            /// All upper case.
            case uppercase
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment. Default `.natural`.
        public var alignment = NSTextAlignment.natural
        /// How lines too long are cut. Default `.byTruncatingTail`.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0 (the default) for as many as needed.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width. Default `false`.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to. Default 0.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text follows the user's text size. Default `true`.
        public var adjustsFontForContentSizeCategory = true
        /// The change of letter case. Default `.none`.
        public var transform = TextTransform.none

        /// Properties with `font` and `color` and UIKit's other defaults.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }
}
