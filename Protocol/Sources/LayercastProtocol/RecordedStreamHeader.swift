import NIOCore
import LayercastModel

/// The header of a recorded stream file (SPEC §15): 16 bytes, then frames exactly as on the wire.
///
/// Layout: 8 bytes magic `LCSTREC` and a zero byte, u16 protocol version, u8 direction,
/// u8 reserved (0), u32 reserved (0).
public struct RecordedStreamHeader: Hashable, Sendable {
    /// Which side sent the recorded frames.
    public enum Direction: UInt8, Hashable, Sendable {
        /// Frames a server sent to one client.
        case serverToClient = 1
        /// Frames a client sent to the server.
        case clientToServer = 2
    }

    /// The header size in bytes.
    public static let size = 16
    /// The magic: ASCII `LCSTREC` and a zero byte.
    public static let magic: [UInt8] = Array("LCSTREC".utf8) + [0]

    /// The protocol version the frames use.
    public var version: UInt16
    /// Which side sent them.
    public var direction: Direction

    /// Creates a header.
    public init(version: UInt16 = ProtocolVersion.current, direction: Direction) {
        self.version = version; self.direction = direction
    }

    /// Appends the 16 header bytes.
    public func write(to buffer: inout ByteBuffer) {
        buffer.writeBytes(Self.magic)
        buffer.writeInteger(version, endianness: .little)
        buffer.writeInteger(direction.rawValue)
        buffer.writeInteger(UInt8(0))
        buffer.writeInteger(UInt32(0), endianness: .little)
    }

    /// Reads and consumes the header. Throws `malformed` for a short file, a wrong magic, an
    /// unknown direction or non-zero reserved bytes, and `unsupportedVersion` for a version this
    /// implementation does not speak.
    public static func read(from buffer: inout ByteBuffer) throws(ProtocolError) -> RecordedStreamHeader {
        guard let bytes = buffer.readBytes(length: size) else {
            throw ProtocolError(.malformed, "recorded stream shorter than its 16-byte header")
        }
        guard Array(bytes[0..<8]) == magic else { throw ProtocolError(.malformed, "not a recorded Layercast stream (bad magic)") }
        let version = UInt16(bytes[8]) | UInt16(bytes[9]) << 8
        guard let direction = Direction(rawValue: bytes[10]) else {
            throw ProtocolError(.malformed, "recorded stream: unknown direction \(bytes[10])")
        }
        guard bytes[11...].allSatisfy({ $0 == 0 }) else { throw ProtocolError(.malformed, "recorded stream: reserved bytes set") }
        guard ProtocolVersion.supported.contains(version) else {
            throw ProtocolError(.unsupportedVersion, "recorded stream uses protocol version \(version)")
        }
        return RecordedStreamHeader(version: version, direction: direction)
    }
}
