import Foundation
import LayercastGraphics

/// A bar showing how far a task got: UIKit's `UIProgressView`. The track is the view's own
/// layer and the filled part a subview, so both travel as layer properties (no drawing), and
/// `setProgress(_:animated: true)` animates the fill's width on the client. 4 points tall with
/// rounded ends (iOS 14 and later).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar for a toolbar.
        case bar
    }

    /// The standard height, points.
    static let barHeight: CGFloat = 4
    private let fill = UIView()

    /// The look. Default `.default`.
    open var progressViewStyle: Style = .default { didSet { updateColors() } }
    /// How far the task got, 0…1 (clamped). Default 0.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    private var progressStorage: Float = 0
    /// The filled part's colour; `nil` uses the tint.
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The track's colour; `nil` uses the system's light grey fill.
    open var trackTintColor: UIColor? { didSet { updateColors() } }
    /// A `Progress` whose fraction completed the bar shows, read when the bar lays out.
    open var observedProgress: Progress? { didSet { setNeedsLayout() } }

    /// Creates a bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// Creates a bar of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
    }

    private func setUpProgressView() {
        clipsToBounds = true
        addSubview(fill)
        updateColors()
    }

    /// Sets `progress`; `animated`, the fill grows or shrinks to it over UIKit's 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = min(max(progress.isFinite ? progress : 0, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutFill() }
        } else {
            setNeedsLayout()
        }
    }

    /// The standard height, any width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The current width, the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    /// Places the fill.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let observedProgress { progressStorage = Float(min(max(observedProgress.fractionCompleted, 0), 1)) }
        layoutFill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func layoutFill() {
        let b = bounds
        fill.frame = CGRect(x: b.minX, y: b.minY, width: (b.width * CGFloat(progressStorage)).rounded(), height: b.height)
        let radius = progressViewStyle == .bar ? 0 : b.height / 2
        layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    private func updateColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)
    }
}
