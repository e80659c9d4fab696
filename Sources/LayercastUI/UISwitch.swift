import Foundation
import LayercastGraphics
import LayercastLayers

/// An on/off control: UIKit's `UISwitch`.
///
/// Drawn in `draw(_:)`: a rounded track (`onTintColor` when on, a light grey outline when off)
/// and a white round thumb at the matching end, in UIKit's 51×31-point size (the drawing is
/// centred in larger bounds). A tap that lifts inside toggles it and sends `.valueChanged` (and
/// `.primaryActionTriggered`); setting `isOn` in code sends nothing. It redraws when its value,
/// colours, highlight or enabled state change, not when moved.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size in points, whatever its frame.
    public static let standardSize = CGSize(width: 51, height: 31)

    /// Creates a switch; the frame's size is replaced by the standard size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: CGRect.zero.origin, size: Self.standardSize))
        isOpaque = false
        contentMode = .redraw
    }

    /// Whether the switch is on. Default `false`. Setting it sends no event.
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// Sets `isOn` (`animated` is accepted for UIKit compatibility; the change is immediate).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The track colour when on; `nil` uses `.systemGreen`.
    open var onTintColor: UIColor? { didSet { if onTintColor != oldValue { setNeedsDisplay() } } }
    /// The thumb colour; `nil` uses white.
    open var thumbTintColor: UIColor? { didSet { if thumbTintColor != oldValue { setNeedsDisplay() } } }

    /// Redraws for the new highlight or enabled state.
    open override func stateDidChange() { setNeedsDisplay() }

    /// Toggles on a tap.
    open override var primaryEventsOnTap: Event { [.valueChanged, .primaryActionTriggered] }

    /// Toggles before the tap's events go out, so actions read the new value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTouchInside, isEnabled { isOn.toggle() }
    }

    /// The standard size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }
    /// The standard size.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    /// Draws the track and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = Self.standardSize
        let track = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                           width: size.width, height: size.height)
        if !isEnabled { context.setAlpha(0.5) }
        if isOn {
            (onTintColor ?? .systemGreen).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: size.height / 2).fill()
        } else {
            UIColor.systemGray5.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: size.height / 2).fill()
            if isHighlighted {
                UIColor.systemGray4.setFill()
                UIBezierPath(roundedRect: track.insetBy(dx: 2, dy: 2), cornerRadius: size.height / 2 - 2).fill()
            }
        }
        let diameter = size.height - 4
        let x = isOn ? track.maxX - 2 - diameter : track.minX + 2
        let thumb = CGRect(x: x, y: track.minY + 2, width: diameter, height: diameter)
        context.withGState {
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 3, color: UIColor(white: 0, alpha: 0.2).cgColor)
            (thumbTintColor ?? .white).setFill()
            UIBezierPath(ovalIn: thumb).fill()
        }
    }
}
