import Testing
@testable import LayercastClient

/// The glyph atlas's placement (issue 17: reuse of released masks' space): pure bookkeeping, no
/// SDL.
@Suite struct AtlasPackerTests {
    /// Places a rectangle, failing the test when it cannot.
    private func place(_ packer: inout AtlasPacker, _ width: Int, _ height: Int) throws -> (place: AtlasPacker.Place, opensPage: Bool) {
        let placed = packer.place(width: width, height: height)
        return try #require(placed)
    }

    @Test func aReleasedPlaceIsReusedBeforeNewSpace() throws {
        var packer = AtlasPacker(pageSize: 64)
        let a = try place(&packer, 10, 12)
        let b = try place(&packer, 10, 12)
        #expect(a.opensPage && !b.opensPage)
        #expect(b.place.x == 10 && b.place.y == 0, "shelf by shelf")
        packer.release(a.place)
        let c = try place(&packer, 10, 12)
        #expect(c.place == a.place, "the released place, not the shelf's next")
        let d = try place(&packer, 10, 12)
        #expect(d.place.x == 20 && d.place.y == 0, "then the shelf goes on")
    }

    @Test func aSmallerRectangleSplitsAFreePlaceAndTheRestIsReused() throws {
        var packer = AtlasPacker(pageSize: 64)
        let big = try place(&packer, 20, 20).place
        _ = try place(&packer, 5, 5)   // keeps the page alive
        packer.release(big)
        let small = try place(&packer, 8, 20).place
        #expect(small.x == 0 && small.y == 0)
        let right = try place(&packer, 12, 20).place
        #expect(right.x == 8 && right.y == 0, "the strip to the right of the split")
    }

    @Test func theBestFittingFreePlaceIsTaken() throws {
        var packer = AtlasPacker(pageSize: 64)
        let wide = try place(&packer, 30, 10).place
        let snug = try place(&packer, 11, 10).place
        _ = try place(&packer, 5, 5)
        packer.release(wide)
        packer.release(snug)
        let taken = try place(&packer, 10, 10).place
        #expect(taken.x == snug.x && taken.y == snug.y)
    }

    @Test func anEmptiedPageIsDroppedButTheLastKeepsFilling() throws {
        var packer = AtlasPacker(pageSize: 16)
        let first = try place(&packer, 16, 16)
        let second = try place(&packer, 16, 16)
        #expect(second.opensPage && second.place.page == 1)
        let dropped = packer.release(first.place)
        #expect(dropped, "page 0 is empty and not the last: dropped")
        #expect(packer.pages[0] == nil)
        let droppedLast = packer.release(second.place)
        #expect(!droppedLast, "the last page stays")
        #expect(try place(&packer, 16, 16).place == second.place)
    }

    @Test func tooLargeOrEmptyIsRefused() {
        var packer = AtlasPacker(pageSize: 16)
        let tooWide = packer.place(width: 17, height: 1), empty = packer.place(width: 0, height: 4)
        #expect(tooWide == nil && empty == nil)
    }

    /// Placements and releases in a seeded pseudo-random order never overlap, and after the
    /// churn the pages hold what is live.
    @Test func churnNeverOverlaps() throws {
        var packer = AtlasPacker(pageSize: 128)
        var live: [AtlasPacker.Place] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var pagesOpened = 0, areaPlaced = 0
        for _ in 0..<4_000 {
            if !live.isEmpty && next(3) == 0 {
                packer.release(live.remove(at: next(live.count)))
            } else {
                let placed = try place(&packer, 3 + next(14), 3 + next(14))
                if placed.opensPage { pagesOpened += 1 }
                areaPlaced += placed.place.width * placed.place.height
                for other in live where other.page == placed.place.page {
                    let p = placed.place
                    let apart = p.x + p.width <= other.x || other.x + other.width <= p.x
                        || p.y + p.height <= other.y || other.y + other.height <= p.y
                    #expect(apart, "\(p) overlaps \(other)")
                }
                #expect(placed.place.x + placed.place.width <= 128 && placed.place.y + placed.place.height <= 128)
                live.append(placed.place)
            }
        }
        // Without reuse every placement takes new space: at least the area placed over a page's
        // area in pages. Reusing released space opens fewer.
        let withoutReuse = areaPlaced / (128 * 128)
        #expect(pagesOpened < withoutReuse, "\(pagesOpened) pages opened; without reuse at least \(withoutReuse)")
        #expect(packer.pages.compactMap { $0 }.map(\.live).reduce(0, +) == live.count)
    }
}
