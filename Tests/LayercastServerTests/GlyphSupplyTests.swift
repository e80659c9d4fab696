import Foundation
import Testing
import LayercastProtocol
import LayercastGraphics
import LayercastLayers
@testable import LayercastServer

/// SPEC §6.5 from the server's side: masks sent once, before the update that needs them; the
/// least recently used released when the cache would overflow, never one the tree names.
@Suite struct GlyphSupplyTests {
    static func run(_ glyphs: [UInt32], x: Float = 0) -> GlyphRun {
        GlyphRun(face: 7, size: 16, color: .black, origin: .zero,
                 glyphs: glyphs.enumerated().map { PositionedGlyph(glyph: $0.element, x: x + Float($0.offset) * 8) })
    }
    static func mask(_ key: GlyphKey) -> GlyphMask? {
        GlyphMask(key: key, left: 0, top: -2, width: 1, height: 2, pixels: [0xFF, 0x80])
    }
    static func sent(_ messages: [ServerMessage]) -> [UInt32] {
        messages.flatMap { m -> [UInt32] in if case .glyphs(let g) = m { g.masks.map(\.key.glyph) } else { [] } }
    }
    static func released(_ messages: [ServerMessage]) -> [UInt32] {
        messages.flatMap { m -> [UInt32] in if case .glyphRelease(let r) = m { r.keys.map(\.glyph) } else { [] } }
    }

    @Test func masksAreSentOnceAndAgreeWithTheClientsCache() throws {
        var supply = GlyphSupply(scale: 2)
        var client = GlyphCache(scale: 2)
        let first = supply.prepare(runs: [Self.run([1, 2, 2, 3])], inUse: [], mask: Self.mask)
        // 16 pt at 2× on whole 8 pt steps: every glyph at phase 0, glyph 2 once.
        #expect(Self.sent(first) == [1, 2, 3])
        for m in first { if case .glyphs(let g) = m { try client.receive(g) } }
        try client.checkHeld([.setProperties(LayerID(2), [.glyphRuns([Self.run([1, 2, 2, 3])])])], in: LayerTree())
        let again = supply.prepare(runs: [Self.run([3, 2, 1])], inUse: [], mask: Self.mask)
        #expect(again.isEmpty)
    }

    @Test func theLeastRecentlyUsedGoFirstButNeverWhatTheTreeNames() {
        var supply = GlyphSupply(scale: 1, capacity: 4)
        _ = supply.prepare(runs: [Self.run([1, 2])], inUse: [], mask: Self.mask)
        _ = supply.prepare(runs: [Self.run([3, 4])], inUse: [], mask: Self.mask)
        _ = supply.prepare(runs: [Self.run([1])], inUse: [], mask: Self.mask)   // 1 used again
        // Two new masks, two to release: 2 is the oldest use; 3 is next but the tree names it, so 4.
        let inUse = Set(Self.run([3]).keys(scale: 1))
        let out = supply.prepare(runs: [Self.run([5, 6])], inUse: inUse, mask: Self.mask)
        #expect(Self.released(out) == [2, 4])
        #expect(Self.sent(out) == [5, 6])
        guard case .glyphRelease? = out.first else { Issue.record("the release comes first"); return }
        #expect(supply.held.count == 4)
        #expect(Set(supply.held.keys.map(\.glyph)) == [1, 3, 5, 6])
    }

    @Test func aNewScaleSendsItsOwnMasks() {
        var supply = GlyphSupply(scale: 2)
        _ = supply.prepare(runs: [Self.run([1])], inUse: [], mask: Self.mask)
        let out = supply.prepare(runs: [Self.run([1])], inUse: [], scale: 1.28, mask: Self.mask)
        // 16 pt at 1.28× is 20.48 px: 1311/64, a different key from 2048/64.
        guard case .glyphs(let g)? = out.first else { Issue.record("no glyphs message"); return }
        #expect(g.scale == 1.28 && g.masks.map(\.key.pixelSize) == [1311])
        // A scale change with nothing to send still tells the client its new scale.
        let back = supply.prepare(runs: [], inUse: [], scale: 2, mask: Self.mask)
        #expect(back == [.glyphs(GlyphsMessage(scale: 2, masks: []))])
    }
}

/// Masks rasterised once per key and shared (SPEC §6.5's content addressing).
@Suite struct GlyphMaskStoreTests {
    @Test func aMaskIsRasterisedOnceAndServesEveryConnection() throws {
        let layout = try TextLayout(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let text = layout.glyphRuns(at: .zero)
        var store = GlyphMaskStore()
        let run = GlyphRun(text[0])
        let keys = run.keys(scale: 2)
        let unknown = store.mask(keys[0])
        #expect(unknown == nil, "an unknown face cannot be rasterised")
        store.learn(text)
        let first = store.mask(keys[0])
        let a = try #require(first)
        #expect(a.width > 0 && a.height > 0 && a.pixels.count == a.width * a.height && a.pixels.contains { $0 > 128 })
        var one = GlyphSupply(scale: 2), two = GlyphSupply(scale: 2)
        _ = one.prepare(runs: [run], inUse: []) { store.mask($0) }
        _ = two.prepare(runs: [run], inUse: []) { store.mask($0) }
        #expect(store.rasterised == 2, "two glyphs, rasterised once for both connections")
    }
}

/// SPEC §6.5 across a resume: what was sent after the resumed-from update may be lost.
@Suite struct GlyphSupplyResumeTests {
    @Test func masksSentAfterTheResumedUpdateAreReleasedAndSentAgain() {
        var supply = GlyphSupply(scale: 1)
        _ = supply.prepare(runs: [GlyphSupplyTests.run([1, 2])], inUse: [], commitID: 5, mask: GlyphSupplyTests.mask)
        _ = supply.prepare(runs: [GlyphSupplyTests.run([3])], inUse: [], commitID: 6, mask: GlyphSupplyTests.mask)
        // The client applied commit 5 only: glyph 3's mask may never have arrived.
        supply.resume(afterCommit: 5)
        #expect(Set(supply.held.keys.map(\.glyph)) == [1, 2])
        let out = supply.prepare(runs: [GlyphSupplyTests.run([3])], inUse: [], commitID: 7, mask: GlyphSupplyTests.mask)
        // Released first (ignored if not held, §11.9), so the client never counts more than we do.
        #expect(GlyphSupplyTests.released(out) == [3] && GlyphSupplyTests.sent(out) == [3])
        guard case .glyphRelease? = out.first else { Issue.record("the release comes first"); return }
    }

    @Test func aScaleChangeAfterTheResumedUpdateIsAnnouncedAgain() {
        var supply = GlyphSupply(scale: 1)
        _ = supply.prepare(runs: [], inUse: [], commitID: 5, mask: GlyphSupplyTests.mask)
        _ = supply.prepare(runs: [], inUse: [], scale: 2, commitID: 6, mask: GlyphSupplyTests.mask)
        supply.resume(afterCommit: 5)
        #expect(supply.prepare(runs: [], inUse: [], scale: 2, commitID: 7, mask: GlyphSupplyTests.mask)
                == [.glyphs(GlyphsMessage(scale: 2, masks: []))])
    }
}
