/// The identity of a layer on the wire (SPEC §4.1).
///
/// Ids are chosen by the server and unique within a session. `LayerID.root` (1) is the screen's
/// root layer: it exists in every tree from the start and can never be created or destroyed.
/// `0` is never a valid layer id; on the wire it encodes "no layer" where a field is optional.
public struct LayerID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The id as it travels on the wire (u64, little-endian).
    public var rawValue: UInt64
    /// Creates an id from its wire value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// Creates an id from its wire value.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    /// The root layer of the screen, always present.
    public static let root = LayerID(1)
    public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "L\(rawValue)" }
}

/// The identity of a contents bitmap: the XXH64 hash of its header and pixels (SPEC §6.2).
///
/// Contents are content-addressed: a client that already holds a `ContentID` is never sent the
/// bitmap again, and a client checks that the pixels it receives hash to the id they claim.
public struct ContentID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id as it travels on the wire (u64, little-endian).
    public var rawValue: UInt64
    /// Creates an id from its wire value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// Creates an id from its wire value.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "C" + String(rawValue, radix: 16) }
}
