/// A message of one direction: `ServerMessage` or `ClientMessage` (SPEC §2, §10–§12).
public protocol WireMessage: Hashable, Sendable {
    /// The message's type code.
    var type: MessageType { get }
    /// Decodes one payload (already inflated) of a known type.
    ///
    /// Throws `unexpectedMessage` for a type of the other direction, `malformed`,
    /// `limitExceeded`, `contentMismatch` or `invalidInput` for a payload that breaks the spec.
    /// (The codec adds the same over its network buffers.)
    static func decode(type: MessageType, payload: [UInt8], limits: ProtocolLimits) throws(ProtocolError) -> Self
    /// Appends the payload (without frame header) to `bytes`; throws `limitExceeded` for a
    /// string or list too long for its length field.
    func encodePayload(into bytes: inout [UInt8]) throws(ProtocolError)
    /// Appends the payload and returns one annotation per field (for vectors and dumps); offsets
    /// count from the end of the bytes there before.
    func annotatedPayload(into bytes: inout [UInt8]) throws(ProtocolError) -> [WireAnnotation]
}

/// §9: an unknown code in a reject, error or goodbye is read as `internalError`, so a newer peer's
/// codes never make an older peer fail to parse its last words.
func readCode(_ r: inout WireReader, _ l: String) throws(ProtocolError) -> ProtocolError.Code {
    ProtocolError.Code(rawValue: try r.u16(l)) ?? .internalError
}

/// §12: input coordinates and times that are not finite are `invalidInput`, not `malformed`.
func readInputDouble(_ r: inout WireReader, _ l: String) throws(ProtocolError) -> Double {
    let v = Double(bitPattern: try r.u64(l))
    // §12: "every f64 of an input message MUST be finite".
    guard v.isFinite else { throw ProtocolError(.invalidInput, "\(l) is not finite") }
    return v
}
