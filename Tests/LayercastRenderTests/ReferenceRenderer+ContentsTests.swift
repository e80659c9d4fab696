import Foundation
import Testing
import LayercastProtocol
@testable import LayercastRender
import LayercastRenderFixtures

@Suite struct ReferenceRendererContentsTests {
    func render(_ scene: SceneBuilder, scale: Double = 1) throws -> ContentBitmap {
        try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: scale)
    }

    // MARK: - Gravity

    /// Per gravity (in `ContentsGravity.allCases` order): a pixel that must be red (the image's
    /// top-left quadrant), one that must be yellow (bottom-right) and one of the cell's grey
    /// background outside the image.
    static let gravityProbes: [(ContentsGravity, red: (Int, Int), yellow: (Int, Int), grey: (Int, Int))] = [
        (.center, (13, 10), (27, 20), (10, 10)),
        (.top, (53, 3), (67, 13), (60, 20)),
        (.bottom, (93, 17), (107, 27), (100, 5)),
        (.left, (5, 40), (19, 50), (25, 45)),
        (.right, (61, 40), (75, 50), (50, 45)),
        (.topLeft, (85, 33), (99, 43), (110, 55)),
        (.topRight, (21, 63), (35, 73), (10, 80)),
        (.bottomLeft, (45, 77), (59, 87), (70, 65)),
        (.bottomRight, (101, 77), (115, 87), (90, 65)),
        (.resize, (5, 93), (35, 117), (5, 93)),
        (.resizeAspect, (45, 94), (75, 116), (45, 92)),
        (.resizeAspectFill, (83, 100), (116, 116), (83, 100)),
    ]

    @Test(arguments: [1.0, 2.0])
    func eachGravityPlacesTheImage(scale: Double) throws {
        let img = try render(SampleScenes.gravities(contentScale: scale), scale: scale)
        let s = Int(scale)
        for probe in Self.gravityProbes {
            let red = img.rgb(probe.red.0 * s, probe.red.1 * s), yellow = img.rgb(probe.yellow.0 * s, probe.yellow.1 * s)
            #expect(red.isClose(to: .red), "\(probe.0): \(red) at \(probe.red)")
            #expect(yellow.isClose(to: .yellow), "\(probe.0): \(yellow) at \(probe.yellow)")
            if probe.grey != probe.red {
                let grey = img.rgb(probe.grey.0 * s, probe.grey.1 * s)
                #expect(grey.isClose(to: .grey, tolerance: 1), "\(probe.0): \(grey) at \(probe.grey)")
            }
        }
        // Aspect fill overflows its cell (no masksToBounds): the image shows left of it.
        #expect(img.rgb(83 * s, 100 * s).isClose(to: .red))
    }

    // MARK: - contentsCenter

    @Test func contentsCenterStretchesOnlyTheCentre() throws {
        let img = try render(SampleScenes.nineSlice(contentScale: 1))
        for (x, y) in [(11, 11), (19, 19), (91, 11), (98, 18), (11, 68), (98, 68)] {
            #expect(img.rgb(x, y) == .red, "corner pixel (\(x), \(y)) keeps its size: \(img.rgb(x, y))")
        }
        #expect(img.rgb(15, 40) == .green)
        #expect(img.rgb(55, 15) == .green)
        #expect(img.rgb(55, 40) == .blue)
        #expect(img.rgb(25, 25) == .blue)
        // Without contentsCenter the corners stretch with the rest.
        #expect(img.rgb(40, 85) == .red)
    }

    // MARK: - contentsRect

    @Test func contentsRectSelectsPartOfTheBitmap() throws {
        let img = try render(SampleScenes.contentsRect(contentScale: 1))
        #expect(img.rgb(11, 11) == .green)
        #expect(img.rgb(30, 20) == .green)
        #expect(img.rgb(30, 80) == .yellow)
        // Bottom half, centred at its own size (40×20 points).
        #expect(img.rgb(66, 26) == .blue)
        #expect(img.rgb(104, 44) == .yellow)
        #expect(img.rgb(85, 15) == .black)
    }

    @Test func contentsAtTheOutputScaleAreCopiedPixelForPixel() throws {
        let bitmap = SampleScenes.quadrants(width: 20, height: 20, scale: 2)
        var scene = SceneBuilder(screenSize: CGSize(width: 20, height: 20))
        let id = scene.addContents(bitmap)
        scene.add(frame: CGRect(x: 0, y: 0, width: 20, height: 20), [.contents(id)])
        let img = try ReferenceRenderer(background: nil).render(scene.tree, contents: scene.contents, scale: 2)
        #expect(img.pixels == bitmap.pixels)
    }

    @Test func missingContentsDrawNothing() throws {
        var scene = SceneBuilder(screenSize: CGSize(width: 10, height: 10), background: .white)
        scene.add(frame: CGRect(x: 0, y: 0, width: 10, height: 10), [.contents(ContentID(42))])
        let img = try render(scene)
        #expect(img.rgb(5, 5) == .white)
    }
}
