import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

/// A deterministic generator so every run makes the same edits.
private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@MainActor @Suite struct LayerContextConvergenceTests {
    // MARK: - Random edits over many turns
    @Test(arguments: Array(UInt64(1)...40))
    func wireTreeMatchesTheLiveTreeAfterEveryTurn(seed: UInt64) throws {
        var g = Generator(state: seed)
        let context = LayerContext(clock: ManualClock())
        let pool = (0..<24).map { _ in CALayer() }
        var wire = LayerTree()
        for _ in 0..<60 {
            for _ in 0..<(1 + g.next(8)) {
                let layer = pool[g.next(pool.count)]
                switch g.next(9) {
                case 0:
                    let parent = g.next(4) == 0 ? context.rootLayer : pool[g.next(pool.count)]
                    if parent !== layer, !parent.isDescendant(of: layer) {
                        parent.insertSublayer(layer, at: UInt32(g.next(4)))
                    }
                case 1: layer.removeFromSuperlayer()
                case 2: layer.opacity = Float(g.next(4)) / 4
                case 3: layer.position = CGPoint(x: g.next(3), y: 0)
                case 4: layer.isHidden.toggle()
                case 5: layer.contents = g.next(2) == 0 ? nil : Support.image(UInt8(g.next(3)))
                case 6:
                    let candidate = pool[g.next(pool.count)]
                    if candidate !== layer, !layer.isDescendant(of: candidate), !candidate.isDescendant(of: layer),
                       candidate.mask == nil, layer.maskHost == nil {
                        layer.mask = g.next(3) == 0 ? nil : candidate
                    }
                case 7: layer.name = g.next(2) == 0 ? nil : "n\(g.next(3))"
                default: layer.bounds.size = CGSize(width: g.next(3), height: 1)
                }
            }
            let ops = Support.commit(context).operations(forScale: 1, contentID: Support.contentID).operations
            try wire.apply(ops)
            var live: [LayerID: (LayerState, [LayerID])] = [:]
            context.rootLayer.forEachInSubtree { layer in
                var state = layer.currentWireState()
                if let chosen = layer.layerContents?.bitmap(forScale: 1) {
                    state.contents = Support.contentID(chosen.image)
                    state.contentsScale = Double(chosen.scale)
                } else {
                    state.contents = nil
                }
                live[layer.layerID!] = (state, layer.sublayerIDs)
            }
            #expect(Set(wire.nodes.keys) == Set(live.keys))
            for (id, (state, subs)) in live {
                var wireState = wire[id]?.state
                // The wire keeps the last contentsScale sent; compare it only with contents.
                if state.contents == nil { wireState?.contentsScale = state.contentsScale }
                #expect(wireState == state, "state of \(id)")
                #expect(wire[id]?.sublayers == subs, "sublayers of \(id)")
            }
            // A client joining now gets the same tree from the snapshot.
            var joined = LayerTree()
            try joined.apply(context.snapshot().operations(forScale: 1, contentID: Support.contentID).operations)
            #expect(Set(joined.nodes.keys) == Set(wire.nodes.keys))
            for (id, node) in wire.nodes {
                #expect(joined[id]?.sublayers == node.sublayers)
                var state = joined[id]?.state
                if node.state.contents == nil { state?.contentsScale = node.state.contentsScale }
                #expect(state == node.state, "snapshot state of \(id)")
            }
        }
    }
}
