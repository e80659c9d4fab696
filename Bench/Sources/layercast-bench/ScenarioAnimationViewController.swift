import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastUI

/// The animation scenarios' screen: a card with a label and a shadow, and a button that runs
/// one animation of the card: a spring that moves it, a keyframe animation along a path, a
/// flip transition to its other side, a progress ring on it filling or emptying (a
/// `CAShapeLayer`'s `strokeEnd`), or a spinner on it starting or stopping (a `CAReplicatorLayer`
/// of twelve dots, one fading dot's animation, each copy late by a twelfth). Each animation is one message the client plays, so its
/// bytes should not depend on its duration; the framebuffer baselines pay for every frame.
@MainActor
final class ScenarioAnimationViewController: UIViewController {
    /// What the button runs.
    enum Kind: Sendable { case spring, keyframes, flip, ring, spinner }

    let kind: Kind
    let duration: TimeInterval
    let card = UIView()
    let button = UIButton(type: .system)
    private let label = UILabel()
    /// The progress ring of `.ring`, empty at first.
    let ring = CAShapeLayer()
    /// The spinner of `.spinner`: twelve copies of one dot.
    let spinner = CAReplicatorLayer()
    let dot = CALayer()
    private let frame: CGRect
    private var flipped = false

    init(frame: CGRect, kind: Kind, duration: TimeInterval) {
        self.frame = frame; self.kind = kind; self.duration = duration
        super.init()
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView(frame: frame)
        root.backgroundColor = .white
        let side = min(frame.width, frame.height) * 0.4
        card.frame = CGRect(x: (frame.width - side) / 2, y: frame.height * 0.25, width: side, height: side)
        card.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        card.layer.cornerRadius = 18
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        label.text = "Layercast"
        label.textColor = .white
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 22, weight: .bold)
        label.frame = card.bounds
        card.addSubview(label)
        if kind == .ring {
            ring.frame = card.bounds
            ring.path = UIBezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - 14,
                                     startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.white.cgColor
            ring.lineWidth = 8
            ring.lineCap = .round
            ring.strokeEnd = 0
            card.layer.addSublayer(ring)
        }
        if kind == .spinner {
            spinner.frame = card.bounds
            spinner.instanceCount = 12
            spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
            spinner.instanceDelay = 1.0 / 12
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: side / 2, y: 16)
            dot.cornerRadius = 5
            dot.backgroundColor = UIColor.white.cgColor
            dot.opacity = 0.25
            spinner.addSublayer(dot)
            card.layer.addSublayer(spinner)
        }
        button.setTitle("Animate", for: .normal)
        button.frame = CGRect(x: (frame.width - 160) / 2, y: frame.height * 0.8, width: 160, height: 50)
        button.addAction(UIAction { [weak self] _ in self?.animate() }, for: .touchUpInside)
        root.addSubview(card)
        root.addSubview(button)
        view = root
    }

    /// Runs the animation of `kind` over `duration`.
    func animate() {
        switch kind {
        case .spring:
            let shift = card.frame.width * 0.6
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                           options: [], animations: { self.card.center.x += self.card.center.x < self.view.bounds.midX ? shift : -shift })
        case .keyframes:
            let center = card.center, r = card.frame.width * 0.3
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
                for (i, angle) in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 2).enumerated() {
                    UIView.addKeyframe(withRelativeStartTime: Double(i) / 4, relativeDuration: 0.25) {
                        self.card.center = CGPoint(x: center.x + r * cos(angle + .pi / 2), y: center.y + r * sin(angle + .pi / 2) - r)
                    }
                }
            })
        case .ring:
            let target: CGFloat = ring.strokeEnd < 0.5 ? 1 : 0
            let progress = CABasicAnimation(keyPath: "strokeEnd")
            progress.fromValue = ring.strokeEnd
            progress.toValue = target
            progress.duration = duration
            progress.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            // The model value first, then the animation under the key path's name, which
            // replaces the implicit action (Core Animation's idiom).
            ring.strokeEnd = target
            ring.add(progress, forKey: "strokeEnd")
        case .spinner:
            // A tap starts the spinner, the next stops it: one animation each way, whatever
            // the time between.
            if dot.animation(forKey: "fade") == nil {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.25
                fade.duration = 1
                fade.repeatCount = .infinity
                dot.add(fade, forKey: "fade")
            } else {
                dot.removeAnimation(forKey: "fade")
            }
        case .flip:
            flipped.toggle()
            UIView.transition(with: card, duration: duration, options: [.transitionFlipFromLeft], animations: {
                self.card.backgroundColor = self.flipped ? UIColor(red: 1, green: 0.44, blue: 0.38, alpha: 1)
                                                         : UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
                self.label.text = self.flipped ? "Back" : "Layercast"
            })
        }
    }
}
