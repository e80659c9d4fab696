import CJPEG
import Foundation

// JPEG coding through libjpeg (libjpeg-turbo); Cairo reads and writes only PNG.
extension CGImage {
    /// Whether `data` starts with a JPEG's start-of-image marker (FF D8 FF).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }

    /// Whether `data` starts with the PNG signature.
    public static func isPNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Decodes JPEG bytes (baseline or progressive, colour or greyscale) into opaque BGRA.
    /// Throws `.jpegDecodingFailed` for anything else, including CMYK JPEGs and images over
    /// 32767 pixels a side. EXIF orientation is not applied.
    public convenience init(jpegData data: Data) throws {
        guard Self.isJPEG(data) else { throw GraphicsError.jpegDecodingFailed("not a JPEG") }
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBytes { raw -> Int32 in
            let bytes = raw.bindMemory(to: UInt8.self)
            return layercast_jpeg_decode(bytes.baseAddress, UInt(bytes.count), &out, &width, &height)
        }
        guard status == 0, let out else {
            throw GraphicsError.jpegDecodingFailed(status == -2 ? "too large or out of memory" : "corrupt or unsupported")
        }
        defer { free(out) }
        let count = Int(width) * Int(height) * 4
        let pixels = Array(UnsafeBufferPointer(start: out, count: count))
        self.init(width: Int(width), height: Int(height), pixels: pixels)!
    }

    /// The image encoded as a baseline JPEG at `compressionQuality` (0 smallest … 1 best; libjpeg's
    /// quality 0…100). JPEG has no alpha: transparent pixels come out black, as UIKit's do.
    /// Throws `.jpegEncodingFailed`.
    public func jpegData(compressionQuality: CGFloat) throws -> Data {
        let quality = Int32((max(0, min(1, compressionQuality.isFinite ? compressionQuality : 1)) * 100).rounded())
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            layercast_jpeg_encode(buffer.baseAddress, Int32(width), Int32(height), Int32(bytesPerRow), quality, &out, &size)
        }
        guard status == 0, let out else { throw GraphicsError.jpegEncodingFailed("\(width)×\(height) image") }
        defer { free(out) }
        return Data(bytes: out, count: Int(size))
    }
}
