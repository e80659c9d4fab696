import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// The blend mode for premultiplied (GL) or straight (software) sources.
    var contentBlendMode: SDL_BlendMode { usesPremultipliedBlending ? premultipliedBlend : SDL_BLENDMODE_BLEND }

    // MARK: - Colours

    /// A vertex colour for a solid fill of `color` at `alpha`, in the active blending's terms.
    func fillColor(_ color: LayerColor, alpha: Double) -> SDL_Color {
        let a = max(0, min(1, Double(color.alpha) * alpha))
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        // A replicator's copy multiplies every colour by its instance colour (SPEC §4.10).
        let r = Double(color.red) * drawing.tint.red, g = Double(color.green) * drawing.tint.green, b = Double(color.blue) * drawing.tint.blue
        if usesPremultipliedBlending {
            return SDL_Color(r: byte(r * a), g: byte(g * a), b: byte(b * a), a: byte(a))
        }
        return SDL_Color(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }

    /// A vertex colour that draws a texture at `alpha`.
    func modulation(alpha: Double) -> SDL_Color {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let k = usesPremultipliedBlending ? max(0, min(1, alpha)) : 1
        return SDL_Color(r: byte(k * drawing.tint.red), g: byte(k * drawing.tint.green), b: byte(k * drawing.tint.blue), a: byte(alpha))
    }

    // MARK: - Geometry

    func vertex(_ p: CGPoint, _ color: SDL_Color, u: Double = 0, v: Double = 0) -> SDL_Vertex {
        let o = geometryOffset
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x + o), y: Float(p.y + o)), color: color,
                   tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
    }

    func renderGeometry(_ texture: OpaquePointer?, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
        guard !vertices.isEmpty, !indices.isEmpty else { return }
        if texture == nil { SDL_SetRenderDrawBlendMode(renderer, contentBlendMode) }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    /// Fills a convex polygon given in device pixels: edges antialiased on GL; a plain triangle
    /// fan on the software renderer, whose rasteriser does not match half-pixel fringes.
    func fillConvex(_ devicePoints: [CGPoint], color: SDL_Color) {
        guard devicePoints.count >= 3 else { return }
        if antialiases, !drawing.edgesAliased {
            drawConvexAA(devicePoints, color: color)
            return
        }
        let verts = devicePoints.map { vertex($0, color) }
        var idx: [Int32] = []
        idx.reserveCapacity((devicePoints.count - 2) * 3)
        for i in 1..<(devicePoints.count - 1) { idx += [0, Int32(i), Int32(i + 1)] }
        renderGeometry(nil, verts, idx)
    }

    /// Fills a rounded rectangle in a layer's space.
    func fillRoundedRect(_ rect: CGRect, radius: Double, toDevice: CompositingTransform, color: SDL_Color) {
        fillConvex(roundedRectPolygon(rect, radius: radius, toDevice: toDevice), color: color)
    }

    func roundedRectPolygon(_ rect: CGRect, radius: Double, toDevice: CompositingTransform) -> [CGPoint] {
        let r = CompositingShapes.effectiveRadius(radius, for: rect)
        let n = r > 0 ? CompositingShapes.segments(forRadiusInPixels: r * toDevice.meanScale) : 1
        let pts = r > 0 ? CompositingShapes.roundedRect(rect, radius: r, segmentsPerCorner: n)
            : [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
               CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        return pts.map(toDevice.apply(to:))
    }

    /// Fills the border ring: from the bounds' edge to `borderWidth` inside it.
    func fillBorder(_ s: LayerState, toDevice: CompositingTransform, color: SDL_Color) {
        let b = s.bounds
        let inner = b.insetBy(dx: min(s.borderWidth, b.width / 2), dy: min(s.borderWidth, b.height / 2))
        let r = CompositingShapes.effectiveRadius(s.cornerRadius, for: b)
        guard inner.width > 0, inner.height > 0 else {
            fillRoundedRect(b, radius: r, toDevice: toDevice, color: color)
            return
        }
        let n = r > 0 ? CompositingShapes.segments(forRadiusInPixels: r * toDevice.meanScale) : 1
        let outer = CompositingShapes.roundedRect(b, radius: r, segmentsPerCorner: n).map(toDevice.apply(to:))
        let innerPts = CompositingShapes.roundedRect(inner, radius: max(0, r - s.borderWidth), segmentsPerCorner: n)
            .map(toDevice.apply(to:))
        if antialiases, !drawing.edgesAliased {
            drawRingAA(outer: outer, inner: innerPts, color: color)
            return
        }
        let count = outer.count
        let verts = outer.map { vertex($0, color) } + innerPts.map { vertex($0, color) }
        var idx: [Int32] = []
        for i in 0..<count {
            let j = (i + 1) % count
            let o0 = Int32(i), o1 = Int32(j), i0 = Int32(count + i), i1 = Int32(count + j)
            idx += [o0, o1, i0, o1, i1, i0]
        }
        renderGeometry(nil, verts, idx)
    }

    /// Draws a source rectangle of a texture onto a rectangle of a layer's space.
    func drawTexture(_ texture: OpaquePointer, textureWidth: Int, textureHeight: Int, patch: ContentsPatch,
                     toDevice: CompositingTransform, color: SDL_Color) {
        let d = patch.destination, s = patch.source
        if !usesPremultipliedBlending, toDevice.isAxisAlignedScaleTranslate, Self.isWhole(s) {
            // The software renderer samples triangles nearest-neighbour but filters scaled
            // copies linearly, as GL and the reference renderer do: use a copy when it can.
            let p0 = toDevice.apply(to: CGPoint(x: d.minX, y: d.minY)), p1 = toDevice.apply(to: CGPoint(x: d.maxX, y: d.maxY))
            var src = SDL_Rect(x: Int32(s.minX), y: Int32(s.minY), w: Int32(s.width), h: Int32(s.height))
            var dst = SDL_FRect(x: Float(p0.x), y: Float(p0.y), w: Float(p1.x - p0.x), h: Float(p1.y - p0.y))
            SDL_SetTextureAlphaMod(texture, color.a)
            SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
            SDL_RenderCopyF(renderer, texture, &src, &dst)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            return
        }
        let tw = Double(textureWidth), th = Double(textureHeight)
        if antialiases, !drawing.edgesAliased, let deviceToLayer = toDevice.inverted, d.width > 0, d.height > 0 {
            let layerToUV = CompositingTransform.translation(x: -d.minX, y: -d.minY)
                .concatenating(.scale(x: s.width / (d.width * tw), y: s.height / (d.height * th)))
                .concatenating(.translation(x: s.minX / tw, y: s.minY / th))
            let corners = [CGPoint(x: d.minX, y: d.minY), CGPoint(x: d.maxX, y: d.minY),
                           CGPoint(x: d.maxX, y: d.maxY), CGPoint(x: d.minX, y: d.maxY)].map(toDevice.apply(to:))
            drawConvexAA(corners, color: color, texture: texture, uv: deviceToLayer.concatenating(layerToUV))
            return
        }
        let verts = [
            vertex(toDevice.apply(to: CGPoint(x: d.minX, y: d.minY)), color, u: s.minX / tw, v: s.minY / th),
            vertex(toDevice.apply(to: CGPoint(x: d.maxX, y: d.minY)), color, u: s.maxX / tw, v: s.minY / th),
            vertex(toDevice.apply(to: CGPoint(x: d.maxX, y: d.maxY)), color, u: s.maxX / tw, v: s.maxY / th),
            vertex(toDevice.apply(to: CGPoint(x: d.minX, y: d.maxY)), color, u: s.minX / tw, v: s.maxY / th),
        ]
        renderGeometry(texture, verts, [0, 1, 2, 0, 2, 3])
    }

    static func isWhole(_ r: CGRect) -> Bool {
        r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.width == r.width.rounded() && r.height == r.height.rounded()
    }

    /// Draws a texture the size of the output through a polygon in device pixels: texture
    /// coordinates are device positions, so the polygon acts as a clip shape.
    func drawOutputTexture(_ texture: OpaquePointer, through devicePolygon: [CGPoint],
                           color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
        guard devicePolygon.count >= 3 else { return }
        // Not antialiased: what is drawn inside already has antialiased edges, and fading the
        // clip's edge too would darken them twice.
        let w = Double(outputWidth), h = Double(outputHeight)
        // SDL rejects the whole call when a texture coordinate leaves 0…1, so a clip shape
        // running past the output would draw nothing: cut it to the output first (the texture
        // holds nothing beyond it anyway).
        let inside = Self.clipConvex(devicePolygon, toWidth: w, height: h)
        guard inside.count >= 3 else { return }
        let verts = inside.map { vertex($0, color, u: min(1, max(0, $0.x / w)), v: min(1, max(0, $0.y / h))) }
        var idx: [Int32] = []
        for i in 1..<(inside.count - 1) { idx += [0, Int32(i), Int32(i + 1)] }
        renderGeometry(texture, verts, idx)
    }

    /// A convex polygon cut to the rectangle 0…`width` × 0…`height` (Sutherland–Hodgman): still
    /// convex, in the same winding; empty when they do not overlap.
    static func clipConvex(_ polygon: [CGPoint], toWidth width: Double, height: Double) -> [CGPoint] {
        // Each edge of the rectangle as "inside" (signed distance ≥ 0) and the crossing point.
        let edges: [(CGPoint) -> Double] = [{ $0.x }, { width - $0.x }, { $0.y }, { height - $0.y }]
        var points = polygon
        for distance in edges {
            guard !points.isEmpty else { break }
            var out: [CGPoint] = []
            out.reserveCapacity(points.count + 1)
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                let da = distance(a), db = distance(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            points = out
        }
        return points
    }

    // MARK: - Clipping and targets

    var currentClip: SDL_Rect {
        drawing.clipStack.last ?? SDL_Rect(x: 0, y: 0, w: Int32(outputWidth), h: Int32(outputHeight))
    }

    func pushClip(_ rect: SDL_Rect) {
        var a = currentClip, b = rect, out = SDL_Rect()
        if SDL_IntersectRect(&a, &b, &out) == SDL_FALSE { out = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        drawing.clipStack.append(out)
        applyClip()
    }

    func popClip() {
        _ = drawing.clipStack.popLast()
        applyClip()
    }

    func applyClip() {
        var r = currentClip
        SDL_RenderSetClipRect(renderer, &r)
    }

    /// The whole-pixel rectangle covering a device-space rectangle.
    static func pixelRect(covering r: CGRect) -> SDL_Rect {
        let x0 = Int32(max(-1e6, r.minX).rounded(.down)), y0 = Int32(max(-1e6, r.minY).rounded(.down))
        let x1 = Int32(min(1e6, r.maxX).rounded(.up)), y1 = Int32(min(1e6, r.maxY).rounded(.up))
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// The pixels whose centres lie inside a device-space rectangle (as an antialiased
    /// rasteriser would mostly cover them).
    static func pixelRect(rounding r: CGRect) -> SDL_Rect {
        let x0 = Int32(r.minX.rounded()), y0 = Int32(r.minY.rounded())
        let x1 = Int32(r.maxX.rounded()), y1 = Int32(r.maxY.rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// An output-sized render-target texture for the current nesting depth.
    func acquireTarget() throws(ClientError) -> OpaquePointer {
        if drawing.targetDepth < targets.pool.count {
            drawing.targetDepth += 1
            return targets.pool[drawing.targetDepth - 1]
        }
        guard let t = makeOutputTarget() else { throw .sdl("SDL_CreateTexture(target): \(Self.sdlError())") }
        SDL_SetTextureBlendMode(t, contentBlendMode)
        targets.pool.append(t)
        drawing.targetDepth += 1
        return t
    }

    func releaseTarget() { drawing.targetDepth -= 1 }

    /// A new render-target texture the size of the output (`nil` when SDL cannot make one).
    func makeOutputTarget() -> OpaquePointer? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                          Int32(outputWidth), Int32(outputHeight))
    }

    /// An output-sized streaming texture for pixels computed on the CPU (shadows, and offscreen
    /// results un-premultiplied for the software renderer).
    func scratch() throws(ClientError) -> OpaquePointer {
        if let s = targets.scratch { return s }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(outputWidth), Int32(outputHeight)) else {
            throw .sdl("SDL_CreateTexture(scratch): \(Self.sdlError())")
        }
        SDL_SetTextureBlendMode(t, contentBlendMode)
        targets.scratch = t
        return t
    }

    /// Makes `target` (nil: the window) the render target and re-applies the clip stack.
    func setTarget(_ target: OpaquePointer?) {
        SDL_SetRenderTarget(renderer, target)
        applyClip()
    }

    /// Clears a rectangle of the current target to transparent.
    func clear(_ rect: SDL_Rect) {
        var r = rect
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &r)
    }

    /// Reads a rectangle of the current target as BGRA bytes.
    func readRect(_ rect: SDL_Rect) -> [UInt8] {
        var r = rect
        var out = [UInt8](repeating: 0, count: Int(rect.w) * Int(rect.h) * 4)
        out.withUnsafeMutableBytes { _ = SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, rect.w * 4) }
        return out
    }
}
