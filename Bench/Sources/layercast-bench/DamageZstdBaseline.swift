import Foundation
import LayercastProtocol

/// Figure 1's second baseline: each frame's damaged rectangles, their pixels compressed as one
/// zstd frame at the level the protocol uses (`CompressionPolicy.default`), with the
/// protocol's own zstd wrapper. Its message per frame: a 4-byte length, 8 bytes per rectangle
/// (x, y, width, height as 16-bit numbers) and the compressed pixels (BGRX, 4 bytes a pixel).
final class DamageZstdBaseline {
    private let compressor = ZstdCompressor(level: CompressionPolicy.default.level)
    /// Bytes of every message so far.
    private(set) var bytes = 0

    /// The bytes of one frame's message; adds them to `bytes`.
    @discardableResult
    func send(_ rects: [PixelRect], of frame: [UInt8], width: Int) throws -> Int {
        guard !rects.isEmpty else { return 0 }
        let payload = try compressor.compress(FrameDamage.pixels(of: rects, in: frame, width: width))
        let size = 4 + 8 * rects.count + payload.readableBytes
        bytes += size
        return size
    }
}
