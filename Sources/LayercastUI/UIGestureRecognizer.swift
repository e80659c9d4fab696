import Foundation
import LayercastGraphics

/// The base of objects that turn a sequence of touches into a gesture: UIKit's
/// `UIGestureRecognizer`.
///
/// A recognizer attached to a view (`UIView.addGestureRecognizer`) receives the touches that
/// begin in that view or its subviews before the view they hit does. It moves through UIKit's
/// states: a discrete gesture (a tap) goes from `.possible` to `.recognized` (= `.ended`) or
/// `.failed`; a continuous one (a pan) goes `.possible` → `.began` → `.changed`… → `.ended` or
/// `.cancelled`, or fails. Its targets are called for every state but `.possible` and
/// `.failed`. When it recognizes, the view's touches are cancelled (`cancelsTouchesInView`),
/// and recognizers of the same touches that cannot recognize with it fail, unless the delegate
/// says they recognize simultaneously; `require(toFail:)` and the delegate order them.
///
/// Subclasses override `touchesBegan(_:with:)` and the other touch methods and set `state`
/// (UIKit's `UIGestureRecognizerSubclass` API); the window resolves the state they ask for
/// after every recognizer has seen the event. A state asked for while the recognizer waits for
/// another to fail is held: `state` stays `.possible` until the other fails.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer (UIKit's raw values).
    public enum State: Int, Sendable {
        /// No gesture recognized yet (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static let recognized = State.ended
    }

    struct ActionRegistration {
        weak var target: AnyObject?
        let hasTarget: Bool
        let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
    }

    /// Creates a recognizer with no target; add them with `addTarget(_:action:)`.
    public required init() {}

    /// The view the recognizer is attached to; `nil` when it is attached to none.
    public internal(set) weak var view: UIView?
    /// The object asked about beginning, receiving touches and recognizing with others.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?

    /// Whether the recognizer takes touches. Disabling one that is recognizing cancels it (its
    /// targets see `.cancelled`); one still deciding fails. Default `true`.
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { disabled() } }
    }
    /// Whether the view's touches are cancelled when the gesture is recognized. Default `true`.
    open var cancelsTouchesInView = true
    /// Whether the view gets touches in the began phase only once the recognizer has failed.
    /// Default `false`.
    open var delaysTouchesBegan = false
    /// Whether the view gets touches in the ended phase only once the recognizer has failed (if
    /// it recognizes, they are cancelled instead). Default `true`.
    open var delaysTouchesEnded = true

    // MARK: - State

    var stateStorage = State.possible
    /// A state the recognizer asked for, held until the window resolves it.
    var pendingState: State?
    /// Whether the targets are to be called for the current state.
    var needsActions = false

    /// The current state. Subclasses set it as touches arrive; outside code only reads it.
    /// Invalid transitions (e.g. `.changed` from `.possible`) are ignored.
    open var state: State {
        get { stateStorage }
        set { requestTransition(to: newValue) }
    }

    /// The state as the recognizer's own logic sees it: the one asked for while it is held.
    var subclassState: State { pendingState ?? stateStorage }

    // MARK: - Touches

    weak var environment: GestureEnvironment?
    /// Touches the recognizer receives that are still down, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer received since its last reset (to cancel them in the view).
    var sequenceTouches: [UITouch] = []
    /// Touches still down after the recognizer failed; it resets once they are gone.
    var lingeringTouches: [UITouch] = []
    /// The centroid of the tracked touches when they last changed, in window space.
    var lastCentroidInWindow = CGPoint.zero
    weak var lastWindow: UIWindow?
    var failureRequirements: [WeakRecognizer] = []
    var registrations: [ActionRegistration] = []
    var timerIDs: [Int] = []

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location in `view`'s space (`nil`: the window): the centroid of its
    /// touches, or where they were last when none is down.
    open func location(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty { updateCentroid() }
        return convertFromWindow(lastCentroidInWindow, to: view)
    }

    /// The location of the touch at `touchIndex` (0 ..< `numberOfTouches`) in `view`'s space.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "UIGestureRecognizer: touch index \(touchIndex) beyond \(trackedTouches.count) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    func updateCentroid() {
        guard !trackedTouches.isEmpty else { return }
        var sum = CGPoint.zero
        for touch in trackedTouches {
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        let n = CGFloat(trackedTouches.count)
        lastCentroidInWindow = CGPoint(x: sum.x / n, y: sum.y / n)
        lastWindow = trackedTouches[0].window
    }

    /// Converts a point from the space of the window the touches were in to `view`'s.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window = lastWindow ?? self.view?.window, let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: - Dependencies

    /// Makes the recognizer wait for `otherGestureRecognizer` to fail before it recognizes; if
    /// the other recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: - Subclass API (UIKit's UIGestureRecognizerSubclass)

    /// Touches began. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer goes back to `.possible` after a gesture; subclasses clear
    /// their own state here. The default does nothing.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer (and lets the view have it without waiting
    /// for this recognizer).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
        environment?.setNeedsUpdate()
    }

    /// Whether this recognizer, by recognizing, may make `preventedGestureRecognizer` fail.
    /// Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, by recognizing, may make this one fail. Default
    /// `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Timers on the application's clock

    /// The application's clock time, for subclasses that time gestures.
    var now: TimeInterval {
        environment?.application?.clock.now ?? view?.window?.screen?.application?.clock.now ?? 0
    }

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Runs `block` on the first run-loop turn at or after `delay` seconds from now; the timer
    /// is cancelled when the recognizer resets.
    @preconcurrency func scheduleTimer(after delay: TimeInterval, _ block: @escaping @MainActor () -> Void) {
        guard let app = environment?.application ?? view?.window?.screen?.application else { return }
        let id = app.scheduleTimer(at: app.clock.now + delay) { [weak self] in
            guard let self else { return }
            block()
            self.environment?.setNeedsUpdate()
        }
        timerIDs.append(id)
    }

    /// Cancels the recognizer's timers.
    func cancelTimers() {
        guard !timerIDs.isEmpty else { return }
        let app = environment?.application ?? view?.window?.screen?.application
        for id in timerIDs { app?.cancelTimer(id) }
        timerIDs = []
    }

    // MARK: - Transitions

    private func requestTransition(to new: State) {
        let current = subclassState
        guard Self.isValidTransition(from: current, to: new) else { return }
        if let pending = pendingState {
            switch new {
            case .changed:
                return
            case .ended where pending == .began, .cancelled, .failed:
                environment?.fail(self)
                return
            default:
                return
            }
        }
        guard let environment else {
            applyWithoutEnvironment(new)
            return
        }
        switch (stateStorage, new) {
        case (.possible, .began), (.possible, .ended):
            pendingState = new
            environment.setNeedsUpdate()
        case (_, .failed):
            environment.fail(self)
        default:
            stateStorage = new
            needsActions = true
            environment.setNeedsUpdate()
        }
    }

    /// A recognizer that never received touches (set by hand): the change and its actions
    /// happen at once.
    private func applyWithoutEnvironment(_ new: State) {
        stateStorage = new
        if new != .failed, new != .possible { sendActions() }
        if new == .ended || new == .cancelled || new == .failed {
            stateStorage = .possible
            cancelTimers()
            reset()
        }
    }

    static func isValidTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    private func disabled() {
        guard let environment else { return }
        switch stateStorage {
        case .began, .changed:
            stateStorage = .cancelled
            needsActions = true
            environment.setNeedsUpdate()
        default:
            if environment.active.contains(where: { $0 === self }) { environment.fail(self) }
        }
    }

    func sendActions() {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
        for r in registrations {
            if r.hasTarget {
                if let target = r.target { r.invoke(target, self) }
            } else {
                r.invoke(nil, self)
            }
        }
    }

    // MARK: - Overridable, from UIGestureRecognizer+TargetAction.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Adds a target method taking no arguments. The target is held weakly.
    @preconcurrency open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        registrations.append(ActionRegistration(target: target, hasTarget: true) { t, _ in
            if let t = t as? Target { action(t)() }
        })
    }

    // `@preconcurrency` on the method too: with it only on the class, Swift mangles the method
    // without its closure's `@MainActor` where it is defined but with it in the vtables of
    // subclasses in other files, which then fail to link.
    /// Adds a target method taking the recognizer as sender. The target is held weakly.
    @preconcurrency open func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        registrations.append(ActionRegistration(target: target, hasTarget: true) { t, recognizer in
            if let t = t as? Target, let sender = recognizer as? Sender { action(t)(sender) }
        })
    }

    /// Removes every action of `target`; `nil` removes every target's actions (handlers added
    /// with `addHandler(_:)` stay). Layercast has no selectors to name a single action by.
    open func removeTarget(_ target: AnyObject?) {
        registrations.removeAll { r in
            guard r.hasTarget else { return false }
            return target == nil || r.target === target || r.target == nil
        }
    }
}

/// Gesture recognizers compare and hash by identity, as `NSObject` makes UIKit's (a `switch`
/// over `sender` in a shared action method needs `==`).
extension UIGestureRecognizer: IdentityHashable {}
