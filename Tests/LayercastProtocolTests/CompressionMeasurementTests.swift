import CZstd
import Foundation
import NIOCore
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// The measurement behind SPEC §2.4 and docs/PROTOCOL-NOTES.md: per-message zstd frames against
/// one streaming context per connection, and the `sub` pixel filter. It prints its numbers; it
/// asserts only byte counts, which do not depend on the machine.
@Suite struct CompressionMeasurementTests {
    /// A UI-like bitmap: flat background, a rounded button, text-like strokes, a gradient band.
    static func uiBitmap(width: Int, height: Int) -> [UInt8] {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        var rng = SplitMix64(seed: 1)
        let glyphs = (0..<64).map { _ in UInt64.random(in: 0...UInt64.max, using: &rng) }
        for y in 0..<height {
            for x in 0..<width {
                var c: (UInt8, UInt8, UInt8) = (0xF2, 0xF2, 0xF7)
                if y < height / 6 { let g = UInt8(0x40 + y * 0x80 / max(height / 6, 1)); c = (g, g / 2, 0xC0) }
                let bx = x - width / 4, by = y - height / 2
                if bx >= 0, bx < width / 2, by >= 0, by < height / 6 { c = (0xFF, 0x7A, 0x00) }
                let row = y % 24, col = x % 12
                if y > height / 5, y < height / 2, row < 16, col < 8 {
                    let glyph = glyphs[(x / 12 + y / 24 * 7) % glyphs.count]
                    if glyph >> UInt64((row * 8 + col) % 64) & 1 == 1 { c = (0x20, 0x20, 0x20) }
                }
                let i = (y * width + x) * 4
                px[i] = c.2; px[i + 1] = c.1; px[i + 2] = c.0; px[i + 3] = 0xFF
            }
        }
        return px
    }

    /// Commits like a UI under interaction: a few layers move or change colour per commit.
    static func commits(_ count: Int) throws -> [[UInt8]] {
        var rng = SplitMix64(seed: 2)
        return try (0..<count).map { i in
            let ops: [LayerOperation] = (0..<Int.random(in: 1...12, using: &rng)).map { j in
                .setProperties(LayerID(UInt64(2 + (i + j) % 300)), [.position(CGPoint(x: Double(i % 320), y: Double(j * 44) + 0.5)),
                                                                      .opacity(Float(i % 10) / 10)])
            }
            return try payloadBytes(ServerMessage.commit(CommitMessage(commitID: UInt64(i), serverTime: Double(i) / 60, operations: ops)))
        }
    }

    static func perMessage(_ payloads: [[UInt8]]) throws -> (bytes: Int, seconds: Double) {
        let c = ZstdCompressor(level: 3)
        var total = 0
        let start = Date()
        for p in payloads { total += try c.compress(p).readableBytes }
        return (total, Date().timeIntervalSince(start))
    }

    static func streaming(_ payloads: [[UInt8]]) -> (bytes: Int, seconds: Double) {
        let ctx = ZSTD_createCCtx()
        defer { ZSTD_freeCCtx(ctx) }
        ZSTD_CCtx_setParameter(ctx, ZSTD_c_compressionLevel, 3)
        var out = [UInt8](repeating: 0, count: 1 << 22)
        var total = 0
        let start = Date()
        for p in payloads {
            p.withUnsafeBytes { src in
                out.withUnsafeMutableBytes { dst in
                    var input = ZSTD_inBuffer(src: src.baseAddress, size: src.count, pos: 0)
                    var output = ZSTD_outBuffer(dst: dst.baseAddress, size: dst.count, pos: 0)
                    while ZSTD_compressStream2(ctx, &output, &input, ZSTD_e_flush) != 0 {}
                    total += output.pos
                }
            }
        }
        return (total, Date().timeIntervalSince(start))
    }

    // MARK: - Measurement

    @Test func perMessageFramesAgainstAStreamingContext() throws {
        let commits = try Self.commits(600)
        let raw = commits.reduce(0) { $0 + $1.count }
        let a = try Self.perMessage(commits), b = Self.streaming(commits)
        print("MEASURE commits: n=600 raw=\(raw)B perMessage=\(a.bytes)B (ratio \(String(format: "%.2f", Double(raw) / Double(a.bytes))), "
              + "\(String(format: "%.1f", Double(raw) / a.seconds / 1e6)) MB/s) streaming=\(b.bytes)B (ratio "
              + "\(String(format: "%.2f", Double(raw) / Double(b.bytes))), \(String(format: "%.1f", Double(raw) / b.seconds / 1e6)) MB/s)")
        #expect(a.bytes < raw * 2 && b.bytes < raw)

        let snapshot = try payloadBytes(ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 0,
            operations: (try LayerTree(snapshot: (2...501).map { .createLayer(LayerID(UInt64($0))) }
                + [.setSublayers(.root, (2...501).map { LayerID(UInt64($0)) })]
                + (2...501).map { .setProperties(LayerID(UInt64($0)), [.bounds(CGRect(x: 0, y: 0, width: 100, height: 44)),
                                                                       .position(CGPoint(x: 50, y: Double($0) * 44)),
                                                                       .backgroundColor(.white), .cornerRadius(8)]) })).snapshotOperations())))
        let s = try Self.perMessage([snapshot])
        print("MEASURE snapshot of 500 layers: raw=\(snapshot.count)B zstd=\(s.bytes)B ratio \(String(format: "%.1f", Double(snapshot.count) / Double(s.bytes)))")
        #expect(s.bytes * 4 < snapshot.count)
    }

    @Test func subFilterOnUIBitmaps() throws {
        for (w, h) in [(640, 480), (200, 88)] {
            let px = Self.uiBitmap(width: w, height: h)
            let plain = try Self.perMessage([px])
            let sub = try Self.perMessage([PixelFilter.sub.apply(to: px, bytesPerRow: w * 4)])
            var grad = [UInt8](repeating: 0xFF, count: w * h * 4)
            for y in 0..<h { for x in 0..<w { let i = (y * w + x) * 4; grad[i] = UInt8(x * 255 / w); grad[i + 1] = UInt8(y * 255 / h); grad[i + 2] = UInt8((x + y) & 0xFF) } }
            let gPlain = try Self.perMessage([grad]), gSub = try Self.perMessage([PixelFilter.sub.apply(to: grad, bytesPerRow: w * 4)])
            print("MEASURE bitmap \(w)x\(h) UI: raw=\(px.count)B none=\(plain.bytes)B sub=\(sub.bytes)B; gradient: none=\(gPlain.bytes)B sub=\(gSub.bytes)B; "
                  + "none \(String(format: "%.0f", Double(px.count) / plain.seconds / 1e6)) MB/s")
            #expect(gSub.bytes < gPlain.bytes, "sub helps gradients")
        }
    }
}
