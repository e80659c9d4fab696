import Foundation
import LayercastGraphics

/// Moves dynamic items under its behaviors' forces: UIKit's `UIDynamicAnimator` (UIKit
/// Dynamics).
///
/// An animator works in the coordinates of its reference view, or of the collection view of
/// the layout it was made with (its items are then the layout's attributes, and each step
/// invalidates the layout, as UIKit's does). While items move it steps 60 times a second on the
/// application's clock, integrating each second in fixed 1/240 s substeps (semi-implicit
/// Euler), so the same inputs always give the same motion. It pauses when every item is at rest
/// (slower than 1 pt/s and within 0.5 pt of where its springs pull it) and resumes when a
/// behavior is added or changed or `updateItem(usingCurrentState:)` is called.
@preconcurrency @MainActor
open class UIDynamicAnimator {
    /// The view whose coordinates the animator works in; `nil` for a layout's animator.
    public private(set) weak var referenceView: UIView?
    /// The layout whose attributes the animator moves; `nil` for a view's animator.
    private weak var layout: UICollectionViewLayout?
    /// The behaviors added, in order.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the animator is moving items.
    public private(set) var isRunning = false
    /// The seconds of motion simulated since the animator last started running.
    public private(set) var elapsedTime: TimeInterval = 0

    private var velocities: [ObjectIdentifier: CGVector] = [:]
    private var lastStep: TimeInterval?
    private var timer: Int?
    private weak var timerApplication: UIApplication?

    /// The substep of the integration.
    static let substep: TimeInterval = 1.0 / 240
    /// Below this speed (points per second) and displacement (points) an item is at rest.
    static let restSpeed: CGFloat = 1, restDistance: CGFloat = 0.5

    /// An animator moving views in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// An animator moving `layout`'s attributes, in its collection view's content coordinates.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
    }

    // MARK: - Behaviors

    /// Adds `behavior` and starts moving its items.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
        behaviorsChanged()
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behaviors.removeAll { $0 === behavior }
        behaviorsChanged()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of every behavior, once each, in the order they were added.
    private var allItems: [any UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return behaviors.flatMap(\.allBehaviors).flatMap(\.ownItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The items whose frame intersects `rect` (reference coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                          width: size.width, height: size.height).intersects(rect)
        }
    }

    /// Takes `item`'s current centre as its state (after code moved it) and resumes.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        wake()
    }

    /// The attributes of the cell at `indexPath` among the animator's items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The attributes of the decoration view of `kind` at `indexPath` among the items.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }

    // MARK: - Running

    /// The behaviors changed: forget removed items and resume.
    func behaviorsChanged() {
        let live = Set(allItems.map(ObjectIdentifier.init))
        velocities = velocities.filter { live.contains($0.key) }
        wake()
    }

    /// The application whose clock drives the animator.
    private var application: UIApplication? {
        let view = referenceView ?? layout?.collectionView
        return view?.window?.screen?.application ?? UIApplication.current
    }

    /// Starts (or keeps) stepping.
    func wake() {
        guard !allItems.isEmpty else { return }
        if !isRunning {
            delegate?.dynamicAnimatorWillResume(self)
            isRunning = true
            elapsedTime = 0
            lastStep = nil
        }
        scheduleStep()
    }

    private func scheduleStep() {
        guard timer == nil, let app = application else { return }
        if lastStep == nil { lastStep = app.clock.now }
        timerApplication = app
        timer = app.scheduleTimer(at: app.clock.now + 1.0 / 60) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.step(to: app.clock.now)
        }
    }

    /// Simulates up to `now` and moves the items there; pauses at rest, else schedules the next
    /// step.
    func step(to now: TimeInterval) {
        guard isRunning else { return }
        let start = lastStep ?? now
        var time = start
        let items = allItems
        var atRest = false
        while time + Self.substep <= now + 1e-9 {
            atRest = substep(items)
            time += Self.substep
        }
        lastStep = time
        elapsedTime += time - start
        for behavior in behaviors.flatMap(\.allBehaviors) { behavior.action?() }
        layout?.invalidateLayout()
        if atRest {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        } else {
            scheduleStep()
        }
    }

    /// One substep for `items`; returns whether they are all at rest afterwards.
    private func substep(_ items: [any UIDynamicItem]) -> Bool {
        var state = DynamicsState()
        for item in items {
            state.bodies[ObjectIdentifier(item)] = .init(position: item.center,
                                                         velocity: velocities[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0))
        }
        let all = behaviors.flatMap(\.allBehaviors)
        for behavior in all { behavior.accumulateForces(into: &state) }
        let dt = CGFloat(Self.substep)
        for (id, var body) in state.bodies {
            body.velocity.dx += body.acceleration.dx * dt
            body.velocity.dy += body.acceleration.dy * dt
            body.position.x += body.velocity.dx * dt
            body.position.y += body.velocity.dy * dt
            body.acceleration = CGVector(dx: 0, dy: 0)
            state.bodies[id] = body
        }
        for behavior in all { behavior.applyConstraints(to: &state) }
        var rest = true
        for item in items {
            guard let body = state.body(of: item) else { continue }
            item.center = body.position
            velocities[ObjectIdentifier(item)] = body.velocity
            if hypot(body.velocity.dx, body.velocity.dy) >= Self.restSpeed { rest = false }
        }
        return rest && springsRelaxed(all)
    }

    /// Whether every spring is within the rest distance of its length.
    private func springsRelaxed(_ behaviors: [UIDynamicBehavior]) -> Bool {
        behaviors.allSatisfy { behavior in
            guard let attachment = behavior as? UIAttachmentBehavior, attachment.attachedBehaviorType == .anchor else { return true }
            let center = attachment.items[0].center
            let distance = hypot(center.x - attachment.anchorPoint.x, center.y - attachment.anchorPoint.y)
            return abs(distance - attachment.length) < Self.restDistance
        }
    }
}
