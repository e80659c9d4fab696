import Foundation
import LayercastGraphics

/// A spinner above a scroll view's content that a pull down starts a refresh with: UIKit's
/// `UIRefreshControl`. Assign it to a scroll view's (or a `UITableViewController`'s)
/// `refreshControl` and listen for `.valueChanged`: the control sends it when the user pulls
/// far enough, then spins until `endRefreshing()`. `beginRefreshing()` from code spins without
/// sending the event, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height (UIKit's refresh control is 60 pt tall).
    static let height: CGFloat = 60

    /// Whether a refresh is under way (between `beginRefreshing()` and `endRefreshing()`).
    public private(set) var isRefreshing = false
    /// A title shown under the spinner; `nil` by default. Layercast keeps it but does not draw
    /// it yet.
    open var attributedTitle: NSAttributedString?

    /// The spinner.
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// Creates a refresh control; the scroll view it is given to sizes and places it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates the control from an archive; Layercast has no nib archives, so no key of `coder`
    /// is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    /// Starts showing a refresh under way (does not send `.valueChanged`).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends the refresh: the spinner stops and hides.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
    }

    /// Centres the spinner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
