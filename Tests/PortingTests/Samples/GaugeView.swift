import UIKit

/// A circular progress gauge drawn with Core Graphics in `draw(_:)`, the way apps draw a custom
/// control: a stroked track, a progress arc with round caps, a filled centre dot and a
/// percentage label drawn as text.
class GaugeView: UIView {
    /// 0…1; redraws on change.
    var progress: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }
    var trackColor = UIColor(white: 0.85, alpha: 1)
    var progressColor = UIColor.systemBlue
    let lineWidth: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The radius of the track's centre line.
    var radius: CGFloat {
        min(bounds.width, bounds.height) / 2 - lineWidth
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)

        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setStrokeColor(trackColor.cgColor)
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()
        context.restoreGState()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        progressColor.setStroke()
        arc.stroke()

        context.setFillColor(progressColor.cgColor)
        context.fillEllipse(in: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))

        let text = "\(Int((progress * 100).rounded()))%"
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 14),
            .foregroundColor: UIColor.black,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y + 8), withAttributes: attributes)
    }
}
