import Foundation
import LayercastGraphics
import LayercastLayers

/// The base of views that turn touches into actions: UIKit's `UIControl`.
///
/// State: `isEnabled`, `isHighlighted`, `isSelected` make `state`; subclasses redraw or relayout
/// in `stateDidChange()`. Touch tracking follows UIKit's rules for the first touch that begins
/// in the control: `.touchDown` (and `.touchDownRepeat` for a repeated tap) and highlight on
/// began; on each move `.touchDragInside`/`.touchDragOutside`, with `.touchDragEnter`/
/// `.touchDragExit` when the touch crosses the edge, and the highlight following the touch; on
/// lift `.touchUpInside` or `.touchUpOutside`; on cancel `.touchCancel`. "Inside" is the bounds
/// grown by `dragMargin` points on every side (UIKit's is about 70), so a finger that slips a
/// little still counts. A disabled control tracks nothing, sends nothing, and passes its
/// touches up the responder chain. Subclasses customise tracking with `beginTracking`,
/// `continueTracking`, `endTracking` and `cancelTracking`, as in UIKit.
///
/// Target-action: see `UIControl+TargetAction.swift` (`addAction(_:for:)` and a closure-based
/// `addTarget(_:action:for:)`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside the bounds, in points, a tracked touch still counts as inside.
    public static let dragMargin: CGFloat = 70

    var registrations: [Registration] = []
    private weak var trackedTouch: UITouch?

    /// Creates a control with `frame` (superview space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the control takes touches and sends actions. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether a touch is down on the control (set by tracking). Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected (a toggle's "on"). Default `false`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The state flags: `.highlighted`, `.disabled`, `.selected`; `.normal` when none.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// How content (a button's title and image) is placed horizontally. Default `.center`.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// How content is placed vertically. Default `.center`.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed. The default does
    /// nothing; subclasses update their appearance here.
    open func stateDidChange() {}

    // MARK: - Tracking

    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (bounds plus `dragMargin`).
    public private(set) var isTouchInside = false

    /// A touch began in the control; return `false` to stop tracking it. Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return `false` to stop tracking it. Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` may be `nil` when tracking ended otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.dragMargin, dy: -Self.dragMargin).contains(touch.location(in: self))
    }

    /// Starts tracking the first touch (see the type's rules); a disabled control passes the
    /// touches on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { super.touchesBegan(touches, with: event); return }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        send(events, event: event)
    }

    /// Follows the tracked touch: drag events and highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { super.touchesMoved(touches, with: event); return }
        guard let touch = trackedTouch, touches.contains(touch)  else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        if isTracking, !continueTracking(touch, with: event) {
            isTracking = false
        }
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
    }

    /// Ends tracking: `.touchUpInside` (and `primaryEventsOnTap`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || trackedTouch != nil else { super.touchesEnded(touches, with: event); return }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInside(touch)
        trackedTouch = nil
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        guard isEnabled else { return }
        send(isTouchInside ? Event.touchUpInside.union(primaryEventsOnTap) : .touchUpOutside, event: event)
        if isTouchInside, showsMenuAsPrimaryAction, isContextMenuInteractionEnabled {
            contextMenuInteraction?.presentMenu(at: touch.location(in: self))
        }
    }

    /// Ends tracking with `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || trackedTouch != nil else { super.touchesCancelled(touches, with: event); return }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        guard isEnabled else { return }
        send(.touchCancel, event: event)
    }

    /// A control's default action wins over an overlapping recognizer of another view: a
    /// single-finger single tap on an enabled control is the control's, not an ancestor's tap
    /// recognizer's (Apple's documentation, "default control actions prevent overlapping gesture
    /// recognizer behavior", iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Events sent besides `.touchUpInside` when a tap lifts inside: none for a plain control;
    /// `UIButton` adds `.primaryActionTriggered`.
    open var primaryEventsOnTap: Event { [] }

    // MARK: - Context menu (iOS 14)

    /// Whether the control shows a context menu (its `contextMenuInteraction(_:configurationForMenuAtLocation:)`'s).
    /// Default `false`.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled, contextMenuInteractionStorage == nil else { return }
            let interaction = UIContextMenuInteraction(delegate: self)
            interaction.view = self
            contextMenuInteractionStorage = interaction
        }
    }
    /// Whether a tap shows the menu (instead of a long press). Default `false`.
    open var showsMenuAsPrimaryAction = false
    /// The control's context menu interaction, once enabled.
    open var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }
    private var contextMenuInteractionStorage: UIContextMenuInteraction?

    /// The menu's configuration for `location`; the default has none (`nil`).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The preview highlighted while the menu shows; default `nil` (the control).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The preview the menu returns to as it goes; default `nil`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Called before the menu shows. The default does nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Called before the menu goes. The default does nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: - Overridable, from UIControl+TargetAction.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Runs `action` for `controlEvents`. A second action with the same identifier replaces the
    /// first for those events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        registrations.append(Registration(events: controlEvents, action: action, target: nil, invoke: nil))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action?.identifier == identifier else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, action: r.action, target: nil, invoke: nil)
        }
    }

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Calls `target`'s method `action` (e.g. `Controller.tapped`, taking no arguments) for
    /// `controlEvents`. The target is held weakly. A `nil` target sends the action up the
    /// responder chain, from the first responder (else this control) to the first responder
    /// that is a `Target`, as UIKit does.
    @preconcurrency open func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        addRegistration(target, controlEvents) { t, _, _ in
            guard let t = t as? Target else { return false }
            action(t)()
            return true
        }
    }

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Calls `target`'s method `action` with the control as sender (e.g.
    /// `func tapped(_ sender: UIButton)`) for `controlEvents`. The target is held weakly (`nil`:
    /// up the responder chain); the method is not called when the control is not a `Sender`.
    @preconcurrency open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addRegistration(target, controlEvents) { t, control, _ in
            guard let t = t as? Target else { return false }
            if let sender = control as? Sender { action(t)(sender) }
            return true
        }
    }

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Calls `target`'s method `action` with the control and the event for `controlEvents`.
    /// The target is held weakly (`nil`: up the responder chain).
    @preconcurrency open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        addRegistration(target, controlEvents) { t, control, event in
            guard let t = t as? Target else { return false }
            if let sender = control as? Sender { action(t)(sender, event) }
            return true
        }
    }

    /// Removes every target-action of `target` (`nil`: of every target) for `controlEvents`.
    /// Actions added with `addAction(_:for:)` stay.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action == nil, target == nil || r.target === target else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, action: nil, target: r.target, upTheChain: r.upTheChain,
                                                     invoke: r.invoke)
        }
    }

    /// The live targets, each once.
    open var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for r in registrations { if let t = r.target, !seen.contains(where: { $0 === t }) { seen.append(t) } }
        return seen
    }

    /// Every event some action or target is registered for.
    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// Runs the actions and target methods registered for any of `controlEvents`, in the order
    /// they were added, with no event.
    open func sendActions(for controlEvents: Event) { send(controlEvents, event: nil) }

    /// Runs `action` with this control as sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    // `@preconcurrency` on the method too, for the reason given at `addTarget`.
    /// Sends `action` to `target` (`nil`: up the responder chain, as UIKit does) with this
    /// control as sender: UIKit's `sendAction(_:to:for:)`, taking the method where UIKit takes
    /// a selector. Subclasses override it to see every action the control sends.
    @preconcurrency open func sendAction<Target: AnyObject, Result>(_ action: @escaping @MainActor (Target) -> () -> Result,
                                                                   to target: AnyObject?, for event: UIEvent?) {
        let run = { (responder: AnyObject) -> Bool in
            guard let responder = responder as? Target else { return false }
            _ = action(responder)()
            return true
        }
        if let target { _ = run(target) } else { UIResponder.sendUpTheChain(from: self, run) }
    }
}

/// A control is its context menu interaction's delegate, as in UIKit.
extension UIControl: UIContextMenuInteractionDelegate {}
