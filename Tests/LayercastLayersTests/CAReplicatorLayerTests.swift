import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
import LayercastCompositing
@testable import LayercastLayers

/// `CAReplicatorLayer` and `allowsGroupOpacity` (SPEC §4.9, §4.10): Core Animation's defaults,
/// and the properties a `layerGroups` group gets (and no other group does).
@MainActor @Suite struct CAReplicatorLayerTests {
    private static func setProperties(of id: LayerID, in ops: [LayerOperation]) -> [LayerProperty] {
        ops.compactMap { op -> [LayerProperty]? in
            if case .setProperties(id, let p) = op { p } else { nil }
        }.flatMap { $0 }
    }

    @Test func aReplicatorHasCoreAnimationsDefaults() {
        // Apple's CAReplicatorLayer reference: one instance, no delay, the identity transform,
        // opaque white, offsets 0, depth not preserved.
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0 && CATransform3DIsIdentity(layer.instanceTransform))
        #expect(layer.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1) && !layer.preservesDepth)
        #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0 && layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
        #expect(layer.layerReplicator == LayerReplicator())
    }

    @Test func groupOpacityIsOnByDefault() {
        // Apple's allowsGroupOpacity: true for apps linked against the iOS 7 SDK or later.
        #expect(CALayer().allowsGroupOpacity)
        #expect(LayerState().allowsGroupOpacity && !LayerState().isHashed(.allowsGroupOpacity) && !LayerState().isHashed(.replicator))
    }

    /// SPEC §4.9, §4.10: keys 30 and 31 go to a `layerGroups` group only.
    @Test func aLayerGroupsGroupGetsTheReplicatorAndOthersDoNot() throws {
        let context = LayerContext(displayScales: [2])
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        replicator.instanceCount = 12
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceAlphaOffset = -0.08
        let plain = CALayer()
        plain.opacity = 0.5
        plain.allowsGroupOpacity = false
        context.rootLayer.addSublayer(replicator)
        context.rootLayer.addSublayer(plain)
        context.commitImplicitTransaction()
        let diff = try #require(context.takeCommittedDiffs().last)
        let rid = try #require(replicator.layerID), pid = try #require(plain.layerID)
        let groups = diff.operations(forScale: 2, features: .all) { _ in ContentID(1) }.operations
        let replicators = Self.setProperties(of: rid, in: groups).compactMap { p -> LayerReplicator? in
            if case .replicator(let r?) = p { r } else { nil }
        }
        let wire = try #require(replicators.first)
        #expect(wire.instanceCount == 12 && wire.instanceDelay == 0.1 && wire.instanceAlphaOffset == -0.08)
        #expect(abs(wire.instanceTransform.affinePart.b - sin(Double.pi / 6)) < 1e-6)
        #expect(Self.setProperties(of: pid, in: groups).contains(.allowsGroupOpacity(false)))
        let others = diff.operations(forScale: 2, features: [.glyphRuns, .shapes]) { _ in ContentID(1) }.operations
        #expect(!(Self.setProperties(of: rid, in: others) + Self.setProperties(of: pid, in: others)).contains {
            $0.key == .replicator || $0.key == .allowsGroupOpacity
        })
        #expect(Self.setProperties(of: pid, in: others).contains(.opacity(0.5)))

        // A change later is one property; the count is clamped to L27.
        replicator.instanceCount = 5000
        context.commitImplicitTransaction()
        let next = try #require(context.takeCommittedDiffs().last).operations(forScale: 2, features: .all) { _ in ContentID(1) }
        #expect(Self.setProperties(of: rid, in: next.operations).contains {
            if case .replicator(let r?) = $0 { r.instanceCount == ProtocolLimits.maxReplicatorInstances } else { false }
        })
    }

    /// SPEC §4.11: key 32 goes to an `edgeAntialiasing` group only; Core Animation's default
    /// (false) is not sent.
    @Test func edgeAntialiasingTravelsToItsGroupOnly() throws {
        let context = LayerContext(displayScales: [1])
        let turned = CALayer(), plain = CALayer()
        #expect(!turned.allowsEdgeAntialiasing)
        turned.allowsEdgeAntialiasing = true
        turned.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        context.rootLayer.addSublayer(turned)
        context.rootLayer.addSublayer(plain)
        context.commitImplicitTransaction()
        let diff = try #require(context.takeCommittedDiffs().last)
        let tid = try #require(turned.layerID), pid = try #require(plain.layerID)
        let with = diff.operations(forScale: 1, features: .all) { _ in ContentID(1) }.operations
        #expect(Self.setProperties(of: tid, in: with).contains(.allowsEdgeAntialiasing(true)))
        #expect(!Self.setProperties(of: pid, in: with).contains { $0.key == .allowsEdgeAntialiasing })
        let without = diff.operations(forScale: 1, features: [.glyphRuns, .shapes, .layerGroups]) { _ in ContentID(1) }.operations
        #expect(!Self.setProperties(of: tid, in: without).contains { $0.key == .allowsEdgeAntialiasing })
    }

    /// SPEC §4.12: key 33 goes to a `rasterization` group only; Core Animation's default (1)
    /// is not sent.
    @Test func rasterizationScaleTravelsToItsGroupOnly() throws {
        let context = LayerContext(displayScales: [2])
        let cached = CALayer(), plain = CALayer()
        #expect(cached.rasterizationScale == 1)
        cached.shouldRasterize = true
        cached.rasterizationScale = 2
        context.rootLayer.addSublayer(cached)
        context.rootLayer.addSublayer(plain)
        context.commitImplicitTransaction()
        let diff = try #require(context.takeCommittedDiffs().last)
        let cid = try #require(cached.layerID), pid = try #require(plain.layerID)
        let with = diff.operations(forScale: 2, features: .all) { _ in ContentID(1) }.operations
        #expect(Self.setProperties(of: cid, in: with).contains(.rasterizationScale(2)))
        #expect(!Self.setProperties(of: pid, in: with).contains { $0.key == .rasterizationScale })
        let without = diff.operations(forScale: 2, features: WireFeatures.all.subtracting(.rasterization)) { _ in ContentID(1) }.operations
        #expect(!Self.setProperties(of: cid, in: without).contains { $0.key == .rasterizationScale })
        #expect(Self.setProperties(of: cid, in: without).contains(.shouldRasterize(true)))
    }

    /// A spinner's fan turning: an `instanceTransform` animation is one wire animation, and a
    /// fade of `instanceAlphaOffset` another.
    @Test func instancePropertiesAnimateAsWireAnimations() throws {
        let clock = ManualClock()
        let context = LayerContext(displayScales: [2], clock: clock)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 8
        context.rootLayer.addSublayer(replicator)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        let turn = CABasicAnimation(keyPath: "instanceTransform")
        turn.toValue = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        turn.duration = 1
        replicator.add(turn, forKey: "turn")
        let fade = CABasicAnimation(keyPath: "instanceAlphaOffset")
        fade.fromValue = 0
        fade.toValue = -0.125
        fade.duration = 2
        replicator.add(fade, forKey: "fade")
        context.commitImplicitTransaction()
        let animations = context.takeCommittedDiffs().flatMap(\.animations).map(\.animation)
        let t = try #require(animations.first { $0.key == "turn" })
        #expect(t.keyPath == "instanceTransform" && t.values.first == .transform(.identity) && t.values.count == 2)
        let f = try #require(animations.first { $0.key == "fade" })
        #expect(f.values == [.scalar(0), .scalar(-0.125)] && f.duration == 2)
        // The client applies them to the replicator (SPEC §4.10).
        var state = LayerState()
        state.replicator = LayerReplicator(instanceCount: 8)
        state.apply(animated: .scalar(-0.125), keyPath: "instanceAlphaOffset")
        #expect(state.replicator?.color(ofInstance: 4).alpha == 0.5)
    }

    /// SPEC §4.10: copy k's colour is the instance colour plus k offsets, clamped; its transform
    /// the instance transform k times about the centre.
    @Test func copiesTakeTheirColourAndTransformFromTheirIndex() {
        let r = LayerReplicator(instanceCount: 4, instanceTransform: .affine(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0),
                                instanceColor: LayerColor(red: 0.5, green: 1, blue: 0, alpha: 1),
                                instanceRedOffset: 0.3, instanceGreenOffset: -0.4, instanceBlueOffset: 0.1)
        let c3 = r.color(ofInstance: 3)
        #expect(c3.red == 1 && abs(c3.green - 0) < 1e-6 && abs(c3.blue - 0.3) < 1e-6 && c3.alpha == 1)
        #expect(r.transform(ofInstance: 3, about: CGPoint(x: 50, y: 50)).apply(to: .zero) == CGPoint(x: 30, y: 0))
        // A quarter turn about the centre (30, 30) takes the top middle to the right middle.
        let q = LayerReplicator(instanceTransform: .affine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        let p = q.transform(ofInstance: 1, about: CGPoint(x: 30, y: 30)).apply(to: CGPoint(x: 30, y: 7))
        #expect(abs(p.x - 53) < 1e-9 && abs(p.y - 30) < 1e-9)
        // Under 64 copies of enclosing replicators, L28 (4,096) leaves 64 of 1,024; copy 3 lags
        // 0.3 s behind the frame (or behind a delayed copy above it), copy 0 not at all.
        let nested = LayerReplicator(instanceCount: 1024, instanceDelay: 0.1)
            .copies(in: CGRect(x: 0, y: 0, width: 10, height: 10), copiesAbove: 64)
        #expect(nested.count == 64 && nested.map(\.index) == Array(0..<64))
        #expect(abs((nested[3].time(inherited: nil, now: 10) ?? 0) - 9.7) < 1e-9)
        #expect(abs((nested[3].time(inherited: 5, now: 10) ?? 0) - 4.7) < 1e-9)
        #expect(nested[0].time(inherited: nil, now: 10) == nil && nested[0].time(inherited: 5, now: 10) == 5)
    }
}
