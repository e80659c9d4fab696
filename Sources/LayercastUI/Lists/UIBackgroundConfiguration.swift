import Foundation
import LayercastGraphics

/// How a cell's (or header's) background looks: UIKit's `UIBackgroundConfiguration` (iOS 14).
/// Assign one to a cell's `backgroundConfiguration`; the cell shows it behind its content and,
/// while `automaticallyUpdatesBackgroundConfiguration` is on, replaces it with
/// `updated(for:)` of each new state, so a list cell greys when selected or highlighted.
///
/// A `nil` `backgroundColor` resolves to the tint colour; use `.clear` for none (UIKit's header
/// comment). The system styles' colours: `systemBackground` for plain cells and headers,
/// `secondarySystemGroupedBackground` for grouped cells, clear for grouped headers and sidebar
/// cells; selected or highlighted list cells take `systemGray4` (the selection grey of
/// `UITableViewCell` here), a sidebar cell the tint colour with 10-point corners (Layercast's
/// value). A colour the app set itself is kept by `updated(for:)`.
public struct UIBackgroundConfiguration {
    /// The system style a configuration came from, which `updated(for:)` follows.
    enum Style: Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter
    }

    /// A view shown behind everything else in the background, filling it.
    public var customView: UIView?
    /// The radius of the background's corners. Default 0.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's edges. Default zero.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges whose inset also adds the cell's layout margins. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; `nil` resolves to the tint colour.
    public var backgroundColor: UIColor? {
        didSet { ownBackgroundColor = true }
    }
    /// A transform applied to `backgroundColor` when it resolves; `nil`: none.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's colour; `nil` resolves to the tint colour.
    public var strokeColor: UIColor?
    /// A transform applied to `strokeColor` when it resolves.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge. Default 0.
    public var strokeOutset: CGFloat = 0
    /// An image drawn in the background.
    public var image: UIImage?
    /// How `image` fits the background. Default `.scaleToFill`.
    public var imageContentMode = UIView.ContentMode.scaleToFill

    let style: Style
    /// Whether the app set `backgroundColor` (then `updated(for:)` keeps it).
    private(set) var ownBackgroundColor = false

    private init(style: Style, color: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        backgroundColor = color
        self.cornerRadius = cornerRadius
        ownBackgroundColor = false
    }

    /// No background: clear.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, color: .clear) }
    /// A cell of a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .listPlainCell, color: .systemBackground) }
    /// A cell of a grouped or inset-grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A cell of a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .listSidebarCell, color: .clear, cornerRadius: 10) }
    /// A cell of a sidebar beside a content column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
    /// A header or footer of a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listPlainHeaderFooter, color: .systemBackground)
    }
    /// A header or footer of a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listGroupedHeaderFooter, color: .clear)
    }
    /// A header of a sidebar.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }

    /// The fill colour for `tintColor`: `backgroundColor` (or the tint), transformed.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour for `tintColor`: `strokeColor` (or the tint), transformed.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// A copy styled for `state`: a system list cell's selected or highlighted colour, its plain
    /// colour again otherwise; a colour the app set stays.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !ownBackgroundColor else { return self }
        let emphasized = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted }
            ?? (state as? UIViewConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false
        var copy = self
        switch style {
        case .listPlainCell: copy.backgroundColor = emphasized ? .systemGray4 : .systemBackground
        case .listGroupedCell: copy.backgroundColor = emphasized ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell: copy.backgroundColor = emphasized ? nil : .clear
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter: return self
        }
        copy.ownBackgroundColor = false
        return copy
    }
}
