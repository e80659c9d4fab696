import Foundation
import Testing
import LayercastProtocol
@testable import LayercastRender
import LayercastRenderFixtures

@Suite struct ReferenceRendererTests {
    func render(_ scene: SceneBuilder, scale: Double = 1) throws -> ContentBitmap {
        try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: scale)
    }

    func expectColor(_ image: ContentBitmap, _ x: Int, _ y: Int, _ expected: RGB, tolerance: Int = 2,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = image.rgb(x, y)
        #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
                sourceLocation: sourceLocation)
    }

    // MARK: - Geometry

    @Test func transformAppliesAboutTheAnchorPoint() throws {
        let img = try render(SampleScenes.transforms())
        // 40×20 red rotated 90° about its centre (30, 30): now 20 wide, 40 tall.
        expectColor(img, 30, 12, .red)
        expectColor(img, 12, 30, .white)
        // 20×10 green scaled 1.5×2 about its centre (30, 90): x 15…45, y 80…100.
        expectColor(img, 16, 81, .green)
        expectColor(img, 13, 90, .white)
        // Anchor (0, 0) at (90, 30), rotated 30°: local (10, 10) lands at (93.7, 43.7).
        expectColor(img, 93, 43, .blue)
        expectColor(img, 89, 29, .white)
    }

    @Test func boundsOriginShiftsSublayers() throws {
        let img = try render(SampleScenes.transforms())
        // Grey bounds origin (20, 20) at screen 70…110; the child's frame origin (30, 30) is 10 in.
        expectColor(img, 85, 85, .yellow)
        expectColor(img, 75, 75, .grey, tolerance: 1)
        expectColor(img, 95, 95, .grey, tolerance: 1)
    }

    @Test func rootRenderedAtScaleTwoDoublesEveryLength() throws {
        let img = try render(SampleScenes.transforms(), scale: 2)
        #expect(img.width == 240 && img.height == 240 && img.scale == 2)
        expectColor(img, 170, 170, .yellow)
        expectColor(img, 150, 150, .grey, tolerance: 1)
    }

    // MARK: - Opacity and visibility

    @Test func nestedOpacityCompositesAsAGroupOrPerPart() throws {
        let scene = SampleScenes.opacity()
        let img = try render(scene)
        expectColor(img, 15, 15, RGB(128, 128, 128), tolerance: 1)
        // As a group (SPEC §4.9; Core Animation's default, `allowsGroupOpacity`): the child's
        // half white over its parent's white is white, and the group at half over black is 128.
        expectColor(img, 30, 30, RGB(128, 128, 128), tolerance: 1)
        // Per part (a client without layerGroups): 0.5 · 0.5 = 0.25 white over the parent's 128.
        let perPart = try ReferenceRenderer(layerGroups: false).render(scene.tree, contents: scene.contents, scale: 1)
        expectColor(perPart, 30, 30, RGB(160, 160, 160), tolerance: 2)
    }

    @Test func hiddenAndTransparentSubtreesAreNotDrawn() throws {
        let img = try render(SampleScenes.opacity())
        expectColor(img, 75, 15, .black, tolerance: 0)
        expectColor(img, 80, 20, .black, tolerance: 0)
        expectColor(img, 90, 90, .black, tolerance: 0)
    }

    // MARK: - Background, corners, border

    @Test func cornerRadiusLeavesCornersTransparent() throws {
        let img = try render(SampleScenes.cornersAndBorders())
        expectColor(img, 10, 10, .black, tolerance: 0)
        #expect(img.rgb(11, 11).r < 40)
        expectColor(img, 35, 35, .white, tolerance: 0)
        expectColor(img, 10, 35, .white, tolerance: 0)
    }

    @Test func borderIsDrawnInsideTheBounds() throws {
        let img = try render(SampleScenes.cornersAndBorders())
        expectColor(img, 70, 30, .red, tolerance: 0)
        expectColor(img, 74, 30, .red, tolerance: 0)
        expectColor(img, 76, 30, .blue, tolerance: 0)
        expectColor(img, 69, 30, .black, tolerance: 0)
        // A rounded border follows the corner: the corner pixel stays clear.
        expectColor(img, 10, 70, .black, tolerance: 0)
        expectColor(img, 30, 71, .white, tolerance: 0)
    }

    // MARK: - Clipping and masks

    @Test func masksToBoundsClipsUnderRotation() throws {
        let img = try render(SampleScenes.rotatedClip())
        expectColor(img, 70, 49, .red)
        expectColor(img, 46, 74, .grey, tolerance: 1)
        // Inside the unclipped child, outside the rotated bounds.
        expectColor(img, 46, 10, .black, tolerance: 0)
        expectColor(img, 100, 20, .black, tolerance: 0)
    }

    @Test func masksToBoundsWithCornerRadiusClipsContentsAndSublayers() throws {
        let img = try render(SampleScenes.roundedClip(contentScale: 1))
        expectColor(img, 21, 21, .white, tolerance: 0)
        expectColor(img, 40, 40, .red)
        expectColor(img, 88, 88, .black, tolerance: 0)
        // Outside the rounded corner, though inside the child's frame.
        expectColor(img, 96, 96, .white, tolerance: 0)
        expectColor(img, 101, 101, .white, tolerance: 0)
        expectColor(img, 105, 80, .white, tolerance: 0)
    }

    @Test func scrolledClipShowsOnlyTheVisibleRows() throws {
        let img = try render(SampleScenes.scrolledClip())
        expectColor(img, 50, 15, .white, tolerance: 0)
        expectColor(img, 50, 28, .white, tolerance: 0)
        expectColor(img, 50, 31, .red, tolerance: 0)
        expectColor(img, 50, 88, .blue, tolerance: 0)
        expectColor(img, 50, 92, .white, tolerance: 0)
        expectColor(img, 50, 110, .white, tolerance: 0)
    }

    @Test func maskMultipliesByTheMaskAlpha() throws {
        let img = try render(SampleScenes.mask())
        expectColor(img, 30, 50, .red, tolerance: 0)
        expectColor(img, 70, 30, RGB(128, 0, 0), tolerance: 1)
        expectColor(img, 80, 80, RGB(0, 128, 0), tolerance: 1)
        expectColor(img, 105, 105, .black, tolerance: 0)
    }

    // MARK: - Order

    @Test func zPositionOrdersSiblingsStably() throws {
        let img = try render(SampleScenes.zOrder())
        expectColor(img, 45, 45, .red, tolerance: 0)
        expectColor(img, 65, 65, .red, tolerance: 0)
        expectColor(img, 80, 80, .green, tolerance: 0)
        expectColor(img, 100, 100, .blue, tolerance: 0)
    }

    // MARK: - Shadows

    @Test func shadowShowsOutsideTheBounds() throws {
        let img = try render(SampleScenes.shadow())
        #expect(img.rgb(35, 60).r < 200, "shadow below the blue layer: \(img.rgb(35, 60))")
        #expect(img.rgb(35, 80).r > 250, "no shadow far below: \(img.rgb(35, 80))")
        let path = img.rgb(107, 45)
        #expect(path.r > path.g + 50 && path.r > path.b + 50, "red shadow path right of the green layer: \(path)")
        expectColor(img, 35, 35, .blue, tolerance: 0)
        // The L-shaped path: its stem and foot are shaded, the notch between them is not.
        #expect(img.rgb(96, 90).b > img.rgb(96, 90).r + 100)
        #expect(img.rgb(110, 108).b > img.rgb(110, 108).r + 100)
        expectColor(img, 110, 85, .white, tolerance: 0)
    }

    @Test func masksToBoundsRemovesTheShadow() throws {
        var scene = SampleScenes.shadow()
        for id in scene.tree.nodes.keys where id != .root { scene.set(id, [.masksToBounds(true)]) }
        let img = try render(scene)
        expectColor(img, 35, 60, .white, tolerance: 0)
        expectColor(img, 107, 45, .white, tolerance: 0)
    }
}

@Suite struct ReferenceRendererNestingTests {
    @Test func nestedClipsCutEachOther() throws {
        let scene = SampleScenes.nestedClips()
        let img = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: 1)
        // The green layer is cut by the outer rounded corner at (110, 110).
        #expect(img.rgb(105, 105) == .white)
        #expect(img.rgb(100, 100) == .green)
        // Centre of the rotated layer: blue at 60 % over grey.
        let centre = img.rgb(60, 60)
        #expect(abs(centre.b - 204) <= 2 && abs(centre.r - 51) <= 2, "\(centre)")
        // Outside the outer clip nothing of the rotated layer's red child shows.
        #expect(img.rgb(5, 30) == .white)
    }
}
