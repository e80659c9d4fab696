/// The image of one glyph at one pixel size and phase (SPEC §6.5): an alpha mask the client
/// tints with a run's colour, or a small premultiplied colour bitmap (colour emoji).
public struct GlyphMask: Hashable, Sendable, Codable {
    /// The pixel format of a mask.
    public enum Format: UInt8, Hashable, Sendable, Codable {
        /// One byte of coverage per pixel.
        case alpha8 = 1
        /// Premultiplied BGRA8, as contents (SPEC §6.1): drawn untinted.
        case bgra8 = 2

        /// Bytes per pixel.
        public var bytesPerPixel: Int { self == .alpha8 ? 1 : 4 }
    }

    /// What the mask is the image of.
    public var key: GlyphKey
    /// Its pixel format.
    public var format: Format
    /// Pixels from the pen column to the mask's left edge (negative: left of the pen).
    public var left: Int32
    /// Pixels from the baseline row to the mask's top edge (negative: above the baseline).
    public var top: Int32
    /// Width in pixels; 0 for a glyph without ink (a space).
    public var width: Int
    /// Height in pixels; 0 for a glyph without ink.
    public var height: Int
    /// The pixels, rows top to bottom, `width × height × bytesPerPixel` bytes.
    public var pixels: [UInt8]

    /// Creates a mask; `pixels` must hold `width × height × format.bytesPerPixel` bytes.
    public init(key: GlyphKey, format: Format = .alpha8, left: Int32, top: Int32, width: Int, height: Int, pixels: [UInt8]) {
        self.key = key; self.format = format; self.left = left; self.top = top
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The bytes its pixels take.
    public var byteCount: Int { width * height * format.bytesPerPixel }
}
