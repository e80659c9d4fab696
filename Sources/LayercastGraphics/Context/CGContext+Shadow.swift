import CCairo
import Foundation

/// A drop shadow: offset and blur in points of the base space (the CTM does not affect them), and
/// the shadow colour.
struct ShadowState {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

// Shadows: each painting operation is drawn into a group, the group's alpha is blurred and painted
// offset in the shadow colour, then the group is painted on top — Core Graphics' model.
extension CGContext {
    /// Casts a shadow under everything drawn afterwards: black at 1/3 opacity, as Core Graphics.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Casts a shadow under everything drawn afterwards; a `nil` or transparent colour turns
    /// shadows off. `offset` and `blur` are in points, unaffected by the CTM (y down, so a
    /// positive height moves the shadow down). Saved and restored with the graphics state.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { paint.shadow = nil; return }
        paint.shadow = ShadowState(offset: offset, blur: max(0, blur), color: color)
    }

    /// Runs one painting operation, with its shadow when a shadow is set.
    func paintingWithShadow(_ operation: () -> Void) {
        notePainting()
        guard let shadow = paint.shadow, !isPaintingShadowedGroup else { operation(); return }
        isPaintingShadowedGroup = true
        defer { isPaintingShadowedGroup = false }
        cairo_push_group(cairo)
        operation()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        if let mask = try? shadowMask(of: group, blur: shadow.blur) {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            // The mask already carries the global alpha; do not apply it twice.
            let c = shadow.color
            cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_mask_surface(cairo, mask.pointer, Double(shadow.offset.width), Double(shadow.offset.height))
            cairo_restore(cairo)
        }
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The group rendered at full size and its alpha blurred, as an A8 surface in points.
    private func shadowMask(of group: OpaquePointer, blur: CGFloat) throws -> CairoSurface {
        let full = try CairoSurface(pixelWidth: width, pixelHeight: height)
        cairo_surface_set_device_scale(full.pointer, Double(scale), Double(scale))
        guard let cr = cairo_create(full.pointer) else { throw GraphicsError.cairo(status: "no context", operation: "shadow") }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(cr, &matrix)
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(full.pointer)

        let w = width, h = height
        guard let data = cairo_image_surface_get_data(full.pointer) else { throw GraphicsError.cairo(status: "no data", operation: "shadow") }
        let stride = Int(cairo_image_surface_get_stride(full.pointer))
        // Blur only around the ink: the region grows by the blur's reach (3 passes × radius).
        var minX = w, minY = h, maxX = -1, maxY = -1
        for y in 0..<h {
            for x in 0..<w where data[y * stride + x * 4 + 3] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard let maskPointer = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else {
            throw GraphicsError.cairo(status: "no surface", operation: "shadow mask")
        }
        let mask = try CairoSurface(adopting: maskPointer, operation: "creating a shadow mask")
        cairo_surface_set_device_scale(mask.pointer, Double(scale), Double(scale))
        guard maxX >= 0, let maskData = cairo_image_surface_get_data(mask.pointer) else { return mask }
        // Three box blurs approximate a Gaussian of sigma = blur / 2 (in pixels: × scale).
        let sigma = Double(blur * scale) / 2
        let radius = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        let x0 = max(0, minX - 3 * radius), x1 = min(w - 1, maxX + 3 * radius)
        let y0 = max(0, minY - 3 * radius), y1 = min(h - 1, maxY + 3 * radius)
        let rw = x1 - x0 + 1, rh = y1 - y0 + 1
        var alpha = [Float](repeating: 0, count: rw * rh)
        for y in 0..<rh { for x in 0..<rw { alpha[y * rw + x] = Float(data[(y + y0) * stride + (x + x0) * 4 + 3]) } }
        if radius > 0 {
            for _ in 0..<3 {
                Self.boxBlur(&alpha, width: rw, height: rh, radius: radius, horizontal: true)
                Self.boxBlur(&alpha, width: rw, height: rh, radius: radius, horizontal: false)
            }
        }
        cairo_surface_flush(mask.pointer)
        let maskStride = Int(cairo_image_surface_get_stride(mask.pointer))
        for y in 0..<rh {
            for x in 0..<rw { maskData[(y + y0) * maskStride + x + x0] = UInt8(min(255, alpha[y * rw + x].rounded())) }
        }
        cairo_surface_mark_dirty(mask.pointer)
        return mask
    }

    /// A running-sum box blur of width 2·radius+1 along rows or columns; edges count as zero.
    private static func boxBlur(_ values: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let norm = 1 / Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: length)
        for l in 0..<lines {
            let base = horizontal ? l * width : l
            for i in 0..<length { line[i] = values[base + i * step] }
            var sum: Float = 0
            for i in 0...min(radius, length - 1) { sum += line[i] }
            for i in 0..<length {
                values[base + i * step] = sum * norm
                let add = i + radius + 1, remove = i - radius
                if add < length { sum += line[add] }
                if remove >= 0 { sum -= line[remove] }
            }
        }
    }
}
