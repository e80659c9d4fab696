import Foundation
import LayercastGraphics

/// A reusable section header or footer: UIKit's `UITableViewHeaderFooterView`. The table view
/// makes one for each section title; apps may register subclasses and return them from
/// `tableView(_:viewForHeaderInSection:)`.
///
/// `init(reuseIdentifier:)` is `required` so a table view can build a registered class
/// without Objective-C's runtime.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered or created with.
    public let reuseIdentifier: String?
    /// The view for custom content.
    public let contentView = UIView(frame: .zero)
    /// The title label, in the style's header font (footnote, secondary colour).
    public let textLabel: UILabel? = UILabel(frame: .zero)

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpHeaderFooter()
    }

    /// Creates a header or footer from an archive; Layercast has no nib archives, so no key of
    /// `coder` is read and it has no reuse identifier.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
        setUpHeaderFooter()
    }

    /// The label and content view every header and footer starts with.
    private func setUpHeaderFooter() {
        addSubview(contentView)
        textLabel?.font = .preferredFont(forTextStyle: .footnote)
        textLabel?.textColor = .secondaryLabel
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// Called when the view is dequeued for reuse. The default does nothing.
    open func prepareForReuse() {}

    /// Fills the bounds with the content view and puts the title at the standard 16 pt margin,
    /// on the bottom edge (as UIKit's grouped headers) or centred (plain).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let textLabel else { return }
        let m = UITableViewCell.standardMargin
        let width = max(0, bounds.width - 2 * m)
        let height = min(bounds.height, textLabel.sizeThatFits(CGSize(width: width, height: bounds.height)).height)
        let y = isGroupedHeader ? max(0, bounds.height - height - 7) : ((bounds.height - height) / 2).rounded()
        textLabel.frame = CGRect(x: m, y: y, width: width, height: height)
    }

    /// Whether the title sits at the bottom (a header of a grouped table).
    var isGroupedHeader = false
}
