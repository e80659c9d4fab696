import NIOCore


/// Writes the primitive wire types of SPEC §3 into a `ByteBuffer`, little-endian, and optionally
/// records one annotation per field.
///
/// With `canonical` set it writes the canonical form used by the tree hash (SPEC §7.2): every
/// floating-point zero as +0.
struct WireWriter {
    var buffer: ByteBuffer
    private(set) var annotations: [WireAnnotation]?
    let canonical: Bool
    private let base: Int

    init(buffer: ByteBuffer, annotate: Bool = false, canonical: Bool = false) {
        self.buffer = buffer
        self.annotations = annotate ? [] : nil
        self.canonical = canonical
        self.base = buffer.writerIndex
    }

    private mutating func note(_ start: Int, _ type: String, _ label: () -> String) {
        guard annotations != nil else { return }
        annotations!.append(WireAnnotation(offset: start - base, length: buffer.writerIndex - start,
                                           type: type, label: label()))
    }

    mutating func u8(_ v: UInt8, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeInteger(v, endianness: .little); note(s, "u8", label)
    }
    mutating func u16(_ v: UInt16, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeInteger(v, endianness: .little); note(s, "u16", label)
    }
    mutating func u32(_ v: UInt32, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeInteger(v, endianness: .little); note(s, "u32", label)
    }
    mutating func u64(_ v: UInt64, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeInteger(v, endianness: .little); note(s, "u64", label)
    }
    /// SPEC §3 `uvar`: unsigned LEB128 in its shortest form.
    mutating func uvar(_ v: UInt64, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex
        var rest = v
        while rest >= 0x80 {
            buffer.writeInteger(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        buffer.writeInteger(UInt8(rest))
        note(s, "uvar", label)
    }
    mutating func f32(_ v: Float, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex
        let bits = (canonical && v == 0) ? 0 : v.bitPattern
        buffer.writeInteger(bits, endianness: .little); note(s, "f32", label)
    }
    mutating func f64(_ v: Double, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex
        let bits = (canonical && v == 0) ? 0 : v.bitPattern
        buffer.writeInteger(bits, endianness: .little); note(s, "f64", label)
    }
    mutating func bool(_ v: Bool, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeInteger(UInt8(v ? 1 : 0)); note(s, "bool", label)
    }
    mutating func bytes(_ v: some Collection<UInt8>, _ label: @autoclosure () -> String) {
        let s = buffer.writerIndex; buffer.writeBytes(v); note(s, "bytes", label)
    }

    /// `str8` (SPEC §3): u8 length, then that many UTF-8 bytes.
    mutating func str8(_ v: String, _ label: @autoclosure () -> String) throws(ProtocolError) {
        let utf8 = Array(v.utf8)
        guard utf8.count <= Int(UInt8.max) else {
            throw ProtocolError(.limitExceeded, "\(label()): string of \(utf8.count) bytes exceeds 255")
        }
        let l = label(); u8(UInt8(utf8.count), l + " length"); if !utf8.isEmpty { bytes(utf8, l) }
    }
    /// `str16` (SPEC §3): u16 length, then that many UTF-8 bytes.
    mutating func str16(_ v: String, _ label: @autoclosure () -> String) throws(ProtocolError) {
        let utf8 = Array(v.utf8)
        guard utf8.count <= Int(UInt16.max) else {
            throw ProtocolError(.limitExceeded, "\(label()): string of \(utf8.count) bytes exceeds 65535")
        }
        let l = label(); u16(UInt16(utf8.count), l + " length"); if !utf8.isEmpty { bytes(utf8, l) }
    }
}
