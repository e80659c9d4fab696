import Foundation
import LayercastGraphics

/// Scales fonts and values for the user's preferred content size: UIKit's `UIFontMetrics`.
///
/// A Layercast server's content size category is UIKit's default, `.large`, at which the text
/// styles have their base sizes (Apple's Human Interface Guidelines, "Typography"): scaling is
/// the identity there, but for `maximumPointSize`, which caps a font as on iOS.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve applies.
    public let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for the body style (UIKit's `UIFontMetrics.default`).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the content size category.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled for the content size category, no larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value` (a length in points that sits beside text) scaled for the content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
