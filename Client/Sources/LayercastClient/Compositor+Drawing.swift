import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// Draws `drawing.tree` (at `drawing.time`) into `target` (nil: the window's back buffer, not
    /// presented) within `clip`, which is cleared to black first. A partial frame skips layers
    /// whose recorded reach misses the clip.
    func composite(into target: OpaquePointer?, clip: SDL_Rect) {
        let whole = clip.x <= 0 && clip.y <= 0 && Int(clip.x + clip.w) >= outputWidth && Int(clip.y + clip.h) >= outputHeight
        drawing.begin(clip: clip, partial: !whole)
        setTarget(target)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        var r = clip
        SDL_RenderFillRect(renderer, &r)
        drawLayer(.root, parentToDevice: viewport.screenToPixels, opacity: 1)
        drawing.cullsByReach = false
        drawing.clipStack = []
        setTarget(target)
        // A partial frame skipped the layers outside its damage: keep their caches.
        caches.releaseUnused(keeping: { !whole && skipped($0) })
        framesComposited += 1
    }

    /// Draws a layer and its subtree; `parentToDevice` maps the superlayer's space to output
    /// pixels and `opacity` is the product of the ancestors' opacities.
    func drawLayer(_ id: LayerID, parentToDevice: CompositingTransform, opacity: Double) {
        guard let s = drawnState(of: id), !s.isHidden, s.opacity > 0 else { return }
        let alpha = opacity * Double(s.opacity)
        let toDevice = s.transformToSuperlayer.concatenating(parentToDevice)
        guard toDevice.determinant != 0, currentClip.w > 0, currentClip.h > 0 else { return }
        if drawing.cullsByReach, let reach = damageTracker.records[id]?.reach {
            let c = currentClip
            guard reach.intersects(CGRect(x: Double(c.x), y: Double(c.y), width: Double(c.w), height: Double(c.h))) else { return }
        }
        if drawing.cullsByReach { drawing.layersDrawn.insert(id) }
        if rasterizesLayers, !drawing.rasterizing.contains(id), let k = s.rasterizationFactor(toDevice: toDevice) {
            drawRasterized(id, parentToDevice: parentToDevice, opacity: opacity, factor: k)
            return
        }

        if s.drawsShadow {
            var shadowed = s
            shadowed.shadowColor = s.shadowColor.map(drawing.tint.applied(to:))
            drawShadow(id, shadowed, toDevice: toDevice, parentToDevice: parentToDevice, opacity: alpha)
        }

        let mask = s.mask.flatMap { drawing.tree[$0] != nil ? $0 : nil }
        let radius = CompositingShapes.effectiveRadius(s.cornerRadius, for: s.bounds)
        let rectClip = s.masksToBounds && mask == nil && radius == 0 && toDevice.isAxisAlignedScaleTranslate
        // SPEC §4.9: a translucent group draws at full opacity offscreen, then at its opacity.
        let group = compositesLayerGroups && drawing.tree.compositesAsGroup(id, s)
        if mask != nil || (s.masksToBounds && !rectClip) || group {
            drawOffscreen(id, s, toDevice: toDevice, alpha: group ? 1 : alpha, mask: mask, groupAlpha: group ? alpha : 1)
            return
        }
        drawParts(id, s, toDevice: toDevice, alpha: alpha,
                  clip: rectClip ? Self.pixelRect(rounding: toDevice.boundingBox(of: s.bounds)) : nil)
    }

    /// A layer's own parts and its sublayers, in Core Animation's order: background, then
    /// (within `clip`, device pixels, when given) gradient, contents, glyph runs, shape and the
    /// sublayers, then the border. SPEC §4.11: a turned layer's own edges are aliased unless it
    /// allows antialiasing.
    func drawParts(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform, alpha: Double, clip: SDL_Rect? = nil) {
        let aliased = aliasesTurnedEdges && !s.allowsEdgeAntialiasing && !toDevice.isAxisAlignedScaleTranslate
        drawing.edgesAliased = aliased
        drawBackground(s, toDevice: toDevice, alpha: alpha)
        if let clip { pushClip(clip) }
        drawGradient(id, s, toDevice: toDevice, alpha: alpha)
        drawContents(s, toDevice: toDevice, alpha: alpha)
        drawGlyphRuns(s, toDevice: toDevice, alpha: alpha)
        drawShape(id, s, toDevice: toDevice, alpha: alpha)
        drawing.edgesAliased = false
        drawSublayers(of: id, s, toDevice: toDevice, opacity: alpha)
        if clip != nil { popClip() }
        drawing.edgesAliased = aliased
        drawBorder(s, toDevice: toDevice, alpha: alpha)
        drawing.edgesAliased = false
    }

    func drawBackground(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard let bg = s.backgroundColor, bg.alpha > 0 else { return }
        fillRoundedRect(s.bounds, radius: s.cornerRadius, toDevice: toDevice, color: fillColor(bg, alpha: alpha))
    }

    func drawBorder(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard s.borderWidth > 0, let bc = s.borderColor, bc.alpha > 0 else { return }
        fillBorder(s, toDevice: toDevice, color: fillColor(bc, alpha: alpha))
    }

    func drawContents(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard let cid = s.contents else { return }
        guard let t = textures[cid] else { textures.contentsMissed.insert(cid); return }
        guard let texture = t.texture else { return }
        let color = modulation(alpha: alpha)
        for p in ContentsLayout.patches(for: s, pixelWidth: t.width, pixelHeight: t.height, bitmapScale: t.scale) {
            drawTexture(texture, textureWidth: t.width, textureHeight: t.height, patch: p, toDevice: toDevice, color: color)
        }
    }

    // MARK: - Offscreen: rounded or rotated clips, masks

    /// Draws the layer (background, contents, sublayers, border) into an output-sized target,
    /// multiplies it by the mask layer's alpha and by `groupAlpha` (a group's opacity, SPEC
    /// §4.9), then draws it through the clip shape (the bounds with corner radius under
    /// `masksToBounds`, else the current clip rectangle).
    func drawOffscreen(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform, alpha: Double, mask: LayerID?,
                       groupAlpha: Double = 1) {
        var clip = currentClip
        // A group without a clip of its own reaches only its subtree's box: the offscreen work
        // (a full-screen copy per group otherwise) stays the size of what it draws.
        if !s.masksToBounds, mask == nil, groupAlpha < 1, let reach = groupBox(id, s, toDevice: toDevice) {
            var wanted = Self.pixelRect(covering: reach), cut = SDL_Rect()
            guard SDL_IntersectRect(&clip, &wanted, &cut) == SDL_TRUE else { return }
            clip = cut
        }
        let shape: [CGPoint]
        if s.masksToBounds {
            shape = roundedRectPolygon(s.bounds, radius: s.cornerRadius, toDevice: toDevice)
        } else {
            shape = [CGPoint(x: Double(clip.x), y: Double(clip.y)), CGPoint(x: Double(clip.x + clip.w), y: Double(clip.y)),
                     CGPoint(x: Double(clip.x + clip.w), y: Double(clip.y + clip.h)), CGPoint(x: Double(clip.x), y: Double(clip.y + clip.h))]
        }
        let bounds = s.masksToBounds ? toDevice.boundingBox(of: s.bounds) : CGRect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.w), height: Double(clip.h))
        let previous = SDL_GetRenderTarget(renderer)
        guard let target = try? acquireTarget() else { return }
        defer { releaseTarget() }
        setTarget(target)
        pushClip(Self.pixelRect(covering: bounds))
        let box = currentClip
        guard box.w > 0, box.h > 0 else { popClip(); setTarget(previous); return }
        clear(box)
        drawParts(id, s, toDevice: toDevice, alpha: alpha)

        var maskTarget: OpaquePointer?
        if let mask, let m = try? acquireTarget() {
            maskTarget = m
            setTarget(m)
            clear(box)
            let savedTint = drawing.tint
            drawing.tint = .none
            drawLayer(mask, parentToDevice: toDevice, opacity: 1)
            drawing.tint = savedTint
            setTarget(target)
        }
        defer { if maskTarget != nil { releaseTarget() } }

        if usesPremultipliedBlending {
            if let m = maskTarget {
                var r = box
                SDL_SetTextureBlendMode(m, maskBlend)
                SDL_RenderCopy(renderer, m, &r, &r)
                SDL_SetTextureBlendMode(m, contentBlendMode)
            }
        } else {
            // The software renderer blends straight alpha only: finish on the CPU.
            var pixels = readRect(box)
            if let m = maskTarget {
                setTarget(m)
                let maskPixels = readRect(box)
                setTarget(target)
                var i = 0
                while i < pixels.count {
                    let ma = Int(maskPixels[i + 3])
                    for k in 0..<4 { pixels[i + k] = UInt8((Int(pixels[i + k]) * ma + 127) / 255) }
                    i += 4
                }
            }
            if s.masksToBounds {
                // Clip on the CPU: the software rasteriser leaves pinholes between the triangles
                // of a fan. Whole pixels (centre inside), like the content drawn under the clip:
                // antialiasing only the clip would darken edges the content does not cover.
                let coverage = PolygonRasterizer.coverage(of: [shape], originX: Int(box.x), originY: Int(box.y),
                                                          width: Int(box.w), height: Int(box.h), samples: 1)
                for (i, c) in coverage.enumerated() where c < 128 {
                    for k in 0..<4 { pixels[i * 4 + k] = 0 }
                }
            }
            if groupAlpha < 1 {
                let k = Int((max(0, groupAlpha) * 255).rounded())
                for i in pixels.indices { pixels[i] = UInt8((Int(pixels[i]) * k + 127) / 255) }
            }
            pixels = TextureStore.unpremultiplied(pixels)
            guard let sc = try? scratch() else { popClip(); setTarget(previous); return }
            var r = box
            pixels.withUnsafeBytes { _ = SDL_UpdateTexture(sc, &r, $0.baseAddress, box.w * 4) }
            popClip()
            setTarget(previous)
            var src = box, dst = box
            SDL_RenderCopy(renderer, sc, &src, &dst)
            return
        }
        popClip()
        setTarget(previous)
        // Premultiplied: the group's opacity scales all four channels.
        let k = UInt8(max(0, min(255, (groupAlpha * 255).rounded())))
        drawOutputTexture(target, through: shape, color: SDL_Color(r: k, g: k, b: k, a: k))
    }

    // MARK: - Shadows

    /// Draws a layer's shadow like the reference renderer: the shape (the `shadowPath`, else
    /// background and contents) in device space moved by `shadowOffset` (superlayer space),
    /// read back, blurred with `AlphaBlur`, tinted, and drawn.
    func drawShadow(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform, parentToDevice: CompositingTransform, opacity: Double) {
        guard let color = s.shadowColor else { return }
        let shadow = ShadowGeometry(s, toDevice: toDevice, parentToDevice: parentToDevice)
        let shadowToDevice = shadow.shadowToDevice, sigma = shadow.sigma, polygons = shadow.polygons
        var full = SDL_Rect(x: 0, y: 0, w: Int32(outputWidth), h: Int32(outputHeight))
        var want = Self.pixelRect(covering: shadow.outer), box = SDL_Rect()
        guard SDL_IntersectRect(&full, &want, &box) == SDL_TRUE else { return }

        let key = CachedShadow.Key(state: s, shadowToDevice: shadowToDevice, sigma: sigma, opacity: opacity,
                                   box: [box.x, box.y, box.w, box.h])
        caches.shadowsUsed.insert(id)
        if let cached = caches.shadows[id], cached.key == key {
            drawShadowTexture(cached.texture, box: box)
            return
        }
        let w = Int(box.w), h = Int(box.h)
        var alphaBuffer: [UInt8]
        if let polygons {
            // Paths may be concave: rasterise them on the CPU (non-zero winding, like Cairo).
            alphaBuffer = PolygonRasterizer.coverage(of: polygons.map { $0.map(shadowToDevice.apply(to:)) },
                                                     originX: Int(box.x), originY: Int(box.y), width: w, height: h)
        } else {
            alphaBuffer = shapeAlpha(id, s, shadowToDevice: shadowToDevice, box: box)
        }
        AlphaBlur.blur(&alphaBuffer, width: w, height: h, stride: w, sigma: sigma)
        let k = Double(color.alpha) * Double(s.shadowOpacity) * opacity
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let cb = Double(color.blue), cg = Double(color.green), cr = Double(color.red)
        for i in 0..<(w * h) {
            let a = Double(alphaBuffer[i]) / 255 * k
            let premult = usesPremultipliedBlending ? a : 1
            pixels[i * 4] = UInt8((cb * premult * 255).rounded())
            pixels[i * 4 + 1] = UInt8((cg * premult * 255).rounded())
            pixels[i * 4 + 2] = UInt8((cr * premult * 255).rounded())
            pixels[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        caches.storeShadow(nil, for: id)
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), box.w, box.h) else { return }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, box.w * 4) }
        SDL_SetTextureBlendMode(texture, contentBlendMode)
        caches.storeShadow(CachedShadow(key: key, texture: texture), for: id)
        caches.shadowsBlurred += 1
        drawShadowTexture(texture, box: box)
    }

    func drawShadowTexture(_ texture: OpaquePointer, box: SDL_Rect) {
        var src = SDL_Rect(x: 0, y: 0, w: box.w, h: box.h), dst = box
        SDL_RenderCopy(renderer, texture, &src, &dst)
    }

    /// The alpha of a layer's background, gradient, contents and shape drawn at
    /// `shadowToDevice`, read back from an offscreen target over `box` (device pixels).
    func shapeAlpha(_ id: LayerID, _ s: LayerState, shadowToDevice: CompositingTransform, box: SDL_Rect) -> [UInt8] {
        let w = Int(box.w), h = Int(box.h)
        let previous = SDL_GetRenderTarget(renderer)
        let savedClip = drawing.clipStack
        guard let target = try? acquireTarget() else { return [UInt8](repeating: 0, count: w * h) }
        defer { releaseTarget() }
        drawing.clipStack = [box]
        setTarget(target)
        clear(box)
        if let bg = s.backgroundColor, bg.alpha > 0 {
            fillRoundedRect(s.bounds, radius: s.cornerRadius, toDevice: shadowToDevice,
                            color: fillColor(LayerColor(red: 1, green: 1, blue: 1, alpha: bg.alpha), alpha: 1))
        }
        drawGradient(id, s, toDevice: shadowToDevice, alpha: 1)
        drawContents(s, toDevice: shadowToDevice, alpha: 1)
        drawShape(id, s, toDevice: shadowToDevice, alpha: 1)
        let shape = readRect(box)
        drawing.clipStack = savedClip
        setTarget(previous)
        var alpha = [UInt8](repeating: 0, count: w * h)
        for i in 0..<(w * h) { alpha[i] = shape[i * 4 + 3] }
        return alpha
    }
}

/// Where a layer's shadow falls (SPEC §4.4), as `drawShadow` casts it: the shape (the
/// `shadowPath`'s polygons, else the bounds and the shape's ink) moved by `shadowOffset` in the
/// superlayer's space and blurred by the shadow's sigma at the output's scale.
struct ShadowGeometry {
    /// The layer's space to the output, moved by the offset.
    var shadowToDevice: CompositingTransform
    /// The blur's standard deviation in output pixels.
    var sigma: Double
    /// The `shadowPath` as polygons, when the layer has one.
    var polygons: [[CGPoint]]?
    /// The output pixels the blurred shadow can touch (three sigmas and two pixels around).
    var outer: CGRect

    init(_ s: LayerState, toDevice: CompositingTransform, parentToDevice: CompositingTransform) {
        let offset = parentToDevice.applyToVector(s.shadowOffset)
        shadowToDevice = toDevice.concatenating(.translation(x: offset.width, y: offset.height))
        sigma = s.shadowSigma * parentToDevice.meanScale
        polygons = s.shadowPath.map { CompositingShapes.polygons(of: $0) }
        let shapeRect: CGRect
        if let polygons, let first = polygons.first?.first {
            var r = CGRect(origin: first, size: .zero)
            for p in polygons.joined() { r = r.union(CGRect(origin: p, size: .zero)) }
            shapeRect = r
        } else {
            shapeRect = LayerRasters.shadowArea(of: s)
        }
        outer = shadowToDevice.boundingBox(of: shapeRect).insetBy(dx: -(3 * sigma + 2), dy: -(3 * sigma + 2))
    }
}
