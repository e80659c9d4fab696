import CCairo
import Foundation
import LayercastModel
import LayercastCompositing

/// One frame being drawn with Cairo: owns the output surface, its context and the surfaces made
/// for contents bitmaps. Not Sendable: it lives for one `render` call.
final class CairoLayerDrawing {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Int
    let height: Int
    let tree: LayerTree
    let contents: [ContentID: ContentBitmap]
    /// The glyph masks held and their scale (SPEC §6.5); `nil`: runs draw nothing.
    var glyphs: GlyphCache?
    /// Whether opacity composites groups and replicators draw their copies (SPEC §4.9, §4.10).
    var layerGroups = true
    /// Whether a turned layer's edges are aliased unless it allows antialiasing (SPEC §4.11).
    var aliasesTurnedEdges = true
    /// Whether a layer with `shouldRasterize` is drawn at its `rasterizationScale` (SPEC §4.12).
    var rasterizesLayers = true
    /// The layers whose bitmap is being drawn (drawn directly inside it).
    var rasterizing: Set<LayerID> = []
    /// The model tree and the time `tree` presents it at, for a replicator's delayed copies.
    var model: LayerTree?
    var time: Double?
    /// While a replicator's delayed copy is drawn: the time its layers show (SPEC §4.10).
    var instanceTime: Double?
    /// The product of the instance counts of the replicators above (bounded by L28).
    var copiesAbove = 1
    private var contentSurfaces: [ContentID: OpaquePointer] = [:]

    init(width: Int, height: Int, tree: LayerTree, contents: [ContentID: ContentBitmap]) throws(RenderError) {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        surface = s
        cr = cairo_create(s)
        self.width = width; self.height = height; self.tree = tree; self.contents = contents
    }

    deinit {
        for s in contentSurfaces.values { cairo_surface_destroy(s) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: - Output

    func fill(with color: LayerColor) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func bitmap(scale: Double) -> ContentBitmap { Self.bitmap(of: surface, scale: scale) }

    static func bitmap(of surface: OpaquePointer, scale: Double) -> ContentBitmap {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBytes { dst in
                for y in 0..<h {
                    memcpy(dst.baseAddress! + y * w * 4, data + y * stride, w * 4)
                }
            }
        }
        return ContentBitmap(width: w, height: h, scale: scale, pixels: pixels)
    }

    static func makeSurface(from bitmap: ContentBitmap) -> OpaquePointer? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            cairo_surface_destroy(s)
            return nil
        }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        bitmap.pixels.withUnsafeBytes { src in
            for y in 0..<bitmap.height {
                memcpy(data + y * stride, src.baseAddress! + y * bitmap.bytesPerRow, bitmap.bytesPerRow)
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    static func convertToARGB32(_ source: OpaquePointer) -> OpaquePointer? {
        let w = cairo_image_surface_get_width(source), h = cairo_image_surface_get_height(source)
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        let c = cairo_create(s)
        cairo_set_source_surface(c, source, 0, 0)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        return s
    }

    // MARK: - Layers

    /// Draws a layer and its subtree. `parentToDevice` maps the superlayer's space to device
    /// pixels; `opacity` is the product of the ancestors' opacities.
    func drawLayer(_ id: LayerID, parentToDevice: CompositingTransform, opacity: Double) {
        guard let s = drawnState(of: id), !s.isHidden, s.opacity > 0 else { return }
        let toDevice = s.transformToSuperlayer.concatenating(parentToDevice)
        guard toDevice.determinant != 0 else { return }
        if rasterizesLayers, !rasterizing.contains(id), let k = s.rasterizationFactor(toDevice: toDevice) {
            drawRasterized(id, parentToDevice: parentToDevice, opacity: opacity, factor: k)
            return
        }

        if s.drawsShadow { drawShadow(s, toDevice: toDevice, parentToDevice: parentToDevice, opacity: opacity * Double(s.opacity)) }

        // SPEC §4.9: a translucent group draws at full opacity, then at its opacity.
        let group = layerGroups && tree.compositesAsGroup(id, s)
        let groupAlpha = opacity * Double(s.opacity)
        let alpha = group ? 1 : groupAlpha
        let masked = s.mask.flatMap { tree[$0] } != nil
        cairo_save(cr)
        // SPEC §4.11: a turned layer's own edges (its fills and its clip) are aliased unless it
        // allows antialiasing; the setting is part of the saved state its sublayers set anew.
        let aliased = aliasesTurnedEdges && !s.allowsEdgeAntialiasing && !toDevice.isAxisAlignedScaleTranslate
        cairo_set_antialias(cr, aliased ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_DEFAULT)
        if group { cairo_push_group(cr) }
        if masked { cairo_push_group(cr) }

        if let bg = s.backgroundColor, bg.alpha > 0 {
            setMatrix(toDevice)
            roundedRectPath(s.bounds, radius: s.cornerRadius)
            setSource(bg, alpha: alpha)
            cairo_fill(cr)
        }
        cairo_save(cr)
        if s.masksToBounds {
            setMatrix(toDevice)
            roundedRectPath(s.bounds, radius: s.cornerRadius)
            cairo_clip(cr)
        }
        let rasterScale = LayerRasters.scale(for: toDevice)
        drawRaster(LayerRasters.gradient(of: s, scale: rasterScale), toDevice: toDevice, alpha: alpha)
        drawContents(s, toDevice: toDevice, alpha: alpha)
        drawGlyphRuns(s, toDevice: toDevice, alpha: alpha)
        drawRaster(LayerRasters.shape(of: s, scale: rasterScale), toDevice: toDevice, alpha: alpha)
        drawSublayers(of: id, s, toDevice: toDevice, opacity: alpha)
        cairo_restore(cr)
        if s.borderWidth > 0, let bc = s.borderColor, bc.alpha > 0 {
            setMatrix(toDevice)
            borderPath(s)
            setSource(bc, alpha: alpha)
            cairo_fill(cr)
        }

        if masked, let maskID = s.mask {
            // A popped group's pattern is relative to the matrix at pop time: pop in device space.
            cairo_identity_matrix(cr)
            let layerPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            drawLayer(maskID, parentToDevice: toDevice, opacity: 1)
            cairo_identity_matrix(cr)
            let maskPattern = cairo_pop_group(cr)
            cairo_set_source(cr, layerPattern)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(layerPattern)
            cairo_pattern_destroy(maskPattern)
        }
        if group {
            cairo_identity_matrix(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, groupAlpha)
        }
        cairo_restore(cr)
    }

    /// SPEC §4.12: a layer with `shouldRasterize` (and its subtree) drawn as a bitmap `factor`
    /// times the output's resolution over the clip's extents, then painted scaled up with
    /// bilinear filtering (transparent beyond the bitmap).
    private func drawRasterized(_ id: LayerID, parentToDevice: CompositingTransform, opacity: Double, factor k: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let bx = max(0, Int(x0.rounded(.down))), by = max(0, Int(y0.rounded(.down)))
        let bw = min(width, Int(x1.rounded(.up))) - bx, bh = min(height, Int(y1.rounded(.up))) - by
        guard bw > 0, bh > 0 else { return }
        let w = max(1, Int((Double(bw) * k).rounded(.up))), h = max(1, Int((Double(bh) * k).rounded(.up)))
        guard let bitmap = try? CairoLayerDrawing(width: w, height: h, tree: tree, contents: contents) else { return }
        bitmap.glyphs = glyphs; bitmap.layerGroups = layerGroups; bitmap.aliasesTurnedEdges = aliasesTurnedEdges
        bitmap.rasterizesLayers = rasterizesLayers; bitmap.rasterizing = rasterizing.union([id])
        bitmap.model = model; bitmap.time = time; bitmap.instanceTime = instanceTime; bitmap.copiesAbove = copiesAbove
        let scaled = parentToDevice.concatenating(.translation(x: -Double(bx), y: -Double(by))).concatenating(.scale(x: k, y: k))
        bitmap.drawLayer(id, parentToDevice: scaled, opacity: opacity)
        cairo_surface_flush(bitmap.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(bitmap.surface)
        let sx = Double(w) / Double(bw), sy = Double(h) / Double(bh)
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -Double(bx) * sx, y0: -Double(by) * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(bx), Double(by), Double(bw), Double(bh))
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// A layer's state in this frame: the presentation's, or inside a replicator's delayed copy
    /// the model's with its animations evaluated at the copy's time.
    private func drawnState(of id: LayerID) -> LayerState? {
        if let t = instanceTime, let model { return model.presentedState(of: id, at: t) }
        return tree[id]?.state
    }

    /// Draws a layer's sublayers; a replicator's (SPEC §4.10) once per copy: copy k moved by the
    /// instance transform k times about the bounds' centre, its colours multiplied by the
    /// instance colour (a group whose pixels are scaled, exact because compositing is linear),
    /// its animations k × instanceDelay seconds late; at most L28 copies through nesting.
    private func drawSublayers(of id: LayerID, _ s: LayerState, toDevice: CompositingTransform, opacity: Double) {
        let subs = tree.sublayersInDrawOrder(of: id)
        guard !subs.isEmpty else { return }
        guard layerGroups, let r = s.replicator else {
            for sub in subs { drawLayer(sub, parentToDevice: toDevice, opacity: opacity) }
            return
        }
        let copies = r.copies(in: s.bounds, copiesAbove: copiesAbove)
        guard !copies.isEmpty else { return }
        let saved = (time: instanceTime, copies: copiesAbove)
        defer { instanceTime = saved.time; copiesAbove = saved.copies }
        copiesAbove = saved.copies * copies.count
        for copy in copies {
            let color = copy.color
            instanceTime = copy.time(inherited: saved.time, now: time)
            let copyToDevice = copy.transform.concatenating(toDevice)
            let tinted = color.red < 1 || color.green < 1 || color.blue < 1
            cairo_save(cr)
            if tinted { cairo_push_group(cr) }
            for sub in subs { drawLayer(sub, parentToDevice: copyToDevice, opacity: opacity * Double(color.alpha)) }
            if tinted {
                cairo_identity_matrix(cr)
                let pattern = cairo_pop_group(cr)
                var groupSurface: OpaquePointer?
                if cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface {
                    Self.multiply(groupSurface, by: color)
                }
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
                cairo_pattern_destroy(pattern)
            }
            cairo_restore(cr)
        }
    }

    /// Multiplies a premultiplied ARGB32 image surface's red, green and blue by `color`'s.
    private static func multiply(_ surface: OpaquePointer, by color: LayerColor) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // BGRA in memory on little-endian machines (CAIRO_FORMAT_ARGB32 is a native u32).
        let k = [color.blue, color.green, color.red].map { Int((Double($0) * 256).rounded()) }
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let p = row + x * 4
                for c in 0..<3 { p[c] = UInt8((Int(p[c]) * k[c] + 128) >> 8) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    func drawContents(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard let cid = s.contents, let bitmap = contents[cid], let source = contentSurface(cid, bitmap) else { return }
        let patches = ContentsLayout.patches(for: s, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
                                             bitmapScale: bitmap.scale)
        for p in patches { paint(source, patch: p, toDevice: toDevice, alpha: alpha) }
    }

    /// SPEC §4.7, §4.8: a shape or gradient, rasterised by the shared `LayerRasters` at this
    /// output's scale as the client does, painted over the rectangle it covers.
    func drawRaster(_ raster: (bitmap: ContentBitmap, rect: CGRect)?, toDevice: CompositingTransform, alpha: Double) {
        guard let raster else { return }
        cairo_save(cr)
        setMatrix(toDevice)
        Self.paint(raster, on: cr, alpha: alpha, filter: CAIRO_FILTER_BILINEAR)
        cairo_restore(cr)
    }

    /// Paints a raster of `LayerRasters` over the rectangle it covers, in the current user space
    /// of `cr` (the layer's space).
    static func paint(_ raster: (bitmap: ContentBitmap, rect: CGRect), on cr: OpaquePointer, alpha: Double, filter: cairo_filter_t?) {
        guard let source = makeSurface(from: raster.bitmap) else { return }
        defer { cairo_surface_destroy(source) }
        let whole = CGRect(x: 0, y: 0, width: raster.bitmap.width, height: raster.bitmap.height)
        paint(source, patch: ContentsPatch(source: whole, destination: raster.rect), on: cr, alpha: alpha, filter: filter)
    }

    func paint(_ source: OpaquePointer, patch p: ContentsPatch, toDevice: CompositingTransform, alpha: Double) {
        cairo_save(cr)
        setMatrix(toDevice)
        Self.paint(source, patch: p, on: cr, alpha: alpha, filter: CAIRO_FILTER_BILINEAR)
        cairo_restore(cr)
    }

    /// Paints the patch's source rect of `source` (pixels) into its destination rect (the current
    /// user space of `cr`), clipped to the destination; edges are padded, not repeated.
    /// - Parameter filter: the pattern filter; `nil` keeps Cairo's default.
    static func paint(_ source: OpaquePointer, patch p: ContentsPatch, on cr: OpaquePointer,
                      alpha: Double, filter: cairo_filter_t?) {
        cairo_save(cr)
        cairo_rectangle(cr, p.destination.minX, p.destination.minY, p.destination.width, p.destination.height)
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(source)
        let sx = p.source.width / p.destination.width, sy = p.source.height / p.destination.height
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                               x0: p.source.minX - p.destination.minX * sx,
                               y0: p.source.minY - p.destination.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        if let filter { cairo_pattern_set_filter(pattern, filter) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    private func contentSurface(_ id: ContentID, _ bitmap: ContentBitmap) -> OpaquePointer? {
        if let s = contentSurfaces[id] { return s }
        guard let s = Self.makeSurface(from: bitmap) else { return nil }
        contentSurfaces[id] = s
        return s
    }

    // MARK: - Paths

    func setMatrix(_ t: CompositingTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &m)
    }

    func setSource(_ c: LayerColor, alpha: Double) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
    }

    func roundedRectPath(_ rect: CGRect, radius: Double, on context: OpaquePointer? = nil) {
        let c = context ?? cr
        let r = CompositingShapes.effectiveRadius(radius, for: rect)
        cairo_new_sub_path(c)
        guard r > 0 else {
            cairo_rectangle(c, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_arc(c, rect.minX + r, rect.minY + r, r, Double.pi, 1.5 * Double.pi)
        cairo_arc(c, rect.maxX - r, rect.minY + r, r, 1.5 * Double.pi, 2 * Double.pi)
        cairo_arc(c, rect.maxX - r, rect.maxY - r, r, 0, 0.5 * Double.pi)
        cairo_arc(c, rect.minX + r, rect.maxY - r, r, 0.5 * Double.pi, Double.pi)
        cairo_close_path(c)
    }

    /// The ring between the bounds' edge and a line `borderWidth` inside it (even-odd filled).
    func borderPath(_ s: LayerState) {
        cairo_new_path(cr)
        roundedRectPath(s.bounds, radius: s.cornerRadius)
        let inner = s.bounds.insetBy(dx: min(s.borderWidth, s.bounds.width / 2), dy: min(s.borderWidth, s.bounds.height / 2))
        if inner.width > 0, inner.height > 0 {
            roundedRectPath(inner, radius: max(0, CompositingShapes.effectiveRadius(s.cornerRadius, for: s.bounds) - s.borderWidth))
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    }

    func layerPath(_ path: LayerPath, on c: OpaquePointer) {
        cairo_new_path(c)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(c, p.x, p.y)
            case .line(let p): cairo_line_to(c, p.x, p.y)
            case .quadCurve(let to, let ctl):
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(c, &x0, &y0)
                // Cairo's current point is in user space, as the control points are.
                cairo_curve_to(c, x0 + 2 / 3 * (ctl.x - x0), y0 + 2 / 3 * (ctl.y - y0),
                               to.x + 2 / 3 * (ctl.x - to.x), to.y + 2 / 3 * (ctl.y - to.y), to.x, to.y)
            case .curve(let to, let c1, let c2): cairo_curve_to(c, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case .closeSubpath: cairo_close_path(c)
            }
        }
    }
}
