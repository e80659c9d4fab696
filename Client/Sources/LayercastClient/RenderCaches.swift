import CSDL2
import Foundation
import LayercastProtocol

/// The per-layer bitmaps a `Compositor` keeps between frames because they are too slow to make
/// every frame: blurred shadows (`CachedShadow`) and shapes and gradients rasterised at the
/// output's scale (`CachedRaster`, SPEC §4.7, §4.8). A frame marks what it uses; what it did not
/// use goes after it, except the entries of layers a partial frame skipped (outside its damage).
///
/// The textures belong to the compositor's renderer: `destroyAll()` before the renderer goes.
struct RenderCaches {
    /// Blurred shadows by layer, reused while their inputs stay the same.
    var shadows: [LayerID: CachedShadow] = [:]
    /// The layers whose cached shadow the current frame used.
    var shadowsUsed: Set<LayerID> = []
    /// How many shadows have been blurred (cache misses), for tests and statistics.
    var shadowsBlurred = 0
    /// Shapes and gradients by layer and kind.
    var rasters: [RasterSlot: CachedRaster] = [:]
    /// The rasters the current frame drew.
    var rastersUsed: Set<RasterSlot> = []
    /// How many shape and gradient bitmaps have been rasterised (cache misses), for tests.
    var rastersMade = 0

    /// Drops what the frame just drawn did not use, except, when `skipped` says so, the entries
    /// of layers it skipped; starts the next frame's marks.
    mutating func releaseUnused(keeping skipped: (LayerID) -> Bool) {
        for (slot, cached) in rasters where !rastersUsed.contains(slot) && !skipped(slot.layer) {
            if let t = cached.texture.texture { SDL_DestroyTexture(t) }
            rasters[slot] = nil
        }
        for (id, cached) in shadows where !shadowsUsed.contains(id) && !skipped(id) {
            SDL_DestroyTexture(cached.texture)
            shadows[id] = nil
        }
        rastersUsed = []
        shadowsUsed = []
    }

    /// Replaces `id`'s shadow (destroying the one it had).
    mutating func storeShadow(_ shadow: CachedShadow?, for id: LayerID) {
        if let old = shadows[id] { SDL_DestroyTexture(old.texture) }
        shadows[id] = shadow
    }

    /// Replaces a raster (destroying the one the slot had).
    mutating func storeRaster(_ raster: CachedRaster?, in slot: RasterSlot) {
        if let old = rasters[slot], let t = old.texture.texture { SDL_DestroyTexture(t) }
        rasters[slot] = raster
    }

    /// Destroys every texture (the compositor is going).
    mutating func destroyAll() {
        for r in rasters.values { if let t = r.texture.texture { SDL_DestroyTexture(t) } }
        for c in shadows.values { SDL_DestroyTexture(c.texture) }
        rasters = [:]
        shadows = [:]
    }
}

/// A layer's gradient or shape in the raster cache.
struct RasterSlot: Hashable {
    var layer: LayerID
    var kind: CachedRaster.Kind
}
