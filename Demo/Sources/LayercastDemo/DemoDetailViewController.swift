import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastUI

/// The screen the navigation controller pushes when a row of the list is selected: the row's
/// colour, title and place, and a button that asks (through an alert) to mark it a favourite.
/// A progress ring on the swatch (a `CAShapeLayer`) fills to how far into its section the row
/// is when the screen appears: one `strokeEnd` animation that a client drawing shapes plays
/// itself, at its own scale.
///
/// Laid out with Auto Layout only, as most UIKit apps are: a vertical stack view pinned to the
/// safe area's layout margins holds a colour swatch whose height follows its width, the labels,
/// and the button; so it adapts to rotation and to a client's window size without code.
@MainActor
public final class DemoDetailViewController: UIViewController {
    /// The row shown.
    public let row: DemoListView.Row
    /// The swatch's colour (the row's, as the list shows it).
    public let color: UIColor
    /// The stack view holding the screen's parts, top to bottom.
    public let stackView = UIStackView()
    /// The coloured card at the top.
    public let swatchView = UIView()
    /// The row's title, large.
    public let titleLabel = UILabel()
    /// Where the row is in the list, and whether it is a favourite.
    public let detailLabel = UILabel()
    /// Asks to mark the row a favourite.
    public let favouriteButton = UIButton(type: .system)
    /// Whether the user confirmed marking the row a favourite.
    public private(set) var isFavourite = false
    /// The ring on the swatch: the row's place in its section, from the top clockwise.
    public let progressRing = CAShapeLayer()
    /// Seconds the ring takes to fill when the screen appears.
    public static let ringDuration: TimeInterval = 0.8

    /// How far into its section the row is, 0…1: what the ring shows.
    public var sectionProgress: CGFloat {
        CGFloat(row.number % DemoListView.rowsPerSection + 1) / CGFloat(DemoListView.rowsPerSection)
    }

    /// Creates the screen for `row`, shown in `color`.
    public init(row: DemoListView.Row, color: UIColor) {
        self.row = row
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = row.title
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .demo(DemoPalette.background)
        swatchView.backgroundColor = color
        swatchView.layer.cornerRadius = 18
        progressRing.fillColor = nil
        progressRing.strokeColor = UIColor.white.withAlphaComponent(0.9).cgColor
        progressRing.lineWidth = 8
        progressRing.lineCap = .round
        progressRing.strokeEnd = 0
        swatchView.layer.addSublayer(progressRing)
        titleLabel.text = row.title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = DemoPalette.ink
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = DemoPalette.secondaryInk
        detailLabel.numberOfLines = 0
        favouriteButton.setTitle("Mark as favourite", for: .normal)
        favouriteButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        favouriteButton.addAction(UIAction { [weak self] _ in self?.askToMarkFavourite() }, for: .touchUpInside)
        updateDetail()

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.alignment = .fill
        stackView.translatesAutoresizingMaskIntoConstraints = false
        for part in [swatchView, titleLabel, detailLabel, favouriteButton] as [UIView] { stackView.addArrangedSubview(part) }
        stackView.setCustomSpacing(20, after: swatchView)
        view.addSubview(stackView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -20),
            // Half as tall as wide, but never more than a third of the safe area (landscape).
            swatchView.heightAnchor.constraint(equalTo: swatchView.widthAnchor, multiplier: 0.5).withPriority(.defaultHigh),
            swatchView.heightAnchor.constraint(lessThanOrEqualTo: guide.heightAnchor, multiplier: 1.0 / 3),
            favouriteButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// The ring is centred on the swatch, as big as its height allows.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = swatchView.bounds
        let radius = max(0, min(bounds.width, bounds.height) / 2 - 18)
        progressRing.frame = bounds
        progressRing.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                         startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
    }

    /// The ring fills to the row's place once the screen is on.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = progressRing.strokeEnd
        fill.toValue = sectionProgress
        fill.duration = Self.ringDuration
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        // The model value first, then the animation under the key path's name: it replaces the
        // implicit action the change starts (Core Animation's idiom).
        progressRing.strokeEnd = sectionProgress
        progressRing.add(fill, forKey: "strokeEnd")
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The showcase hides the bar; this screen shows it, with its back button.
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// Presents the alert asking to mark the row a favourite; "Mark" does, "Cancel" does not.
    func askToMarkFavourite() {
        let alert = UIAlertController(title: "Mark \(row.title) as a favourite?",
                                      message: "Favourites show a star on this screen.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Mark", style: .default) { [weak self] _ in
            self?.isFavourite = true
            self?.updateDetail()
        })
        present(alert, animated: true)
    }

    private func updateDetail() {
        let place = "Row \(row.number + 1) of the list"
        detailLabel.text = isFavourite ? "★ Favourite · \(place)" : place
        favouriteButton.isEnabled = !isFavourite
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority`, for use inside `activate([...])`.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
