import Foundation
import LayercastProtocol
import LayercastCompositing

/// Damage tracking, as wlroots' scene graph does it, without SDL: the tracker keeps what every
/// drawn layer drew in the last frame (a `DrawnRecord`: a fingerprint of its pixels and the
/// output its subtree reaches) and learns which layers changed since (`noteChanges(_:)`, running
/// animations). A frame records again only the changed layers and their subtrees (a layer's
/// transform and opacity feed its descendants); every record that changed, appeared or went
/// damages the output it reached before and reaches now, and nothing else is visited. Records of
/// untouched layers are kept; their ancestors' reach is brought up to date.
///
/// Things no layer's state says changed — the first frame, a resize, capabilities, contents or
/// glyphs that arrived after a layer named them — invalidate the whole frame
/// (`invalidateWholeFrame()`): the next frame records every layer and damages the whole output.
struct DamageTracker {
    /// Pixels added around every reach: antialiasing fringes and rounding to whole pixels.
    static let margin = 2.0

    /// Each drawn layer's record as the last frame left it.
    private(set) var records: [LayerID: DrawnRecord] = [:]
    /// The areas of `records` a damage must take whole (`DrawnRecord.indivisible`), by layer.
    private(set) var indivisibleAreas: [LayerID: CGRect] = [:]
    /// Whether the next frame records every layer and damages the whole output.
    private(set) var wholeFrameInvalid = true
    /// How many layers the last frame recorded (visited): every layer after an invalidation,
    /// else the changed layers and their subtrees (for tests and statistics).
    private(set) var layersRecordedLastFrame = 0

    /// The tree the records describe, and the time it was drawn at.
    private var recordedTree: LayerTree?
    private var recordedTime: Double?
    /// The layers named by operations since the last frame.
    private var named: Set<LayerID> = []
    /// Whether the tree was replaced without saying what changed: compare every layer.
    private var comparesEveryLayer = false
    /// The layers whose animations ran in the last frame (they count as changed once more).
    private var animatedLastFrame: Set<LayerID> = []
    /// The records whose pixels change with the time alone (`DrawnRecord.showsTime`).
    private var timeDependent: Set<LayerID> = []

    /// Makes the next frame record every layer and damage the whole output.
    mutating func invalidateWholeFrame() { wholeFrameInvalid = true }

    /// Forgets every record (damage tracking is off): the next frame is whole.
    mutating func forget() {
        self = DamageTracker()
    }

    /// Notes the layers a commit's operations name: created, destroyed, set, given sublayers
    /// (which records the layer's subtree again: its sublayers' places changed), animated.
    mutating func noteChanges(_ operations: [LayerOperation]) {
        for op in operations {
            switch op {
            case .createLayer(let id), .destroyLayer(let id), .setProperties(let id, _), .setSublayers(let id, _),
                 .addAnimation(let id, _), .removeAnimation(let id, _), .spliceGlyphs(let id, _):
                named.insert(id)
            }
        }
    }

    /// Notes that the tree was replaced without saying what changed (a snapshot): the next frame
    /// compares every layer with the one it recorded.
    mutating func noteTreeReplaced() { comparesEveryLayer = true }

    /// The output the frame must redraw (`.null`: nothing changed), recording what it draws.
    mutating func damage(for frame: DamageFrame, measure: some LayerReachMeasure) -> CGRect {
        let animating = Self.animatingLayers(of: frame)
        defer {
            recordedTree = frame.tree
            recordedTime = frame.time
            named = []
            comparesEveryLayer = false
            animatedLastFrame = animating
            wholeFrameInvalid = false
        }
        guard !wholeFrameInvalid, let before = recordedTree, records[.root] != nil else {
            recordWhole(frame, measure: measure)
            return frame.output
        }
        var candidates = named.union(animating).union(animatedLastFrame)
        if comparesEveryLayer { candidates.formUnion(before.nodes.keys); candidates.formUnion(frame.tree.nodes.keys) }
        // Another time (or model values after a time) may show any animated layer otherwise.
        if frame.time != recordedTime {
            candidates.formUnion(before.animatedLayers)
            candidates.formUnion(frame.tree.animatedLayers)
        }
        let forced = frame.time != recordedTime ? timeDependent : []
        var changed = forced
        for id in candidates {
            let old = before[id], new = frame.tree[id]
            if old != new || animating.contains(id) || animatedLastFrame.contains(id) { changed.insert(id) }
            // Its siblings' places in the drawing order follow the z positions.
            if old?.state.zPosition != new?.state.zPosition {
                if let p = old?.superlayer { changed.insert(p) }
                if let p = new?.superlayer { changed.insert(p) }
            }
        }
        return recordChanges(changed, frame, measure: measure)
    }

    /// The layers with an animation running at the frame's time (none without a time).
    private static func animatingLayers(of frame: DamageFrame) -> Set<LayerID> {
        guard let t = frame.time else { return [] }
        return frame.tree.animatedLayers.filter { frame.tree[$0]?.animations.values.contains { $0.isRunning(at: t) } ?? false }
    }

    /// Records every layer from the root: the first frame, or after an invalidation.
    private mutating func recordWhole(_ frame: DamageFrame, measure: some LayerReachMeasure) {
        var fresh: [LayerID: DrawnRecord] = [:]
        fresh.reserveCapacity(records.count)
        var visits = 0
        _ = Self.record(.root, Self.rootInputs(frame), frame, measure, into: &fresh, visits: &visits)
        records = fresh
        indivisibleAreas = fresh.compactMapValues(\.indivisible)
        timeDependent = Set(fresh.filter(\.value.showsTime).keys)
        layersRecordedLastFrame = visits
    }

    /// Records the topmost changed layers' subtrees again and returns the damage of every record
    /// that changed, appeared or went.
    private mutating func recordChanges(_ changed: Set<LayerID>, _ frame: DamageFrame,
                                        measure: some LayerReachMeasure) -> CGRect {
        var anchors: Set<LayerID> = [], detached: [LayerID] = []
        for id in changed {
            switch anchor(of: id, in: frame.tree) {
            case .record(let a): anchors.insert(a)
            case .detached: detached.append(id)
            case .undrawn: break
            }
        }
        // Only the topmost: a subtree recorded again records everything below it.
        let roots = anchors.filter { a in
            var c = Self.parent(of: a, in: frame.tree), steps = 0
            while let p = c, steps <= frame.tree.count {
                if anchors.contains(p) { return false }
                c = Self.parent(of: p, in: frame.tree); steps += 1
            }
            return true
        }
        var fresh: [LayerID: DrawnRecord] = [:], visits = 0
        for a in roots {
            let inputs = a == .root ? Self.rootInputs(frame) : records[a]?.inputs
            guard let inputs else { continue }
            _ = Self.record(a, inputs, frame, measure, into: &fresh, visits: &visits)
        }
        layersRecordedLastFrame = visits

        // What went: the old subtrees of the layers recorded again, and detached layers'.
        var gone: Set<LayerID> = []
        func collect(_ id: LayerID) {
            guard let r = records[id], !gone.contains(id) else { return }
            if fresh[id] == nil { gone.insert(id) }
            for sub in r.sublayers { collect(sub) }
        }
        for a in roots { collect(a) }
        for d in detached { collect(d) }

        var damage = CGRect.null
        for (id, r) in fresh {
            if let old = records[id] {
                if old.fingerprint != r.fingerprint { damage = damage.union(old.reach).union(r.reach) }
            } else {
                damage = damage.union(r.reach)
            }
        }
        for id in gone {
            if let old = records.removeValue(forKey: id) { damage = damage.union(old.reach) }
            indivisibleAreas[id] = nil
            timeDependent.remove(id)
        }
        for (id, r) in fresh {
            records[id] = r
            indivisibleAreas[id] = r.indivisible
            if r.showsTime { timeDependent.insert(id) } else { timeDependent.remove(id) }
        }
        for a in roots where a != .root { updateReach(above: a, in: frame.tree) }
        return damage
    }

    /// Where a changed layer's subtree must be recorded from.
    private enum Anchor {
        /// Record this layer's subtree again (the layer, or the ancestor whose record stands for it).
        case record(LayerID)
        /// It is not drawn, and was not: an ancestor draws nothing (and did not change).
        case undrawn
        /// It is attached to nothing drawn any more.
        case detached
    }

    /// Walks from the root down to `id`: the first ancestor whose record folds its subtree, or
    /// under which `id`'s branch was not recorded, is recorded again instead of `id`.
    private func anchor(of id: LayerID, in tree: LayerTree) -> Anchor {
        var chain = [id], c = id
        while c != .root {
            guard let p = Self.parent(of: c, in: tree), chain.count <= tree.count else { return .detached }
            chain.append(p); c = p
        }
        for i in stride(from: chain.count - 1, to: 0, by: -1) {
            guard let r = records[chain[i]] else { return .record(chain[i]) }
            if r.foldsSubtree { return .record(chain[i]) }
            if !r.drawsSublayers { return .undrawn }
            // A branch not recorded under a drawn layer is new there: its superlayer changed.
            if records[chain[i - 1]] == nil { return .record(chain[i]) }
        }
        return .record(id)
    }

    /// A layer's superlayer, or the layer it masks.
    private static func parent(of id: LayerID, in tree: LayerTree) -> LayerID? {
        tree[id]?.superlayer ?? tree.maskOwners[id]
    }

    /// Brings the reach of `id`'s ancestors up to date with its subtree recorded again, up to
    /// the first one whose reach stays.
    private mutating func updateReach(above id: LayerID, in tree: LayerTree) {
        var child = id
        while let p = tree[child]?.superlayer, var r = records[p], r.drawsSublayers {
            var below = CGRect.null
            for sub in r.sublayers { if let reach = records[sub]?.reach, !reach.isNull { below = below.union(reach) } }
            let reach = DrawnRecord.reach(own: r.ownReach, below: below, clip: r.sublayerClip)
            guard reach != r.reach else { return }
            r.reach = reach
            records[p] = r
            child = p
        }
    }

    /// `damage` grown until every indivisible area it touches lies inside it.
    static func widened(_ damage: CGRect, toInclude areas: some Collection<CGRect>) -> CGRect {
        guard !damage.isNull else { return damage }
        var out = damage
        var grew = true
        while grew {
            grew = false
            for a in areas where a.intersects(out) && !out.contains(a) {
                out = out.union(a)
                grew = true
            }
        }
        return out
    }
}
