import Foundation
import LayercastGraphics
import LayercastModel

/// The state of one layer tree on its way to the wire: its root layer (which is `LayerID.root`),
/// wire id allocation, the dirty, layout and display lists, and the transaction stack.
///
/// There is no global state: an application owns one context (a test may create its own), and a
/// layer reaches its context through its root while it is attached (attaching a subtree under the
/// root stamps the context on each of its layers, detaching clears it, so the lookup is O(1)). `CATransaction`'s static
/// API acts on the *current* context, a task-local value (`LayerContext.current`) that the
/// application binds while it runs a turn and that tests bind with `performAsCurrent(_:)`. A
/// task-local rather than a main-actor stack because the binding is scoped: it cannot leak past
/// the turn that installed it, and two applications in one process never see each other's.
///
/// A layer is on the wire while it is reachable from `rootLayer`. Attaching a subtree schedules
/// the creation of its layers (with their non-default properties); detaching schedules their
/// destruction; a layer created and destroyed within one turn never appears, and one detached
/// and re-attached within a turn only changes order.
@MainActor
public final class LayerContext {
    /// The context bound for the running turn (or `performAsCurrent(_:)`); `nil` outside.
    @TaskLocal public static var current: LayerContext?

    /// The screen's root layer: on the wire as `LayerID.root`, always present.
    public let rootLayer: CALayer
    /// The scales (pixels per point) the display pass draws at: one per connected screen scale.
    /// Adding a scale marks every drawn layer for display so it gets a bitmap at that scale.
    public var displayScales: [CGFloat] {
        didSet {
            displayScales = Array(Set(displayScales)).sorted()
            guard displayScales != oldValue else { return }
            rootLayer.forEachInSubtree { layer in
                if layer.contentsStorage?.origin == .drawn { layer.setNeedsDisplay() }
            }
        }
    }
    /// Draws layers' contents in the display pass; `nil` until the drawing module installs one.
    public var contentsRenderer: (any CALayerContentsRenderer)?
    /// Version 4 (SPEC §4.6): whether the display pass also records layers' text as glyph runs
    /// (a server turns it on while a client of `glyphRuns` is connected). Turning it on marks
    /// every drawn layer for display, so the next display pass records the text already shown.
    public var recordsGlyphRuns = false {
        didSet {
            guard recordsGlyphRuns, !oldValue else { return }
            rootLayer.forEachInSubtree { layer in
                if layer.contentsStorage?.origin == .drawn { layer.setNeedsDisplay() }
            }
        }
    }
    /// The time source for animation begin times and completion blocks; without one, animations
    /// begin at 0 and completion blocks run right after their commit.
    public let clock: (any MediaClock)?
    var timedCompletions: [(time: TimeInterval, block: @MainActor () -> Void)] = []

    private var nextRawID: UInt64 = LayerID.root.rawValue + 1
    var dirtyLayers: [CALayer] = []
    var createdLayers: [CALayer] = []
    var destroyedLayers: [CALayer] = []
    var displayList: [CALayer] = []
    var layoutList: [CALayer] = []
    var transactionStack: [TransactionFrame] = []
    var implicitFrame: TransactionFrame?
    var pendingCompletions: [@MainActor () -> Void] = []
    /// Completion groups of animation blocks closed since the last commit (sealed by it).
    var pendingGroups: [AnimationCompletionGroup] = []
    /// Committed animations whose start and end someone waits for (a delegate, a completion
    /// group, hit testing), in the order they were committed.
    var trackers: [AnimationTracker] = []
    /// Whether UIKit animation blocks animate (`UIView.setAnimationsEnabled`); per context, as
    /// the toolkit has no process-wide state.
    package var viewAnimationsEnabled = true
    /// The display links added on this context's turns.
    var displayLinks: [CADisplayLink] = []
    var outbox: [LayerTreeDiff] = []
    /// A layer on this context's wire that moved to another context's tree (`handOver`).
    struct HandedOver { var id: LayerID; var hadSublayers: Bool; var hadMask: Bool }
    /// Layers handed over since the last commit: destroyed by it.
    var handedOver: [HandedOver] = []
    /// Every layer on the wire as of the last commit but the root, by id (for snapshots).
    var wireLayers: [LayerID: CALayer] = [:]

    /// Creates a context whose root layer is the screen's root (`LayerID.root`, on the wire
    /// from the start with default properties).
    public init(displayScales: [CGFloat] = [1], contentsRenderer: (any CALayerContentsRenderer)? = nil,
                clock: (any MediaClock)? = nil) {
        rootLayer = CALayer()
        self.clock = clock
        self.displayScales = Array(Set(displayScales)).sorted()
        self.contentsRenderer = contentsRenderer
        rootLayer.context = self
        rootLayer.isAttached = true
        rootLayer.wireID = .root
        rootLayer.wireIDOwner = self
        rootLayer.isOnWire = true
    }

    /// Runs `body` with this context bound as `LayerContext.current`, so `CATransaction`'s static
    /// API acts on it.
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try LayerContext.$current.withValue(self, operation: body)
    }

    /// Whether an implicit transaction is open (a change happened since the last commit).
    public var hasImplicitTransaction: Bool { implicitFrame != nil }

    /// The number of layers on the dirty list: what the next commit will visit besides
    /// creations and destructions (for tests and benchmarks).
    public var dirtyLayerCount: Int { dirtyLayers.count }

    // MARK: - Registration (called by layers)

    /// A change outside any explicit transaction opens the implicit one; inside an explicit
    /// transaction the change belongs to it (as in Core Animation).
    private func openImplicitTransactionIfNeeded() {
        if implicitFrame == nil, transactionStack.isEmpty { implicitFrame = TransactionFrame() }
    }

    func registerDirty(_ layer: CALayer) {
        layer.isInDirtyList = true
        dirtyLayers.append(layer)
        openImplicitTransactionIfNeeded()
    }

    func registerDisplay(_ layer: CALayer) {
        layer.isInDisplayList = true
        displayList.append(layer)
        openImplicitTransactionIfNeeded()
    }

    func registerLayout(_ layer: CALayer) {
        layer.isInLayoutList = true
        layoutList.append(layer)
        openImplicitTransactionIfNeeded()
    }

    // MARK: - Reachability

    /// Puts a subtree that just became reachable from the root on its way to the wire.
    func attach(_ subtree: CALayer) {
        openImplicitTransactionIfNeeded()
        subtree.forEachInSubtree { layer in
            if let previous = layer.wireIDOwner, previous !== self { previous.handOver(layer) }
            layer.context = self
            layer.isAttached = true
            if layer.wireID == nil || layer.wireIDOwner !== self {
                layer.wireID = LayerID(nextRawID)
                layer.wireIDOwner = self
                layer.isOnWire = false
                nextRawID += 1
            }
            if layer.isPendingDestroy {
                layer.isPendingDestroy = false
                if layer.dirtyBits != 0, !layer.isInDirtyList { registerDirty(layer) }
            } else if !layer.isOnWire {
                layer.isPendingCreate = true
                if !layer.isInCreatedList {
                    layer.isInCreatedList = true
                    createdLayers.append(layer)
                }
            }
            if layer.needsDisplayFlag, !layer.isInDisplayList { registerDisplay(layer) }
            if layer.needsLayoutFlag, !layer.isInLayoutList { registerLayout(layer) }
        }
    }

    /// Lets go of a layer that moved into another context's tree (a window moved to another
    /// screen): its destruction here is settled now, as the layer's wire bookkeeping is about to
    /// describe the other tree, and it leaves this context's lists so the other one takes it.
    func handOver(_ layer: CALayer) {
        if layer.isInCreatedList { createdLayers.removeAll { $0 === layer }; layer.isInCreatedList = false }
        if layer.isInDestroyedList { destroyedLayers.removeAll { $0 === layer }; layer.isInDestroyedList = false }
        if layer.isInDirtyList { dirtyLayers.removeAll { $0 === layer }; layer.isInDirtyList = false }
        if layer.isInDisplayList { displayList.removeAll { $0 === layer }; layer.isInDisplayList = false }
        if layer.isInLayoutList { layoutList.removeAll { $0 === layer }; layer.isInLayoutList = false }
        layer.isPendingCreate = false
        if layer.isOnWire, let id = layer.wireID {
            handedOver.append(.init(id: id, hadSublayers: !layer.wireSublayers.isEmpty,
                                    hadMask: layer.committedWireValue(.mask) != .mask(nil)))
            wireLayers[id] = nil
        }
        layer.isPendingDestroy = false
        layer.isOnWire = false
        layer.forgetWireValuesBefore()
        layer.wireSublayers = []
        layer.wireContents = nil
        layer.pendingAnimationChanges = []
        layer.wireAnimationsOnWire = [:]
        layer.interruptAllAnimations()
        layer.wireID = nil
        layer.wireIDOwner = nil
        openImplicitTransactionIfNeeded()
    }

    /// Takes a subtree that is no longer reachable from the root off the wire.
    func detach(_ subtree: CALayer) {
        openImplicitTransactionIfNeeded()
        subtree.forEachInSubtree { layer in
            layer.context = nil
            layer.isAttached = false
            if layer.isPendingCreate {
                layer.isPendingCreate = false
            } else if layer.isOnWire {
                layer.isPendingDestroy = true
                if !layer.isInDestroyedList {
                    layer.isInDestroyedList = true
                    destroyedLayers.append(layer)
                }
            }
        }
    }

    // MARK: - Passes

    /// Lays out every layer marked for layout, superlayers before sublayers. Layout may mark
    /// more layers; they are laid out in further rounds (at most 64, against layout loops).
    public func layoutPass() {
        var rounds = 0
        while !layoutList.isEmpty, rounds < 64 {
            rounds += 1
            let batch = layoutList
            layoutList = []
            for layer in batch { layer.isInLayoutList = false }
            let ordered = batch.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }
            for (layer, _) in ordered where layer.context === self { layer.layoutOnlyIfNeeded() }
        }
    }

    /// Displays every layer marked for display (each once per pass), calling `display()`.
    public func displayPass() {
        var rounds = 0
        while !displayList.isEmpty, rounds < 64 {
            rounds += 1
            let batch = displayList
            displayList = []
            for layer in batch { layer.isInDisplayList = false }
            for layer in batch where layer.context === self { layer.displayIfNeeded() }
        }
    }

    /// Ends the implicit transaction if one is open (and no explicit one is): runs the layout
    /// and display passes and commits. What the commit produced is in `takeCommittedDiffs()`.
    public func commitImplicitTransaction() {
        guard transactionStack.isEmpty, implicitFrame != nil else { return }
        commitNow()
    }

    /// The diffs committed since the last call, oldest first; empty commits are not listed.
    public func takeCommittedDiffs() -> [LayerTreeDiff] {
        defer { outbox = [] }
        return outbox
    }

    /// The other trees one transaction covers with this one (an application's other screens):
    /// this context's commits commit them first, as one Core Animation transaction commits every
    /// layer it changed — so an animation block's completion group, sealed below, counts the
    /// animations it started on every screen.
    package var companions: (@MainActor () -> [LayerContext])?

    /// Runs the layout and display passes, computes the diff, and runs completion blocks.
    func commitNow() {
        for other in companions?() ?? [] where other !== self {
            other.performAsCurrent { other.commitImplicitTransaction() }
        }
        layoutPass()
        displayPass()
        let diff = makeDiff()
        if !diff.isEmpty { outbox.append(diff) }
        if let block = implicitFrame?.completionBlock { pendingCompletions.append(block) }
        implicitFrame = nil
        let completions = pendingCompletions
        pendingCompletions = []
        // The animation blocks closed by this commit know now which animations they started.
        let groups = pendingGroups
        pendingGroups = []
        for group in groups { group.seal() }
        // Completion blocks wait for the commit's animations to finish.
        let longest = diff.animations.map(\.animation.duration).max() ?? 0
        if longest > 0, let clock {
            let due = clock.now + longest
            timedCompletions.append(contentsOf: completions.map { (due, $0) })
        } else {
            for block in completions { block() }
        }
    }

    /// When the next waiting completion block is due, in seconds of the clock; `nil` when none
    /// waits. The run loop should run a turn by then.
    public var nextCompletionTime: TimeInterval? {
        let blocks = timedCompletions.map(\.time).min()
        let animations = trackers.lazy.map(\.nextEventTime).min()
        let frames = displayLinks.lazy.filter { !$0.isPaused }.map(\.nextFire).min()
        let times = [blocks, animations, frames].compactMap { $0 }.filter { $0 < .infinity }
        return times.min()
    }

    /// Runs the completion blocks whose animations have finished by the clock's time, and tells
    /// animation delegates and UIKit completion blocks about animations that started, finished
    /// or were interrupted.
    public func runDueCompletions() {
        guard let now = clock?.now else { return }
        if !trackers.isEmpty { runAnimationEvents(now: now) }
        for link in displayLinks { link.fireIfDue(now: now) }
        guard !timedCompletions.isEmpty else { return }
        let due = timedCompletions.filter { $0.time <= now }
        timedCompletions.removeAll { $0.time <= now }
        for entry in due { entry.block() }
    }
}

extension CALayer {
    /// The number of superlayers above this layer (or mask hosts).
    var depth: Int {
        var n = 0
        var layer = self
        while let parent = layer.geometryParent { n += 1; layer = parent }
        return n
    }
}
