import Foundation
import Testing
import LayercastProtocol
import LayercastCompositing
@testable import LayercastClient
import LayercastRenderFixtures

/// The damage tracker on its own, without SDL: a change damages exactly the changed layers' old
/// and new reach, and a frame records only the changed layers and their subtrees.
struct DamageTrackerTests {
    /// Reach as the compositor measures it for a plain layer: its bounds on the output, plus the
    /// margin.
    struct BoundsMeasure: LayerReachMeasure {
        func ownDrawing(of s: LayerState, toDevice: CompositingTransform,
                        parentToDevice: CompositingTransform) -> (reach: CGRect, indivisible: CGRect?) {
            (toDevice.boundingBox(of: s.bounds).insetBy(dx: -DamageTracker.margin, dy: -DamageTracker.margin), nil)
        }
    }

    static let output = CGRect(x: 0, y: 0, width: 200, height: 200)

    static func frame(_ tree: LayerTree, time: Double? = nil) -> DamageFrame {
        DamageFrame(tree: time.map { tree.presentation(at: $0) } ?? tree, time: time, rootToDevice: .identity, output: output,
                    compositesLayerGroups: true, rasterizesLayers: true)
    }

    /// A box of `frame` with the margin: the reach `BoundsMeasure` gives a layer of that frame.
    static func reach(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h).insetBy(dx: -2, dy: -2)
    }

    /// A tracker that recorded `tree` whole, and the tree.
    static func recorded(_ scene: SceneBuilder, visiting count: Int? = nil) -> (DamageTracker, LayerTree) {
        var t = DamageTracker()
        #expect(t.damage(for: frame(scene.tree), measure: BoundsMeasure()) == output)
        #expect(t.layersRecordedLastFrame == count ?? scene.tree.count)
        return (t, scene.tree)
    }

    /// Applies `ops` to `tree`, tells the tracker, and returns the damage of the next frame.
    static func change(_ tracker: inout DamageTracker, _ tree: inout LayerTree, _ ops: [LayerOperation],
                       time: Double? = nil) throws -> CGRect {
        try tree.apply(ops)
        tracker.noteChanges(ops)
        return tracker.damage(for: frame(tree, time: time), measure: BoundsMeasure())
    }

    /// Three siblings, the middle one a container of two.
    static func scene() -> (SceneBuilder, a: LayerID, p: LayerID, c1: LayerID, c2: LayerID, b: LayerID) {
        var s = SceneBuilder(screenSize: CGSize(width: 200, height: 200))
        let a = s.add(frame: CGRect(x: 10, y: 10, width: 20, height: 20), [.backgroundColor(.black)])
        let p = s.add(frame: CGRect(x: 50, y: 50, width: 60, height: 60), [])
        let c1 = s.add(frame: CGRect(x: 0, y: 0, width: 10, height: 10), [.backgroundColor(.black)], to: p)
        let c2 = s.add(frame: CGRect(x: 30, y: 30, width: 10, height: 10), [.backgroundColor(.black)], to: p)
        let b = s.add(frame: CGRect(x: 150, y: 150, width: 20, height: 20), [.backgroundColor(.black)])
        return (s, a, p, c1, c2, b)
    }

    @Test func aPropertyChangeDamagesExactlyTheLayersOldAndNewReach() throws {
        let (s, a, _, _, _, b) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let before = t.records[b]
        let d = try Self.change(&t, &tree, [.setProperties(a, [.position(CGPoint(x: 60, y: 20))])])
        #expect(d == Self.reach(10, 10, 20, 20).union(Self.reach(50, 10, 20, 20)))
        // Only the moved layer was visited; its untouched siblings keep their records.
        #expect(t.layersRecordedLastFrame == 1)
        #expect(t.records[b] == before)
        // The root's reach follows the layer's new place.
        #expect(t.records[.root]?.reach.contains(Self.reach(50, 10, 20, 20)) == true)
    }

    @Test func aColourChangeDamagesOnlyTheLayer() throws {
        let (s, a, _, _, _, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let d = try Self.change(&t, &tree, [.setProperties(a, [.backgroundColor(.white)])])
        #expect(d == Self.reach(10, 10, 20, 20))
        #expect(t.layersRecordedLastFrame == 1)
        // Nothing named, nothing changed: nothing visited, no damage.
        #expect(t.damage(for: Self.frame(tree), measure: BoundsMeasure()).isNull)
        #expect(t.layersRecordedLastFrame == 0)
    }

    @Test func aMovedParentDamagesItsSubtree() throws {
        let (s, _, p, c1, c2, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let d = try Self.change(&t, &tree, [.setProperties(p, [.position(CGPoint(x: 90, y: 80))])])
        // The container draws nothing itself but reaches its sublayers: both, before and after.
        let old = Self.reach(50, 50, 60, 60), new = Self.reach(60, 50, 60, 60)
        #expect(d == old.union(new))
        #expect(t.layersRecordedLastFrame == 3)
        #expect(t.records[c1]?.reach == Self.reach(60, 50, 10, 10))
        #expect(t.records[c2]?.reach == Self.reach(90, 80, 10, 10))
    }

    @Test func aChangedSublayerDamagesOnlyItself() throws {
        let (s, _, p, c1, _, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let d = try Self.change(&t, &tree, [.setProperties(c1, [.backgroundColor(.white)])])
        #expect(d == Self.reach(50, 50, 10, 10))
        #expect(t.layersRecordedLastFrame == 1)
        #expect(t.records[p]?.reach == Self.reach(50, 50, 60, 60))
    }

    @Test func aRemovedLayerDamagesItsOldReach() throws {
        let (s, a, p, _, _, b) = Self.scene()
        var (t, tree) = Self.recorded(s)
        // The last sibling goes: the others keep their places.
        let d = try Self.change(&t, &tree, [.setSublayers(.root, [a, p]), .destroyLayer(b)])
        #expect(d == Self.reach(150, 150, 20, 20))
        #expect(t.records[b] == nil)
        // A removed subtree goes whole.
        let d2 = try Self.change(&t, &tree, [.setSublayers(.root, [a])])
        #expect(d2 == Self.reach(50, 50, 60, 60))
        #expect(t.records.count == 2)
    }

    @Test func aHiddenLayerDamagesItsReachAndItsSubtreeGoes() throws {
        let (s, _, p, c1, _, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        #expect(try Self.change(&t, &tree, [.setProperties(p, [.isHidden(true)])]) == Self.reach(50, 50, 60, 60))
        #expect(t.records[c1] == nil)
        // A change below a hidden layer is not drawn and visits nothing.
        #expect(try Self.change(&t, &tree, [.setProperties(c1, [.backgroundColor(.white)])]).isNull)
        #expect(t.layersRecordedLastFrame == 0)
        #expect(try Self.change(&t, &tree, [.setProperties(p, [.isHidden(false)])]) == Self.reach(50, 50, 60, 60))
        #expect(t.records[c1] != nil)
    }

    @Test func reorderingDamagesTheLayersWhosePlaceChanged() throws {
        let (s, a, p, _, _, b) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let d = try Self.change(&t, &tree, [.setSublayers(.root, [p, a, b])])
        #expect(d == Self.reach(10, 10, 20, 20).union(Self.reach(50, 50, 60, 60)))
        // A z position reorders too: its siblings' places follow.
        let d2 = try Self.change(&t, &tree, [.setProperties(b, [.zPosition(-1)])])
        #expect(d2 == Self.reach(10, 10, 20, 20).union(Self.reach(50, 50, 60, 60)).union(Self.reach(150, 150, 20, 20)))
    }

    @Test func aChangeUnderAMaskDamagesTheWholeOutput() throws {
        var (s, _, p, c1, _, _) = Self.scene()
        let m = s.addDetached([.bounds(CGRect(x: 0, y: 0, width: 30, height: 30)), .backgroundColor(.black)])
        s.set(p, [.mask(m)])
        // The masked layer's record stands for its subtree and its mask: its sublayers have none.
        var (t, tree) = Self.recorded(s, visiting: 4)
        #expect(t.records[c1] == nil)
        #expect(try Self.change(&t, &tree, [.setProperties(c1, [.backgroundColor(.white)])]) == Self.output)
        #expect(try Self.change(&t, &tree, [.setProperties(m, [.opacity(0.5)])]) == Self.output)
    }

    @Test func anAnimationCountsAsChangedWhileItRunsAndOneFrameMore() throws {
        let (s, a, _, _, _, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        let slide = LayerAnimation(key: "slide", keyPath: "position.x", values: [.scalar(20), .scalar(120)], beginTime: 1, duration: 1)
        _ = try Self.change(&t, &tree, [.addAnimation(a, slide)], time: 0.5)
        var lastX = 20.0
        for step in 1...4 {
            let time = 1 + Double(step) / 4
            let d = t.damage(for: Self.frame(tree, time: time), measure: BoundsMeasure())
            // At the end (1.0) the layer is back at its model position.
            let x = step < 4 ? 20 + 100 * Double(step) / 4 : 20
            #expect(d == Self.reach(lastX - 10, 10, 20, 20).union(Self.reach(x - 10, 10, 20, 20)), "step \(step)")
            // Only the animated layer is visited, the frame after it ended (step 4) included.
            #expect(t.layersRecordedLastFrame == 1)
            lastX = x
        }
        // The frame at 2.0 was the one after it ended (it is not running then); later frames
        // do not look at it.
        #expect(t.damage(for: Self.frame(tree, time: 3), measure: BoundsMeasure()).isNull)
        #expect(t.layersRecordedLastFrame == 0)
    }

    @Test func anInvalidationRecordsEverything() throws {
        let (s, _, _, _, _, _) = Self.scene()
        var (t, tree) = Self.recorded(s)
        t.invalidateWholeFrame()
        #expect(t.damage(for: Self.frame(tree), measure: BoundsMeasure()) == Self.output)
        #expect(t.layersRecordedLastFrame == tree.count)
        t.noteTreeReplaced()
        #expect(t.damage(for: Self.frame(tree), measure: BoundsMeasure()).isNull)
        // A snapshot of another tree: every layer that went damages its old reach.
        tree = LayerTree()
        t.noteTreeReplaced()
        let d = t.damage(for: Self.frame(tree), measure: BoundsMeasure())
        #expect(d.contains(Self.reach(10, 10, 20, 20).union(Self.reach(150, 150, 20, 20))))
        #expect(t.records.count == 1)
    }

    /// Random edits of every sample scene: the records kept from frame to frame are the records
    /// a whole recording of the same tree makes, so the damage of every change is what a whole
    /// diff would find.
    @Test func keptRecordsEqualAWholeRecording() throws {
        var rng = SplitMix64(seed: 7)
        for (name, scene) in SampleScenes.all(contentScale: 1) {
            var tree = scene.tree
            var t = DamageTracker()
            _ = t.damage(for: Self.frame(tree), measure: BoundsMeasure())
            var nextID = (tree.nodes.keys.map(\.rawValue).max() ?? 1) + 1
            for step in 0..<40 {
                let edit = CompositorTests.randomEdit(of: tree, nextID: &nextID, using: &rng)
                let before = t.records
                let damage = try Self.change(&t, &tree, edit)
                var whole = DamageTracker()
                _ = whole.damage(for: Self.frame(tree), measure: BoundsMeasure())
                #expect(t.records == whole.records, "\(name), step \(step): \(edit)")
                var expected = CGRect.null
                for (id, r) in whole.records where before[id]?.fingerprint != r.fingerprint {
                    expected = expected.union(before[id]?.reach ?? .null).union(r.reach)
                }
                for (id, r) in before where whole.records[id] == nil { expected = expected.union(r.reach) }
                #expect(damage == expected, "\(name), step \(step): \(edit)")
            }
        }
    }
}
