import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastRender
import LayercastUI
import Testing
@testable import LayercastClient
import LayercastRenderFixtures

/// Animations the client plays, held to the reference renderer at chosen times: a spring (sampled
/// into keyframes by the server), a keyframe animation along a path with `rotationMode`, and a
/// flip transition. Each crossed the wire once; the client evaluates it at whatever time it
/// draws, and its pixels at that time must be the reference renderer's of the same tree at the
/// same time (issue "Animation": "the client's frames at chosen times match the reference
/// renderer").
extension SDLClientTests {
    /// The animations run this long, so they are still running whatever the machine's speed
    /// when the frames are read (the times compared are explicit server times, not "now").
    static let animationDuration = 30.0

    @MainActor @Test func springKeyframePathAndFlipMatchTheReferenceAtChosenTimes() async throws {
        try await withDemoServer { server in
            let client = try await server.openSDLClient(width: 390, height: 844, scale: 1, name: "e2e-sdl-anim")
            let mirror = try await server.openMirrorClient(width: 390, height: 844, scale: 1, name: "e2e-mirror-anim")
            try await using(client, mirror) {
                try await server.converge(client)
                try await server.converge(mirror)
                let demo = server.demo
                let puck = demo.draggableView, tile = demo.shapesView.rotatedTile, photo = demo.photoView
                server.application.perform {
                    // A bouncy spring moving the puck 120 points left.
                    UIView.animate(withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: 0.3,
                                   initialSpringVelocity: 0, options: [], animations: { puck.center.x -= 120 })
                    // The tile orbits a circle, turned along the path.
                    let orbit = CAKeyframeAnimation(keyPath: "position")
                    let path = CGMutablePath()
                    path.addEllipse(in: CGRect(x: tile.layer.position.x - 30, y: tile.layer.position.y - 30, width: 60, height: 60))
                    orbit.path = path
                    orbit.rotationMode = .rotateAuto
                    orbit.duration = Self.animationDuration
                    tile.layer.add(orbit, forKey: "orbit")
                    // The gallery flips to a dimmer photo.
                    UIView.transition(with: photo, duration: Self.animationDuration, options: [.transitionFlipFromLeft],
                                      animations: { photo.visibleImageView.alpha = 0.6 })
                }
                // The turn that commits them (automatic pacing would run it soon; converging must
                // not see the tree from before it).
                server.server.runTurn()
                try await server.converge(client)
                try await server.converge(mirror)
                let (tree, contents, glyphs) = try await mirror.run { rig in (rig.display.tree, rig.display.contents, rig.display.glyphs) }
                let puckID = try #require(puck.layer.layerID), tileID = try #require(tile.layer.layerID)
                let springs = try #require(tree[puckID]?.animations.values.first)
                #expect(tree[tileID]?.animations["orbit"] != nil)
                let begin = springs.beginTime
                // Early in the bounce, in the middle of the orbit's first quarter, and later.
                for offset in [0.4, 2.0, 7.5] {
                    let time = begin + offset
                    let (pixels, viewport) = try await client.run { rig in
                        (try rig.display!.readPixels(at: time), rig.display!.viewport)
                    }
                    let reference = try ReferenceRenderer().render(tree, contents: contents, glyphs: glyphs, viewport: viewport, at: time)
                    let cmp = ImageComparison(pixels, reference: reference, tolerance: Self.tolerance)
                    print("layercast e2e: animations at +\(offset) s: \(cmp)")
                    #expect(cmp.fractionWithinToleranceNearby >= Self.nearbyFraction, "+\(offset) s: \(cmp)")
                    #expect(cmp.fractionWithinTolerance >= Self.exactFraction, "+\(offset) s: \(cmp)")
                    // The comparison has teeth: the reference a second later is another picture.
                    let later = try ReferenceRenderer().render(tree, contents: contents, glyphs: glyphs, viewport: viewport, at: time + 1)
                    let wrongTime = ImageComparison(pixels, reference: later, tolerance: Self.tolerance)
                    #expect(wrongTime.fractionWithinTolerance < cmp.fractionWithinTolerance, "+\(offset) s vs +1 s: \(wrongTime)")
                    #expect(wrongTime.fractionWithinTolerance < 0.999, "the animations move within a second: \(wrongTime)")
                }
            }
        }
        EndToEndProcess.ran()
    }
}
