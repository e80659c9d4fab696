import Foundation
import LayercastGraphics
import LayercastUI

/// The field-typing scenario's screen: one text field that a hardware keyboard types into
/// through key and text messages (SPEC §12.3, §12.9), as a login form is filled in.
@MainActor
final class ScenarioFieldTypingViewController: UIViewController {
    let field = UITextField()
    private let frame: CGRect

    init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView(frame: frame)
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        field.frame = CGRect(x: 16, y: 80, width: frame.width - 32, height: 44)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 20)
        field.placeholder = "Type here"
        root.addSubview(field)
        view = root
    }
}
