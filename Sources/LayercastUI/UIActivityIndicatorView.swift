import Foundation
import LayercastGraphics
import LayercastLayers

/// A spinning wheel showing that work is under way: UIKit's `UIActivityIndicatorView`.
///
/// The view draws eight spokes fading round the wheel once; `startAnimating()` attaches a layer
/// animation that steps the wheel round by one spoke (45°) every eighth of a second, as UIKit's
/// wheel steps, repeating forever, which the client plays — the server sends it once and redraws
/// nothing per frame. The wheel is 20 points across in the medium style and 37 in the large one,
/// UIKit's sizes.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the indicator. Raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// The default: a 20-point wheel (iOS 13).
        case medium = 100
        /// A 37-point wheel (iOS 13).
        case large = 101
        /// A large white wheel (deprecated in iOS 13; use `.large`).
        case whiteLarge = 0
        /// A white wheel (deprecated in iOS 13; use `.medium`).
        case white = 1
        /// A grey wheel (deprecated in iOS 13; use `.medium`).
        case gray = 2

        /// The wheel's diameter in points.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        /// The colour when none is set: white for the white styles, else a system grey.
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The key of the spinning animation on the layer.
    static let spinKey = "layercast.activityIndicator.spin"
    /// One turn takes this many seconds.
    static let secondsPerTurn: CFTimeInterval = 1
    /// The wheel's spokes, and the steps of a turn.
    static let spokes = 8

    /// The look of the indicator. Changing it changes the intrinsic size and, unless a colour was
    /// set, the colour.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    private var colorStorage: UIColor?

    /// The spokes' colour; setting `nil` returns to the style's colour.
    open var color: UIColor! {
        get { colorStorage ?? style.defaultColor }
        set {
            colorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view hides itself while not animating. Default `true`, as UIKit.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the wheel is spinning.
    public private(set) var isAnimating = false

    /// An indicator of `style`, sized to its wheel (20 or 37 points square); hidden until it
    /// animates, as `hidesWhenStopped` is `true`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// A medium indicator with `frame` (superview space, points).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// Starts the spinning (and shows the view). Does nothing while already spinning.
    open func startAnimating() {
        isHidden = false
        guard !isAnimating else { return }
        isAnimating = true
        // One spoke a step: a discrete keyframe animation holds each eighth of the turn for an
        // eighth of the second.
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokes).map { Double($0) * 2 * Double.pi / Double(Self.spokes) }
        spin.calculationMode = .discrete
        spin.duration = Self.secondsPerTurn
        spin.repeatCount = .infinity
        layer.add(spin, forKey: Self.spinKey)
    }

    /// Stops the spinning, hiding the view when `hidesWhenStopped` is `true`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        layer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The wheel's size for the style: 20 × 20 points (medium) or 37 × 37 (large).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The wheel's size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws eight spokes round the centre, the top one opaque and each next one fainter going
    /// anticlockwise: the fading tail trails the brightest spoke as the wheel steps clockwise.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let base = color.resolvedColor(with: traitCollection).cgColor
        context.setLineCap(.round)
        context.setLineWidth(radius * 0.2)
        let spokes = Self.spokes
        for i in 0..<spokes {
            let angle = -CGFloat.pi / 2 - CGFloat(i) * 2 * .pi / CGFloat(spokes)
            let fade = 1 - CGFloat(i) / CGFloat(spokes) * 0.85
            context.setStrokeColor(base.copy(alpha: base.alpha * fade) ?? base)
            context.strokeLineSegments(between: [
                CGPoint(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45),
                CGPoint(x: center.x + cos(angle) * radius * 0.88, y: center.y + sin(angle) * radius * 0.88),
            ])
        }
    }
}
