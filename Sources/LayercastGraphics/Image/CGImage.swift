/// An immutable bitmap: the result of drawing and the contents of a layer.
///
/// Pixels are 8-bit premultiplied BGRA (byte order B, G, R, A — Cairo's `ARGB32` on little-endian
/// machines), rows top to bottom, tightly packed (`bytesPerRow == width * 4`). This is the format
/// the wire protocol carries, so a drawn bitmap travels without conversion.
public final class CGImage: @unchecked Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, `width * height * 4` bytes.
    public let pixels: [UInt8]

    /// Creates an image; returns `nil` when `pixels` does not hold `width * height * 4` bytes or
    /// a dimension is negative.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Bytes per row (`width * 4`).
    public var bytesPerRow: Int { width * 4 }

    /// The premultiplied (b, g, r, a) bytes at a pixel; `nil` outside the image.
    public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width); hasher.combine(height); hasher.combine(pixels.count)
    }
}
