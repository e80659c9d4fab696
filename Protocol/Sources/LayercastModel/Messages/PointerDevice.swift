/// What kind of device a pointer event comes from (SPEC §12.1).
public enum PointerDevice: UInt8, Hashable, Sendable, Codable {
    /// A mouse: one pointer, id 0, buttons meaningful.
    case mouse = 1
    /// A finger on a touch screen; each finger has its own id for the touch's lifetime.
    case touch = 2
}
