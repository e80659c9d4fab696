import Foundation
import Testing
import LayercastProtocol
import LayercastCompositing
@testable import LayercastRender
import LayercastRenderFixtures

@Suite struct ReferenceRendererOutputTests {
    // MARK: - Letterbox

    @Test func letterboxesAPhoneScreenOntoAWideDisplay() throws {
        let scene = SceneBuilder(screenSize: CGSize(width: 390, height: 844), background: .white)
        let viewport = Viewport(screenSize: CGSize(width: 390, height: 844), outputWidth: 1920, outputHeight: 1080)
        #expect(abs(viewport.scale - 1080.0 / 844) < 1e-12)
        let img = try ReferenceRenderer().render(scene.tree, contents: scene.contents, viewport: viewport)
        #expect(img.width == 1920 && img.height == 1080)
        let left = Int(viewport.origin.x.rounded(.up)), right = Int((viewport.origin.x + 390 * viewport.scale).rounded(.down))
        #expect(img.rgb(960, 540) == .white)
        #expect(img.rgb(left + 1, 540) == .white && img.rgb(right - 1, 540) == .white)
        #expect(img.rgb(left - 2, 540) == .black && img.rgb(right + 2, 540) == .black)
    }

    @Test func transparentBackgroundLeavesUncoveredPixelsClear() throws {
        let scene = SceneBuilder(screenSize: CGSize(width: 4, height: 4))
        let img = try ReferenceRenderer(background: nil).render(scene.tree, contents: [:], scale: 1)
        #expect(img.pixels.allSatisfy { $0 == 0 })
    }

    @Test func rejectsAnOutputTooLargeToAllocate() {
        #expect(throws: RenderError.invalidSize(width: 40000, height: 5)) {
            _ = try ReferenceRenderer().render(LayerTree(), contents: [:],
                                               viewport: Viewport(screenSize: CGSize(width: 1, height: 1), scale: 1, outputWidth: 40000, outputHeight: 5))
        }
    }

    // MARK: - PNG

    @Test func pngRoundTripsPixels() throws {
        let scene = SampleScenes.roundedClip(contentScale: 1)
        let img = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-render-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ReferenceRenderer.writePNG(img, to: path)
        let back = try ReferenceRenderer.readPNG(at: path)
        #expect(back.width == img.width && back.height == img.height)
        #expect(back.pixels == img.pixels)
    }

    @Test func writingToAMissingDirectoryThrows() {
        let img = ContentBitmap.uniform(width: 2, height: 2, color: .white)
        #expect(throws: RenderError.self) { try ReferenceRenderer.writePNG(img, to: "/nonexistent-dir/x.png") }
    }
}
