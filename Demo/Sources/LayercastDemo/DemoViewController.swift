import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's root view controller: builds `DemoRootView` and wires its controls — the button
/// counts taps into the label, the toolbar's bar button item runs the photo transition.
@MainActor
public final class DemoViewController: UIViewController {
    /// Taps on the button so far.
    public private(set) var tapCount = 0
    /// The toolbar's item that runs the photo transition.
    public private(set) var transitionItem: UIBarButtonItem!
    /// The toolbar's item that flips the gallery over to the next photo.
    public private(set) var flipItem: UIBarButtonItem!
    private let imageScale: CGFloat

    /// Creates the controller; photos are painted at `imageScale` pixels per point.
    public init(imageScale: CGFloat) {
        self.imageScale = imageScale
        super.init(nibName: nil, bundle: nil)
        title = "Showcase"
    }

    required init?(coder: NSCoder) { nil }

    /// The root view, typed.
    var rootView: DemoRootView { view as! DemoRootView }

    public override func loadView() {
        view = DemoRootView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), imageScale: imageScale)
    }

    public override func viewDidLoad() {
        let root = rootView
        root.tapButton.addAction(UIAction { [weak self] _ in self?.buttonTapped() }, for: .touchUpInside)
        transitionItem = UIBarButtonItem(title: "Transition", primaryAction: UIAction { [weak self] _ in
            self?.transitionTapped()
        })
        let formItem = UIBarButtonItem(title: "Form", primaryAction: UIAction { [weak root] _ in
            root.map { $0.addSubview(DemoFormView(frame: $0.bounds)) }
        })
        flipItem = UIBarButtonItem(title: "Flip", primaryAction: UIAction { [weak self] _ in self?.flipTapped() })
        root.toolbar.items = [.flexibleSpace(), transitionItem, .flexibleSpace(), flipItem, .flexibleSpace(), formItem]
        root.listView.didSelectRow = { [weak self] row in self?.showDetail(of: row) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The showcase draws its own title; the bar shows on the screens pushed from it.
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    /// Pushes the detail screen of `row` (when the controller is in a navigation controller).
    func showDetail(of row: DemoListView.Row) {
        let detail = DemoDetailViewController(row: row, color: DemoListView.swatchColor(of: row))
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Zeroes the tap counter (the settings' "Reset taps").
    public func resetTaps() {
        tapCount = 0
        rootView.tapCountLabel.text = "Taps: 0"
    }

    /// The button's action: one more tap, shown in the label.
    func buttonTapped() {
        tapCount += 1
        rootView.tapCountLabel.text = "Taps: \(tapCount)"
    }

    /// The bar button item's action: the next photo, through a cross-dissolve; the item is
    /// disabled until the transition ends, as in the sample.
    func transitionTapped() {
        let item = transitionItem
        // Weak: a completion holds what it captures until the animation ends, and the item
        // (through its button, the toolbar and the root view) holds the animated layer.
        let started = rootView.photoView.transitionToNextScene { [weak item] in item?.isEnabled = true }
        if started { item?.isEnabled = false }
    }

    /// The flip item's action: the next photo, through a flip; disabled until it ends.
    func flipTapped() {
        let item = flipItem
        let started = rootView.photoView.flipToNextScene { [weak item] in item?.isEnabled = true }
        if started { item?.isEnabled = false }
    }
}
