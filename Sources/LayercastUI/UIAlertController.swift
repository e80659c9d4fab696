import Foundation
import LayercastGraphics

/// An alert or action sheet: UIKit's `UIAlertController`, presented with
/// `present(_:animated:completion:)` over the app, whose content it dims.
///
/// Tapping an action dismisses the controller, then runs the action's handler, as UIKit does.
/// An alert fades in as a 270-point card in the middle (two actions side by side, more
/// stacked); an action sheet slides up from the bottom, its cancel action in a card of its own.
/// An alert may hold text fields (`addTextField(configurationHandler:)`) under its message; the
/// first becomes first responder when the alert has appeared, as in UIKit.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert: UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen.
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert = 1
    }

    /// The kind of alert.
    public let preferredStyle: Style
    /// The text under the title.
    open var message: String? { didSet { alertView?.rebuild() } }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action whose button is emphasised (bold) and chosen by the return key.
    open var preferredAction: UIAlertAction? { didSet { alertView?.rebuild() } }
    /// The text fields, in the order they were added; `nil` when there are none (UIKit's).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    private var alertView: AlertControllerView? { viewIfLoaded as? AlertControllerView }
    /// Whether an action was chosen (its handler waits for the dismissal).
    private var isChoosing = false

    /// Creates an alert (or action sheet) with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
    }

    /// Creates an alert from an archive; Layercast has no storyboards, so no key of `coder` is
    /// read and it starts as an untitled `.alert`.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        message = nil
        super.init(coder: coder)
        modalTransitionStyle = .crossDissolve
    }

    /// The title above the message.
    open override var title: String? { didSet { alertView?.rebuild() } }

    /// Adds `action`. As in UIKit, an alert may have only one cancel action.
    open func addAction(_ action: UIAlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        action.alert = self
        actions.append(action)
        alertView?.rebuild()
    }

    /// Adds a text field under the message, after any added before, and lets
    /// `configurationHandler` set it up (placeholder, secure entry…). As in UIKit, only an
    /// alert (not an action sheet) takes text fields.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert,
                     "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 0, height: AlertControllerView.textFieldHeight))
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
        alertView?.rebuild()
    }

    /// The first text field takes the keyboard once the alert is on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = fields.first?.becomeFirstResponder()
    }

    /// Alerts cover the whole window (over its content), whatever `.automatic` would give.
    override var automaticPresentationStyle: UIModalPresentationStyle { .overFullScreen }

    /// Makes the alert's view: a transparent full-window view holding the card(s).
    open override func loadView() {
        let view = AlertControllerView(frame: .zero)
        view.controller = self
        self.view = view
        view.rebuild()
    }

    func actionsChanged() { alertView?.rebuild() }

    /// The user chose `action`: dismiss, then run its handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isChoosing else { return }
        isChoosing = true
        dismiss(animated: true) { [weak self] in
            self?.isChoosing = false
            action.handler?(action)
        }
    }

    /// The button showing `action` (for tests and accessibility).
    func button(for action: UIAlertAction) -> UIButton? { alertView?.buttons.first { $0.action === action }?.button }
}
