import CSDL2
import Foundation
import LayercastProtocol

/// The textures a `Compositor` draws from: contents bitmaps by `ContentID`, uploaded once and
/// dropped when no layer refers to them any more, and the held glyph masks (SPEC §6.5) in their
/// `GlyphAtlas` with the scale runs are drawn at. It notes the contents and masks a frame named
/// but did not hold yet: their arrival changes pixels no layer's state says changed.
///
/// The textures belong to the compositor's renderer: `destroyAll()` before the renderer goes.
struct TextureStore {
    /// The renderer the textures are made with.
    let renderer: OpaquePointer
    /// Whether pixels are uploaded premultiplied (GL) or straight (the software renderer).
    let premultiplied: Bool
    /// The blend mode textures are drawn with (`Compositor.contentBlendMode`).
    let blend: SDL_BlendMode
    /// The contents textures by id.
    private(set) var contents: [ContentID: ContentTexture] = [:]
    /// Contents a frame could not draw because they were not held yet.
    var contentsMissed: Set<ContentID> = []
    /// Held glyph masks and their places in the atlas textures.
    var glyphAtlas = GlyphAtlas()
    /// The scale glyph masks are drawn at (the last glyphs message's).
    var glyphScale: Double = 1
    /// Whether a frame drew a run naming a mask the atlas did not hold yet.
    var glyphsMissed = false

    /// The texture of contents `id`, if held.
    subscript(id: ContentID) -> ContentTexture? { contents[id] }

    /// The contents ids held.
    var heldContents: Set<ContentID> { Set(contents.keys) }

    /// Uploads a contents bitmap once (a bitmap already held is ignored); returns whether a frame
    /// had named it before it arrived.
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    mutating func store(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError) -> Bool {
        guard contents[id] == nil else { return false }
        contents[id] = try upload(bitmap)
        return contentsMissed.remove(id) != nil
    }

    /// Destroys the contents textures no layer refers to.
    mutating func dropUnreferenced(keeping referenced: Set<ContentID>) {
        for (id, t) in contents where !referenced.contains(id) {
            if let texture = t.texture { SDL_DestroyTexture(texture) }
            contents[id] = nil
        }
    }

    /// Keeps glyph masks (SPEC §11.8) at `message`'s scale; returns whether pixels change that
    /// no layer's state says changed (a new scale, or a mask a run named before it arrived).
    mutating func store(_ message: GlyphsMessage) -> Bool {
        let invalidates = message.scale != glyphScale || glyphsMissed
        glyphsMissed = false
        glyphScale = message.scale
        for m in message.masks { _ = glyphAtlas.insert(m, renderer: renderer, premultiplied: premultiplied, blend: blend) }
        return invalidates
    }

    /// Destroys every texture (the compositor is going).
    mutating func destroyAll() {
        glyphAtlas.removeAll()
        for t in contents.values { if let texture = t.texture { SDL_DestroyTexture(texture) } }
        contents = [:]
    }

    /// Uploads a bitmap to a new static texture, un-premultiplied for the software renderer
    /// (an empty bitmap makes a texture-less entry).
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    func upload(_ bitmap: ContentBitmap) throws(ClientError) -> ContentTexture {
        guard bitmap.width > 0, bitmap.height > 0 else {
            return ContentTexture(texture: nil, width: 0, height: 0, scale: bitmap.scale)
        }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                        Int32(bitmap.width), Int32(bitmap.height)) else {
            throw .sdl("SDL_CreateTexture \(bitmap.width)x\(bitmap.height): \(Compositor.sdlError())")
        }
        let pixels = premultiplied ? bitmap.pixels : Self.unpremultiplied(bitmap.pixels)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(bitmap.bytesPerRow)) }
        SDL_SetTextureBlendMode(t, blend)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return ContentTexture(texture: t, width: bitmap.width, height: bitmap.height, scale: bitmap.scale)
    }

    /// Premultiplied BGRA to straight BGRA, for renderers that only blend straight alpha.
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a < 255 {
                    for k in 0..<3 { p[i + k] = UInt8(min(255, (Int(p[i + k]) * 255 + a / 2) / a)) }
                }
                i += 4
            }
        }
        return out
    }
}
