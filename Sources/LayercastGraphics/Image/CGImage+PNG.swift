import CCairo
import Foundation

// PNG coding through Cairo's stream functions (no temporary files).
extension CGImage {
    /// The image encoded as PNG (RGBA, un-premultiplied by Cairo). Throws `.pngEncodingFailed`.
    public func pngData() throws -> Data {
        guard width > 0, height > 0 else { throw GraphicsError.pngEncodingFailed("empty image") }
        let surface = try CairoSurface(copying: self)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(surface.pointer, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError.pngEncodingFailed(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    /// Writes the image as a PNG file at `url`. Throws `.pngEncodingFailed`.
    public func writePNG(to url: URL) throws {
        let data = try pngData()
        do { try data.write(to: url) } catch {
            throw GraphicsError.pngEncodingFailed("writing \(url.path): \(error)")
        }
    }

    /// Decodes PNG bytes into premultiplied BGRA (opaque PNGs get alpha 255). Throws
    /// `.pngDecodingFailed`.
    public convenience init(pngData data: Data) throws {
        let source = PNGSource(data: data)
        guard let raw = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque()) else {
            throw GraphicsError.pngDecodingFailed("no surface")
        }
        let decoded: CairoSurface
        do { decoded = try CairoSurface(adopting: raw, operation: "decoding a PNG") } catch {
            throw GraphicsError.pngDecodingFailed("\(error)")
        }
        // Cairo may decode to RGB24 or A8; repaint into ARGB32 so the pixels are always BGRA.
        let target = try CairoSurface(pixelWidth: decoded.pixelWidth, pixelHeight: decoded.pixelHeight)
        guard let cr = cairo_create(target.pointer) else { throw GraphicsError.pngDecodingFailed("no context") }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded.pointer, 0, 0)
        cairo_paint(cr)
        try GraphicsError.check(cairo_status(cr), "converting a decoded PNG")
        let image = try target.makeImage()
        self.init(width: image.width, height: image.height, pixels: image.pixels)!
    }

    /// Reads a PNG file. Throws `.pngDecodingFailed` when it cannot be read or decoded.
    public convenience init(contentsOfPNGFile url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw GraphicsError.pngDecodingFailed("reading \(url.path): \(error)")
        }
        try self.init(pngData: data)
    }
}

private final class PNGSink {
    var data = Data()
}

private final class PNGSource {
    let data: Data
    var offset: Int
    init(data: Data) { self.data = data; self.offset = data.startIndex }
}
