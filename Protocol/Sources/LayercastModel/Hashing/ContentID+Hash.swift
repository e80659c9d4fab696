extension ContentID {
    /// The content id of a bitmap (SPEC §6.2): XXH64 with seed 0 over a 12-byte header — u32
    /// width, u32 height, u32 pixel format, little-endian — followed by the unfiltered pixels.
    public init(of bitmap: ContentBitmap) {
        self.init(width: bitmap.width, height: bitmap.height, format: bitmap.format, pixels: bitmap.pixels)
    }

    /// The content id of pixels with this size and format (SPEC §6.2).
    public init(width: Int, height: Int, format: PixelFormat, pixels: [UInt8]) {
        var h = XXH64(seed: 0)
        var header: [UInt8] = []
        for v in [UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: height), UInt32(format.rawValue)] {
            withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) }
        }
        h.update(header)
        h.update(pixels)
        self.init(h.digest())
    }
}

extension ContentBitmap {
    /// This bitmap with one rectangle replaced by a partial contents update (SPEC §11.4).
    ///
    /// Throws `invalidTree` when the rectangle does not lie inside the bitmap and
    /// `contentMismatch` when the result does not hash to the update's `newID`.
    public func applying(_ update: ContentsUpdateMessage) throws(ProtocolError) -> ContentBitmap {
        let x = Int(update.x), y = Int(update.y), w = Int(update.width), h = Int(update.height)
        // §11.4: "the rectangle MUST lie inside the base bitmap".
        guard x + w <= width, y + h <= height, update.pixels.count == w * h * 4 else {
            throw ProtocolError(.invalidTree, "update rectangle \(x),\(y) \(w)×\(h) is outside \(width)×\(height)")
        }
        var out = self
        for row in 0..<h {
            let dst = ((y + row) * width + x) * 4
            out.pixels.replaceSubrange(dst..<dst + w * 4, with: update.pixels[(row * w * 4)..<((row + 1) * w * 4)])
        }
        // §11.4: "the result MUST hash to newID".
        let id = ContentID(of: out)
        guard id == update.newID else { throw ProtocolError(.contentMismatch, "update yields \(id), not \(update.newID)") }
        return out
    }
}
