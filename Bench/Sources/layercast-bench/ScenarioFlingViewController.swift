import Foundation
import LayercastGraphics
import LayercastUI

/// The fling scenario's screen: a `UIScrollView` of 200 rows, each a label on a tinted strip,
/// all of them built up front (the bitmaps travel with the connection); a flick then costs the
/// deceleration the client plays.
@MainActor
final class ScenarioFlingViewController: UIViewController {
    let scrollView: UIScrollView
    private let frame: CGRect

    init(frame: CGRect, rowCount: Int) {
        self.frame = frame
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
        scrollView.contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * 44)
        for row in 0..<rowCount {
            let strip = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: frame.width, height: 43))
            strip.backgroundColor = UIColor(white: row % 2 == 0 ? 1 : 0.96, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 11, width: frame.width - 32, height: 22))
            label.text = "Row \(row + 1)"
            strip.addSubview(label)
            scrollView.addSubview(strip)
        }
        super.init()
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView(frame: frame)
        root.backgroundColor = .white
        root.addSubview(scrollView)
        view = root
    }
}
