import CCairo
import Foundation
import LayercastProtocol

/// The PNG baseline of figure 4: libpng through Cairo's stream functions, as
/// `LayercastGraphics` writes and reads PNGs, without that layer's extra copies so PNG is
/// measured at its best. Encoding starts from a Cairo image surface holding the bitmap (made
/// once, outside the timing); decoding ends with a Cairo image surface.
final class PNGCodec {
    /// An ARGB32 surface holding `bitmap`'s premultiplied BGRA pixels.
    final class Surface {
        let pointer: OpaquePointer
        init(_ bitmap: ContentBitmap) {
            pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
            let stride = Int(cairo_image_surface_get_stride(pointer))
            cairo_surface_flush(pointer)
            let data = cairo_image_surface_get_data(pointer)!
            bitmap.pixels.withUnsafeBytes { src in
                for y in 0..<bitmap.height {
                    (data + y * stride).update(from: src.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bitmap.bytesPerRow,
                                               count: bitmap.bytesPerRow)
                }
            }
            cairo_surface_mark_dirty(pointer)
        }
        deinit { cairo_surface_destroy(pointer) }
    }

    private final class Sink { var bytes: [UInt8] = [] }
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private let sink = Sink()

    /// Encodes the surface; returns the PNG bytes.
    func encode(_ surface: Surface) throws -> [UInt8] {
        sink.bytes.removeAll(keepingCapacity: true)
        let status = cairo_surface_write_to_png_stream(surface.pointer, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw BenchMeasurementFailure("PNG encoding: \(String(cString: cairo_status_to_string(status)))") }
        return sink.bytes
    }

    /// Decodes PNG bytes into a Cairo image surface; returns its size in pixels.
    func decode(_ png: [UInt8]) throws -> (width: Int, height: Int) {
        let source = Source(png)
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBytes { buffer.update(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self) + source.offset, count: count) }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque()) else { throw BenchMeasurementFailure("PNG decoding: no surface") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw BenchMeasurementFailure("PNG decoding: \(String(cString: cairo_status_to_string(status)))") }
        cairo_surface_flush(surface)
        return (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }
}
