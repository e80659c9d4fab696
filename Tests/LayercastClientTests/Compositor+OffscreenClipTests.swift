import Foundation
import Testing
import LayercastProtocol
import LayercastRender
@testable import LayercastClient
import LayercastRenderFixtures

/// Rounded clips that run past the output: in `CompositorTests`, the one serialized suite that
/// may open SDL. Tolerance as `CompositorTests` states it per renderer.
extension CompositorTests {
    // MARK: - Rounded masksToBounds partly off-screen

    /// A rounded, clipping layer hanging off the top-right corner of the output, holding a
    /// sublayer and a contents bitmap: every part of it that is on screen must be drawn.
    static func roundedClipPastTheOutput() -> SceneBuilder {
        var b = SceneBuilder(screenSize: SampleScenes.screenSize, background: .white)
        let blue = LayerColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        let red = LayerColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        let image = b.addContents(SampleScenes.quadrants(width: 40, height: 40, scale: 1))
        let clip = b.add(frame: CGRect(x: 50, y: -30, width: 100, height: 100),
                         [.masksToBounds(true), .cornerRadius(24), .backgroundColor(blue)])
        b.add(frame: CGRect(x: 10, y: 40, width: 110, height: 20), [.backgroundColor(red)], to: clip)
        b.add(frame: CGRect(x: 12, y: 62, width: 40, height: 40), [.contents(image)], to: clip)
        return b
    }

    @Test(arguments: ["software", "opengl"])
    func roundedClipRunningPastTheOutputIsDrawn(renderer: String) throws {
        let c = try Self.compositor(renderer: renderer, scale: 1)
        let scene = Self.roundedClipPastTheOutput()
        try Self.show(scene, on: c)
        let frame = try c.readPixels()
        let reference = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: 1)
        // Inside the clip, away from its edges and its sublayers: the blue background, not the
        // white screen.
        let inside = try #require(frame.bgra(x: 110, y: 50))
        #expect(inside.b > 200 && inside.r < 60, "\(renderer): \(inside)")
        let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
        #expect(cmp.fractionWithinToleranceNearby >= 0.995, "\(renderer): \(cmp)")
        #expect(cmp.fractionWithinTolerance >= (renderer == "software" ? 0.95 : 0.98), "\(renderer): \(cmp)")
    }

    @Test func roundedClipPastEveryEdgeOfTheOutputIsDrawnOnGL() throws {
        let c = try Self.compositor(renderer: "opengl", scale: 2)
        var b = SceneBuilder(screenSize: SampleScenes.screenSize, background: .white)
        let green = LayerColor(red: 0.1, green: 0.8, blue: 0.2, alpha: 1)
        // Larger than the screen on every side: only the straight middle of each edge shows.
        b.add(frame: CGRect(x: -20, y: -20, width: 160, height: 160),
              [.masksToBounds(true), .cornerRadius(30), .backgroundColor(green), .opacity(0.9)])
        try Self.show(b, on: c)
        let reference = try ReferenceRenderer().render(b.tree, contents: b.contents, scale: 2)
        let cmp = ImageComparison(try c.readPixels(), reference: reference, tolerance: 8)
        #expect(cmp.fractionWithinToleranceNearby >= 0.995 && cmp.fractionWithinTolerance >= 0.98, "\(cmp)")
    }

    // MARK: - Cutting a clip shape to the output

    @Test func clipConvexKeepsOnlyThePartInsideTheOutput() {
        let square = [CGPoint(x: -10, y: -10), CGPoint(x: 50, y: -10), CGPoint(x: 50, y: 50), CGPoint(x: -10, y: 50)]
        let cut = Compositor.clipConvex(square, toWidth: 40, height: 30)
        #expect(cut.allSatisfy { $0.x >= 0 && $0.x <= 40 && $0.y >= 0 && $0.y <= 30 })
        var area = 0.0
        for i in cut.indices { let p = cut[i], q = cut[(i + 1) % cut.count]; area += p.x * q.y - q.x * p.y }
        #expect(abs(abs(area) / 2 - 40 * 30) < 1e-9)
        let outside = [CGPoint(x: 50, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 10)]
        #expect(Compositor.clipConvex(outside, toWidth: 40, height: 30).isEmpty)
        let within = [CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)]
        #expect(Compositor.clipConvex(within, toWidth: 40, height: 30) == within)
    }
}
