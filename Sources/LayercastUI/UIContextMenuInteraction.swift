import Foundation
import LayercastGraphics

/// What a context menu shows: UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// Makes the preview controller (unused: Layercast shows no preview).
    public typealias PreviewProvider = @MainActor () -> UIViewController?
    /// Makes the menu from the suggested actions.
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// The configuration's identifier.
    public let identifier: (any NSCopying)?
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration makes, if any.
    var menu: UIMenu? { actionProvider?([]) }
}

/// Where a preview sits: UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre in the container.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform
    /// Creates a target.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// How a preview is drawn: UIKit's `UIPreviewParameters`.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The preview's background. Default `nil`.
    open var backgroundColor: UIColor?
    /// The visible part of the preview. Default `nil` (all of it).
    open var visiblePath: UIBezierPath?
    /// Creates parameters.
    public init() {}
}

/// A view shown as a menu's preview: UIKit's `UITargetedPreview`.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it sits.
    public let target: UIPreviewTarget
    /// Creates a preview of `view`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }
    /// Creates a preview of `view` where it is (it must be in a window).
    public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }
}

/// Animations that run beside a menu's appearance: UIKit's `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// Adds animations to run beside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block to run when they end.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The delegate of a context menu interaction: UIKit's `UIContextMenuInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction's view); `nil`: no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// Called before the menu shows. Optional.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// Called before the menu goes away. Optional.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// How a menu commits to its preview's action: UIKit's `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// The preview's controller, if any.
    var previewViewController: UIViewController? { get }
}

/// Runs added animations and completions at once: Layercast's menu appears without a preview
/// animation of its own.
final class ImmediateMenuAnimator: UIContextMenuInteractionAnimating {
    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completion() }
}

/// Shows a menu for a view: UIKit's `UIContextMenuInteraction`.
///
/// Layercast shows the menu as an action sheet presented from the view's window's top
/// controller: one button per action (destructive in red, disabled ones left out, a checkmark
/// prefix for `.on`), and Cancel. Choosing a button runs the action with the interaction's view
/// as its sender.
@preconcurrency @MainActor
open class UIContextMenuInteraction {
    /// The delegate that supplies the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public internal(set) weak var view: UIView?
    /// The menu showing now, if any.
    private(set) var presented: (configuration: UIContextMenuConfiguration, sheet: UIAlertController)?
    /// The long press that shows the menu on a view the interaction was added to.
    private var press: UILongPressGestureRecognizer?
    /// Lets the long press begin only where the delegate has a menu.
    private var pressGate: ContextMenuPressGate?
    /// The configuration the delegate gave when the long press began (asked once per press).
    var pendingConfiguration: UIContextMenuConfiguration?

    /// Creates an interaction asking `delegate` for menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// The interaction's location in `view`'s space (the centre of its view here).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }

    /// Shows the menu for `location` (in the interaction's view), asking the delegate.
    func presentMenu(at location: CGPoint) {
        let pending = pendingConfiguration
        pendingConfiguration = nil
        guard presented == nil, let view, let delegate,
              let configuration = pending ?? delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.menu,
              let presenter = view.window?.rootViewController?.topmostPresentedController else { return }
        let sheet = UIAlertController(title: menu.title.isEmpty ? nil : menu.title, message: nil, preferredStyle: .actionSheet)
        for action in menu.flattenedActions where !action.attributes.contains(.disabled) {
            let title = (action.state == .on ? "✓ " : "") + action.title
            sheet.addAction(UIAlertAction(title: title, style: action.attributes.contains(.destructive) ? .destructive : .default) {
                [weak self, weak view] _ in
                self?.menuDidEnd()
                action.perform(sender: view)
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.menuDidEnd() })
        presented = (configuration, sheet)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: ImmediateMenuAnimator())
        presenter.present(sheet, animated: true)
    }

    private func menuDidEnd() {
        guard let (configuration, _) = presented else { return }
        presented = nil
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ImmediateMenuAnimator())
    }

    /// Dismisses the menu if it shows.
    open func dismissMenu() {
        guard let (_, sheet) = presented else { return }
        menuDidEnd()
        sheet.dismiss(animated: true)
    }

    /// Replaces the visible menu with what `block` makes of it (the sheet is rebuilt the next
    /// time the menu shows; a showing sheet keeps its buttons).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let (configuration, _) = presented, let menu = configuration.menu else { return }
        _ = block(menu)
    }
}

/// Added to any view (`view.addInteraction(interaction)`), the menu shows on a long press, as in
/// UIKit; a control's own interaction (`isContextMenuInteractionEnabled`) is driven by the control.
extension UIContextMenuInteraction: UIInteraction {
    public func willMove(to view: UIView?) {
        if let press { press.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let recognizer = UILongPressGestureRecognizer(handler: { [weak self] recognizer in
            guard recognizer.state == .began, let self, let own = self.view else { return }
            self.presentMenu(at: recognizer.location(in: own))
        })
        let gate = ContextMenuPressGate()
        gate.interaction = self
        recognizer.delegate = gate
        pressGate = gate
        view.addGestureRecognizer(recognizer)
        press = recognizer
    }
}

/// A long press where the delegate has no menu does not begin, so it takes nothing from the
/// view's other touches (a table row is still selected when released). The configuration asked
/// for is kept for the menu.
@MainActor
final class ContextMenuPressGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view, let delegate = interaction.delegate else { return false }
        let configuration = delegate.contextMenuInteraction(interaction,
                                                            configurationForMenuAtLocation: gestureRecognizer.location(in: view))
        interaction.pendingConfiguration = configuration
        return configuration != nil
    }
}

extension UIViewController {
    /// The controller presented last on top of this one, or this one.
    var topmostPresentedController: UIViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }
}
