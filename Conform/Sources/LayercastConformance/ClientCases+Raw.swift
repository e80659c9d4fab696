import Foundation
import LayercastProtocol

/// Payload bytes written by hand (§1: little-endian everywhere), for what the encoder never
/// writes: the kit's cases that send a rule broken.
enum Raw {
    /// An integer's bytes, little-endian.
    static func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian, Array.init) }
    static func f64(_ v: Double) -> [UInt8] { le(v.bitPattern) }
    static func f32(_ v: Float) -> [UInt8] { le(v.bitPattern) }
    /// §3 `str8`.
    static func str8(_ s: String) -> [UInt8] { [UInt8(s.utf8.count)] + Array(s.utf8) }
    /// An opaque colour (§4.3).
    static let colour: [UInt8] = [Float(1), 0, 0, 1].flatMap(Raw.f32)

    /// A `commit` payload (§11.2): id, time, operation count, the operations.
    static func commit(_ id: UInt64, _ ops: [UInt8], count: UInt32 = 1) -> [UInt8] {
        le(id) + f64(0) + le(count) + ops
    }

    /// One `setProperties` (§5.3) of `layer`: `count` properties, their bytes.
    static func setProperties(_ layer: UInt64, count: UInt8 = 1, _ properties: [UInt8]) -> [UInt8] {
        [3] + le(layer) + [count] + properties
    }

    /// A commit of the session's next id setting `properties` on layer 2 (the scene's), as a frame.
    static func setFrame(_ s: ClientUnderTest.Session, count: UInt8 = 1, _ properties: [UInt8]) -> [UInt8] {
        rawFrame(type: MessageType.commit.rawValue, payload: commit(s.commitID + 1, setProperties(2, count: count, properties)))
    }

    /// A glyph run (§4.6) with no clip and no decorations, its glyphs each 12 bytes.
    static func run(size: Float = 17, glyphCount: UInt16 = 0, glyphs: [UInt8] = []) -> [UInt8] {
        var b: [UInt8] = le(UInt64(1))
        b += f32(size)
        b += colour
        b += f64(0)
        b += f64(12)
        b += [0, 0]
        b += le(glyphCount)
        return b + glyphs
    }

    /// A shape (§4.7) up to its dash count, no path, fill or stroke; `rule`, `cap` and `join` as given.
    static func shape(rule: UInt8 = 0, cap: UInt8 = 0, join: UInt8 = 0, dashes: UInt16 = 0) -> [UInt8] {
        var b: [UInt8] = [28, 1, 0, 0, rule, 0]
        b += f64(1)
        b += [cap, join]
        b += f64(10)
        b += f64(0)
        return b + le(dashes)
    }

    /// An `addAnimation` (§5.4) of layer 2 from its parts.
    static func animation(key: String = "k", values: [[UInt8]] = [[1] + f64(0), [1] + f64(1)], keyTimes: [Double]? = nil,
                          duration: Double = 1, fill: UInt8 = 0) -> [UInt8] {
        let times = keyTimes ?? []
        var b: [UInt8] = [5]
        b += le(UInt64(2))
        b += str8(key)
        b += str8("opacity")
        b += le(UInt16(values.count))
        for v in values { b += v }
        b += le(UInt16(times.count))
        for t in times { b += f64(t) }
        for c: Float in [0, 0, 1, 1] { b += f32(c) }
        b += f64(0)
        b += f64(duration)
        b += f32(0)
        return b + [0, fill]
    }

    /// A `contents` payload (§11.3) of a 1×1 bitmap with the given fields.
    static func contents(width: UInt32 = 1, format: UInt8 = 1, filter: UInt8 = 0) -> [UInt8] {
        let pixels = [UInt8](repeating: 0xFF, count: Int(width) * 4)
        return le(UInt64(0x1234)) + le(width) + le(UInt32(1)) + f64(1) + [format, filter] + pixels
    }
}

extension ClientCases {
    /// A case that sends the client what `send` makes, after the welcome and the scene, and
    /// expects a goodbye with `code` and the close (§2.5). It is skipped for a client whose session
    /// is below `version` or that does not declare `needs`.
    static func refusal(_ section: String, _ name: String, _ title: String, _ code: ProtocolError.Code, version: UInt16 = 1,
                        needs: Capabilities = [], limits: ProtocolLimits = .default, withholding: Capabilities = [],
                        _ send: @escaping @Sendable (ClientUnderTest.Session) throws -> Void) -> ConformanceCase<ClientUnderTest> {
        ConformanceCase(section, name, title) { c in
            let s = try c.open()
            defer { s.end() }
            if let skip = unmet(s, version: version, needs: needs) { return skip }
            try s.welcome(limits: limits, withholding: withholding)
            try scene(s)
            if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("the starting scene: \(why)") }
            try send(s)
            return s.expectGoodbye(code, timeout: c.timeout)
        }
    }

    /// Like `refusal`, but the client must accept it: the update `send` makes is acked with the
    /// SPEC's hash.
    static func acceptance(_ section: String, _ name: String, _ title: String, version: UInt16 = 1, needs: Capabilities = [],
                           withholding: Capabilities = [],
                           _ send: @escaping @Sendable (ClientUnderTest.Session) throws -> Void) -> ConformanceCase<ClientUnderTest> {
        ConformanceCase(section, name, title) { c in
            let s = try c.open()
            defer { s.end() }
            if let skip = unmet(s, version: version, needs: needs) { return skip }
            try s.welcome(withholding: withholding)
            try scene(s)
            if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("the starting scene: \(why)") }
            try send(s)
            return s.expectAck(timeout: c.timeout)
        }
    }

    /// Why a case does not apply to this session (§10.4: a client is checked only on what it declared).
    static func unmet(_ s: ClientUnderTest.Session, version: UInt16, needs: Capabilities) -> Outcome? {
        if s.version < version { return .skip("version \(s.version): the rule is version \(version)'s") }
        let missing = needs.subtracting(s.capabilities)
        return missing.isEmpty ? nil : .skip("the client does not declare \(missing)")
    }
}
