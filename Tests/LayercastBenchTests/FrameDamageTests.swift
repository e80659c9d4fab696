import Testing
@testable import layercast_bench

/// The damage rectangles the framebuffer baselines send, on small synthetic frames.
@Suite struct FrameDamageTests {
    /// A `width`×`height` grey frame.
    static func frame(_ width: Int, _ height: Int) -> [UInt8] { [UInt8](repeating: 200, count: width * height * 4) }

    static func paint(_ frame: inout [UInt8], width: Int, x: Int, y: Int, value: UInt8 = 7) {
        let i = (y * width + x) * 4
        frame[i] = value; frame[i + 1] = value; frame[i + 2] = value
    }

    // MARK: - Rectangles

    @Test func identicalFramesHaveNoDamage() {
        let a = Self.frame(100, 100)
        #expect(FrameDamage.rects(from: a, to: a, width: 100, height: 100).isEmpty)
    }

    @Test func onePixelDamagesItsTile() {
        let a = Self.frame(100, 100)
        var b = a
        Self.paint(&b, width: 100, x: 40, y: 70)
        #expect(FrameDamage.rects(from: a, to: b, width: 100, height: 100) == [PixelRect(x: 32, y: 64, width: 32, height: 32)])
    }

    @Test func neighbouringTilesMergeIntoOneRectangle() {
        let a = Self.frame(128, 128)
        var b = a
        // A 2×2 block of tiles: (1, 1), (2, 1), (1, 2), (2, 2).
        for (x, y) in [(40, 40), (70, 33), (33, 90), (90, 90)] { Self.paint(&b, width: 128, x: x, y: y) }
        #expect(FrameDamage.rects(from: a, to: b, width: 128, height: 128) == [PixelRect(x: 32, y: 32, width: 64, height: 64)])
    }

    @Test func separateRunsStaySeparateAndEdgeTilesAreClipped() {
        let a = Self.frame(100, 50)
        var b = a
        Self.paint(&b, width: 100, x: 0, y: 0)
        Self.paint(&b, width: 100, x: 99, y: 49)
        #expect(FrameDamage.rects(from: a, to: b, width: 100, height: 50) == [
            PixelRect(x: 0, y: 0, width: 32, height: 32),
            PixelRect(x: 96, y: 32, width: 4, height: 18),
        ])
    }

    @Test func aRunOfOtherColumnsBelowStartsANewRectangle() {
        let a = Self.frame(128, 64)
        var b = a
        Self.paint(&b, width: 128, x: 5, y: 5)
        Self.paint(&b, width: 128, x: 40, y: 5)
        Self.paint(&b, width: 128, x: 5, y: 40)
        #expect(FrameDamage.rects(from: a, to: b, width: 128, height: 64) == [
            PixelRect(x: 0, y: 0, width: 64, height: 32),
            PixelRect(x: 0, y: 32, width: 32, height: 32),
        ])
    }

    // MARK: - Pixels

    @Test func pixelsOfRectanglesAreTheirRowsInOrder() {
        let width = 4
        let frame = (0..<(width * 3 * 4)).map { UInt8($0) }
        let pixels = FrameDamage.pixels(of: [PixelRect(x: 1, y: 1, width: 2, height: 2)], in: frame, width: width)
        // Row 1, pixels 1–2 (bytes 20..<28), then row 2, pixels 1–2 (bytes 36..<44).
        #expect(pixels == Array(20..<28) + Array(36..<44))
    }

    @Test func damageBaselineCountsHeadersAndCompressedPixels() throws {
        let baseline = DamageZstdBaseline()
        let frame = Self.frame(64, 64)
        #expect(try baseline.send([], of: frame, width: 64) == 0)
        let size = try baseline.send([PixelRect(x: 0, y: 0, width: 64, height: 64)], of: frame, width: 64)
        // A flat 16 KiB block compresses to a few dozen bytes, plus the 12 bytes of framing.
        #expect(size > 12 && size < 200)
        #expect(baseline.bytes == size)
    }
}
