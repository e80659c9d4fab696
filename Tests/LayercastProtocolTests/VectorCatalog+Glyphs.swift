import Foundation
@testable import LayercastProtocol
@testable import LayercastModel

/// The version-4 glyph-run values the vectors are made of (SPEC §4.6, §6.5, §11.8, §11.9).
extension VectorCatalog {
    /// A face id as the reference server makes it (XXH64 of its description); any u64 will do.
    static let face: UInt64 = 0x5EED_F00D_0000_0001

    /// "Hi" in black at 17 pt, underlined, clipped to the label's bounds; then a colour glyph.
    static let runs: [GlyphRun] = [
        GlyphRun(face: face, size: 17, color: .black, origin: CGPoint(x: 0, y: 13.5),
                 glyphs: [PositionedGlyph(glyph: 43, x: 0), PositionedGlyph(glyph: 76, x: 12.25)],
                 decorations: [CGRect(x: 0, y: 15, width: 17, height: 1)], clip: CGRect(x: 0, y: 0, width: 80, height: 20)),
        GlyphRun(face: face &+ 1, size: 17, color: LayerColor(red: 0, green: 0.478, blue: 1, alpha: 1),
                 origin: CGPoint(x: 18.5, y: 13.5), glyphs: [PositionedGlyph(glyph: 1234, x: 0, y: -0.5)]),
    ]

    /// A 3×2 alpha mask, a glyph without ink, and a 1×1 colour glyph.
    static let masks: [GlyphMask] = [
        GlyphMask(key: GlyphKey(face: face, pixelSize: GlyphKey.pixelSize(points: 17, scale: 2), glyph: 43, phase: 0),
                  left: 1, top: -2, width: 3, height: 2, pixels: [0x00, 0x80, 0xFF, 0x40, 0xC0, 0x10]),
        GlyphMask(key: GlyphKey(face: face, pixelSize: GlyphKey.pixelSize(points: 17, scale: 2), glyph: 3, phase: 2),
                  left: 0, top: 0, width: 0, height: 0, pixels: []),
        GlyphMask(key: GlyphKey(face: face &+ 1, pixelSize: GlyphKey.pixelSize(points: 17, scale: 2), glyph: 1234, phase: 0),
                  format: .bgra8, left: 0, top: -1, width: 1, height: 1, pixels: [0x20, 0x40, 0xF0, 0xFF]),
    ]

    static let glyphVectors: [(MessageType, String, [(String, ServerMessage, Bool)])] = [
        (.glyphs, "§11.8", [
            ("alpha, blank and colour masks at 2x", .glyphs(GlyphsMessage(scale: 2, masks: masks)), false),
            ("no masks: the glyph scale becomes 1.28", .glyphs(GlyphsMessage(scale: 1.28, masks: [])), false),
            ("alpha, blank and colour masks, compressed", .glyphs(GlyphsMessage(scale: 2, masks: masks)), true),
        ]),
        (.glyphRelease, "§11.9", [
            ("two masks", .glyphRelease(GlyphReleaseMessage(keys: [masks[0].key, masks[2].key])), false),
        ]),
    ]

    static let glyphRunCommits: [(String, ServerMessage, Bool)] = [
        ("glyph runs (version 4)", .commit(CommitMessage(commitID: 8, serverTime: 11, operations: [
            .setProperties(LayerID(3), [.glyphRuns(runs)])])), false),
        ("splice: one glyph typed at the end of run 0 (version 4)", .commit(CommitMessage(commitID: 9, serverTime: 11.25, operations: [
            .spliceGlyphs(LayerID(3), GlyphSplice(run: 0, start: 2, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 76, x: 16.5)]))])), false),
        ("splice: a glyph replaced, one deleted (version 4)", .commit(CommitMessage(commitID: 9, serverTime: 11.25, operations: [
            .spliceGlyphs(LayerID(3), GlyphSplice(run: 1, start: 0, deleteCount: 2, glyphs: [PositionedGlyph(glyph: 43, x: 0, y: -0.5)]))])), false),
        ("glyph runs removed (version 4)", .commit(CommitMessage(commitID: 9, serverTime: 11, operations: [
            .setProperties(LayerID(3), [.glyphRuns([])])])), false),
    ]
}
