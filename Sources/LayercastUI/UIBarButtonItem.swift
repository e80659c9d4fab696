import Foundation
import LayercastGraphics

/// A button on a toolbar: UIKit's `UIBarButtonItem`. Not a view: the toolbar it is on makes
/// and manages the view behind it (a button for a title or image item, nothing for a space).
///
/// Target-action as `UIControl` does it without selectors: `target` plus the target's method,
/// e.g. `UIBarButtonItem(title: "Done", style: .done, target: self, action: Controller.done)`,
/// or a `primaryAction` (`UIAction`). Targets are held weakly. Changing a property updates the
/// toolbar's view.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// How a title item looks.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Bold, for the item that completes a task.
        case done = 2
    }

    /// The system's ready-made items.
    public enum SystemItem: Int, Sendable {
        /// "Done" in the done style.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save" in the done style.
        case save = 3
        /// "Add" (UIKit shows a plus sign; shown here as "+").
        case add = 4
        /// Space that grows to share the width left over.
        case flexibleSpace = 5
        /// Space of `width` points.
        case fixedSpace = 6
        /// A compose icon (a pencil on a square).
        case compose = 7
        /// A reply icon (a curved arrow).
        case reply = 8
        /// A share icon (an arrow out of a box).
        case action = 9
        /// An organize icon (a folder).
        case organize = 10
        /// A bookmarks icon (a book).
        case bookmarks = 11
        /// A search icon (a magnifying glass).
        case search = 12
        /// A refresh icon (a clockwise arrow).
        case refresh = 13
        /// A stop icon (a cross).
        case stop = 14
        /// A camera icon.
        case camera = 15
        /// A trash icon.
        case trash = 16
        /// A play icon.
        case play = 17
        /// A pause icon.
        case pause = 18
        /// A rewind icon.
        case rewind = 19
        /// A fast-forward icon.
        case fastForward = 20
        /// An undo icon.
        case undo = 21
        /// A redo icon.
        case redo = 22
        /// A page-curl icon (deprecated in UIKit; shown as its title here).
        case pageCurl = 23
        /// A close icon (a cross in a circle).
        case close = 24

        /// The SF Symbol UIKit's icon corresponds to, and a title for when Layercast cannot
        /// draw that symbol.
        var symbol: (name: String, title: String)? {
            switch self {
            case .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace: return nil
            case .compose: return ("square.and.pencil", "Compose")
            case .reply: return ("arrowshape.turn.up.left", "Reply")
            case .action: return ("square.and.arrow.up", "Share")
            case .organize: return ("folder", "Organize")
            case .bookmarks: return ("book", "Bookmarks")
            case .search: return ("magnifyingglass", "Search")
            case .refresh: return ("arrow.clockwise", "Refresh")
            case .stop: return ("xmark", "Stop")
            case .camera: return ("camera", "Camera")
            case .trash: return ("trash", "Trash")
            case .play: return ("play.fill", "Play")
            case .pause: return ("pause.fill", "Pause")
            case .rewind: return ("backward.fill", "Rewind")
            case .fastForward: return ("forward.fill", "Fast Forward")
            case .undo: return ("arrow.uturn.backward", "Undo")
            case .redo: return ("arrow.uturn.forward", "Redo")
            case .pageCurl: return ("", "Page Curl")
            case .close: return ("xmark.circle.fill", "Close")
            }
        }
    }

    /// The title shown; `nil` for an image or space item.
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// The image shown (before the title when both are set).
    open var image: UIImage? { didSet { if image != oldValue { changed() } } }
    /// The title style. Default `.plain`.
    open var style: Style { didSet { if style != oldValue { changed() } } }
    /// The width in points: a fixed space's width, or a fixed width for other items; 0 sizes
    /// the item to fit.
    open var width: CGFloat = 0 { didSet { if width != oldValue { changed() } } }
    /// Whether the item takes taps. Default `true`.
    open var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// The item's tint; `nil` uses the toolbar's.
    open var tintColor: UIColor? { didSet { if tintColor != oldValue { changed() } } }
    /// An integer to identify the item.
    open var tag = 0
    /// A view shown in place of the standard button; the toolbar places it at its own size.
    open var customView: UIView? { didSet { if customView !== oldValue { changed() } } }
    /// The action run on a tap (with the item's button as sender).
    open var primaryAction: UIAction?
    /// The item's menu (iOS 14): shown on a tap when the item has no action (no
    /// `primaryAction`, no target-action), else on a long press.
    open var menu: UIMenu? { didSet { changed() } }
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?

    /// The object whose method `action` is; held weakly, as in UIKit. `nil`: the action goes up
    /// the responder chain to the first responder that has the method.
    open weak var target: AnyObject?
    /// Runs the action on a responder; `false` when it is not of the method's type.
    var targetAction: (@MainActor (AnyObject, UIBarButtonItem) -> Bool)?

    /// The method run on `target` for a tap: UIKit's `action` selector as a method reference
    /// (`item.action = .init(Controller.done)`, which `layercast-port` writes for
    /// `item.action = #selector(done)`); `nil` for none.
    open var action: Action? {
        get { targetAction.map(Action.init(invoke:)) }
        set { targetAction = newValue?.invoke }
    }

    /// A method of a target, for `action`.
    public struct Action {
        let invoke: @MainActor (AnyObject, UIBarButtonItem) -> Bool
        init(invoke: @escaping @MainActor (AnyObject, UIBarButtonItem) -> Bool) { self.invoke = invoke }
        /// A method taking no arguments (`Controller.done`). Not run when the target is another type.
        public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void) {
            invoke = { target, _ in
                guard let target = target as? Target else { return false }
                method(target)()
                return true
            }
        }
        /// A method taking the item (`Controller.done(_:)`).
        public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
            invoke = { target, item in
                guard let target = target as? Target else { return false }
                method(target)(item)
                return true
            }
        }
    }
    weak var owner: (any BarButtonItemOwner)?

    /// Creates an item with neither title nor image.
    public init() {
        style = .plain
        systemItem = nil
    }

    /// Creates a title item calling `target`'s method `action` on a tap.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, Self.wrap(action))
    }

    /// Creates a title item calling `target`'s method `action` with the item as sender.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, Action(action).invoke)
    }

    /// Creates an image item calling `target`'s method `action` on a tap.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, Self.wrap(action))
    }

    /// Creates an item with a title and/or image running `primaryAction` on a tap (the
    /// action's title and image are used when none are given), and a `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item; `action` is called on a tap (spaces take no taps).
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init(systemItem: systemItem)
        setTarget(target, Self.wrap(action))
    }

    /// Creates a title item without an action: ports UIKit's `target: nil, action: nil`.
    public convenience init(title: String?, style: Style, target: Never?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates a system item without an action: ports UIKit's
    /// `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Never?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// Creates a system item with no action (e.g. a space).
    public init(systemItem: SystemItem) {
        self.systemItem = systemItem
        switch systemItem {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"; style = .plain
        case .edit: title = "Edit"; style = .plain
        case .save: title = "Save"; style = .done
        case .add: title = "+"; style = .plain
        case .flexibleSpace, .fixedSpace: style = .plain
        default:
            style = .plain
            // An icon item: UIKit's symbol when Layercast can draw it, else its name.
            if let symbol = systemItem.symbol {
                if let icon = UIImage(systemName: symbol.name) { image = icon } else { title = symbol.title }
            }
        }
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that shares the toolbar's width left over with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A standard button for the item (no custom view), running the item's action on a tap.
    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { [weak self] action in self?.perform(sender: action.sender) },
                         for: .primaryActionTriggered)
        return button
    }

    /// Shows the item's title, image, style and state on `button`.
    func configure(_ button: UIButton, fallbackTint: UIColor?) {
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        button.tintColor = tintColor ?? fallbackTint
        button.menu = menu
        button.showsMenuAsPrimaryAction = menu != nil && primaryAction == nil && targetAction == nil
    }

    /// Whether the item is a space (no view).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    private func setTarget(_ target: AnyObject?, _ action: (@MainActor (AnyObject, UIBarButtonItem) -> Bool)?) {
        self.target = target
        targetAction = action
    }

    private static func wrap<Target: AnyObject>(_ action: (@MainActor (Target) -> () -> Void)?)
        -> (@MainActor (AnyObject, UIBarButtonItem) -> Bool)? {
        action.map { Action($0).invoke }
    }

    private func changed() { owner?.itemDidChange(self) }

    /// Runs the item's action: the primary action, then the target's method, or with no
    /// target the method of the first responder up the chain that has it (UIKit's nil-targeted
    /// action), starting at the first responder, else at the item's button.
    func perform(sender: AnyObject?) {
        primaryAction?.perform(sender: sender)
        guard let targetAction else { return }
        if let target {
            _ = targetAction(target, self)
        } else {
            UIResponder.sendUpTheChain(from: sender) { targetAction($0, self) }
        }
    }
}
