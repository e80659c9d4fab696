import Foundation
import LayercastGraphics
import LayercastUI

/// The scrolling scenario's screen: a title bar over a 1,000-row list filling the rest.
@MainActor
final class ScenarioListViewController: UIViewController {
    let list: ScenarioTableView
    private let frame: CGRect

    init(frame: CGRect, rowCount: Int) {
        self.frame = frame
        list = ScenarioTableView(frame: CGRect(x: 0, y: 88, width: frame.width, height: frame.height - 88), rowCount: rowCount)
        super.init()
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView(frame: frame)
        root.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let title = UILabel(frame: CGRect(x: 16, y: 44, width: frame.width - 32, height: 40))
        title.text = "Inbox"
        title.font = .systemFont(ofSize: 30, weight: .bold)
        root.addSubview(title)
        root.addSubview(list)
        view = root
    }
}
