import Foundation
import Testing
import LayercastProtocol
import LayercastCompositing

/// Animation evaluation in LayercastCompositing: what the client and the reference
/// renderer draw at a given server time.
@Suite struct AnimationEvaluationTests {
    func fade(fill: LayerAnimation.FillMode = .removed, repeatCount: Float = 1, autoreverses: Bool = false,
              timing: [Float] = [0, 0, 1, 1]) -> LayerAnimation {
        LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(0), .scalar(1)], timingFunction: timing,
                       beginTime: 10, duration: 2, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill)
    }

    // MARK: - Timing

    @Test func linearProgressWithinTheActiveTime() {
        #expect(fade().value(at: 11) == .scalar(0.5))
        #expect(fade().value(at: 9) == nil)
        #expect(fade().value(at: 12) == nil)
    }

    @Test func fillModesHoldValuesOutsideTheActiveTime() {
        #expect(fade(fill: .backwards).value(at: 9) == .scalar(0))
        #expect(fade(fill: .forwards).value(at: 13) == .scalar(1))
        #expect(fade(fill: .both).value(at: 9) == .scalar(0))
    }

    @Test func repeatsAndAutoreverses() {
        #expect(fade(repeatCount: 2).value(at: 12.5) == .scalar(0.25))
        #expect(fade(autoreverses: true).value(at: 13) == .scalar(0.5))
        #expect(fade(autoreverses: true).isRunning(at: 13.9))
        #expect(!fade(autoreverses: true).isRunning(at: 14))
    }

    @Test func easeInEaseOutIsSlowAtTheEnds() throws {
        let a = fade(timing: [0.42, 0, 0.58, 1])
        guard case .scalar(let early) = try #require(a.value(at: 10.2)), case .scalar(let mid) = try #require(a.value(at: 11)) else {
            Issue.record("expected scalars"); return
        }
        #expect(early < 0.1 * 0.9)
        #expect(abs(mid - 0.5) < 1e-6)
    }

    @Test func keyTimesPickTheSegment() {
        let a = LayerAnimation(key: "k", keyPath: "position.x", values: [.scalar(0), .scalar(10), .scalar(20)],
                               keyTimes: [0, 0.8, 1], beginTime: 0, duration: 1)
        #expect(a.value(at: 0.4) == .scalar(5))
        #expect(a.value(at: 0.9) == .scalar(15))
    }

    // MARK: - Presentation tree

    @Test func presentationAppliesAnimationsWithoutChangingTheModel() throws {
        var tree = LayerTree()
        try tree.apply([.createLayer(LayerID(2)), .setSublayers(.root, [LayerID(2)]),
                        .setProperties(LayerID(2), [.position(CGPoint(x: 1, y: 1))]),
                        .addAnimation(LayerID(2), LayerAnimation(key: "move", keyPath: "position",
                                                                 values: [.point(.zero), .point(CGPoint(x: 100, y: 50))],
                                                                 beginTime: 0, duration: 1))])
        let p = tree.presentation(at: 0.5)
        #expect(p[LayerID(2)]?.state.position == CGPoint(x: 50, y: 25))
        #expect(tree[LayerID(2)]?.state.position == CGPoint(x: 1, y: 1))
        #expect(tree.presentation(at: 2)[LayerID(2)]?.state.position == CGPoint(x: 1, y: 1))
        #expect(tree.hasRunningAnimations(at: 0.5) && !tree.hasRunningAnimations(at: 1))
    }

    @Test func rotationKeyPathTurnsTheLayer() {
        var s = LayerState()
        s.apply(animated: .scalar(Double.pi / 2), keyPath: "transform.rotation.z")
        let t = s.transform.affinePart
        #expect(abs(t.a) < 1e-12 && abs(t.b - 1) < 1e-12 && abs(t.c + 1) < 1e-12)
        s.apply(animated: .scalar(3), keyPath: "no.such.path")
        #expect(abs(s.transform.affinePart.b - 1) < 1e-12)
    }
}
