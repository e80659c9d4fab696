import Testing
import LayercastProtocol
@testable import LayercastClient
import LayercastRenderFixtures

/// The compressed copy the client keeps of each held bitmap, the base of a later
/// `contentsUpdate` (SPEC §11.4), in place of a second full copy beside the texture.
@Suite struct PackedBitmapTests {
    @Test func unpacksToTheSamePixelsAndId() throws {
        var rng = SplitMix64(seed: 11)
        // Noise does not compress: the round trip must hold whatever the ratio.
        let pixels = (0..<(37 * 23 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let bitmap = ContentBitmap(width: 37, height: 23, scale: 2, pixels: pixels)
        let packed = try PackedBitmap(bitmap, compressor: ZstdCompressor(level: 1))
        let back = try packed.unpacked(with: ZstdDecompressor())
        #expect(back == bitmap)
        #expect(ContentID(of: back) == ContentID(of: bitmap))
    }

    @Test func aFlatBitmapIsHeldInAFractionOfItsPixels() throws {
        // A plain 256×256 fill, as most of a UI's contents are: 262,144 bytes of pixels.
        let bitmap = ContentBitmap.uniform(width: 256, height: 256, color: .white)
        let packed = try PackedBitmap(bitmap, compressor: ZstdCompressor(level: 1))
        #expect(packed.packedSize * 100 < bitmap.pixels.count)
    }

    @Test func aPartialUpdateAppliesToTheUnpackedBase() throws {
        let base = ContentBitmap.uniform(width: 8, height: 8, color: .black)
        var expected = base
        expected.pixels.replaceSubrange(0..<4, with: [255, 255, 255, 255])
        let update = ContentsUpdateMessage(baseID: ContentID(of: base), newID: ContentID(of: expected),
                                           x: 0, y: 0, width: 1, height: 1, pixels: [255, 255, 255, 255])
        let packed = try PackedBitmap(base, compressor: ZstdCompressor(level: 1))
        #expect(try packed.unpacked(with: ZstdDecompressor()).applying(update) == expected)
    }
}
