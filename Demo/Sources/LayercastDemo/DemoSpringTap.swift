import Foundation
import LayercastGraphics
import LayercastUI

/// A tap recognizer that makes its view bounce on a spring: the view is pressed to 80 % and
/// springs back with UIKit's damping-ratio spring (ratio 0.35: a few visible overshoots, settled
/// in 0.8 s). The whole bounce is one keyframe animation on the wire, played by the client.
@MainActor
final class DemoSpringTap: UITapGestureRecognizer {
    /// Seconds the bounce lasts.
    static let duration: TimeInterval = 0.8
    /// The spring's damping ratio.
    static let dampingRatio: CGFloat = 0.35

    /// A recognizer that is its own target (the view keeps it, so nothing else has to).
    required init() {
        super.init()
        addTarget(self, action: DemoSpringTap.bounce)
    }

    /// Lets `view` take taps and bounce on each.
    static func attach(to view: UIView) {
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(DemoSpringTap())
    }

    private func bounce() {
        guard let view, state == .ended else { return }
        UIView.performWithoutAnimation { view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8) }
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio,
                       initialSpringVelocity: 0, options: [.allowUserInteraction],
                       animations: { view.transform = .identity })
    }
}
