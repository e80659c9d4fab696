import Foundation
import LayercastGraphics
import LayercastLayers

/// A control for picking a value in a range by dragging a thumb: UIKit's `UISlider`.
///
/// Drawn in `draw(_:)`: a 4-point track, filled with `minimumTrackTintColor` (default: the
/// tint) left of the thumb and `maximumTrackTintColor` right of it, and a white 28-point thumb.
/// A touch anywhere on the slider moves the thumb under the finger and follows it; the value
/// sends `.valueChanged` on every change while `isContinuous` (the default), else once when the
/// touch lifts. Setting `value` in code sends nothing. Redraws when the value or colours change.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter in points.
    public static let thumbDiameter: CGFloat = 28
    private var valueAtTouchDown: Float = 0

    /// Creates a slider with `frame` (superview space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    /// The value, kept within `minimumValue…maximumValue`. Default 0.
    open var value: Float {
        get { storedValue }
        set {
            let clamped = min(max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }
    private var storedValue: Float = 0

    /// Sets `value` (`animated` is accepted for UIKit compatibility; the change is immediate).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The lowest value. Default 0.
    open var minimumValue: Float = 0 { didSet { value = storedValue; setNeedsDisplay() } }
    /// The highest value. Default 1.
    open var maximumValue: Float = 1 { didSet { value = storedValue; setNeedsDisplay() } }
    /// Whether `.valueChanged` is sent during the drag (else once at the end). Default `true`.
    open var isContinuous = true
    /// The track colour left of the thumb; `nil` uses the tint.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track colour right of the thumb; `nil` uses a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour; `nil` uses white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Redraws the track in the new tint.
    open override func tintColorDidChange() { if minimumTrackTintColor == nil { setNeedsDisplay() } }
    /// Redraws for the enabled state.
    open override func stateDidChange() { setNeedsDisplay() }

    /// A drag along the slider is the slider's, not another view's pan or horizontal swipe
    /// (Apple's documentation: "a single finger swipe on the slider's thumb, in a direction
    /// parallel to the slider" is the slider's default action).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self {
            if let pan = gestureRecognizer as? UIPanGestureRecognizer {
                let dx = pan.currentInWindow.x - pan.startInWindow.x, dy = pan.currentInWindow.y - pan.startInWindow.y
                if abs(dx) > abs(dy) { return false }
            }
            if let swipe = gestureRecognizer as? UISwipeGestureRecognizer,
               !swipe.direction.isDisjoint(with: [.left, .right]) {
                return false
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The thumb's centre x, in view space, for `value`.
    var thumbCenterX: CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
        let usable = max(0, bounds.width - Self.thumbDiameter)
        return bounds.minX + Self.thumbDiameter / 2 + fraction * usable
    }

    private func setValue(at x: CGFloat) -> Bool {
        let usable = max(1, bounds.width - Self.thumbDiameter)
        let fraction = Float(min(max((x - bounds.minX - Self.thumbDiameter / 2) / usable, 0), 1))
        let old = storedValue
        value = minimumValue + fraction * (maximumValue - minimumValue)
        return storedValue != old
    }

    // MARK: - Tracking

    /// Moves the thumb under the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = storedValue
        if setValue(at: touch.location(in: self).x), isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Follows the touch.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if setValue(at: touch.location(in: self).x), isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Sends the one `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = setValue(at: touch.location(in: self).x) }
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    // MARK: - Sizing and drawing

    /// The given width (or the current one) by 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: 31)
    }

    /// No intrinsic width (a slider stretches to what its constraints give it) by the 31-point
    /// height `sizeThatFits(_:)` uses.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Draws the track and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if !isEnabled { context.setAlpha(0.5) }
        let trackHeight: CGFloat = 4
        let track = CGRect(x: bounds.minX + 2, y: bounds.midY - trackHeight / 2,
                           width: max(0, bounds.width - 4), height: trackHeight)
        let split = thumbCenterX
        (maximumTrackTintColor ?? .systemGray4).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: trackHeight / 2).fill()
        context.withGState {
            context.clip(to: CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: trackHeight))
            (minimumTrackTintColor ?? tintColor).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: trackHeight / 2).fill()
        }
        let d = Self.thumbDiameter
        let thumb = CGRect(x: split - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        context.withGState {
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor(white: 0, alpha: 0.25).cgColor)
            (thumbTintColor ?? .white).setFill()
            UIBezierPath(ovalIn: thumb).fill()
        }
    }
}
