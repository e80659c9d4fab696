import Foundation
import LayercastGraphics

/// The view a cell shows its `backgroundConfiguration` in, behind everything else: the fill
/// (with the corner radius), the custom view and the image, and the stroke outset from the edge.
@MainActor
final class BackgroundConfigurationView: UIView {
    /// What it shows.
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }
    private let stroke = UIView()
    private let imageView = UIImageView()

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
        stroke.backgroundColor = .clear
        addSubview(imageView)
        addSubview(stroke)
        apply()
    }

    /// Never made from an archive: the toolkit makes it for a cell.
    required init?(coder: NSCoder) { nil }

    /// The frame of the background in a cell of `bounds` with `margins`: the bounds less the
    /// configuration's insets (and the margins on the edges that add them).
    static func frame(for configuration: UIBackgroundConfiguration, in bounds: CGRect, margins: UIEdgeInsets) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.leading) { insets.leading += margins.left }
        if edges.contains(.trailing) { insets.trailing += margins.right }
        return CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                      width: max(0, bounds.width - insets.leading - insets.trailing),
                      height: max(0, bounds.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration.customView?.frame = bounds
        imageView.frame = bounds
        let outset = configuration.strokeOutset
        stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        let c = configuration
        backgroundColor = c.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = c.cornerRadius
        layer.masksToBounds = c.cornerRadius > 0 && c.strokeOutset <= 0
        if let custom = c.customView, custom.superview !== self {
            subviews.filter { $0 !== stroke && $0 !== imageView }.forEach { $0.removeFromSuperview() }
            insertSubview(custom, at: 0)
        } else if c.customView == nil {
            subviews.filter { $0 !== stroke && $0 !== imageView }.forEach { $0.removeFromSuperview() }
        }
        imageView.image = c.image
        imageView.contentMode = c.imageContentMode
        imageView.isHidden = c.image == nil
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.borderColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: tintColor).cgColor : nil
        stroke.layer.cornerRadius = c.cornerRadius + max(0, c.strokeOutset)
        stroke.isHidden = c.strokeWidth <= 0
        setNeedsLayout()
    }
}
