import Foundation
import LayercastGraphics

/// A pair of − and + buttons that step a value: UIKit's `UIStepper`.
///
/// 94 × 32 points, drawn as the iOS 13 style's rounded grey track split in two. A touch on a half
/// steps the value at once (down by `stepValue` on the left, up on the right) and, held with
/// `autorepeat`, again after 0.5 s and then every 0.1 s on the application's clock (Layercast's
/// timings: Apple publishes none). The value stays within `minimumValue…maximumValue`, or wraps
/// around with `wraps`; a half that cannot step is dimmed and steps nothing. `.valueChanged` goes
/// with every step (`isContinuous`), or once when the touch ends.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of every stepper (UIKit's since iOS 13).
    static let standardSize = CGSize(width: 94, height: 32)
    /// The hold before the first repeat, and between repeats, seconds.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    /// The value. Default 0. Set out of range, it is pinned (or wraps, with `wraps`).
    open var value: Double {
        get { valueStorage }
        set {
            let fitted = fit(newValue)
            guard fitted != valueStorage else { return }
            valueStorage = fitted
            setNeedsDisplay()
        }
    }
    private var valueStorage: Double = 0
    /// The lowest value. Default 0; must be below `maximumValue` (UIKit raises otherwise).
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
            value = valueStorage
        }
    }
    /// The highest value. Default 100; must be above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(maximumValue > minimumValue, "UIStepper: maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
            value = valueStorage
        }
    }
    /// The step. Default 1; must be greater than 0.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper: stepValue \(stepValue) must be greater than 0") }
    }
    /// Whether `.valueChanged` goes with each step (`true`, the default) or once at the end.
    open var isContinuous = true
    /// Whether holding a half keeps stepping. Default `true`.
    open var autorepeat = true
    /// Whether stepping past an end continues from the other. Default `false`.
    open var wraps = false

    private var application: UIApplication? { window?.screen?.application }
    private var held: Side?
    private var repeatTimer: Int?
    private var changedWhileHeld = false

    enum Side { case minus, plus }

    /// Creates a stepper; its size is always 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        setUpStepper()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.standardSize
        setUpStepper()
    }

    private func setUpStepper() {
        isOpaque = false
        contentMode = .redraw
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }
    /// 94 × 32 points, whatever fits.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    private func fit(_ v: Double) -> Double {
        guard v.isFinite else { return valueStorage }
        if wraps, v > maximumValue { return minimumValue }
        if wraps, v < minimumValue { return maximumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    /// Whether `side` can step now.
    func canStep(_ side: Side) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return side == .plus ? valueStorage < maximumValue : valueStorage > minimumValue
    }

    private func step(_ side: Side) {
        guard canStep(side) else { return }
        let before = valueStorage
        value = valueStorage + (side == .plus ? stepValue : -stepValue)
        guard valueStorage != before else { return }
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
    }

    // MARK: - Touches

    /// Steps the touched half at once and starts the repeat.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let side: Side = touch.location(in: self).x < bounds.midX ? .minus : .plus
        guard canStep(side) else { return false }
        held = side
        changedWhileHeld = false
        step(side)
        scheduleRepeat(after: Self.repeatDelay)
        setNeedsDisplay()
        return true
    }

    /// Leaving the half stops the repeat; coming back restarts it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let held else { return false }
        let inside = bounds.contains(touch.location(in: self))
            && (touch.location(in: self).x < bounds.midX) == (held == .minus)
        if !inside, let id = repeatTimer {
            application?.cancelTimer(id)
            repeatTimer = nil
        } else if inside, repeatTimer == nil {
            scheduleRepeat(after: Self.repeatDelay)
        }
        return true
    }

    /// Ends the repeat; without `isContinuous`, sends the one `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishHold() }

    /// Ends the repeat as `endTracking` does.
    open override func cancelTracking(with event: UIEvent?) { finishHold() }

    private func finishHold() {
        if let id = repeatTimer { application?.cancelTimer(id) }
        repeatTimer = nil
        held = nil
        if changedWhileHeld { sendActions(for: .valueChanged) }
        changedWhileHeld = false
        setNeedsDisplay()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard autorepeat, let app = application else { return }
        repeatTimer = app.scheduleTimer(at: app.clock.now + delay) { [weak self] in
            guard let self, let side = self.held else { return }
            self.repeatTimer = nil
            self.step(side)
            if self.canStep(side) { self.scheduleRepeat(after: Self.repeatInterval) }
        }
    }

    /// Redraws for the enabled state.
    open override func stateDidChange() { setNeedsDisplay() }

    // MARK: - Drawing

    /// The track, the divider, and the − and + signs (dimmed where they cannot step).
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let b = bounds
        UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: b, cornerRadius: 8).fill()
        if let held {
            UIColor(red255: 118, green: 118, blue: 128, alpha: 0.2).setFill()
            let half = CGRect(x: held == .minus ? b.minX : b.midX, y: b.minY, width: b.width / 2, height: b.height)
            UIBezierPath(roundedRect: half, cornerRadius: 8).fill()
        }
        UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3).setFill()
        UIBezierPath(rect: CGRect(x: b.midX - 0.5, y: b.minY + 8, width: 1, height: b.height - 16)).fill()
        for side in [Side.minus, .plus] {
            let centre = CGPoint(x: side == .minus ? b.minX + b.width / 4 : b.maxX - b.width / 4, y: b.midY)
            (canStep(side) ? UIColor.label : UIColor.tertiaryLabel).setFill()
            UIBezierPath(rect: CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2)).fill()
            if side == .plus { UIBezierPath(rect: CGRect(x: centre.x - 1, y: centre.y - 7, width: 2, height: 14)).fill() }
        }
    }
}
