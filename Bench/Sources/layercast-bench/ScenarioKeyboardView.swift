import Foundation
import LayercastGraphics
import LayercastUI

/// An on-screen keyboard: three rows of letter keys and a space bar, each a button whose tap
/// calls `onKey` with its character. The protocol carries pointers, not key presses, so typing
/// reaches the app the way it does on a phone: as taps on keys.
@MainActor
final class ScenarioKeyboardView: UIView {
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// Called with the key's character on each tap.
    var onKey: ((Character) -> Void)?
    private var keys: [(Character, UIButton)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.82, alpha: 1)
        for character in Self.rows.joined() + " " {
            let button = UIButton(type: .system)
            button.setTitle(character == " " ? "space" : String(character), for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 22)
            button.backgroundColor = .white
            button.layer.cornerRadius = 5
            button.addAction(UIAction { [weak self] _ in self?.onKey?(character) }, for: .touchUpInside)
            keys.append((character, button))
            addSubview(button)
        }
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    /// Where the key for `character` is, in screen points; `nil` for a character it lacks.
    func keyFrame(for character: Character) -> CGRect? {
        keys.first { $0.0 == character }.map { $0.1.convert($0.1.bounds, to: nil) }
    }

    override func layoutSubviews() {
        let gap: CGFloat = 6, rowHeight = (bounds.height - gap * 5) / 4
        let keyWidth = (bounds.width - gap * 11) / 10
        var index = 0
        for (row, letters) in Self.rows.enumerated() {
            let inset = (bounds.width - CGFloat(letters.count) * (keyWidth + gap) + gap) / 2
            for column in 0..<letters.count {
                keys[index].1.frame = CGRect(x: inset + CGFloat(column) * (keyWidth + gap),
                                             y: gap + CGFloat(row) * (rowHeight + gap), width: keyWidth, height: rowHeight)
                index += 1
            }
        }
        keys[index].1.frame = CGRect(x: bounds.width * 0.25, y: gap + 3 * (rowHeight + gap),
                                     width: bounds.width * 0.5, height: rowHeight)
    }
}
