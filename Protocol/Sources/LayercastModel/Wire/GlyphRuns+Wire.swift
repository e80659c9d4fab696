import Foundation

// SPEC §4.6 (version 4): the value of property 27 `glyphRuns`.

extension WireWriter {
    mutating func glyphRuns(_ runs: [GlyphRun], _ l: @autoclosure () -> String) {
        let label = l()
        u16(UInt16(clamping: runs.count), label + " run count")
        for (i, run) in runs.enumerated() {
            let r = "\(label) run[\(i)]"
            u64(run.face, r + " face"); f32(run.size, r + " size")
            color(run.color, r + " color"); cgPoint(run.origin, r + " origin")
            bool(run.clip != nil, r + " clip present"); if let c = run.clip { rect(c, r + " clip") }
            u8(UInt8(clamping: run.decorations.count), r + " decoration count")
            for (j, d) in run.decorations.enumerated() { rect(d, "\(r) decoration[\(j)]") }
            u16(UInt16(clamping: run.glyphs.count), r + " glyph count")
            for (j, g) in run.glyphs.enumerated() {
                u32(g.glyph, "\(r) glyph[\(j)]"); f32(g.x, "\(r) glyph[\(j)].x"); f32(g.y, "\(r) glyph[\(j)].y")
            }
        }
    }
}

extension WireReader {
    /// SPEC §4.6: counts past L20/L21 are `limitExceeded`, a size that is not > 0 and every
    /// non-finite number `malformed`.
    mutating func glyphRuns(_ l: @autoclosure () -> String) throws(ProtocolError) -> [GlyphRun] {
        let label = l()
        let n = try count16(label + " run count", minElementSize: GlyphRun.minimumWireSize,
                            limit: ProtocolLimits.maxRunsPerLayer)
        var runs: [GlyphRun] = []
        runs.reserveCapacity(n)
        for i in 0..<n {
            let r = "\(label) run[\(i)]"
            let face = try u64(r + " face")
            let size = try f32(r + " size")
            guard size > 0 else { throw ProtocolError(.malformed, "\(r) size \(size) is not positive") }
            let color = try color(r + " color")
            let origin = try cgPoint(r + " origin")
            let clip = try bool(r + " clip present") ? try rect(r + " clip") : nil
            let d = Int(try u8(r + " decoration count"))
            var decorations: [CGRect] = []
            for j in 0..<d { decorations.append(try rect("\(r) decoration[\(j)]")) }
            let g = try count16(r + " glyph count", minElementSize: 12, limit: ProtocolLimits.maxGlyphsPerRun)
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(g)
            for j in 0..<g {
                glyphs.append(PositionedGlyph(glyph: try u32("\(r) glyph[\(j)]"), x: try f32("\(r) glyph[\(j)].x"),
                                              y: try f32("\(r) glyph[\(j)].y")))
            }
            runs.append(GlyphRun(face: face, size: size, color: color, origin: origin, glyphs: glyphs,
                                 decorations: decorations, clip: clip))
        }
        return runs
    }

    /// SPEC §6.5: a glyph key; a phase over 3 is `malformed`.
    mutating func glyphKey(_ l: String) throws(ProtocolError) -> GlyphKey {
        let face = try u64(l + " face"), size = try u32(l + " pixelSize"), glyph = try u32(l + " glyph")
        let phase = try u8(l + " phase")
        guard Int(phase) < GlyphKey.phases else { throw ProtocolError(.malformed, "\(l) phase \(phase) is not 0…3") }
        return GlyphKey(face: face, pixelSize: size, glyph: glyph, phase: phase)
    }
}

extension WireWriter {
    mutating func glyphKey(_ k: GlyphKey, _ l: String) {
        u64(k.face, l + " face"); u32(k.pixelSize, l + " pixelSize"); u32(k.glyph, l + " glyph"); u8(k.phase, l + " phase")
    }
}

extension GlyphRun {
    /// The fewest bytes a run takes (SPEC §3's count check): face, size, colour, origin, clip
    /// presence, decoration count and glyph count.
    static let minimumWireSize = 8 + 4 + 16 + 16 + 1 + 1 + 2
}

extension GlyphsMessage {
    /// The fewest bytes a mask takes: key (17), format, left, top, width, height, byte count.
    static let minimumMaskSize = 17 + 1 + 4 + 4 + 2 + 2 + 4

    func write(_ w: inout WireWriter) {
        w.f64(scale, "scale")
        w.u16(UInt16(clamping: masks.count), "mask count")
        for (i, m) in masks.enumerated() {
            let l = "mask[\(i)]"
            w.glyphKey(m.key, l)
            w.u8(m.format.rawValue, l + " format \(m.format)")
            w.u32(UInt32(bitPattern: m.left), l + " left"); w.u32(UInt32(bitPattern: m.top), l + " top")
            w.u16(UInt16(clamping: m.width), l + " width"); w.u16(UInt16(clamping: m.height), l + " height")
            w.u32(UInt32(clamping: m.pixels.count), l + " byte count")
            if !m.pixels.isEmpty { w.bytes(m.pixels, l + " pixels") }
        }
    }

    /// SPEC §11.8.
    static func read(_ r: inout WireReader) throws(ProtocolError) -> GlyphsMessage {
        let scale = try r.f64("scale")
        guard scale > 0 else { throw ProtocolError(.malformed, "glyphs scale \(scale) is not positive") }
        let n = try r.count16("mask count", minElementSize: minimumMaskSize, limit: ProtocolLimits.maxGlyphsPerMessage)
        var masks: [GlyphMask] = []
        masks.reserveCapacity(n)
        for i in 0..<n {
            let l = "mask[\(i)]"
            let key = try r.glyphKey(l)
            let f = try r.u8(l + " format")
            guard let format = GlyphMask.Format(rawValue: f) else { throw ProtocolError(.malformed, "\(l): unknown format \(f)") }
            let left = Int32(bitPattern: try r.u32(l + " left")), top = Int32(bitPattern: try r.u32(l + " top"))
            let width = Int(try r.u16(l + " width")), height = Int(try r.u16(l + " height"))
            let limit = ProtocolLimits.maxGlyphMaskDimension
            guard width <= limit, height <= limit else {
                throw ProtocolError(.limitExceeded, "\(l) \(width)×\(height) exceeds \(limit) pixels")
            }
            let count = Int(try r.u32(l + " byte count"))
            // §11.8: "the byte count MUST be width × height × bytes per pixel".
            guard count == width * height * format.bytesPerPixel else {
                throw ProtocolError(.malformed, "\(l): \(count) bytes for a \(width)×\(height) \(format) mask")
            }
            masks.append(GlyphMask(key: key, format: format, left: left, top: top, width: width, height: height,
                                   pixels: try r.bytes(count, l + " pixels")))
        }
        return GlyphsMessage(scale: scale, masks: masks)
    }
}

extension GlyphReleaseMessage {
    func write(_ w: inout WireWriter) {
        w.u32(UInt32(clamping: keys.count), "key count")
        for (i, k) in keys.enumerated() { w.glyphKey(k, "key[\(i)]") }
    }

    /// SPEC §11.9.
    static func read(_ r: inout WireReader) throws(ProtocolError) -> GlyphReleaseMessage {
        let n = try r.count32("key count", minElementSize: 17, limit: ProtocolLimits.maxHeldGlyphs)
        var keys: [GlyphKey] = []
        keys.reserveCapacity(n)
        for i in 0..<n { keys.append(try r.glyphKey("key[\(i)]")) }
        return GlyphReleaseMessage(keys: keys)
    }
}
