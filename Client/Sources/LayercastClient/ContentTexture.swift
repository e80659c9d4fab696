/// A contents bitmap uploaded to the renderer, with what placing it needs.
struct ContentTexture {
    /// The texture; `nil` for an empty (0×0) bitmap.
    let texture: OpaquePointer?
    let width: Int
    let height: Int
    /// Pixels per point the bitmap was drawn at.
    let scale: Double
}
