import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// SPEC §4.8: the layer's gradient, rasterised at this output's scale by the shared
    /// `LayerRasters` (as the reference renderer does) and drawn over the bounds.
    func drawGradient(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard s.gradient != nil else { return }
        drawRaster(id, .gradient, s, toDevice: toDevice, alpha: alpha) { LayerRasters.gradient(of: s, scale: $0) }
    }

    /// SPEC §4.7: the layer's shape, likewise, over its ink.
    func drawShape(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard s.shape != nil else { return }
        drawRaster(id, .shape, s, toDevice: toDevice, alpha: alpha) { LayerRasters.shape(of: s, scale: $0) }
    }

    private func drawRaster(_ id: LayerID, _ kind: CachedRaster.Kind, _ s: LayerState, toDevice: CompositingTransform,
                            alpha: Double, make: (Double) -> (bitmap: ContentBitmap, rect: CGRect)?) {
        let scale = LayerRasters.scale(for: toDevice)
        let key = CachedRaster.Key(shape: kind == .shape ? s.shape : nil, gradient: kind == .gradient ? s.gradient : nil,
                                   bounds: s.bounds, cornerRadius: s.cornerRadius, masksToBounds: s.masksToBounds, scale: scale)
        let slot = RasterSlot(layer: id, kind: kind)
        caches.rastersUsed.insert(slot)
        if caches.rasters[slot]?.key != key {
            caches.storeRaster(nil, in: slot)
            guard let made = make(scale), let texture = try? textures.upload(made.bitmap) else { return }
            caches.storeRaster(CachedRaster(key: key, texture: texture, rect: made.rect), in: slot)
            caches.rastersMade += 1
        }
        guard let cached = caches.rasters[slot], let texture = cached.texture.texture else { return }
        let patch = ContentsPatch(source: CGRect(x: 0, y: 0, width: cached.texture.width, height: cached.texture.height),
                                  destination: cached.rect)
        drawTexture(texture, textureWidth: cached.texture.width, textureHeight: cached.texture.height, patch: patch,
                    toDevice: toDevice, color: modulation(alpha: alpha))
    }
}
