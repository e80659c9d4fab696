import UIKit

/// A progress ring built from layers, the way tutorials build one: a vertical gradient behind a
/// grey track and a red arc whose `strokeEnd` is the progress, animated with a
/// `CABasicAnimation` of `strokeEnd`.
class ProgressRingView: UIView {
    let gradientLayer = CAGradientLayer()
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    let lineWidth: CGFloat = 10

    /// 0…1.
    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.white.cgColor, UIColor.blue.cgColor]
        layer.addSublayer(gradientLayer)
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = lineWidth
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        progressLayer.strokeColor = UIColor.red.cgColor
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The radius of the ring's centre line.
    var radius: CGFloat { min(bounds.width, bounds.height) / 2 - lineWidth }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.strokeEnd
            animation.toValue = value
            animation.duration = 0.5
            progressLayer.add(animation, forKey: "progress")
        }
        progress = value
    }
}
