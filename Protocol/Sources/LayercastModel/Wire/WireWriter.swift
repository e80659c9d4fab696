/// Writes the primitive wire types of SPEC §3 into bytes, little-endian, and optionally records
/// one annotation per field. It holds plain bytes, not a network buffer, so the model (and the
/// tree hash of SPEC §7.2 the toolkit computes) links no networking; the codec copies the bytes
/// into its frames.
///
/// With `canonical` set it writes the canonical form used by the tree hash (SPEC §7.2): every
/// floating-point zero as +0.
package struct WireWriter {
    /// Everything written, after the bytes the writer started with.
    package var output: [UInt8]
    package private(set) var annotations: [WireAnnotation]?
    let canonical: Bool
    private let base: Int

    /// A writer appending to `output`; annotation offsets count from their end.
    package init(appendingTo output: [UInt8] = [], annotate: Bool = false, canonical: Bool = false) {
        self.output = output
        self.annotations = annotate ? [] : nil
        self.canonical = canonical
        self.base = output.count
    }

    /// Appends to `bytes` what `write` writes, and returns one annotation per field when
    /// `annotate` is set (offsets from the end of what `bytes` held). `bytes` stays as it was when
    /// `write` throws. The one way a message's payload becomes bytes.
    @discardableResult
    package static func append(to bytes: inout [UInt8], annotate: Bool = false,
                               _ write: (inout WireWriter) throws(ProtocolError) -> Void) throws(ProtocolError) -> [WireAnnotation] {
        var w = WireWriter(appendingTo: bytes, annotate: annotate)
        try write(&w)
        bytes = w.output
        return w.annotations ?? []
    }

    private mutating func note(_ start: Int, _ type: String, _ label: () -> String) {
        guard annotations != nil else { return }
        annotations!.append(WireAnnotation(offset: start - base, length: output.count - start,
                                           type: type, label: label()))
    }

    private mutating func little<T: FixedWidthInteger>(_ v: T) {
        withUnsafeBytes(of: v.littleEndian) { output.append(contentsOf: $0) }
    }

    package mutating func u8(_ v: UInt8, _ label: @autoclosure () -> String) {
        let s = output.count; little(v); note(s, "u8", label)
    }
    package mutating func u16(_ v: UInt16, _ label: @autoclosure () -> String) {
        let s = output.count; little(v); note(s, "u16", label)
    }
    package mutating func u32(_ v: UInt32, _ label: @autoclosure () -> String) {
        let s = output.count; little(v); note(s, "u32", label)
    }
    package mutating func u64(_ v: UInt64, _ label: @autoclosure () -> String) {
        let s = output.count; little(v); note(s, "u64", label)
    }
    /// SPEC §3 `uvar`: unsigned LEB128 in its shortest form.
    package mutating func uvar(_ v: UInt64, _ label: @autoclosure () -> String) {
        let s = output.count
        var rest = v
        while rest >= 0x80 {
            output.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        output.append(UInt8(rest))
        note(s, "uvar", label)
    }
    package mutating func f32(_ v: Float, _ label: @autoclosure () -> String) {
        let s = output.count
        let bits = (canonical && v == 0) ? 0 : v.bitPattern
        little(bits); note(s, "f32", label)
    }
    package mutating func f64(_ v: Double, _ label: @autoclosure () -> String) {
        let s = output.count
        let bits = (canonical && v == 0) ? 0 : v.bitPattern
        little(bits); note(s, "f64", label)
    }
    package mutating func bool(_ v: Bool, _ label: @autoclosure () -> String) {
        let s = output.count; output.append(v ? 1 : 0); note(s, "bool", label)
    }
    package mutating func bytes(_ v: some Collection<UInt8>, _ label: @autoclosure () -> String) {
        let s = output.count; output.append(contentsOf: v); note(s, "bytes", label)
    }

    /// `str8` (SPEC §3): u8 length, then that many UTF-8 bytes.
    package mutating func str8(_ v: String, _ label: @autoclosure () -> String) throws(ProtocolError) {
        let utf8 = Array(v.utf8)
        guard utf8.count <= Int(UInt8.max) else {
            throw ProtocolError(.limitExceeded, "\(label()): string of \(utf8.count) bytes exceeds 255")
        }
        let l = label(); u8(UInt8(utf8.count), l + " length"); if !utf8.isEmpty { bytes(utf8, l) }
    }
    /// `str16` (SPEC §3): u16 length, then that many UTF-8 bytes.
    package mutating func str16(_ v: String, _ label: @autoclosure () -> String) throws(ProtocolError) {
        let utf8 = Array(v.utf8)
        guard utf8.count <= Int(UInt16.max) else {
            throw ProtocolError(.limitExceeded, "\(label()): string of \(utf8.count) bytes exceeds 65535")
        }
        let l = label(); u16(UInt16(utf8.count), l + " length"); if !utf8.isEmpty { bytes(utf8, l) }
    }
}
