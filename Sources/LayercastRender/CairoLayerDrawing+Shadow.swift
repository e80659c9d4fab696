import CCairo
import Foundation
import LayercastModel
import LayercastCompositing

extension CairoLayerDrawing {
    /// Draws a layer's shadow: its shape (the `shadowPath`, else its background, gradient,
    /// contents and shape, SPEC §4.7)
    /// rasterised to alpha in device space, moved by `shadowOffset` in the superlayer's space,
    /// blurred with `AlphaBlur`, then painted in the shadow colour.
    func drawShadow(_ s: LayerState, toDevice: CompositingTransform, parentToDevice: CompositingTransform, opacity: Double) {
        guard let color = s.shadowColor else { return }
        let offset = parentToDevice.applyToVector(s.shadowOffset)
        let shadowToDevice = toDevice.concatenating(.translation(x: offset.width, y: offset.height))
        let sigma = s.shadowSigma * parentToDevice.meanScale
        let shapeRect = s.shadowPath.map(Self.boundingBox(of:)) ?? LayerRasters.shadowArea(of: s)
        let box = shadowToDevice.boundingBox(of: shapeRect).insetBy(dx: -(3 * sigma + 2), dy: -(3 * sigma + 2))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let bx = Int(box.minX.rounded(.down)), by = Int(box.minY.rounded(.down))
        let bw = Int(box.maxX.rounded(.up)) - bx, bh = Int(box.maxY.rounded(.up)) - by

        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(bw), Int32(bh))!
        defer { cairo_surface_destroy(a8) }
        guard cairo_surface_status(a8) == CAIRO_STATUS_SUCCESS else { return }
        let c = cairo_create(a8)!
        let local = shadowToDevice.concatenating(.translation(x: Double(-bx), y: Double(-by)))
        var m = cairo_matrix_t(xx: local.a, yx: local.b, xy: local.c, yy: local.d, x0: local.tx, y0: local.ty)
        cairo_set_matrix(c, &m)
        if let path = s.shadowPath {
            layerPath(path, on: c)
            cairo_set_source_rgba(c, 0, 0, 0, 1)
            cairo_fill(c)
        } else {
            if let bg = s.backgroundColor, bg.alpha > 0 {
                cairo_new_path(c)
                roundedRectPath(s.bounds, radius: s.cornerRadius, on: c)
                cairo_set_source_rgba(c, 0, 0, 0, Double(bg.alpha))
                cairo_fill(c)
            }
            if let cid = s.contents, let bitmap = contents[cid], let src = Self.makeSurface(from: bitmap) {
                defer { cairo_surface_destroy(src) }
                for p in ContentsLayout.patches(for: s, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
                                                bitmapScale: bitmap.scale) {
                    Self.paint(src, patch: p, on: c, alpha: 1, filter: nil)
                }
            }
            let scale = LayerRasters.scale(for: shadowToDevice)
            for raster in [LayerRasters.gradient(of: s, scale: scale), LayerRasters.shape(of: s, scale: scale)].compactMap({ $0 }) {
                Self.paint(raster, on: c, alpha: 1, filter: nil)
            }
        }
        cairo_destroy(c)
        cairo_surface_flush(a8)
        let stride = Int(cairo_image_surface_get_stride(a8))
        guard let data = cairo_image_surface_get_data(a8) else { return }
        var buffer = [UInt8](UnsafeBufferPointer(start: data, count: stride * bh))
        AlphaBlur.blur(&buffer, width: bw, height: bh, stride: stride, sigma: sigma)
        buffer.withUnsafeBytes { src in _ = memcpy(data, src.baseAddress!, stride * bh) }
        cairo_surface_mark_dirty(a8)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(color, alpha: Double(s.shadowOpacity) * opacity)
        cairo_mask_surface(cr, a8, Double(bx), Double(by))
        cairo_restore(cr)
    }

    static func boundingBox(of path: LayerPath) -> CGRect {
        let pts = CompositingShapes.polygons(of: path).flatMap { $0 }
        guard let f = pts.first else { return .zero }
        var minX = f.x, minY = f.y, maxX = f.x, maxY = f.y
        for p in pts { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
