import UIKit

/// A loading indicator built the way tutorials build one: one dot in a `CAReplicatorLayer`,
/// twelve copies round a circle, each fading a twelfth of a second after the one before.
class LoadingDotsView: UIView {
    let replicatorLayer = CAReplicatorLayer()
    let dot = CALayer()
    let dotCount = 12
    let dotSize: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.backgroundColor = UIColor.systemBlue.cgColor
        dot.opacity = 0.2
        replicatorLayer.addSublayer(dot)
        replicatorLayer.instanceCount = dotCount
        replicatorLayer.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        replicatorLayer.instanceDelay = 1.0 / Double(dotCount)
        layer.addSublayer(replicatorLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicatorLayer.frame = bounds
        dot.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        dot.position = CGPoint(x: bounds.midX, y: dotSize)
        dot.cornerRadius = dotSize / 2
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: "fade")
    }
}
