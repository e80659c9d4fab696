import Foundation
@testable import LayercastProtocol
@testable import LayercastModel

extension VectorCatalog {
    /// A version-4 welcome accepting glyph runs, served at `scale`.
    static func glyphWelcome(resumed: Bool, token: UInt64, scale: Double = 2) -> ServerMessage {
        .welcome(WelcomeMessage(version: 4, sessionID: 3, resumeToken: token, resumed: resumed,
                                screenSize: CGSize(width: 320, height: 240), capabilities: .all, contentsScale: scale,
                                mode: .mirror, screenID: 0))
    }

    private static func glyphCommit(_ id: UInt64, _ ops: [LayerOperation], compact: Bool = false) -> ServerMessage {
        .commit(CommitMessage(commitID: id, serverTime: 10 + Double(id) / 4, operations: ops, isCompact: compact))
    }

    /// Masks for every glyph of `run` at `scale`: synthetic coverage, alpha or colour.
    static func masks(for run: GlyphRun, scale: Double, format: GlyphMask.Format = .alpha8) -> [GlyphMask] {
        run.keys(scale: scale).map { key in
            let (w, h) = (Int(key.glyph % 5) + 2, 3)
            return GlyphMask(key: key, format: format, left: 1, top: -3, width: w, height: h,
                             pixels: (0..<(w * h * format.bytesPerPixel)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ Int(key.glyph)) })
        }
    }

    /// §4.6, §6.5, §11.8, §11.9, §10.5: glyph masks held across commits, releases and resumes
    /// (a resumed welcome keeps the glyph scale), a scale change, and the four refusals (a run naming a mask never sent, a release of a mask a
    /// run names, a run naming a released mask, a run naming a mask held only at another scale).
    static func glyphTranscript() -> [ServerMessage] {
        let (l2, l3) = (LayerID(2), LayerID(3))
        let hi = runs[0], emoji = runs[1]
        let hiMasks = masks(for: hi, scale: 2), emojiMasks = masks(for: emoji, scale: 2, format: .bgra8)
        return [
            glyphWelcome(resumed: false, token: 31),
            .snapshot(SnapshotMessage(commitID: 1, serverTime: 10, operations: [
                .createLayer(l2), .createLayer(l3),
                .setProperties(l2, [.bounds(CGRect(x: 0, y: 0, width: 80, height: 20)), .position(CGPoint(x: 60, y: 30))]),
                .setProperties(l3, [.bounds(CGRect(x: 0, y: 0, width: 80, height: 20)), .position(CGPoint(x: 60, y: 60))]),
                .setSublayers(.root, [l2, l3])])),
            .glyphs(GlyphsMessage(scale: 2, masks: hiMasks)),
            glyphCommit(2, [.setProperties(l2, [.glyphRuns([hi])])]),
            // Refused: the emoji's mask was never sent.
            glyphCommit(3, [.setProperties(l3, [.glyphRuns([emoji])])]),
            // Refused: L2's run still names the mask.
            .glyphRelease(GlyphReleaseMessage(keys: [hiMasks[0].key])),
            .glyphs(GlyphsMessage(scale: 2, masks: emojiMasks)),
            glyphCommit(4, [.setProperties(l3, [.glyphRuns([emoji])])]),
            // The same text moved: the run is new, the masks are held.
            glyphCommit(5, [.setProperties(l2, [.glyphRuns([GlyphRun(face: hi.face, size: hi.size, color: .white,
                                                                  origin: hi.origin, glyphs: hi.glyphs)])])]),
            // A glyph typed at the end of L2's run: a splice (§5.3 opcode 7), its mask held; the
            // welcome accepted compactCommits, so it travels as a keystroke does (§11.11).
            glyphCommit(6, [.spliceGlyphs(l2, GlyphSplice(run: 0, start: 2, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 43, x: 24.5)]))],
                        compact: true),
            // Refused: the splice's glyph (another phase of 43) has no mask; and a range past the run's end.
            glyphCommit(7, [.spliceGlyphs(l2, GlyphSplice(run: 0, start: 3, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 43, x: 30.25)]))]),
            glyphCommit(7, [.spliceGlyphs(l2, GlyphSplice(run: 0, start: 2, deleteCount: 5, glyphs: []))]),
            // Deleting it again gives the run, and the tree hash, of before.
            glyphCommit(7, [.spliceGlyphs(l2, GlyphSplice(run: 0, start: 2, deleteCount: 1, glyphs: []))], compact: true),
            glyphCommit(8, [.setProperties(l3, [.glyphRuns([])])]),
            .glyphRelease(GlyphReleaseMessage(keys: emojiMasks.map(\.key))),
            // Refused: released.
            glyphCommit(9, [.setProperties(l3, [.glyphRuns([emoji])])]),
            // A resume keeps the tree and the masks: the original run needs nothing sent.
            glyphWelcome(resumed: true, token: 32),
            glyphCommit(10, [.setProperties(l2, [.glyphRuns([hi])])]),
            // A new scale: the masks held are at 2×, so the run needs new ones (refused without).
            glyphCommit(11, [.setProperties(l2, [.glyphRuns([])])]),
            .glyphs(GlyphsMessage(scale: 1.28, masks: [])),
            glyphCommit(12, [.setProperties(l3, [.glyphRuns([hi])])]),
            .glyphs(GlyphsMessage(scale: 1.28, masks: masks(for: hi, scale: 1.28))),
            glyphCommit(13, [.setProperties(l3, [.glyphRuns([hi])])]),
            // §4.7, §4.8 (shapes): a shape and a gradient hash as keys 28 and 29, a strokeEnd
            // animation as any animation; removing them gives the tree hash of before (§7.2).
            glyphCommit(14, [.setProperties(l2, [.shape(VectorCatalog.ringShape), .gradient(VectorCatalog.radialGradient)])]),
            glyphCommit(15, [.addAnimation(l2, LayerAnimation(key: "progress", keyPath: "strokeEnd", values: [.scalar(0), .scalar(0.75)],
                                                              beginTime: 12, duration: 0.5)),
                             .addAnimation(l2, LayerAnimation(key: "tint", keyPath: "colors",
                                                              values: [.colors([.white, .black]), .colors([.black, .white])],
                                                              beginTime: 12, duration: 1))]),
            glyphCommit(16, [.removeAnimation(l2, key: "progress"), .removeAnimation(l2, key: "tint"),
                             .setProperties(l2, [.shape(nil), .gradient(nil)])]),
            // §4.9–§4.11: a replicator, group opacity turned off and edge antialiasing on hash as keys 31,
            // 30 and 32; back to their defaults, the tree hashes as before (§7.2).
            glyphCommit(17, [.setProperties(l2, [.opacity(0.5), .allowsGroupOpacity(false), .replicator(VectorCatalog.spinnerReplicator),
                                                 .allowsEdgeAntialiasing(true), .rasterizationScale(3)])]),
            glyphCommit(18, [.addAnimation(l2, LayerAnimation(key: "turn", keyPath: "instanceTransform",
                                                              values: [.transform(.identity), .transform(VectorCatalog.spinnerReplicator.instanceTransform)],
                                                              beginTime: 12, duration: 0.5))]),
            glyphCommit(19, [.removeAnimation(l2, key: "turn"), .setProperties(l2, [.opacity(1), .allowsGroupOpacity(true), .replicator(nil),
                                                                                     .allowsEdgeAntialiasing(false), .rasterizationScale(1)])]),
            // §6.5: a resumed welcome does not set the glyph scale. Its contentsScale (3) is not
            // the 1.28 of the last glyphs message, whose masks still serve the run set next (a
            // reader that took 3 from the welcome would refuse the commit).
            glyphWelcome(resumed: true, token: 34, scale: 3),
            glyphCommit(20, [.setProperties(l2, [.glyphRuns([hi])])]),
            // A new connection holds nothing: its snapshot naming a mask is refused.
            glyphWelcome(resumed: false, token: 33, scale: 2),
            .snapshot(SnapshotMessage(commitID: 14, serverTime: 12, operations: [
                .createLayer(l2), .setProperties(l2, [.glyphRuns([hi])]), .setSublayers(.root, [l2])])),
        ]
    }
}
