import Foundation

/// Delivers touch events to gesture recognizers and views as UIKit's window does, and arbitrates
/// between recognizers (UIKit's private gesture environment). One per application.
///
/// For each event: new touches are bound (the hit view's and its ancestors' enabled recognizers
/// that the delegate lets receive them; the view unless `isMultipleTouchEnabled` or
/// `isExclusiveTouch` keep it out); the recognizers get the touches; the states they asked for
/// are resolved; then the views get the touches no recognizer holds back or took.
///
/// Resolving a state a recognizer asked to enter from `.possible` (`.began`, or `.ended` for a
/// discrete gesture): it fails when a recognized recognizer of the same touches prevents it or
/// one it must wait for recognized; it waits while one of those is still possible; then it asks
/// the delegate and the views (`gestureRecognizerShouldBegin`); then it recognizes: the
/// recognizers of its touches it prevents fail, its view touches are cancelled
/// (`cancelsTouchesInView`), and its targets run. Two recognizers recognize together when either
/// delegate allows it. A recognizer that ended or was cancelled resets after its actions; one
/// that failed resets once its touches are gone. Timers (a long press, the double-tap window)
/// resolve outside events the same way.
@MainActor
final class GestureEnvironment {
    /// The application whose clock and timers recognizers use.
    weak var application: UIApplication?
    /// Recognizers that received a touch since their last reset, in the order they got one.
    var active: [UIGestureRecognizer] = []
    /// Touches the environment still has business with (delivery to a view or a recognizer).
    var touches: [UITouch] = []
    /// The event being delivered or last delivered (passed along with delayed deliveries).
    var lastEvent: UIEvent?
    private var isDelivering = false
    private var isUpdating = false
    private var needsUpdate = false

    init(application: UIApplication?) { self.application = application }

    // MARK: - Events

    /// Delivers the event's touches in `window` to recognizers, then to views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        lastEvent = event
        let inWindow = (event.allTouches ?? []).filter { $0.window === window }.sorted { $0.identifier < $1.identifier }
        isDelivering = true
        for touch in inWindow where touch.viewDelivery == .unprepared { prepare(touch, event) }
        deliverToRecognizers(inWindow.filter { $0.phase != .stationary }, event)
        isDelivering = false
        update()
        deliverToViews(inWindow.filter { $0.phase != .stationary }, event)
        cleanUp()
    }

    /// Binds a new touch: its view delivery and its recognizers.
    private func prepare(_ touch: UITouch, _ event: UIEvent) {
        touches.append(touch)
        guard let view = touch.view else { touch.viewDelivery = .blocked; return }
        // Touches still down whose view has (or will have) them; a lifted touch whose end a
        // recognizer holds back no longer counts.
        let others = touches.filter {
            $0 !== touch && ($0.viewDelivery == .pending || $0.viewDelivery == .delivered)
                && $0.phase != .ended && $0.phase != .cancelled
        }
        // UIKit: an exclusive-touch view takes a touch only when no other view tracks one, and
        // keeps other views from taking new touches while it tracks one.
        if others.contains(where: { $0.view !== view && (view.isExclusiveTouch || $0.view?.isExclusiveTouch == true) }) {
            touch.viewDelivery = .blocked
            return
        }
        let viewHasTouch = others.contains { $0.view === view }
        touch.viewDelivery = !view.isMultipleTouchEnabled && viewHasTouch ? .blocked : .pending
        var current: UIView? = view
        while let v = current {
            for recognizer in v.touchDelivery.recognizers where accepts(recognizer, touch) {
                touch.recognizers.append(recognizer)
                recognizer.trackedTouches.append(touch)
                recognizer.sequenceTouches.append(touch)
                if !active.contains(where: { $0 === recognizer }) {
                    active.append(recognizer)
                    recognizer.environment = self
                }
            }
            current = v.superview
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, recognizer.view != nil else { return false }
        switch recognizer.stateStorage {
        case .possible, .began, .changed: break
        default: return false
        }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    /// Each recognizer gets its touches of the event, one call per phase.
    private func deliverToRecognizers(_ changed: [UITouch], _ event: UIEvent) {
        for recognizer in active {
            let mine = changed.filter { t in recognizer.trackedTouches.contains { $0 === t } }
            guard !mine.isEmpty else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = Set(mine.filter { $0.phase == phase })
                guard !set.isEmpty, isReceiving(recognizer) else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
            recognizer.updateCentroid()
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
    }

    private func isReceiving(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.stateStorage {
        case .possible, .began, .changed: recognizer.isEnabled
        default: false
        }
    }

    // MARK: - Resolution

    /// Resolves state changes now, or after the recognizers have seen the event being delivered.
    func setNeedsUpdate() {
        needsUpdate = true
        if !isDelivering, !isUpdating { update() }
    }

    /// Resolves the states recognizers asked for, runs their actions, resets the finished ones
    /// and hands views the touches no recognizer holds any more.
    func update() {
        guard !isUpdating else { needsUpdate = true; return }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            needsUpdate = false
            rounds += 1
            var progress = true
            while progress {
                progress = false
                for recognizer in active where recognizer.pendingState != nil {
                    if resolve(recognizer) { progress = true }
                }
            }
            for recognizer in active where recognizer.needsActions {
                recognizer.needsActions = false
                recognizer.sendActions()
            }
            for recognizer in active {
                switch recognizer.stateStorage {
                case .ended, .cancelled: reset(recognizer)
                case .failed where recognizer.lingeringTouches.isEmpty: reset(recognizer)
                default: break
                }
            }
            releaseHeldTouches()
        } while needsUpdate && rounds < 64
    }

    /// Tries to move a recognizer to the state it asked for; returns whether anything changed.
    private func resolve(_ r: UIGestureRecognizer) -> Bool {
        guard let wanted = r.pendingState else { return false }
        let others = active.filter { $0 !== r }
        // Blocked by a recognized recognizer of the same touches.
        for o in others where isRecognized(o) && sharesTouches(r, o) {
            if o.canPrevent(r), r.canBePrevented(by: o), !simultaneous(r, o) { fail(r); return true }
        }
        // Failure requirements.
        var waiting = false
        for o in others where requiresFailure(r, of: o) {
            if isRecognized(o) { fail(r); return true }
            if o.stateStorage == .possible { waiting = true }
        }
        if waiting { return false }
        if !shouldBegin(r) { fail(r); return true }
        r.pendingState = nil
        r.stateStorage = wanted
        for o in others where o.stateStorage == .possible && sharesTouches(r, o) {
            if r.canPrevent(o), o.canBePrevented(by: r), !simultaneous(r, o) { fail(o) }
        }
        if r.cancelsTouchesInView { cancelViewTouches(of: r) }
        r.needsActions = true
        return true
    }

    private func isRecognized(_ r: UIGestureRecognizer) -> Bool {
        switch r.stateStorage {
        case .began, .changed, .ended: true
        default: false
        }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.sequenceTouches.contains { t in b.sequenceTouches.contains { $0 === t } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether `r` waits for `o` to fail: `require(toFail:)`, either delegate, or the subclasses.
    private func requiresFailure(_ r: UIGestureRecognizer, of o: UIGestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0.recognizer === o }
            || r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
            || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
    }

    /// The delegate, the recognizer's view and the views its touches hit may veto the start.
    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return false }
        var asked: [UIView] = []
        for view in [r.view].compactMap({ $0 }) + r.sequenceTouches.compactMap(\.view)
        where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(r) { return false }
        }
        return true
    }

    /// Makes a recognizer fail: no actions; it stops receiving its touches and resets once they
    /// are gone.
    func fail(_ r: UIGestureRecognizer) {
        r.pendingState = nil
        r.stateStorage = .failed
        r.needsActions = false
        r.cancelTimers()
        r.lingeringTouches = r.trackedTouches
        r.trackedTouches = []
        for touch in r.sequenceTouches { touch.recognizers.removeAll { $0 === r } }
        needsUpdate = true
        if !isDelivering, !isUpdating { update() }
    }

    /// Takes a recognizer back to `.possible` and out of play.
    func reset(_ r: UIGestureRecognizer) {
        for touch in r.sequenceTouches { touch.recognizers.removeAll { $0 === r } }
        r.stateStorage = .possible
        r.pendingState = nil
        r.needsActions = false
        r.trackedTouches = []
        r.sequenceTouches = []
        r.lingeringTouches = []
        r.cancelTimers()
        active.removeAll { $0 === r }
        r.reset()
    }

    /// A recognizer detached from its view mid-gesture: reset without actions.
    func forget(_ r: UIGestureRecognizer) {
        guard active.contains(where: { $0 === r }) else { return }
        reset(r)
        if !isDelivering, !isUpdating { releaseHeldTouches() }
    }

    // MARK: - Views

    /// `cancelsTouchesInView`: the view's touches of the gesture are cancelled (or, when still
    /// delayed, discarded).
    private func cancelViewTouches(of r: UIGestureRecognizer) {
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in r.sequenceTouches {
            switch touch.viewDelivery {
            case .pending:
                touch.viewDelivery = .finished
                touch.viewEndPending = false
            case .delivered:
                touch.viewDelivery = .finished
                touch.viewEndPending = false
                guard let view = touch.view else { continue }
                if let i = groups.firstIndex(where: { $0.view === view }) {
                    groups[i].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            default:
                break
            }
        }
        for group in groups { call(group.view, .cancelled, group.touches) }
    }

    /// Whether a recognizer still deciding holds the touch's began phase back from its view.
    private func holdsBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.stateStorage == .possible }
    }

    /// Whether a recognizer still deciding holds the touch's ended phase back from its view.
    private func holdsEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.stateStorage == .possible }
    }

    /// Hands the views the event's touches, as far as recognizers let them through.
    private func deliverToViews(_ changed: [UITouch], _ event: UIEvent) {
        var calls: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in changed { plan(touch, into: &calls) }
        perform(calls)
    }

    /// Delivers what recognizers no longer hold back (after one failed or reset).
    private func releaseHeldTouches() {
        var calls: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in touches where touch.viewDelivery == .pending || touch.viewEndPending {
            plan(touch, into: &calls, releasing: true)
        }
        perform(calls)
    }

    /// Adds the view calls one touch needs now to `calls` (grouped by view and phase).
    private func plan(_ touch: UITouch, into calls: inout [(view: UIView, phase: UITouch.Phase, touches: [UITouch])],
                      releasing: Bool = false) {
        guard let view = touch.view else { return }
        func add(_ phase: UITouch.Phase) {
            if let i = calls.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                calls[i].touches.append(touch)
            } else {
                calls.append((view, phase, [touch]))
            }
        }
        let ending = touch.phase == .ended || touch.phase == .cancelled
        switch touch.viewDelivery {
        case .pending:
            if holdsBegan(touch) { return }
            guard beganAllowed(touch, in: view) else { touch.viewDelivery = .blocked; return }
            touch.viewDelivery = .delivered
            add(.began)
            if ending { finishOrHold(touch, add) }
        case .delivered:
            if touch.viewEndPending || (ending && !releasing) {
                finishOrHold(touch, add)
            } else if touch.phase == .moved, !releasing {
                add(.moved)
            }
        default:
            break
        }
    }

    private func finishOrHold(_ touch: UITouch, _ add: (UITouch.Phase) -> Void) {
        if touch.phase == .ended, holdsEnded(touch) {
            touch.viewEndPending = true
            return
        }
        touch.viewEndPending = false
        touch.viewDelivery = .finished
        add(touch.phase == .cancelled ? .cancelled : .ended)
    }

    /// A scroll view may keep a touch from the content it hit (`touchesShouldBegin`).
    private func beganAllowed(_ touch: UITouch, in view: UIView) -> Bool {
        var current = view.superview
        while let v = current {
            if let scrollView = v as? UIScrollView {
                return scrollView.touchesShouldBegin([touch], with: lastEvent, in: view)
            }
            current = v.superview
        }
        return true
    }

    private func perform(_ calls: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])]) {
        for c in calls { call(c.view, c.phase, c.touches) }
    }

    /// Calls one of the view's touch methods, with the touches showing the phase delivered
    /// (a delayed began arrives after the touch moved on).
    private func call(_ view: UIView, _ phase: UITouch.Phase, _ list: [UITouch]) {
        let saved = list.map(\.phase)
        for t in list { t.phase = phase }
        let set = Set(list)
        switch phase {
        case .began: view.touchesBegan(set, with: lastEvent)
        case .moved: view.touchesMoved(set, with: lastEvent)
        case .ended: view.touchesEnded(set, with: lastEvent)
        case .cancelled: view.touchesCancelled(set, with: lastEvent)
        case .stationary: break
        }
        for (t, p) in zip(list, saved) { t.phase = p }
    }

    /// Forgets touches that are over for everyone, and resets failed recognizers whose touches
    /// are all gone.
    private func cleanUp() {
        for r in active where r.stateStorage == .failed {
            r.lingeringTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
        if active.contains(where: { $0.stateStorage == .failed && $0.lingeringTouches.isEmpty }) { update() }
        touches.removeAll { t in
            (t.phase == .ended || t.phase == .cancelled) && t.viewDelivery != .pending && !t.viewEndPending
        }
    }

    /// Keeps a touch away from its view from now on, without telling the view (a decelerating
    /// scroll view stopped by it).
    func blockViewDelivery(of touch: UITouch) {
        if touch.viewDelivery == .pending || touch.viewDelivery == .unprepared { touch.viewDelivery = .blocked }
    }
}
