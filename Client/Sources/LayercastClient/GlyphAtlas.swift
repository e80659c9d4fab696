import CSDL2
import LayercastProtocol

/// Where each held glyph mask sits in the compositor's atlas textures (SPEC §6.5): pages of
/// 1024×1024 pixels, placed by an `AtlasPacker` (shelf by shelf, and into released masks' space
/// first). Alpha masks are stored as white with coverage as alpha, so a vertex colour tints them;
/// colour masks as their pixels.
///
/// A page whose masks are all released is destroyed. Bounded by the held-mask limit L23 (the
/// server evicts).
struct GlyphAtlas {
    /// One mask's place: its page and pixel rectangle.
    struct Slot { var page: Int; var x: Int; var y: Int; var mask: GlyphMask }

    static let pageSize = 1024
    /// Each page's texture, by page index; `nil` for a destroyed page.
    private(set) var textures: [OpaquePointer?] = []
    private(set) var slots: [GlyphKey: Slot] = [:]
    private var packer = AtlasPacker(pageSize: GlyphAtlas.pageSize)
    private var places: [GlyphKey: AtlasPacker.Place] = [:]

    /// The texture of page `page`, if it exists.
    func texture(ofPage page: Int) -> OpaquePointer? { textures.indices.contains(page) ? textures[page] : nil }

    /// Places `mask`, uploading its pixels; `nil` when it has no pixels or cannot be uploaded.
    mutating func insert(_ mask: GlyphMask, renderer: OpaquePointer, premultiplied: Bool, blend: SDL_BlendMode) -> Slot? {
        remove(mask.key)
        guard mask.width > 0, mask.height > 0, mask.width < Self.pageSize, mask.height < Self.pageSize else { return nil }
        // One pixel of gap against bilinear bleeding.
        guard let (place, opensPage) = packer.place(width: mask.width + 1, height: mask.height + 1) else { return nil }
        if opensPage {
            let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                      Int32(Self.pageSize), Int32(Self.pageSize))
            if let t {
                SDL_SetTextureBlendMode(t, blend)
                SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
            }
            while textures.count <= place.page { textures.append(nil) }
            textures[place.page] = t
        }
        guard let texture = texture(ofPage: place.page) else {
            if packer.release(place) { textures[place.page] = nil }
            return nil
        }
        // The whole place, gap included: a reused place may hold an older mask's pixels there.
        let stride = place.width * 4
        var pixels = [UInt8](repeating: 0, count: stride * place.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let k = y * mask.width + x, o = y * stride + x * 4
                if mask.format == .alpha8 {
                    let a = mask.pixels[k]
                    let c = premultiplied ? a : 255
                    pixels[o] = c; pixels[o + 1] = c; pixels[o + 2] = c; pixels[o + 3] = a
                } else {
                    for j in 0..<4 { pixels[o + j] = mask.pixels[k * 4 + j] }
                }
            }
        }
        if mask.format == .bgra8 && !premultiplied { pixels = TextureStore.unpremultiplied(pixels) }
        var rect = SDL_Rect(x: Int32(place.x), y: Int32(place.y), w: Int32(place.width), h: Int32(place.height))
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &rect, $0.baseAddress, Int32(stride)) }
        let slot = Slot(page: place.page, x: place.x, y: place.y, mask: mask)
        slots[mask.key] = slot
        places[mask.key] = place
        return slot
    }

    /// Forgets a mask; destroys its page when no mask of it is left.
    mutating func remove(_ key: GlyphKey) {
        guard let place = places.removeValue(forKey: key) else { return }
        slots[key] = nil
        if packer.release(place), let t = textures[place.page] {
            SDL_DestroyTexture(t)
            textures[place.page] = nil
        }
    }

    /// Destroys every page.
    mutating func removeAll() {
        for t in textures { if let t { SDL_DestroyTexture(t) } }
        textures = []; slots = [:]; places = [:]
        packer = AtlasPacker(pageSize: Self.pageSize)
    }
}
