/// The pixel formats a contents bitmap may have on the wire (SPEC §6.1).
public enum PixelFormat: UInt8, Hashable, Sendable, Codable {
    /// 8-bit premultiplied BGRA, byte order B, G, R, A: Cairo's ARGB32 on little-endian machines
    /// and SDL's ARGB8888.
    case bgra8Premultiplied = 1
}

/// A contents bitmap: pixels at a scale, tightly packed rows, top row first (SPEC §6.1).
public struct ContentBitmap: Hashable, Sendable, Codable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Pixels per point the bitmap was drawn at.
    public var scale: Double
    /// The pixel format.
    public var format: PixelFormat
    /// `width * height * 4` bytes, rows top to bottom, no padding.
    public var pixels: [UInt8]

    /// Creates a bitmap; `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, scale: Double = 1, format: PixelFormat = .bgra8Premultiplied, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "ContentBitmap: pixel count does not match its size")
        self.width = width; self.height = height; self.scale = scale; self.format = format; self.pixels = pixels
    }

    /// Bytes per row (`width * 4`).
    public var bytesPerRow: Int { width * 4 }
}
