/// One field of an encoded message, as the annotated vectors and `layercast-dump` show it.
public struct WireAnnotation: Hashable, Sendable {
    /// Offset of the field's first byte, from the start of the buffer the writer started at.
    public var offset: Int
    /// Number of bytes.
    public var length: Int
    /// The wire type (`u8`, `u16`, `u32`, `u64`, `f32`, `f64`, `bool`, `bytes`, `utf8`).
    public var type: String
    /// The field's name.
    public var label: String
}
