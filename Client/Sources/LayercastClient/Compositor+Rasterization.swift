import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// SPEC §4.12: draws a layer with `shouldRasterize` (and its subtree) as a bitmap `factor`
    /// times the output's resolution — drawn into the corner of an offscreen target with its
    /// transform scaled — then scaled up over the clip rectangle with linear filtering, as Core
    /// Animation shows a layer whose `rasterizationScale` is below the screen's.
    func drawRasterized(_ id: LayerID, parentToDevice: CompositingTransform, opacity: Double, factor k: Double) {
        let box = currentClip
        guard box.w > 0, box.h > 0 else { return }
        let w = max(1, Int((Double(box.w) * k).rounded(.up))), h = max(1, Int((Double(box.h) * k).rounded(.up)))
        let small = SDL_Rect(x: box.x, y: box.y, w: Int32(w), h: Int32(h))
        let previous = SDL_GetRenderTarget(renderer)
        guard let target = try? acquireTarget() else { return }
        defer { releaseTarget() }
        let savedClip = drawing.clipStack
        drawing.clipStack = [small]
        setTarget(target)
        // A cleared margin of a pixel around the bitmap: linear sampling at its edges reads
        // transparency, as the reference renderer's pattern does beyond its surface.
        var full = SDL_Rect(x: 0, y: 0, w: Int32(outputWidth), h: Int32(outputHeight))
        var margin = SDL_Rect(x: small.x - 1, y: small.y - 1, w: small.w + 2, h: small.h + 2), cleared = SDL_Rect()
        if SDL_IntersectRect(&full, &margin, &cleared) == SDL_TRUE {
            drawing.clipStack = [cleared]; applyClip(); clear(cleared); drawing.clipStack = [small]; applyClip()
        }
        let bx = Double(box.x), by = Double(box.y)
        let scaled = parentToDevice.concatenating(.translation(x: -bx, y: -by)).concatenating(.scale(x: k, y: k))
            .concatenating(.translation(x: bx, y: by))
        drawing.rasterizing.insert(id)
        drawLayer(id, parentToDevice: scaled, opacity: opacity)
        drawing.rasterizing.remove(id)
        drawing.clipStack = savedClip
        if usesPremultipliedBlending {
            setTarget(previous)
            SDL_SetTextureScaleMode(target, SDL_ScaleModeLinear)
            var src = small, dst = box
            SDL_RenderCopy(renderer, target, &src, &dst)
            return
        }
        // The software renderer: scale on the CPU (premultiplied), then draw straight alpha.
        let pixels = readRect(small)
        setTarget(previous)
        let up = Self.upscaled(pixels, width: w, height: h, toWidth: Int(box.w), height: Int(box.h))
        guard let sc = try? scratch() else { return }
        var r = box
        TextureStore.unpremultiplied(up).withUnsafeBytes { _ = SDL_UpdateTexture(sc, &r, $0.baseAddress, box.w * 4) }
        var src = box, dst = box
        SDL_RenderCopy(renderer, sc, &src, &dst)
    }

    /// Bilinear scaling of premultiplied BGRA pixels, sampling at pixel centres, transparent
    /// beyond the source's edges (as Cairo's `CAIRO_EXTEND_NONE`).
    static func upscaled(_ pixels: [UInt8], width w: Int, height h: Int, toWidth dw: Int, height dh: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        let sx = Double(w) / Double(dw), sy = Double(h) / Double(dh)
        func texel(_ x: Int, _ y: Int, _ c: Int) -> Double {
            guard x >= 0, y >= 0, x < w, y < h else { return 0 }
            return Double(pixels[(y * w + x) * 4 + c])
        }
        for y in 0..<dh {
            let fy = (Double(y) + 0.5) * sy - 0.5, y0 = Int(fy.rounded(.down)), ty = fy - Double(y0)
            for x in 0..<dw {
                let fx = (Double(x) + 0.5) * sx - 0.5, x0 = Int(fx.rounded(.down)), tx = fx - Double(x0)
                for c in 0..<4 {
                    let top = texel(x0, y0, c) * (1 - tx) + texel(x0 + 1, y0, c) * tx
                    let bottom = texel(x0, y0 + 1, c) * (1 - tx) + texel(x0 + 1, y0 + 1, c) * tx
                    out[(y * dw + x) * 4 + c] = UInt8(max(0, min(255, (top * (1 - ty) + bottom * ty).rounded())))
                }
            }
        }
        return out
    }
}
