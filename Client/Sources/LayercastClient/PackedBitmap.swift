import LayercastProtocol
import NIOCore

/// A held bitmap's pixels kept zstd-compressed, for the one use the client has for them after
/// the upload: the base of a later `contentsUpdate` (SPEC §11.4), whose result must hash to its
/// new id and so needs every pixel. The texture is what the compositor draws; without packing
/// each held bitmap would sit in memory twice, once as a texture and once as pixels (figure 11).
struct PackedBitmap {
    let width: Int
    let height: Int
    let scale: Double
    let format: PixelFormat
    /// One zstd frame of `width * height * 4` bytes.
    let packed: ByteBuffer

    /// Compresses `bitmap`'s pixels with `compressor`.
    init(_ bitmap: ContentBitmap, compressor: ZstdCompressor) throws(ProtocolError) {
        width = bitmap.width; height = bitmap.height; scale = bitmap.scale; format = bitmap.format
        packed = try compressor.compress(bitmap.pixels)
    }

    /// The pixels again; throws `internalError` if they do not come back whole (they were
    /// compressed here, so that is a bug, not bad input).
    func unpacked(with decompressor: ZstdDecompressor) throws(ProtocolError) -> ContentBitmap {
        let size = width * height * 4
        var buffer = try decompressor.decompress(packed, limit: size)
        guard buffer.readableBytes == size, let pixels = buffer.readBytes(length: size) else {
            throw ProtocolError(.internalError, "a held bitmap unpacked to \(buffer.readableBytes) bytes, not \(size)")
        }
        return ContentBitmap(width: width, height: height, scale: scale, format: format, pixels: pixels)
    }

    /// Bytes held.
    var packedSize: Int { packed.readableBytes }
}
