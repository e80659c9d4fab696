import CSDL2
import LayercastProtocol

/// Where each held glyph mask sits in the compositor's atlas textures (SPEC §6.5): pages of
/// 1024×1024 pixels filled shelf by shelf. Alpha masks are stored as white with coverage as
/// alpha, so a vertex colour tints them; colour masks as their pixels.
///
/// Space of released masks is not reused within a page; a page whose masks are all released is
/// destroyed. Bounded by the held-mask limit L23 (the server evicts).
struct GlyphAtlas {
    /// One mask's place: its page and pixel rectangle.
    struct Slot { var page: Int; var x: Int; var y: Int; var mask: GlyphMask }
    struct Page { var texture: OpaquePointer; var shelfY = 0; var shelfHeight = 0; var cursorX = 0; var live = 0 }

    static let pageSize = 1024
    var pages: [Page?] = []
    var slots: [GlyphKey: Slot] = [:]

    /// Places `mask`, uploading its pixels; `nil` when it has no pixels or cannot be uploaded.
    mutating func insert(_ mask: GlyphMask, renderer: OpaquePointer, premultiplied: Bool, blend: SDL_BlendMode) -> Slot? {
        if let old = slots[mask.key] { remove(old) }
        guard mask.width > 0, mask.height > 0, mask.width <= Self.pageSize, mask.height <= Self.pageSize else { return nil }
        let (w, h) = (mask.width + 1, mask.height + 1)   // one pixel of gap against bilinear bleeding
        var index = pages.indices.last.flatMap { pages[$0] == nil ? nil : $0 }
        if let i = index, var p = pages[i] {
            if p.cursorX + w > Self.pageSize { p.shelfY += p.shelfHeight; p.shelfHeight = 0; p.cursorX = 0 }
            if p.shelfY + h > Self.pageSize { index = nil } else { pages[i] = p }
        }
        if index == nil {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                            Int32(Self.pageSize), Int32(Self.pageSize)) else { return nil }
            SDL_SetTextureBlendMode(t, blend)
            SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
            pages.append(Page(texture: t))
            index = pages.count - 1
        }
        guard let i = index, var p = pages[i] else { return nil }
        let slot = Slot(page: i, x: p.cursorX, y: p.shelfY, mask: mask)
        var pixels = [UInt8](repeating: 0, count: mask.width * mask.height * 4)
        for k in 0..<(mask.width * mask.height) {
            if mask.format == .alpha8 {
                let a = mask.pixels[k]
                let c = premultiplied ? a : 255
                pixels[k * 4] = c; pixels[k * 4 + 1] = c; pixels[k * 4 + 2] = c; pixels[k * 4 + 3] = a
            } else {
                for j in 0..<4 { pixels[k * 4 + j] = mask.pixels[k * 4 + j] }
            }
        }
        if mask.format == .bgra8 && !premultiplied { pixels = Compositor.unpremultiplied(pixels) }
        var rect = SDL_Rect(x: Int32(slot.x), y: Int32(slot.y), w: Int32(mask.width), h: Int32(mask.height))
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(p.texture, &rect, $0.baseAddress, Int32(mask.width * 4)) }
        p.cursorX += w; p.shelfHeight = max(p.shelfHeight, h); p.live += 1
        pages[i] = p
        slots[mask.key] = slot
        return slot
    }

    /// Forgets a mask; destroys its page when no mask of it is left.
    mutating func remove(_ key: GlyphKey) { if let s = slots[key] { remove(s) } }

    private mutating func remove(_ slot: Slot) {
        slots[slot.mask.key] = nil
        guard var p = pages[slot.page] else { return }
        p.live -= 1
        if p.live == 0 && slot.page != pages.count - 1 {
            SDL_DestroyTexture(p.texture)
            pages[slot.page] = nil
        } else {
            pages[slot.page] = p
        }
    }

    /// Destroys every page.
    mutating func removeAll() {
        for p in pages { if let p { SDL_DestroyTexture(p.texture) } }
        pages = []; slots = [:]
    }
}
