import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// Keeps glyph masks (SPEC §11.8) in the atlas; their scale becomes the glyph scale runs
    /// are drawn at.
    public func storeGlyphs(_ message: GlyphsMessage) {
        // Runs are drawn from the atlas: a new scale, or a mask a run named before it arrived,
        // changes pixels that no layer's state says changed.
        if textures.store(message) { damageTracker.invalidateWholeFrame() }
        needsDisplay = true
    }

    /// Drops released masks (SPEC §11.9).
    public func releaseGlyphs(_ keys: [GlyphKey]) {
        for k in keys { textures.glyphAtlas.remove(k) }
    }

    /// Where glyph `index` of `run` lands in the layer's space (`origin`: the bounds' origin):
    /// its mask's box at the pen position snapped to the glyph scale's pixel grid.
    static func glyphRect(_ run: GlyphRun, at index: Int, mask m: GlyphMask, origin: CGPoint, scale: Double) -> CGRect {
        let g = run.glyphs[index]
        let px = Double(GlyphKey.penColumn(x: run.origin.x + Double(g.x), scale: scale) + Int(m.left))
        let py = Double(GlyphKey.penRow(y: run.origin.y + Double(g.y), scale: scale) + Int(m.top))
        return CGRect(x: origin.x + px / scale, y: origin.y + py / scale, width: Double(m.width) / scale, height: Double(m.height) / scale)
    }

    /// SPEC §4.6: the layer's runs above its contents, each glyph a textured quad from the
    /// atlas tinted by the run's colour (`SDL_RenderGeometry`), then the decorations; a run's
    /// clip is applied when the layer maps to the output without rotation.
    func drawGlyphRuns(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard !s.glyphRuns.isEmpty else { return }
        let scale = textures.glyphScale, origin = CGPoint(x: s.bounds.minX, y: s.bounds.minY)
        let page = Double(GlyphAtlas.pageSize)
        for run in s.glyphRuns {
            let clipped = run.clip != nil && toDevice.isAxisAlignedScaleTranslate
            if clipped, let c = run.clip {
                pushClip(Self.pixelRect(rounding: toDevice.boundingBox(of: c.offsetBy(dx: origin.x, dy: origin.y))))
            }
            let tint = fillColor(run.color, alpha: alpha), plain = modulation(alpha: alpha * Double(run.color.alpha))
            // The software renderer samples triangles nearest-neighbour but filters copies
            // linearly, as GL and the reference renderer do: copy each glyph when it can.
            let copies = !usesPremultipliedBlending && toDevice.isAxisAlignedScaleTranslate
            var batches: [Int: (vertices: [SDL_Vertex], indices: [Int32])] = [:]
            for index in run.glyphs.indices {
                let key = run.key(ofGlyphAt: index, scale: scale)
                guard let slot = textures.glyphAtlas.slots[key] else { textures.glyphsMissed = true; continue }
                let m = slot.mask
                let r = Self.glyphRect(run, at: index, mask: m, origin: origin, scale: scale)
                let color = m.format == .alpha8 ? tint : plain
                if copies, let texture = textures.glyphAtlas.texture(ofPage: slot.page) {
                    let p0 = toDevice.apply(to: CGPoint(x: r.minX, y: r.minY)), p1 = toDevice.apply(to: CGPoint(x: r.maxX, y: r.maxY))
                    var src = SDL_Rect(x: Int32(slot.x), y: Int32(slot.y), w: Int32(m.width), h: Int32(m.height))
                    var dst = SDL_FRect(x: Float(p0.x), y: Float(p0.y), w: Float(p1.x - p0.x), h: Float(p1.y - p0.y))
                    SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
                    SDL_SetTextureAlphaMod(texture, color.a)
                    SDL_RenderCopyF(renderer, texture, &src, &dst)
                    SDL_SetTextureColorMod(texture, 255, 255, 255)
                    SDL_SetTextureAlphaMod(texture, 255)
                    continue
                }
                let u0 = Double(slot.x) / page, v0 = Double(slot.y) / page
                let u1 = Double(slot.x + m.width) / page, v1 = Double(slot.y + m.height) / page
                var batch = batches[slot.page] ?? ([], [])
                let base = Int32(batch.vertices.count)
                batch.vertices += [
                    vertex(toDevice.apply(to: CGPoint(x: r.minX, y: r.minY)), color, u: u0, v: v0),
                    vertex(toDevice.apply(to: CGPoint(x: r.maxX, y: r.minY)), color, u: u1, v: v0),
                    vertex(toDevice.apply(to: CGPoint(x: r.maxX, y: r.maxY)), color, u: u1, v: v1),
                    vertex(toDevice.apply(to: CGPoint(x: r.minX, y: r.maxY)), color, u: u0, v: v1),
                ]
                batch.indices += [base, base + 1, base + 2, base, base + 2, base + 3]
                batches[slot.page] = batch
            }
            for (page, batch) in batches.sorted(by: { $0.key < $1.key }) {
                guard let texture = textures.glyphAtlas.texture(ofPage: page) else { continue }
                renderGeometry(texture, batch.vertices, batch.indices)
            }
            for d in run.decorations {
                let corners = [CGPoint(x: d.minX, y: d.minY), CGPoint(x: d.maxX, y: d.minY), CGPoint(x: d.maxX, y: d.maxY),
                               CGPoint(x: d.minX, y: d.maxY)].map { toDevice.apply(to: CGPoint(x: $0.x + origin.x, y: $0.y + origin.y)) }
                fillConvex(corners, color: tint)
            }
            if clipped { popClip() }
        }
    }
}
