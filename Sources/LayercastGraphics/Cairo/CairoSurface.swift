import CCairo
import Foundation

/// Owns one `cairo_surface_t` (always an ARGB32 image surface) and destroys it in `deinit`.
///
/// Not Sendable: a surface lives in one isolation domain; `CGImage` is what crosses domains.
final class CairoSurface {
    let pointer: OpaquePointer

    /// The largest side, in pixels, Layercast allocates (Cairo's own limit is 32767).
    static let maximumPixelSide = 32_767

    /// A new transparent ARGB32 surface of `width`×`height` pixels.
    init(pixelWidth width: Int, pixelHeight height: Int) throws {
        guard width >= 0, height >= 0, width <= Self.maximumPixelSide, height <= Self.maximumPixelSide else {
            throw GraphicsError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw GraphicsError.cairo(status: "no surface", operation: "creating an image surface")
        }
        pointer = surface
        try GraphicsError.check(cairo_surface_status(surface), "creating a \(width)×\(height) image surface")
    }

    /// A new ARGB32 surface holding a copy of `image`'s pixels.
    convenience init(copying image: CGImage) throws {
        try self.init(pixelWidth: image.width, pixelHeight: image.height)
        try replacePixels(with: image)
    }

    /// Adopts a surface Cairo returned (e.g. from PNG decoding); checks its status.
    init(adopting surface: OpaquePointer, operation: String) throws {
        pointer = surface
        try GraphicsError.check(cairo_surface_status(surface), operation)
    }

    deinit { cairo_surface_destroy(pointer) }

    var pixelWidth: Int { Int(cairo_image_surface_get_width(pointer)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// Overwrites every pixel with `image`'s (same size required).
    func replacePixels(with image: CGImage) throws {
        precondition(image.width == pixelWidth && image.height == pixelHeight, "size mismatch")
        cairo_surface_flush(pointer)
        guard image.width > 0, image.height > 0, let data = cairo_image_surface_get_data(pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        image.pixels.withUnsafeBytes { source in
            for row in 0..<image.height {
                memcpy(data + row * stride, source.baseAddress! + row * image.bytesPerRow, image.bytesPerRow)
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// A copy of the pixels as a `CGImage` (premultiplied BGRA, tightly packed).
    func makeImage() throws -> CGImage {
        cairo_surface_flush(pointer)
        try GraphicsError.check(cairo_surface_status(pointer), "reading an image surface")
        let width = pixelWidth, height = pixelHeight
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) {
            let stride = Int(cairo_image_surface_get_stride(pointer))
            let rowBytes = width * 4
            pixels.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    memcpy(destination.baseAddress! + row * rowBytes, data + row * stride, rowBytes)
                }
            }
        }
        guard let image = CGImage(width: width, height: height, pixels: pixels) else {
            throw GraphicsError.cairo(status: "bad pixel count", operation: "copying an image surface")
        }
        return image
    }
}

extension CGImage {
    /// Calls `body` with a Cairo surface that reads this image's pixels in place (no copy).
    ///
    /// The surface is finished before `body` returns, so Cairo cannot keep a pointer into the
    /// array; it must only be used as a drawing source.
    func withCairoSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R? {
        guard width > 0, height > 0 else { return nil }
        return try pixels.withUnsafeBufferPointer { buffer -> R? in
            let data = UnsafeMutablePointer(mutating: buffer.baseAddress!)
            guard let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow)) else { return nil }
            defer { cairo_surface_finish(surface); cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            return try body(surface)
        }
    }
}
