import Foundation
import LayercastGraphics
import LayercastUI

/// A round puck that follows a finger: `touchesMoved` moves its `center` by the touch's
/// movement in the superview's space, so a drag step changes one layer property.
@MainActor
public final class DemoDraggableView: UIView {
    private let glyph = UILabel()

    /// Creates the puck with `frame` (the superview's space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.coral)
        layer.cornerRadius = min(frame.width, frame.height) / 2
        layer.borderWidth = 3
        layer.borderColor = .demo(.white)
        layer.shadowColor = .demo(DemoPalette.shadow)
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 6)
        layer.shadowRadius = 10
        glyph.text = "Drag"
        glyph.font = .systemFont(ofSize: 15, weight: .bold)
        glyph.textColor = .white
        glyph.textAlignment = .center
        glyph.frame = bounds
        glyph.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(glyph)
    }

    required init?(coder: NSCoder) { nil }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
