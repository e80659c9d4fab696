import LayercastProtocol
import NIOCore

extension FuzzHarness {
    // MARK: - Target 4: zstd payloads, pixel filters and partial contents updates

    /// Bytes of the input that parameterise the zstd target; the rest is the body.
    static let zstdHeaderSize = 8

    /// Target `zstd-payload`. Input: 8 parameter bytes, then a body that is inflated as one zstd
    /// frame under a small limit, filtered and unfiltered as pixel rows, and used as the pixels of
    /// a partial contents update. Every stage is checked against an oracle, not only for crashes.
    static func zstdPayload(_ data: [UInt8]) -> FuzzOutcome {
        var outcome = FuzzOutcome(messages: 0, ending: .finished, violations: [])
        guard data.count >= zstdHeaderSize else { return outcome }
        let p = Array(data[..<zstdHeaderSize]), body = Array(data[zstdHeaderSize...])
        let limit = [0, 1, 16, 255, 256, 4096, 65536, 1 << 20][Int(p[0] & 7)]
        let decompressor = ZstdDecompressor()
        do {
            let out = try decompressor.decompress(ByteBuffer(bytes: body), limit: limit)
            outcome.messages += 1
            outcome.check(out.readableBytes <= limit, "inflated \(out.readableBytes) bytes past limit \(limit)")
            let packed = try ZstdCompressor().compress(Array(out.readableBytesView))
            let again = try decompressor.decompress(packed, limit: limit)
            outcome.check(again == out, "zstd round trip changed the bytes")
        } catch {
            outcome.ending = .failed(error.code)
        }
        outcome.violations += reuseViolations(decompressor)
        outcome.violations += filterViolations(body, bytesPerRow: Int(p[1]))
        outcome.violations += updateViolations(p, body)
        return outcome
    }

    /// A context that inflated (or refused) anything still inflates a good frame correctly.
    static func reuseViolations(_ decompressor: ZstdDecompressor) -> [String] {
        let sample: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        do {
            let out = try decompressor.decompress(try ZstdCompressor().compress(sample), limit: sample.count)
            return Array(out.readableBytesView) == sample ? [] : ["reused zstd context inflates a good frame wrongly"]
        } catch {
            return ["reused zstd context refuses a good frame: \(error)"]
        }
    }

    /// `invert` undoes `apply` and `apply` undoes `invert`, for every filter (SPEC §6.3).
    static func filterViolations(_ pixels: [UInt8], bytesPerRow: Int) -> [String] {
        var v: [String] = []
        for filter in PixelFilter.allCases {
            if filter.invert(filter.apply(to: pixels, bytesPerRow: bytesPerRow), bytesPerRow: bytesPerRow) != pixels {
                v.append("\(filter).invert does not undo apply at \(bytesPerRow) bytes per row")
            }
            if filter.apply(to: filter.invert(pixels, bytesPerRow: bytesPerRow), bytesPerRow: bytesPerRow) != pixels {
                v.append("\(filter).apply does not undo invert at \(bytesPerRow) bytes per row")
            }
        }
        return v
    }

    /// `ContentBitmap.applying` (SPEC §11.4) against a direct oracle: a rectangle from the
    /// parameter bytes (small values, or values near `UInt32.max` to probe overflow) over a base
    /// bitmap of up to 8×8 pixels; `newID` is the oracle's result when bit 7 of byte 0 is set.
    static func updateViolations(_ p: [UInt8], _ body: [UInt8]) -> [String] {
        let width = 1 + Int(p[2] % 8), height = 1 + Int(p[3] % 8)
        let basePixels = (0..<width * height * 4).map { body.isEmpty ? UInt8(truncatingIfNeeded: $0) : body[$0 % body.count] }
        let base = ContentBitmap(width: width, height: height, pixels: basePixels)
        func coordinate(_ b: UInt8) -> UInt32 { b < 0xF0 ? UInt32(b % 10) : UInt32.max - UInt32(0xFF - b) }
        let x = coordinate(p[4]), y = coordinate(p[5]), w = coordinate(p[6]), h = coordinate(p[7])
        let (area, overflow) = Int(w).multipliedReportingOverflow(by: Int(h) * 4)
        let rectPixels = overflow ? body : Array(body.prefix(area))
        var expected: ContentBitmap?
        if Int(x) + Int(w) <= width, Int(y) + Int(h) <= height, !overflow, rectPixels.count == area {
            var out = base
            for row in 0..<Int(h) {
                for col in 0..<Int(w) * 4 {
                    out.pixels[((Int(y) + row) * width + Int(x)) * 4 + col] = rectPixels[row * Int(w) * 4 + col]
                }
            }
            expected = out
        }
        let newID = p[0] & 0x80 != 0 && expected != nil
            ? ContentID(of: expected!)
            : ContentID(body.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        let update = ContentsUpdateMessage(baseID: ContentID(of: base), newID: newID, x: x, y: y,
                                           width: w, height: h, pixels: rectPixels)
        do {
            let result = try base.applying(update)
            guard let expected else { return ["update \(x),\(y) \(w)×\(h) accepted outside \(width)×\(height)"] }
            return result == expected ? [] : ["update produced other pixels than the oracle"]
        } catch {
            switch (expected, error.code) {
            case (nil, .invalidTree): return []
            case (let e?, .contentMismatch) where ContentID(of: e) != newID: return []
            default: return ["update \(x),\(y) \(w)×\(h) on \(width)×\(height): unexpected \(error)"]
            }
        }
    }
}
