import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's second tab: settings that act on the showcase, laid out with stack views and
/// constraints. "Show the puck" hides or shows the draggable puck, "Slow animations" runs every
/// animation of the window at a quarter of its speed (the layer's `speed`, as the simulator's
/// debug option does), and "Reset taps" asks through an alert before it zeroes the counter.
@MainActor
public final class DemoSettingsViewController: UIViewController {
    /// The rows, top to bottom.
    public let stackView = UIStackView()
    /// Shows or hides the showcase's puck.
    public let puckSwitch = UISwitch()
    /// Slows the window's animations to a quarter.
    public let slowAnimationsSwitch = UISwitch()
    /// Asks to reset the showcase's tap counter.
    public let resetButton = UIButton(type: .system)
    private weak var showcase: DemoViewController?

    /// Creates the settings of `showcase`.
    public init(showcase: DemoViewController) {
        self.showcase = showcase
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .demo(DemoPalette.background)
        puckSwitch.isOn = true
        puckSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.showcase?.rootView.draggableView.isHidden = !self.puckSwitch.isOn
        }, for: .valueChanged)
        slowAnimationsSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.view.window?.layer.speed = self.slowAnimationsSwitch.isOn ? 0.25 : 1
        }, for: .valueChanged)
        resetButton.setTitle("Reset taps", for: .normal)
        resetButton.setTitleColor(.demo(DemoPalette.pink), for: .normal)
        resetButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        resetButton.addAction(UIAction { [weak self] _ in self?.askToResetTaps() }, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(row("Show the puck", puckSwitch))
        stackView.addArrangedSubview(row("Slow animations", slowAnimationsSwitch))
        stackView.addArrangedSubview(resetButton)
        stackView.setCustomSpacing(24, after: stackView.arrangedSubviews[1])
        view.addSubview(stackView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            resetButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// A card with `title` on the left and `control` on the right.
    private func row(_ title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.textColor = DemoPalette.ink
        let row = UIStackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        row.backgroundColor = .demo(DemoPalette.card)
        row.layer.cornerRadius = 12
        row.heightAnchor.constraint(greaterThanOrEqualToConstant: 52).isActive = true
        return row
    }

    /// Presents the alert asking to reset the tap counter; "Reset" does, "Cancel" does not.
    func askToResetTaps() {
        let alert = UIAlertController(title: "Reset the tap count?", message: "The counter goes back to 0.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
            self?.showcase?.resetTaps()
        })
        present(alert, animated: true)
    }
}
