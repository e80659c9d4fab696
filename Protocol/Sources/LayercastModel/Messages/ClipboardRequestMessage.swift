/// §12.12 A peer asks for the other's clipboard in one of the offered types.
public struct ClipboardRequestMessage: Hashable, Sendable, Codable {
    /// The serial of the offer this asks about.
    public var serial: UInt32
    /// One media type of that offer.
    public var type: String
    /// Creates a request.
    public init(serial: UInt32, type: String) { self.serial = serial; self.type = type }
}
