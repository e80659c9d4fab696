import Foundation
import LayercastGraphics
import LayercastUI

/// A card showing the layer properties a view gets for free: a rotated tile (transform; a
/// switch turns it, animated), a translucent disc over it (alpha; a slider sets it), a bordered rounded square, a clipped view whose child
/// pokes out of its bounds (clipsToBounds), a tile with a coloured shadow, and the card's own
/// shadow.
@MainActor
public final class DemoShapesView: UIView {
    /// The tile rotated by `rotatedTileAngle`.
    public let rotatedTile = UIView()
    /// The disc at `translucentDiscAlpha`.
    public let translucentDisc = UIView()
    /// The square with a thick border and round corners.
    public let borderedSquare = UIView()
    /// The rounded view that clips its oversized child.
    public let clippingView = UIView()
    private let clippedChild = UIView()
    /// The tile casting a soft shadow.
    public let shadowTile = UIView()
    private let title = UILabel()
    /// Turns the tile's rotation on and off, animated.
    public let rotationSwitch = UISwitch()
    /// Sets the disc's opacity.
    public let opacitySlider = UISlider()
    /// Seconds the tile takes to turn when the switch changes.
    public static let rotationDuration: TimeInterval = 0.35

    /// The tile's rotation, radians.
    public static let rotatedTileAngle: CGFloat = .pi / 9
    /// The disc's opacity.
    public static let translucentDiscAlpha: CGFloat = 0.6

    /// Creates the card with `frame` (the superview's space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.card)
        layer.cornerRadius = 16
        layer.shadowColor = .demo(DemoPalette.shadow)
        layer.shadowOpacity = 0.12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 12

        title.text = "Layers"
        title.font = .systemFont(ofSize: 13, weight: .semibold)
        title.textColor = DemoPalette.secondaryInk

        rotatedTile.backgroundColor = .demo(DemoPalette.amber)
        rotatedTile.layer.cornerRadius = 12
        rotatedTile.transform = CGAffineTransform(rotationAngle: Self.rotatedTileAngle)

        translucentDisc.backgroundColor = .demo(DemoPalette.accent)
        translucentDisc.alpha = Self.translucentDiscAlpha

        borderedSquare.backgroundColor = .demo(DemoPalette.card)
        borderedSquare.layer.cornerRadius = 14
        borderedSquare.layer.borderWidth = 4
        borderedSquare.layer.borderColor = .demo(DemoPalette.teal)

        clippingView.backgroundColor = .demo(DemoPalette.mint)
        clippingView.layer.cornerRadius = 20
        clippingView.clipsToBounds = true
        clippedChild.backgroundColor = .demo(DemoPalette.pink)
        clippedChild.layer.cornerRadius = 24
        clippingView.addSubview(clippedChild)

        shadowTile.backgroundColor = .demo(DemoPalette.card)
        shadowTile.layer.cornerRadius = 14
        shadowTile.layer.shadowColor = .demo(DemoPalette.accentDark)
        shadowTile.layer.shadowOpacity = 0.45
        shadowTile.layer.shadowOffset = CGSize(width: 0, height: 8)
        shadowTile.layer.shadowRadius = 10

        rotationSwitch.isOn = true
        rotationSwitch.onTintColor = DemoPalette.amber
        rotationSwitch.addAction(UIAction { [weak self] _ in self?.rotationSwitched() }, for: .valueChanged)
        opacitySlider.value = Float(Self.translucentDiscAlpha)
        opacitySlider.minimumTrackTintColor = DemoPalette.accent
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)

        [title, rotationSwitch, rotatedTile, translucentDisc, borderedSquare, clippingView, shadowTile,
         opacitySlider].forEach(addSubview)
        [rotatedTile, translucentDisc, borderedSquare, clippingView, clippedChild, shadowTile].forEach {
            $0.isUserInteractionEnabled = false
        }
        DemoSpringTap.attach(to: shadowTile)
    }

    required init?(coder: NSCoder) { nil }

    private func rotationSwitched() {
        let angle = rotationSwitch.isOn ? Self.rotatedTileAngle : 0
        UIView.animate(withDuration: Self.rotationDuration) {
            self.rotatedTile.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    private func opacityChanged() {
        translucentDisc.alpha = CGFloat(opacitySlider.value)
    }

    public override func layoutSubviews() {
        let w = bounds.width
        title.frame = CGRect(x: 16, y: 10, width: w - 32, height: 20)
        let switchSize = UISwitch.standardSize
        rotationSwitch.frame = CGRect(x: w - 14 - switchSize.width, y: 6, width: switchSize.width, height: switchSize.height)
        // Two columns of shapes in the card's top half, the slider under them; the puck has the
        // space below.
        let side = max(24, min(64, (w - 3 * 22) / 2, (bounds.height - 40 - 28 - 70) / 2))
        let left = w / 2 - side - 11, right = w / 2 + 11
        rotatedTile.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        rotatedTile.center = CGPoint(x: left + side / 2, y: 40 + side / 2)
        translucentDisc.frame = CGRect(x: left + side * 0.45, y: 40 + side * 0.45, width: side * 0.8, height: side * 0.8)
        translucentDisc.layer.cornerRadius = side * 0.4
        borderedSquare.frame = CGRect(x: right, y: 40, width: side, height: side)
        clippingView.frame = CGRect(x: left, y: 40 + side + 28, width: side, height: side)
        shadowTile.frame = CGRect(x: right, y: 40 + side + 28, width: side, height: side)
        opacitySlider.frame = CGRect(x: 16, y: shadowTile.frame.maxY + 12, width: w - 32, height: 36)
        clippedChild.frame = CGRect(x: side * 0.35, y: side * 0.35, width: side, height: side)
    }
}
