import Foundation
import LayercastGraphics
import LayercastUI

/// The typing scenario's screen: a note (a multi-line label) that grows with each key tapped on
/// the on-screen keyboard below it.
@MainActor
final class ScenarioTypingViewController: UIViewController {
    let note = UILabel()
    let keyboard = ScenarioKeyboardView(frame: .zero)
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
        note.font = .systemFont(ofSize: 20)
        note.numberOfLines = 0
        note.text = ""
        note.backgroundColor = .white
        let keyboardHeight = min(260, frame.height * 0.35)
        note.frame = CGRect(x: 16, y: 60, width: frame.width - 32, height: frame.height - keyboardHeight - 80)
        keyboard.frame = CGRect(x: 0, y: frame.height - keyboardHeight, width: frame.width, height: keyboardHeight)
        keyboard.onKey = { [weak self] character in self?.note.text = (self?.note.text ?? "") + String(character) }
        root.addSubview(note)
        root.addSubview(keyboard)
        view = root
    }
}
