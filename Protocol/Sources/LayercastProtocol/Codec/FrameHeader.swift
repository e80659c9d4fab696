import NIOCore

/// The fixed 8-byte frame header (SPEC §2.2): u32 payload length, u16 message type, u16 flags.
public struct FrameHeader: Hashable, Sendable {
    /// Header size in bytes.
    public static let size = 8
    /// Flag bit 0: the payload is one zstd frame (SPEC §2.4).
    public static let compressedFlag: UInt16 = 1 << 0
    /// Every flag bit version 1 defines; the others MUST be zero.
    public static let knownFlags: UInt16 = compressedFlag

    /// Payload length in bytes, as on the wire (compressed length when compressed).
    public var payloadLength: UInt32
    /// The raw message type (SPEC §2.3), possibly one this implementation does not know.
    public var type: UInt16
    /// The flags.
    public var flags: UInt16

    /// Creates a header.
    public init(payloadLength: UInt32, type: UInt16, flags: UInt16) {
        self.payloadLength = payloadLength; self.type = type; self.flags = flags
    }

    /// Whether the payload is zstd-compressed.
    public var isCompressed: Bool { flags & Self.compressedFlag != 0 }

    /// Reads a header without moving the reader index; `nil` when fewer than 8 bytes are there.
    public static func peek(_ buffer: ByteBuffer) -> FrameHeader? {
        let i = buffer.readerIndex
        guard let len = buffer.getInteger(at: i, endianness: .little, as: UInt32.self),
              let type = buffer.getInteger(at: i + 4, endianness: .little, as: UInt16.self),
              let flags = buffer.getInteger(at: i + 6, endianness: .little, as: UInt16.self) else { return nil }
        return FrameHeader(payloadLength: len, type: type, flags: flags)
    }

    /// Appends the header.
    public func write(to buffer: inout ByteBuffer) {
        buffer.writeInteger(payloadLength, endianness: .little)
        buffer.writeInteger(type, endianness: .little)
        buffer.writeInteger(flags, endianness: .little)
    }
}
