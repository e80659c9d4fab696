/// §11.3 A contents bitmap. The decoder checks that the pixels hash to `id` (`contentMismatch`).
public struct ContentsMessage: Hashable, Sendable, Codable {
    /// The content id, `ContentID(of: bitmap)`.
    public var id: ContentID
    /// The bitmap, unfiltered.
    public var bitmap: ContentBitmap
    /// The filter the pixels travel with.
    public var filter: PixelFilter
    /// Creates a contents message; `id` defaults to the bitmap's hash.
    public init(bitmap: ContentBitmap, id: ContentID? = nil, filter: PixelFilter = .none) {
        self.bitmap = bitmap; self.id = id ?? ContentID(of: bitmap); self.filter = filter
    }
}
