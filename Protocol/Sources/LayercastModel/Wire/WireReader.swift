/// Reads the primitive wire types of SPEC §3 from one complete payload.
///
/// Every read that runs past the end throws `.malformed`: a payload is only parsed once the whole
/// frame is there, so a short payload is an error, never "need more bytes". It reads plain bytes,
/// so the model links no networking.
package struct WireReader {
    private let bytes: [UInt8]
    private var index: Int

    /// A reader of `bytes`, from the first.
    package init(_ bytes: [UInt8]) { self.bytes = bytes; self.index = 0 }

    /// Bytes not read yet.
    package var remaining: Int { bytes.count - index }

    /// The next `T`, little-endian, or `nil` (nothing consumed) when fewer bytes are left.
    private mutating func little<T: FixedWidthInteger>(_: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard remaining >= size else { return nil }
        let v = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: T.self) }
        index += size
        return T(littleEndian: v)
    }

    private static func short(_ field: String) -> ProtocolError {
        ProtocolError(.malformed, "payload ends inside \(field)")
    }

    package mutating func u8(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt8 {
        guard let v = little(UInt8.self) else { throw Self.short(field()) }
        return v
    }
    package mutating func u16(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt16 {
        guard let v = little(UInt16.self) else { throw Self.short(field()) }
        return v
    }
    package mutating func u32(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt32 {
        guard let v = little(UInt32.self) else { throw Self.short(field()) }
        return v
    }
    package mutating func u64(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt64 {
        guard let v = little(UInt64.self) else { throw Self.short(field()) }
        return v
    }
    /// A float that MUST be finite (SPEC §3: "floating-point fields MUST be finite unless stated").
    package mutating func f32(_ field: @autoclosure () -> String, allowInfinity: Bool = false) throws(ProtocolError) -> Float {
        let v = Float(bitPattern: try u32(field()))
        guard v.isFinite || (allowInfinity && v == .infinity) else {
            throw ProtocolError(.malformed, "\(field()) is not finite")
        }
        return v
    }
    /// A double that MUST be finite (SPEC §3).
    package mutating func f64(_ field: @autoclosure () -> String) throws(ProtocolError) -> Double {
        let v = Double(bitPattern: try u64(field()))
        guard v.isFinite else { throw ProtocolError(.malformed, "\(field()) is not finite") }
        return v
    }
    /// SPEC §3 `uvar`: an unsigned LEB128 integer, 7 bits a byte, least significant first, at
    /// most 10 bytes. Only the shortest form is valid (no final 0x00 byte after the first), and
    /// a value past 2^64 − 1 is malformed, so every value has one encoding.
    package mutating func uvar(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<10 {
            let byte = try u8(field())
            let bits = UInt64(byte & 0x7F)
            // The tenth byte holds bit 63 only.
            guard index < 9 || bits <= 1 else { throw ProtocolError(.malformed, "\(field()) exceeds 2^64 − 1") }
            value |= bits << UInt64(7 * index)
            guard byte & 0x80 != 0 else {
                guard byte != 0 || index == 0 else { throw ProtocolError(.malformed, "\(field()) is not in its shortest form") }
                return value
            }
        }
        throw ProtocolError(.malformed, "\(field()) runs past 10 bytes")
    }
    /// Reads a `uvar` element count, checked like `count32`.
    package mutating func countVar(_ field: @autoclosure () -> String, minElementSize: Int, limit: Int = .max) throws(ProtocolError) -> Int {
        let f = field()
        let n = try uvar(f)
        guard n <= UInt64(Int32.max) else { throw ProtocolError(.limitExceeded, "\(f) \(n) exceeds the limit \(limit)") }
        return try checkCount(Int(n), f, minElementSize, limit)
    }
    /// SPEC §3: "a bool is one byte, 0 or 1; any other value is malformed".
    package mutating func bool(_ field: @autoclosure () -> String) throws(ProtocolError) -> Bool {
        switch try u8(field()) {
        case 0: return false
        case 1: return true
        case let b: throw ProtocolError(.malformed, "\(field()): bool byte \(b) is neither 0 nor 1")
        }
    }
    package mutating func bytes(_ count: Int, _ field: @autoclosure () -> String) throws(ProtocolError) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw Self.short(field()) }
        defer { index += count }
        return Array(bytes[index..<index + count])
    }

    /// SPEC §3: "a string MUST be valid UTF-8".
    private mutating func utf8(_ count: Int, _ field: String) throws(ProtocolError) -> String {
        let raw = try bytes(count, field)
        guard let s = String(validating: raw, as: UTF8.self) else {
            throw ProtocolError(.malformed, "\(field) is not valid UTF-8")
        }
        return s
    }
    package mutating func str8(_ field: @autoclosure () -> String) throws(ProtocolError) -> String {
        let f = field(); return try utf8(Int(try u8(f + " length")), f)
    }
    package mutating func str16(_ field: @autoclosure () -> String) throws(ProtocolError) -> String {
        let f = field(); return try utf8(Int(try u16(f + " length")), f)
    }

    /// Reads a u32 element count and checks it before anything is reserved (SPEC §3: "a count
    /// MUST NOT promise more elements than the remaining bytes can hold").
    package mutating func count32(_ field: @autoclosure () -> String, minElementSize: Int, limit: Int = .max) throws(ProtocolError) -> Int {
        let f = field()
        // The count first, then the check: `checkCount(Int(try u32(f)), …)` would measure what
        // is left before the count itself was read (Swift takes `self` before the arguments).
        let n = Int(try u32(f))
        return try checkCount(n, f, minElementSize, limit)
    }
    /// Reads a u16 element count, checked like `count32`.
    package mutating func count16(_ field: @autoclosure () -> String, minElementSize: Int, limit: Int = .max) throws(ProtocolError) -> Int {
        let f = field()
        let n = Int(try u16(f))
        return try checkCount(n, f, minElementSize, limit)
    }
    private func checkCount(_ n: Int, _ f: String, _ size: Int, _ limit: Int) throws(ProtocolError) -> Int {
        guard n <= limit else { throw ProtocolError(.limitExceeded, "\(f) \(n) exceeds the limit \(limit)") }
        let (need, overflow) = n.multipliedReportingOverflow(by: max(size, 1))
        guard !overflow, need <= remaining else {
            throw ProtocolError(.malformed, "\(f) \(n) needs more bytes than the payload has left")
        }
        return n
    }

    /// SPEC §3: "a payload MUST end exactly after its last field".
    package func expectEnd(_ message: String) throws(ProtocolError) {
        guard remaining == 0 else { throw ProtocolError(.malformed, "\(remaining) trailing bytes after \(message)") }
    }
}
