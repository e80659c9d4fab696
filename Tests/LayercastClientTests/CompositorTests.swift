import Foundation
import Testing
import LayercastProtocol
import LayercastRender
@testable import LayercastClient

/// SDL is process-global (SDL_Init/SDL_Quit), so every test that opens a compositor lives in this
/// one serialized suite.
@Suite(.serialized) struct CompositorTests {
    static func compositor(renderer: String, scale: Double, screen: CGSize = SampleScenes.screenSize) throws -> Compositor {
        try Compositor(configuration: CompositorConfiguration(
            videoDriver: "offscreen", renderDriver: renderer,
            windowWidth: Int(screen.width * scale), windowHeight: Int(screen.height * scale), scale: scale))
    }

    // MARK: - Matches the reference renderer

    @Test(arguments: ["software", "opengl"], [1.0, 2.0])
    func matchesReference(renderer: String, scale: Double) throws {
        let c = try Self.compositor(renderer: renderer, scale: scale)
        for (name, scene) in SampleScenes.all(contentScale: scale) {
            c.replaceTree(scene.tree)
            for (id, bitmap) in scene.contents { try c.storeContents(bitmap, for: id) }
            let frame = try c.readPixels()
            let reference = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: scale)
            let cmp = ImageComparison(frame, reference: reference, tolerance: 8)
            print("\(renderer)@\(scale) \(name): \(cmp)")
            try? FileManager.default.createDirectory(atPath: "/tmp/scenes", withIntermediateDirectories: true)
            try ReferenceRenderer.writePNG(frame, to: "/tmp/scenes/client-\(renderer)-\(name)@\(Int(scale)).png")
            if name == "nineSlice" || name == "shadow" {
                var diff = frame
                for i in stride(from: 0, to: diff.pixels.count, by: 4) {
                    let d = (0..<3).map { abs(Int(frame.pixels[i + $0]) - Int(reference.pixels[i + $0])) }.max()!
                    diff.pixels[i] = UInt8(min(255, d * 4)); diff.pixels[i + 1] = UInt8(min(255, d * 4)); diff.pixels[i + 2] = UInt8(min(255, d * 4)); diff.pixels[i + 3] = 255
                }
                try ReferenceRenderer.writePNG(diff, to: "/tmp/scenes/diff-\(renderer)-\(name)@\(Int(scale)).png")
            }
            #expect(cmp.fractionWithinTolerance >= 0.99, "\(name): \(cmp)")
        }
    }
}
