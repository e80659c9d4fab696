import Foundation
@testable import LayercastProtocol
@testable import LayercastModel

/// `Vectors/glyph-keys.json` (SPEC §6.5, §16.6): the arithmetic of a glyph's mask key and pen
/// pixel, on the boundaries where another precision, order or rounding gives another key. Each
/// case that guards against a plausible mistake names it and what it would give; generating the
/// file fails when the mistake would give the same answer (the case would guard nothing).
struct GlyphKeyVectorFile: Codable {
    /// One run glyph at one glyph scale and what §6.5 makes of it.
    struct Case: Codable {
        var name: String
        /// The rule the case pins down.
        var why: String
        /// A plausible other arithmetic and the different answer it gives, if the case guards one.
        var otherwise: String?
        /// The glyph scale s (binary64) and its bit pattern.
        var scale: Double
        var scaleBits: String
        /// The run's em size (binary32) and its bit pattern.
        var size: Float
        var sizeBits: String
        /// The run's origin (binary64 each).
        var originX: Double
        var originXBits: String
        var originY: Double
        var originYBits: String
        /// The glyph's offset from the origin (binary32 each).
        var glyphX: Float
        var glyphXBits: String
        var glyphY: Float
        var glyphYBits: String
        /// The key's pixel size (1/64 px) and phase, and the pen's pixel column and row.
        var pixelSize: UInt32
        var phase: UInt8
        var penColumn: Int
        var penRow: Int
    }

    var generated: String
    var section: String
    var description: String
    var cases: [Case]
}

extension VectorCatalog {
    /// A case's inputs; `otherwise` computes a mistaken answer and says what it is.
    private struct GlyphKeyInput {
        var name: String, why: String
        var scale: Double, size: Float = 17, origin: CGPoint, glyph: (x: Float, y: Float) = (0, 0)
        var otherwise: ((GlyphKeyInput) -> (label: String, differs: (GlyphKeyVectorFile.Case) -> Bool))?
    }

    /// The binary32 value nearest `v` (what a client computing in single precision holds).
    private static func single(_ v: Double) -> Double { Double(Float(v)) }

    /// §6.5's quarter and step on an already computed pixel position, as a mistaken client would
    /// apply them after computing the position its own way.
    private static func phase(px: Double, scale: Double) -> UInt8 {
        let quarter = Int((4 * (px - px.rounded(.down))).rounded(.down))
        let step = GlyphKey.phaseStep(scale: scale)
        return UInt8(quarter / step * step)
    }

    private static var glyphKeyInputs: [GlyphKeyInput] { [
        GlyphKeyInput(name: "a pen exactly on a quarter pixel", why: "⌊4·frac(x_px)⌋: a quarter boundary belongs to the quarter it starts",
                      scale: 1, origin: CGPoint(x: 0, y: 10), glyph: (0.25, 0)),
        GlyphKeyInput(name: "origin plus offset in binary64", why: "x_pt = origin.x + x is one binary64 addition of the f64 origin and the exactly widened f32 offset",
                      scale: 1, origin: CGPoint(x: 0.1, y: 10), glyph: (0.65, 0),
                      otherwise: { i in
                          let px = single(single(Double(i.origin.x)) + Double(i.glyph.x)) * i.scale
                          let p = phase(px: px, scale: i.scale)
                          return ("adding in binary32 gives x_px \(px), phase \(p)", { $0.phase != p })
                      }),
        GlyphKeyInput(name: "the sum before the product", why: "x_px = (origin.x + x) · s: the sum first, then one binary64 product",
                      scale: 1.2, origin: CGPoint(x: 0.25, y: 10), glyph: (2.25, 0),
                      otherwise: { i in
                          let px = Double(i.origin.x) * i.scale + Double(i.glyph.x) * i.scale
                          let p = phase(px: px, scale: i.scale), column = Int(px.rounded(.down))
                          return ("origin.x·s + x·s gives x_px \(px), phase \(p), column \(column)",
                                  { $0.phase != p || $0.penColumn != column })
                      }),
        GlyphKeyInput(name: "the product in binary64", why: "x_px is a binary64 product, never rounded to binary32",
                      scale: 2.5, origin: CGPoint(x: 0.1, y: 10), glyph: (0.7, 0),
                      otherwise: { i in
                          let px = single((Double(i.origin.x) + Double(i.glyph.x)) * i.scale)
                          let p = phase(px: px, scale: i.scale), column = Int(px.rounded(.down))
                          return ("x_px rounded to binary32 gives \(px), phase \(p), column \(column)",
                                  { $0.phase != p || $0.penColumn != column })
                      }),
        GlyphKeyInput(name: "a pen left of the origin", why: "frac and the column use ⌊⌋, also below zero: −0.3 px is column −1, 0.7 into it",
                      scale: 1, origin: CGPoint(x: -0.3, y: 10),
                      otherwise: { i in
                          let px = (Double(i.origin.x) + Double(i.glyph.x)) * i.scale
                          let frac = px - px.rounded(.towardZero)
                          let p = UInt8(max(0, Int((4 * frac).rounded(.towardZero))))
                          return ("truncating toward zero gives column \(Int(px)), phase \(p)",
                                  { $0.penColumn != Int(px) || $0.phase != p })
                      }),
        GlyphKeyInput(name: "just below 1.5×: quarter-pixel phases", why: "step 1 while s < 1.5: the quarter is the phase",
                      scale: 1.49, origin: CGPoint(x: 0.51, y: 10),
                      otherwise: { _ in ("step 2 would give phase 2", { $0.phase != 2 }) }),
        GlyphKeyInput(name: "1.5×: half-pixel phases", why: "step 2 from s = 1.5: quarter 3 becomes phase 2",
                      scale: 1.5, origin: CGPoint(x: 0.5, y: 10),
                      otherwise: { _ in ("step 1 would give phase 3", { $0.phase != 3 }) }),
        GlyphKeyInput(name: "3×: whole pixels", why: "step 4 from s = 3: every phase is 0",
                      scale: 3, origin: CGPoint(x: 0.3, y: 10),
                      otherwise: { _ in ("step 2 would give phase 2", { $0.phase != 2 }) }),
        GlyphKeyInput(name: "a pixel size of exactly one half", why: "size · s · 64 = 640.5 rounds half away from zero",
                      scale: 1, size: 10.0078125, origin: CGPoint(x: 0, y: 10),
                      otherwise: { _ in ("rounding half to even gives 640", { $0.pixelSize != 640 }) }),
        GlyphKeyInput(name: "a pixel size between whole 64ths", why: "17 pt at 1.28×: 1392.64/64 px, rounded to nearest",
                      scale: 1.28, size: 17, origin: CGPoint(x: 0, y: 10),
                      otherwise: { _ in ("truncating gives 1392", { $0.pixelSize != 1392 }) }),
        GlyphKeyInput(name: "a pixel size past u32", why: "a size over 2^32 − 1 sixty-fourths of a pixel is clamped to 2^32 − 1",
                      scale: 1, size: 100_000_000, origin: CGPoint(x: 0, y: 10)),
        GlyphKeyInput(name: "a baseline on a half pixel", why: "the pen row rounds y_px half away from zero: 20.5 is row 21",
                      scale: 2, origin: CGPoint(x: 0, y: 10.25),
                      otherwise: { _ in ("rounding half to even gives row 20", { $0.penRow != 20 }) }),
        GlyphKeyInput(name: "a baseline half a pixel above the top", why: "half away from zero below zero too: −0.5 is row −1",
                      scale: 2, origin: CGPoint(x: 0, y: -0.25),
                      otherwise: { _ in ("rounding half up (⌊y + 0.5⌋) gives row 0", { $0.penRow != 0 }) }),
        GlyphKeyInput(name: "the glyph's own y", why: "y_px = (origin.y + y) · s with the glyph's f32 y widened exactly",
                      scale: 2, origin: CGPoint(x: 0, y: 13.5), glyph: (0, -0.5)),
    ] }

    private static func bits(_ v: Double) -> String { String(format: "0x%016llx", v.bitPattern) }
    private static func bits(_ v: Float) -> String { String(format: "0x%08x", v.bitPattern) }

    /// Every case, its expected values computed by the reference implementation (`GlyphRun`).
    static func glyphKeyVectors() throws -> GlyphKeyVectorFile {
        let cases = try glyphKeyInputs.map { i throws(ProtocolError) -> GlyphKeyVectorFile.Case in
            let run = GlyphRun(face: face, size: i.size, color: .black, origin: i.origin,
                               glyphs: [PositionedGlyph(glyph: 1, x: i.glyph.x, y: i.glyph.y)])
            let key = run.key(ofGlyphAt: 0, scale: i.scale)
            var c = GlyphKeyVectorFile.Case(
                name: i.name, why: i.why, scale: i.scale, scaleBits: bits(i.scale), size: i.size, sizeBits: bits(i.size),
                originX: Double(i.origin.x), originXBits: bits(Double(i.origin.x)),
                originY: Double(i.origin.y), originYBits: bits(Double(i.origin.y)),
                glyphX: i.glyph.x, glyphXBits: bits(i.glyph.x), glyphY: i.glyph.y, glyphYBits: bits(i.glyph.y),
                pixelSize: key.pixelSize, phase: key.phase,
                penColumn: GlyphKey.penColumn(x: Double(i.origin.x) + Double(i.glyph.x), scale: i.scale),
                penRow: GlyphKey.penRow(y: Double(i.origin.y) + Double(i.glyph.y), scale: i.scale))
            if let otherwise = i.otherwise?(i) {
                guard otherwise.differs(c) else {
                    throw ProtocolError(.internalError, "glyph-key case \"\(i.name)\" guards nothing: \(otherwise.label)")
                }
                c.otherwise = otherwise.label
            }
            return c
        }
        return GlyphKeyVectorFile(
            generated: VectorPaths.generatedNote, section: "§6.5",
            description: "One glyph of a run at a glyph scale: its mask key's pixel size and phase, and its pen's pixel "
                + "column and row, by SPEC §6.5's arithmetic (binary64, the sum before the product, ⌊⌋ for the column "
                + "and the phase, halves away from zero for the pixel size and the row). Inputs are given as numbers "
                + "and as bit patterns; binary32 fields are exact when widened.",
            cases: cases)
    }
}
