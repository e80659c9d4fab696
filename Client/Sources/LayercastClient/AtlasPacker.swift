/// Where rectangles go in square atlas pages: shelf by shelf, and into the space of released
/// rectangles before new space. Pure bookkeeping (no textures), so the glyph atlas's placement is
/// testable without SDL.
///
/// A released rectangle joins its page's free list; a later rectangle takes the smallest free one
/// it fits (best fit by area), and what it leaves to its right and below stays free
/// (a guillotine split). Free rectangles are not merged: the server bounds what a client holds
/// (L23), so fragmentation is bounded by the masks held. A page whose rectangles are all released
/// is dropped, except the last, which keeps filling.
struct AtlasPacker: Sendable {
    /// A placed rectangle: its page and its pixel rectangle there.
    struct Place: Hashable, Sendable {
        var page: Int
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    struct Page: Sendable {
        var shelfY = 0
        var shelfHeight = 0
        var cursorX = 0
        /// Rectangles placed and not released.
        var live = 0
        /// Released space, ready for reuse.
        var free: [Place] = []
    }

    /// The side of every page, pixels.
    let pageSize: Int
    /// Pages by index; `nil` for a dropped page (indices are stable).
    private(set) var pages: [Page?] = []

    init(pageSize: Int) { self.pageSize = pageSize }

    /// Places a `width`×`height` rectangle; `opensPage` says a new page was added for it (its index
    /// is the place's page). `nil` when the rectangle is empty or larger than a page.
    mutating func place(width: Int, height: Int) -> (place: Place, opensPage: Bool)? {
        guard width > 0, height > 0, width <= pageSize, height <= pageSize else { return nil }
        if let reused = takeFree(width: width, height: height) { return (reused, false) }
        if let i = pages.indices.last, var p = pages[i] {
            if p.cursorX + width > pageSize { p.shelfY += p.shelfHeight; p.shelfHeight = 0; p.cursorX = 0 }
            if p.shelfY + height <= pageSize {
                let place = Place(page: i, x: p.cursorX, y: p.shelfY, width: width, height: height)
                p.cursorX += width; p.shelfHeight = max(p.shelfHeight, height); p.live += 1
                pages[i] = p
                return (place, false)
            }
            pages[i] = p
        }
        pages.append(Page(shelfHeight: height, cursorX: width, live: 1))
        return (Place(page: pages.count - 1, x: 0, y: 0, width: width, height: height), true)
    }

    /// Releases a placed rectangle; returns `true` when its page was dropped (nothing of it is
    /// left and it is not the last page), so the caller frees the page's texture.
    @discardableResult
    mutating func release(_ place: Place) -> Bool {
        guard pages.indices.contains(place.page), var p = pages[place.page] else { return false }
        p.live -= 1
        if p.live == 0 && place.page != pages.count - 1 {
            pages[place.page] = nil
            return true
        }
        p.free.append(place)
        pages[place.page] = p
        return false
    }

    /// The smallest free rectangle that fits, taken; the rest of it stays free.
    private mutating func takeFree(width: Int, height: Int) -> Place? {
        var best: (page: Int, index: Int, area: Int)?
        for (i, page) in pages.enumerated() {
            guard let page else { continue }
            for (k, f) in page.free.enumerated() where f.width >= width && f.height >= height {
                let area = f.width * f.height
                if best == nil || area < best!.area { best = (i, k, area) }
            }
        }
        guard let best, var p = pages[best.page] else { return nil }
        let f = p.free.remove(at: best.index)
        // Guillotine: the strip to the right (as tall as the placed rectangle) and the strip
        // below (the whole free width).
        if f.width > width { p.free.append(Place(page: best.page, x: f.x + width, y: f.y, width: f.width - width, height: height)) }
        if f.height > height { p.free.append(Place(page: best.page, x: f.x, y: f.y + height, width: f.width, height: f.height - height)) }
        p.live += 1
        pages[best.page] = p
        return Place(page: best.page, x: f.x, y: f.y, width: width, height: height)
    }
}
