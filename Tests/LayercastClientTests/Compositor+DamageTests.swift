import CSDL2
import Foundation
import Testing
import LayercastProtocol
import LayercastRender
@testable import LayercastClient
import LayercastRenderFixtures

/// Damage tracking: a frame redraws only the output its changed layers reached before and reach
/// now. Whatever changes, the kept frame must equal the whole tree drawn from scratch. (In the
/// serialized `CompositorTests`: SDL allows one compositor at a time.)
extension CompositorTests {
    /// Random edits of every sample scene (moves, colours, opacity, hiding, sizes, turns, corners,
    /// shadows, clips, borders, z order, reordering, adding and removing layers): after each,
    /// the frame drawn from the damage alone is the frame drawn whole, pixel for pixel, and most
    /// frames redraw less than the whole output (an implementation that always redraws
    /// everything would pass the first check only).
    @Test(arguments: ["software", "opengl"], [1.0, 2.0])
    func damagedFramesEqualWholeFrames(renderer: String, scale: Double) throws {
        let c = try Self.compositor(renderer: renderer, scale: scale)
        let output = c.outputWidth * c.outputHeight
        var rng = SplitMix64(seed: UInt64(scale * 10) + (renderer == "software" ? 1 : 2))
        var steps = 0, partial = 0
        for (name, scene) in SampleScenes.all(contentScale: scale) {
            try Self.show(scene, on: c)
            _ = try c.readPixels()
            var tree = scene.tree
            var nextID = (tree.nodes.keys.map(\.rawValue).max() ?? 1) + 1
            for step in 0..<20 {
                let edit = Self.randomEdit(of: tree, nextID: &nextID, using: &rng)
                try tree.apply(edit)
                try c.apply(edit)
                let damaged = try c.readPixels()
                let damage = c.lastDamage.map { Int($0.w) * Int($0.h) } ?? 0
                let whole = try c.readPixels(whole: true)
                steps += 1
                if damage < output { partial += 1 }
                guard damaged.pixels != whole.pixels else { continue }
                let stale = (0..<(output)).filter { damaged.pixels[$0 * 4..<$0 * 4 + 4] != whole.pixels[$0 * 4..<$0 * 4 + 4] }
                let xs = stale.map { $0 % c.outputWidth }, ys = stale.map { $0 / c.outputWidth }
                Issue.record("\(name), step \(step): \(edit) left \(stale.count) pixels stale in x \(xs.min()!)…\(xs.max()!), y \(ys.min()!)…\(ys.max()!); damage \(String(describing: c.lastDamage)); e.g. \(Array(damaged.pixels[stale[0] * 4..<stale[0] * 4 + 4])) for \(Array(whole.pixels[stale[0] * 4..<stale[0] * 4 + 4]))")
            }
        }
        #expect(partial * 2 > steps, "only \(partial) of \(steps) frames redrew less than the whole output")
    }

    /// An unchanged tree draws nothing and presents nothing; a small change redraws a small
    /// rectangle around the layer's old and new places.
    @Test func aSmallChangeRedrawsASmallRectangle() throws {
        let c = try Self.compositor(renderer: "software", scale: 2, width: 240, height: 240)
        var scene = SceneBuilder(screenSize: CGSize(width: 120, height: 120), background: .white)
        for i in 0..<20 {
            scene.add(frame: CGRect(x: Double(i % 5) * 24, y: Double(i / 5) * 24, width: 20, height: 20), [.backgroundColor(.black)])
        }
        let dot = scene.add(frame: CGRect(x: 50, y: 100, width: 4, height: 4), [.backgroundColor(.black)])
        try Self.show(scene, on: c)
        #expect(c.presentIfNeeded())
        #expect(c.lastDamage.map { Int($0.w) * Int($0.h) } == 240 * 240)
        c.setNeedsDisplay()
        #expect(c.presentIfNeeded())
        // Nothing drawn changed: the same tree again is not presented.
        c.replaceTree(c.tree)
        #expect(!c.presentIfNeeded())
        #expect(c.lastDamage == nil)
        try c.apply([.setProperties(dot, [.position(CGPoint(x: 54, y: 104))])])
        #expect(c.presentIfNeeded())
        // The dot moves from x 100…108, y 200…208 (pixels at 2×) to x 104…112, y 204…212; each
        // place with the 2-pixel margin: 98…114 × 198…214.
        let d = try #require(c.lastDamage)
        #expect(d.x == 98 && d.y == 198 && d.w == 16 && d.h == 16)
        // Only the dot was looked at: its 20 siblings and the root keep their records.
        #expect(c.damageTracker.layersRecordedLastFrame == 1)
    }
}

extension CompositorTests {
    /// Animations damage what they move: a square sliding across a grid redraws only around its
    /// last and new places each frame, and every frame equals the tree drawn whole at its time.
    @Test(arguments: ["software", "opengl"])
    func anAnimationDamagesWhatItMoves(renderer: String) throws {
        let c = try Self.compositor(renderer: renderer, scale: 1, width: 120, height: 120)
        var scene = SceneBuilder(screenSize: CGSize(width: 120, height: 120), background: .white)
        for i in 0..<36 {
            scene.add(frame: CGRect(x: Double(i % 6) * 20 + 2, y: Double(i / 6) * 20 + 2, width: 16, height: 16),
                      [.backgroundColor(LayerColor(red: Float(i % 6) / 6, green: 0.5, blue: Float(i / 6) / 6, alpha: 1)),
                       .cornerRadius(4)])
        }
        let square = scene.add(frame: CGRect(x: 0, y: 50, width: 10, height: 10), [.backgroundColor(.black), .opacity(0.7)])
        try Self.show(scene, on: c)
        #expect(c.presentIfNeeded(at: 0))
        try c.apply([.addAnimation(square, LayerAnimation(key: "slide", keyPath: "position.x",
                                                          values: [.scalar(5), .scalar(115)], beginTime: 1, duration: 1))])
        for frame in 1...10 {
            let t = 1 + Double(frame) / 10
            let damaged = try c.readPixels(at: t)
            let d = try #require(c.lastDamage)
            // While it runs, at most 11 points travelled, plus the square's 10 and the margins;
            // at the end (frame 10) the square jumps back to its model position.
            if frame < 10 { #expect(d.w <= 11 + 10 + 2 * 2 + 2 && d.h <= 10 + 2 * 2 + 2, "frame \(frame): damage \(d)") }
            #expect(damaged.pixels == (try c.readPixels(at: t, whole: true)).pixels, "frame \(frame)")
        }
    }


    /// One random edit of `tree`: a property of a random layer, or a change of the tree's shape.
    static func randomEdit(of tree: LayerTree, nextID: inout UInt64, using rng: inout SplitMix64) -> [LayerOperation] {
        let ids = tree.nodes.keys.filter { $0 != .root && tree.maskOwners[$0] == nil }.sorted { $0.rawValue < $1.rawValue }
        guard let id = ids.randomElement(using: &rng), let node = tree[id] else { return [] }
        let s = node.state
        func unit() -> Double { Double.random(in: 0...1, using: &rng) }
        let alpha: Float = [1, 0.6].randomElement(using: &rng)!
        let color = LayerColor(red: Float(unit()), green: Float(unit()), blue: Float(unit()), alpha: alpha)
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: return [.setProperties(id, [.position(CGPoint(x: s.position.x + unit() * 30 - 15, y: s.position.y + unit() * 30 - 15))])]
        case 1: return [.setProperties(id, [.backgroundColor(color)])]
        case 2: return [.setProperties(id, [.opacity([1, 0.5, 0].randomElement(using: &rng)!)])]
        case 3: return [.setProperties(id, [.isHidden(!s.isHidden)])]
        case 4: return [.setProperties(id, [.bounds(CGRect(x: s.bounds.minX, y: s.bounds.minY,
                                                           width: 5 + unit() * 40, height: 5 + unit() * 40))])]
        case 5: return [.setProperties(id, [.transform(SampleScenes.rotation(degrees: unit() * 90))])]
        case 6: return [.setProperties(id, [.cornerRadius(unit() * 12)])]
        case 7: return [.setProperties(id, [.shadowOpacity(s.shadowOpacity > 0 ? 0 : 0.8), .shadowRadius(3),
                                            .shadowOffset(CGSize(width: 2, height: 3))])]
        case 8: return [.setProperties(id, [.zPosition(unit() * 4 - 2)])]
        case 9: return [.setProperties(id, [.masksToBounds(!s.masksToBounds)])]
        case 10: return [.setProperties(id, [.borderWidth(unit() * 4), .borderColor(color)])]
        case 11:
            guard let parent = node.superlayer, let subs = tree[parent]?.sublayers else { return [] }
            return [.setSublayers(parent, subs.shuffled(using: &rng))]
        case 12:
            let new = LayerID(nextID)
            nextID += 1
            return [.createLayer(new),
                    .setProperties(new, [.bounds(CGRect(x: 0, y: 0, width: 12, height: 12)),
                                         .position(CGPoint(x: unit() * 60, y: unit() * 60)), .backgroundColor(color)]),
                    .setSublayers(id, node.sublayers + [new])]
        default:
            guard let parent = node.superlayer, let subs = tree[parent]?.sublayers else { return [] }
            return [.setSublayers(parent, subs.filter { $0 != id })]
        }
    }
}
