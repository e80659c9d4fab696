import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastRender
import Testing
import LayercastRenderFixtures

/// Text drawn as glyph runs from per-scale glyph masks (SPEC §4.6, §6.5) against the same text
/// rasterised into a contents bitmap, as versions 1–3 send it: both through the reference
/// renderer, at the scales the issue names (2× and the 1.28× of a letterboxed window).
@Suite struct GlyphRunRenderingTests {
    static var attributes: [NSAttributedString.Key: Any] { [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black] }
    static let text = "Glyph runs: typing at 17 pt — Ågé, 0123"

    struct Pair { var bitmap: ContentBitmap; var runs: ContentBitmap; var masks: [GlyphMask] }

    /// Renders `text` once as a bitmap layer and once as a glyph-run layer at `scale`.
    static func render(scale: Double, string: String = text, shift: Double = 0) throws -> Pair {
        let layout = try TextLayout(string: string, attributes: attributes)
        let size = CGSize(width: (layout.size.width + 4).rounded(.up), height: layout.size.height.rounded(.up))
        let origin = CGPoint(x: 2, y: 0)
        let context = try CGContext(size: size, scale: scale)
        layout.draw(in: context, at: origin)
        let image = try context.makeImage()
        let bitmap = ContentBitmap(width: image.width, height: image.height, scale: scale, pixels: image.pixels)

        let textRuns = layout.glyphRuns(at: origin)
        let runs = textRuns.map(GlyphRun.init).map { run in
            var moved = run; moved.origin.x += shift; return moved
        }
        let faces = Dictionary(textRuns.map { (GlyphRun.faceID(of: $0.faceDescription), $0.faceDescription) }) { a, _ in a }
        let keys = Set(runs.flatMap { $0.keys(scale: scale) })
        let masks = keys.compactMap { key in faces[key.face].flatMap { GlyphMask(key: key, faceDescription: $0) } }
        var cache = GlyphCache(scale: scale)
        try cache.receive(GlyphsMessage(scale: scale, masks: masks))

        func tree(_ properties: [LayerProperty]) throws -> LayerTree {
            var tree = LayerTree()
            let frame: [LayerProperty] = [.bounds(CGRect(origin: .zero, size: size)), .position(CGPoint(x: size.width / 2, y: size.height / 2))]
            try tree.apply([.setProperties(.root, frame), .createLayer(LayerID(2)), .setProperties(LayerID(2), frame + properties),
                            .setSublayers(.root, [LayerID(2)])])
            return tree
        }
        let renderer = ReferenceRenderer(background: .white)
        let viaBitmap = try renderer.render(try tree([.contents(ContentID(of: bitmap)), .contentsScale(scale), .contentsGravity(.topLeft)]),
                                            contents: [ContentID(of: bitmap): bitmap], scale: scale)
        let viaRuns = try renderer.render(try tree([.glyphRuns(runs)]), contents: [:], glyphs: cache, scale: scale)
        return Pair(bitmap: viaBitmap, runs: viaRuns, masks: masks)
    }

    @Test(arguments: [2.0, 1.28])
    func aLabelsRunsMatchItsBitmap(scale: Double) throws {
        let pair = try Self.render(scale: scale)
        let cmp = ImageComparison(pair.runs, reference: pair.bitmap, tolerance: 8)
        print("glyph runs vs bitmap at \(scale)x: \(cmp)")
        // Something was drawn: the text covers a good part of the ink area in both.
        let dark = pair.runs.pixels.enumerated().filter { $0.offset % 4 == 0 && $0.element < 128 }.count
        #expect(dark > 200)
        // Measured: every pixel within 8 (the client's pixel tolerance) at both scales; the
        // largest difference is 0 at 2× (Cairo also draws glyphs at quarter-pixel phases) and 6
        // at 1.28× (the mask's size is rounded to 1/64 px: 21.765625 px for 21.76).
        #expect(cmp.fractionWithinTolerance == 1, "\(cmp)")
        #expect(cmp.maximumDifference <= 8, "\(cmp)")
        // The comparison can fail: the same runs one point to the right do not match.
        let shifted = try Self.render(scale: scale, shift: 1)
        #expect(ImageComparison(shifted.runs, reference: pair.bitmap, tolerance: 8).fractionWithinTolerance < 0.97)
    }

    @Test func eachScaleHasItsOwnMasks() throws {
        let two = try Self.render(scale: 2), small = try Self.render(scale: 1.28)
        // 17 pt is 34 px at 2× and 21.76 px at 1.28×: the masks are rasterised per scale.
        #expect(Set(two.masks.map(\.key.pixelSize)) == [2176])
        #expect(Set(small.masks.map(\.key.pixelSize)) == [1393])
        #expect(two.masks.map(\.height).max()! > small.masks.map(\.height).max()!)
    }
}

/// SPEC §11.8's two mask formats: outline glyphs go as alpha masks the run's colour tints, glyphs
/// a font draws in colour (emoji) as premultiplied BGRA. No colour font is installed on the build
/// machines, so the colour decision is tested on pixels made here.
@Suite struct GlyphMaskFormatTests {
    @Test func anOutlineGlyphIsAnAlphaMask() throws {
        let layout = try TextLayout(string: "g", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let run = try #require(layout.glyphRuns(at: .zero).first)
        let key = GlyphRun(run).keys(scale: 2)[0]
        let mask = try #require(GlyphMask(key: key, faceDescription: run.faceDescription))
        #expect(mask.format == .alpha8 && mask.pixels.count == mask.width * mask.height)
        #expect(mask.pixels.contains { $0 > 200 }, "the stem is solid")
    }

    @Test func pixelsWithAnyColourMakeAColourGlyph() {
        // 2×1 pixels, stride 8: premultiplied black at half coverage, then transparent.
        let black: [UInt8] = [0, 0, 0, 128, 0, 0, 0, 0]
        let red: [UInt8] = [0, 0, 200, 200, 0, 0, 0, 0]
        black.withUnsafeBufferPointer { #expect(!GlyphImage.hasColor($0, width: 2, height: 1, stride: 8)) }
        red.withUnsafeBufferPointer { #expect(GlyphImage.hasColor($0, width: 2, height: 1, stride: 8)) }
    }
}
