import Foundation
import LayercastGraphics

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their styles. UIKit's `UIListContentConfiguration` (iOS 14). Start from one of the
/// system styles (`cell()`, `subtitleCell()`, `valueCell()`, `plainHeader()`,
/// `groupedHeader()`…), set `text`, `secondaryText` and `image`, and assign it to a cell's
/// `contentConfiguration`; `UIListContentView` shows it.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image at the leading edge; `nil` by default.
    public var image: UIImage?
    /// How the image shows.
    public var imageProperties = ImageProperties()
    /// The primary text; `nil` by default.
    public var text: String?
    /// The primary text as an attributed string (wins over `text`); `nil` by default.
    public var attributedText: NSAttributedString?
    /// How the primary text shows.
    public var textProperties: TextProperties
    /// The secondary text; `nil` by default.
    public var secondaryText: String?
    /// The secondary text as an attributed string (wins over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text shows.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text shows beside the text (a value cell) rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts. Default 16 (UIKit's iPhone value).
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the text and the secondary text. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The horizontal space between the text and a side-by-side secondary text. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// The margins of list cells: 11 pt above and below, 16 pt at the sides (UIKit's iPhone
    /// list cell margins).
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    // MARK: - System styles

    /// A list cell: body text, secondary text below it in the subheadline style.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with a subtitle: body text, footnote secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        return configuration
    }

    /// A cell with a value: body text, the secondary text beside it at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// The header of a plain list: headline text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// The footer of a plain list: footnote text in the secondary colour.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }

    /// The header of a grouped or inset grouped list: footnote text in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// The footer of a grouped or inset grouped list: footnote text in the secondary colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// The prominent header of an inset grouped list: title 3 text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .title3), color: .label)
        return configuration
    }

    /// The extra-prominent header of an inset grouped list: title 2 text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: .label)
        return configuration
    }

    /// A sidebar cell: as `cell()`.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A sidebar header: as `plainHeader()`.
    public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }

    // MARK: - UIContentConfiguration

    /// A `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
