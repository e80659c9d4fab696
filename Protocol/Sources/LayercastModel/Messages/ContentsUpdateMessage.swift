/// §11.4 A new bitmap made from a previous one with one rectangle replaced.
public struct ContentsUpdateMessage: Hashable, Sendable, Codable {
    /// The bitmap the client already holds.
    public var baseID: ContentID
    /// The id of the resulting bitmap (its full hash, §6.2).
    public var newID: ContentID
    /// Left edge of the rectangle, in pixels of the base bitmap.
    public var x: UInt32
    /// Top edge, in pixels (y down).
    public var y: UInt32
    /// Width of the rectangle in pixels, ≥ 1.
    public var width: UInt32
    /// Height of the rectangle in pixels, ≥ 1.
    public var height: UInt32
    /// The filter the pixels travel with.
    public var filter: PixelFilter
    /// The rectangle's pixels, unfiltered, `width * height * 4` bytes, in the base's format.
    public var pixels: [UInt8]
    /// Creates an update.
    public init(baseID: ContentID, newID: ContentID, x: UInt32, y: UInt32, width: UInt32, height: UInt32,
                filter: PixelFilter = .none, pixels: [UInt8]) {
        self.baseID = baseID; self.newID = newID; self.x = x; self.y = y
        self.width = width; self.height = height; self.filter = filter; self.pixels = pixels
    }
}
