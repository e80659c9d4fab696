import UIKit

/// A settings screen wiring its controls with target-action, as UIKit apps do. Linux has no
/// Objective-C runtime, so the action is a method reference where iOS code writes
/// `#selector(save)` (README, "Serving your own app"); `layercast-port` rewrites one into the
/// other.
class SettingsViewController: UIViewController {
    let statusLabel = UILabel()
    let volumeSlider = UISlider()
    let muteSwitch = UISwitch()
    let saveButton = UIButton(type: .system)
    let resetButton = UIButton(type: .system)

    private(set) var saveCount = 0
    private(set) var volume: Float = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        statusLabel.text = "Not saved"
        statusLabel.textAlignment = .center
        volumeSlider.value = volume

        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: SettingsViewController.save, for: .touchUpInside)
        muteSwitch.addTarget(self, action: SettingsViewController.muteChanged(_:), for: .valueChanged)
        volumeSlider.addTarget(self, action: SettingsViewController.volumeChanged(_:), for: .valueChanged)

        resetButton.setTitle("Reset", for: .normal)
        resetButton.addAction(UIAction { [weak self] _ in
            self?.reset()
        }, for: .touchUpInside)

        [statusLabel, volumeSlider, muteSwitch, saveButton, resetButton].forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 20
        let width = view.bounds.width - 2 * margin
        statusLabel.frame = CGRect(x: margin, y: 60, width: width, height: 30)
        volumeSlider.frame = CGRect(x: margin, y: 110, width: width - 71, height: 31)
        muteSwitch.frame.origin = CGPoint(x: volumeSlider.frame.maxX + 20, y: 110)
        saveButton.frame = CGRect(x: margin, y: 170, width: (width - 10) / 2, height: 44)
        resetButton.frame = saveButton.frame.offsetBy(dx: saveButton.frame.width + 10, dy: 0)
    }

    func save() {
        saveCount += 1
        statusLabel.text = "Saved \(saveCount)×"
    }

    func muteChanged(_ sender: UISwitch) {
        volumeSlider.isEnabled = !sender.isOn
    }

    func volumeChanged(_ sender: UISlider) {
        volume = sender.value
    }

    func reset() {
        saveCount = 0
        statusLabel.text = "Not saved"
        muteSwitch.setOn(false, animated: false)
        volumeSlider.isEnabled = true
    }
}
