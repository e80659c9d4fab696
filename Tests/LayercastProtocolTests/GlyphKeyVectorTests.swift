import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// `Vectors/glyph-keys.json` (SPEC §6.5, §16.6) read back: every case's key and pen pixel, from
/// its inputs' bit patterns, through the functions the client and the server use.
@Suite struct GlyphKeyVectorTests {
    static func load() throws -> GlyphKeyVectorFile {
        try JSON.decoder().decode(GlyphKeyVectorFile.self, from: Data(contentsOf: VectorPaths.glyphKeys))
    }

    private func double(_ bits: String) throws -> Double {
        Double(bitPattern: try #require(UInt64(bits.dropFirst(2), radix: 16), "bits \(bits)"))
    }

    private func single(_ bits: String) throws -> Float {
        Float(bitPattern: try #require(UInt32(bits.dropFirst(2), radix: 16), "bits \(bits)"))
    }

    // MARK: - §6.5 key arithmetic

    @Test func everyCaseGivesItsKeyAndPenPixel() throws {
        let file = try Self.load()
        #expect(file.section == "§6.5")
        #expect(file.cases.count >= 10)
        for c in file.cases {
            let scale = try double(c.scaleBits), size = try single(c.sizeBits)
            let origin = CGPoint(x: try double(c.originXBits), y: try double(c.originYBits))
            let glyph = PositionedGlyph(glyph: 7, x: try single(c.glyphXBits), y: try single(c.glyphYBits))
            // The decimal numbers are the same values as the bit patterns (SPEC §16.1's float text).
            #expect(scale == c.scale && size == c.size && origin.x == c.originX && origin.y == c.originY, "\(c.name)")
            #expect(glyph.x == c.glyphX && glyph.y == c.glyphY, "\(c.name)")
            let run = GlyphRun(face: 9, size: size, color: .black, origin: origin, glyphs: [glyph])
            let key = run.key(ofGlyphAt: 0, scale: scale)
            #expect(key.pixelSize == c.pixelSize, "\(c.name): pixel size")
            #expect(key.phase == c.phase, "\(c.name): phase")
            #expect(GlyphKey.penColumn(x: origin.x + Double(glyph.x), scale: scale) == c.penColumn, "\(c.name): column")
            #expect(GlyphKey.penRow(y: origin.y + Double(glyph.y), scale: scale) == c.penRow, "\(c.name): row")
        }
    }

    @Test func theBoundariesAreThere() throws {
        let file = try Self.load()
        // The cases SPEC §6.5 names: binary64 sum, sum before product, binary64 product, ⌊⌋ below
        // zero, the three steps, halves away from zero for the size and the row, the u32 clamp.
        #expect(file.cases.filter { $0.otherwise != nil }.count >= 10)
        #expect(file.cases.contains { $0.penColumn < 0 })
        #expect(file.cases.contains { $0.penRow < 0 })
        #expect(file.cases.contains { $0.pixelSize == UInt32.max })
        #expect(Set(file.cases.map { GlyphKey.phaseStep(scale: $0.scale) }) == [1, 2, 4])
    }
}
