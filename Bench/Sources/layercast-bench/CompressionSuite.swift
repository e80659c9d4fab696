import Foundation
import LayercastProtocol
import NIOCore

/// Figure 4: our encoding of content bitmaps (the `sub` pixel filter and zstd, through the real
/// contents-message encoder and decoder) against PNG (libpng via Cairo) on the same bitmaps.
enum CompressionSuite: BenchSuite {
    static let name = "compression"

    /// Bytes and seconds per pass over one category's bitmaps.
    private struct Measured {
        var bitmaps = 0
        var raw = 0
        var ours = 0
        var png = 0
        var oursEncode = 0.0
        var pngEncode = 0.0
        var oursDecode = 0.0
        var pngDecode = 0.0

        static func + (a: Measured, b: Measured) -> Measured {
            Measured(bitmaps: a.bitmaps + b.bitmaps, raw: a.raw + b.raw, ours: a.ours + b.ours, png: a.png + b.png,
                     oursEncode: a.oursEncode + b.oursEncode, pngEncode: a.pngEncode + b.pngEncode,
                     oursDecode: a.oursDecode + b.oursDecode, pngDecode: a.pngDecode + b.pngDecode)
        }
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let corpus = CompressionCorpus.make(quick: quick)
        let budget = quick ? 0.0 : 0.6
        let policy = CompressionPolicy.default
        var rows: [[String]] = []
        var total = Measured()
        var categoryMisses: [String] = []
        for category in CompressionCorpus.Category.allCases {
            let items = corpus.filter { $0.category == category }
            guard !items.isEmpty else { continue }
            let m = try measure(items, policy: policy, budget: budget)
            total = total + m
            rows.append(row(category.rawValue, m))
            if Double(m.ours) > 1.1 * Double(m.png) || m.pngEncode / m.oursEncode < 5 { categoryMisses.append(category.rawValue) }
        }
        rows.append(row("**total**", total))
        let sizeRatio = Double(total.ours) / Double(total.png)
        let encodeSpeedup = total.pngEncode / total.oursEncode
        var notes = [
            "Ours: each bitmap as the server sends it: the filter `PixelFilterChooser` picks (`sub` or `subPlanar`, from a trial band of an eighth of the rows at zstd level 1; the choice is inside the encode time), then `ServerMessage.contents(ContentsMessage(bitmap:id:filter:))` through `MessageEncoder(compression: .default)` (zstd level \(policy.level), one reused context), frame header included; decode is `ServerMessageDecoder` on that frame, which un-filters and checks the content hash as the client does. The content id is computed when the toolkit draws the contents, so it is not in the encode time.",
            "PNG: `cairo_surface_write_to_png_stream` from an ARGB32 surface holding the bitmap (libpng defaults: zlib level 6, adaptive row filters; Cairo un-premultiplies on the way), and `cairo_image_surface_create_from_png_stream` back to a surface.",
            "Bitmaps: text = every label the demo draws at 390×844 pt, 3× (title, subtitle, button, counter, list rows, caption, toolbar items) plus a 5-line paragraph label; UI = UISwitch (on/off) and UISlider at several widths drawn by the toolkit at 3×; photos = the demo's DemoPhotos (landscapes painted in code with gradients, Bézier hills and stars — synthetic, photo-like, not camera photos), 1050×630 px.",
            quick ? "Quick mode: one timed pass per codec; the speeds are not meaningful." : "Speeds are raw pixel bytes (width × height × 4) per second: the median of passes over each category's bitmaps, repeated for at least \(String(format: "%.1f", budget)) s (and 3 passes) per codec after one warm-up pass, on one thread.",
        ]
        if !quick, !categoryMisses.isEmpty {
            notes.append("Per category, the goal is missed for: \(categoryMisses.joined(separator: ", ")).")
        }
        return [BenchSection(
            title: "4. Content compression",
            goal: "size within 10 % of PNG (or smaller) at ≥ 5× PNG's encode speed",
            headers: ["content", "bitmaps", "raw", "ours", "PNG", "ours / PNG", "encode ours", "encode PNG", "encode speed-up",
                      "decode ours", "decode PNG", "decode speed-up"],
            rows: rows,
            goalMet: quick ? nil : sizeRatio <= 1.10 && encodeSpeedup >= 5,
            notes: notes)]
    }

    private static func row(_ name: String, _ m: Measured) -> [String] {
        [name, String(m.bitmaps), BenchFormat.bytes(Double(m.raw)), BenchFormat.bytes(Double(m.ours)),
         BenchFormat.bytes(Double(m.png)), String(format: "%.3f", Double(m.ours) / Double(m.png)),
         speed(m.raw, m.oursEncode), speed(m.raw, m.pngEncode), BenchFormat.ratio(m.pngEncode / m.oursEncode),
         speed(m.raw, m.oursDecode), speed(m.raw, m.pngDecode), BenchFormat.ratio(m.pngDecode / m.oursDecode)]
    }

    private static func speed(_ bytes: Int, _ seconds: Double) -> String {
        String(format: "%.0f MB/s", Double(bytes) / seconds / 1e6)
    }

    private static func measure(_ items: [CompressionCorpus.Item], policy: CompressionPolicy,
                                budget: Double) throws -> Measured {
        var m = Measured()
        m.bitmaps = items.count
        m.raw = items.reduce(0) { $0 + $1.bitmap.pixels.count }

        var encoder = MessageEncoder(compression: policy)
        let chooser = PixelFilterChooser()
        func message(_ item: CompressionCorpus.Item) -> ServerMessage {
            let filter = chooser.choose(among: [.sub, .subPlanar], pixels: item.bitmap.pixels, bytesPerRow: item.bitmap.bytesPerRow)
            return .contents(ContentsMessage(bitmap: item.bitmap, id: item.id, filter: filter))
        }
        var frames: [ByteBuffer] = []
        for item in items {
            frames.append(try encoder.encode(message(item)))
        }
        m.ours = frames.reduce(0) { $0 + $1.readableBytes }
        var decoder = ServerMessageDecoder()
        for (item, frame) in zip(items, frames) {
            decoder.append(frame)
            guard case .contents(let message)? = try decoder.nextMessage(), message.bitmap == item.bitmap else {
                throw BenchMeasurementFailure("our frame did not decode to its bitmap")
            }
        }
        let png = PNGCodec()
        let surfaces = items.map { PNGCodec.Surface($0.bitmap) }
        let pngs = try surfaces.map { try png.encode($0) }
        m.png = pngs.reduce(0) { $0 + $1.count }
        for (item, bytes) in zip(items, pngs) {
            let size = try png.decode(bytes)
            guard size == (item.bitmap.width, item.bitmap.height) else { throw BenchMeasurementFailure("PNG decoded to another size") }
        }

        m.oursEncode = try timePass(budget: budget) {
            for item in items {
                let frame = try encoder.encode(message(item))
                sink(frame.readableBytes)
            }
        }
        m.pngEncode = try timePass(budget: budget) {
            for surface in surfaces { sink(try png.encode(surface).count) }
        }
        m.oursDecode = try timePass(budget: budget) {
            for frame in frames {
                decoder.append(frame)
                guard case .contents(let message)? = try decoder.nextMessage() else { throw BenchMeasurementFailure("no contents") }
                sink(message.bitmap.width)
            }
        }
        m.pngDecode = try timePass(budget: budget) {
            for bytes in pngs { sink(try png.decode(bytes).width) }
        }
        return m
    }

    /// The median seconds of one pass of `body`, repeated until `budget` seconds have passed
    /// (at least 3 passes; 1 when the budget is 0, as in quick mode).
    private static func timePass(budget: Double, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        try body() // warm-up: contexts, caches, first-touch allocations
        var samples: [Double] = []
        var spent = 0.0
        repeat {
            let t0 = clock.now
            try body()
            let seconds = (clock.now - t0).microseconds / 1e6
            samples.append(seconds)
            spent += seconds
        } while budget > 0 && (spent < budget || samples.count < 3)
        return BenchStats(samples).median
    }

    /// Keeps a result alive so the optimiser cannot drop the work that produced it.
    @inline(never)
    private static func sink(_ value: Int) { if value == Int.min { print(value) } }
}
