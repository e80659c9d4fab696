import Foundation
import LayercastGraphics
import LayercastUI

/// A small form over the demo's screen: a name, a password and a multi-line note, to show
/// keyboard input, a secure field and a text view. "Done" ends editing and closes it.
@MainActor
final class DemoFormView: UIView {
    let titleLabel = UILabel()
    let nameField = UITextField()
    let passwordField = UITextField()
    let noteView = UITextView()
    let doneButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.background)
        titleLabel.text = "Sign in"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = DemoPalette.ink
        for (field, placeholder) in [(nameField, "Name"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
        }
        nameField.returnKeyType = .next
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        nameField.addAction(UIAction { [weak self] _ in self?.passwordField.becomeFirstResponder() }, for: .editingDidEndOnExit)
        passwordField.addAction(UIAction { [weak self] _ in self?.noteView.becomeFirstResponder() }, for: .editingDidEndOnExit)
        noteView.text = "A note…"
        noteView.font = .systemFont(ofSize: 17)
        noteView.layer.cornerRadius = 8
        noteView.layer.borderWidth = 0.5
        noteView.layer.borderColor = UIColor.lightGray.cgColor
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.endEditing(true)
            self.removeFromSuperview()
        }, for: .touchUpInside)
        for view in [titleLabel, nameField, passwordField, noteView, doneButton] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 40
        titleLabel.frame = CGRect(x: 20, y: 60, width: width - 80, height: 40)
        doneButton.frame = CGRect(x: bounds.width - 100, y: 60, width: 80, height: 40)
        nameField.frame = CGRect(x: 20, y: 120, width: width, height: 40)
        passwordField.frame = CGRect(x: 20, y: 172, width: width, height: 40)
        noteView.frame = CGRect(x: 20, y: 224, width: width, height: 160)
    }
}
