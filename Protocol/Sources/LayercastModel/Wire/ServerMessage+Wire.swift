import Foundation

extension ServerMessage: WireMessage {
    /// Decodes one inflated payload of a known type (SPEC §3 and the message's section); throws
    /// `unexpectedMessage` for a type of the other direction and the section's codes otherwise.
    public static func decode(type: MessageType, payload: [UInt8], limits: ProtocolLimits) throws(ProtocolError) -> ServerMessage {
        var r = WireReader(payload)
        let m: ServerMessage
        switch type {
        case .welcome: m = .welcome(try WelcomeMessage.read(&r))
        case .reject: m = .reject(RejectMessage(code: try readCode(&r, "code"), reason: try r.str16("reason")))
        case .snapshot:
            let (id, t, ops) = try readOperations(&r, limits)
            m = .snapshot(SnapshotMessage(commitID: id, serverTime: t, operations: ops))
        case .commit:
            let (id, t, ops) = try readOperations(&r, limits)
            m = .commit(CommitMessage(commitID: id, serverTime: t, operations: ops))
        case .compactCommit:
            // §11.11: the same commit, its header as uvars and the time in whole microseconds.
            let id = try r.uvar("commitID")
            let micros = try r.uvar("serverTime (µs)")
            guard micros <= CommitMessage.maxCompactMicroseconds else {
                throw ProtocolError(.malformed, "serverTime \(micros) µs exceeds 2^53")
            }
            let n = try r.countVar("operation count", minElementSize: 9, limit: ProtocolLimits.maxOperations)
            m = .commit(CommitMessage(commitID: id, serverTime: Double(micros) / 1_000_000,
                                      operations: try readOperationList(&r, n, limits), isCompact: true))
        case .contents: m = .contents(try ContentsMessage.read(&r, limits))
        case .contentsUpdate: m = .contentsUpdate(try ContentsUpdateMessage.read(&r, limits))
        case .error: m = .error(ErrorMessage(code: try readCode(&r, "code"), reason: try r.str16("reason")))
        case .ping: m = .ping(PingMessage(nonce: try r.u64("nonce"), serverTime: try r.f64("serverTime")))
        case .textInputState: m = .textInputState(try TextInputStateMessage.read(&r))
        case .textInputCaret: m = .textInputCaret(try TextInputCaretMessage.read(&r))
        case .serverClipboardOffer: m = .clipboardOffer(try ClipboardOfferMessage.read(&r))
        case .serverClipboardRequest: m = .clipboardRequest(try ClipboardRequestMessage.read(&r))
        case .serverClipboardData: m = .clipboardData(try ClipboardDataMessage.read(&r, limits))
        case .glyphs: m = .glyphs(try GlyphsMessage.read(&r))
        case .glyphRelease: m = .glyphRelease(try GlyphReleaseMessage.read(&r))
        default:
            // §2.3: "a known message type sent in the wrong direction is unexpectedMessage".
            throw ProtocolError(.unexpectedMessage, "\(type) is not a server message")
        }
        try r.expectEnd("\(type)")
        return m
    }

    /// Appends the payload; throws `limitExceeded` for a string too long for its length field.
    public func encodePayload(into bytes: inout [UInt8]) throws(ProtocolError) {
        try WireWriter.append(to: &bytes) { w throws(ProtocolError) in try write(&w) }
    }

    /// Appends the payload and returns one annotation per field, for vectors and dumps.
    public func annotatedPayload(into bytes: inout [UInt8]) throws(ProtocolError) -> [WireAnnotation] {
        try WireWriter.append(to: &bytes, annotate: true) { w throws(ProtocolError) in try write(&w) }
    }

    private func write(_ w: inout WireWriter) throws(ProtocolError) {
        switch self {
        case .welcome(let m): m.write(&w)
        case .reject(let m): w.u16(m.code.rawValue, "code \(m.code)"); try w.str16(m.reason, "reason")
        case .snapshot(let m): try Self.writeOperations(&w, m.commitID, m.serverTime, m.operations)
        case .commit(let m) where m.isCompact:
            guard let micros = CommitMessage.compactMicroseconds(m.serverTime) else {
                throw ProtocolError(.internalError, "server time \(m.serverTime) cannot travel in a compact commit")
            }
            w.uvar(m.commitID, "commitID"); w.uvar(micros, "serverTime (µs)")
            w.uvar(UInt64(m.operations.count), "operation count")
            try Self.writeOperationList(&w, m.operations)
        case .commit(let m): try Self.writeOperations(&w, m.commitID, m.serverTime, m.operations)
        case .contents(let m): m.write(&w)
        case .contentsUpdate(let m): m.write(&w)
        case .error(let m): w.u16(m.code.rawValue, "code \(m.code)"); try w.str16(m.reason, "reason")
        case .ping(let m): w.u64(m.nonce, "nonce"); w.f64(m.serverTime, "serverTime")
        case .textInputState(let m): m.write(&w)
        case .textInputCaret(let m): m.write(&w)
        case .clipboardOffer(let m): try m.write(&w)
        case .clipboardRequest(let m): try m.write(&w)
        case .clipboardData(let m): try m.write(&w)
        case .glyphs(let m): m.write(&w)
        case .glyphRelease(let m): m.write(&w)
        }
    }

    /// §11.1 snapshot and §11.2 commit share one layout.
    private static func writeOperations(_ w: inout WireWriter, _ id: UInt64, _ t: Double, _ ops: [LayerOperation]) throws(ProtocolError) {
        w.u64(id, "commitID"); w.f64(t, "serverTime")
        w.u32(UInt32(clamping: ops.count), "operation count")
        try writeOperationList(&w, ops)
    }

    /// The operations after their count (§5.3), as §11.1, §11.2 and §11.11 carry them.
    private static func writeOperationList(_ w: inout WireWriter, _ ops: [LayerOperation]) throws(ProtocolError) {
        for (i, op) in ops.enumerated() { try op.write(to: &w, "op[\(i)]") }
    }

    /// SPEC §11.1 and §11.2: commit id, server time, operations.
    private static func readOperations(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> (UInt64, Double, [LayerOperation]) {
        let id = try r.u64("commitID")
        let t = try r.f64("serverTime")
        let n = try r.count32("operation count", minElementSize: 9, limit: ProtocolLimits.maxOperations)
        return (id, t, try readOperationList(&r, n, limits))
    }

    /// `n` operations (§5.3).
    private static func readOperationList(_ r: inout WireReader, _ n: Int, _ limits: ProtocolLimits) throws(ProtocolError) -> [LayerOperation] {
        var ops: [LayerOperation] = []
        ops.reserveCapacity(n)
        for i in 0..<n { ops.append(try LayerOperation.read(from: &r, "op[\(i)]", limits: limits)) }
        return ops
    }
}

extension WelcomeMessage {
    func write(_ w: inout WireWriter) {
        w.u16(version, "version"); w.u64(sessionID, "sessionID"); w.u64(resumeToken, "resumeToken")
        w.bool(resumed, "resumed"); w.cgSize(screenSize, "screenSize (points)")
        w.u32(capabilities.rawValue, "capabilities")
        w.u32(UInt32(clamping: limits.maxFrameSize), "limit maxFrameSize")
        w.u32(UInt32(clamping: limits.maxDecompressedSize), "limit maxDecompressedSize")
        w.u32(UInt32(clamping: limits.maxLayers), "limit maxLayers")
        w.u16(UInt16(clamping: limits.maxTreeDepth), "limit maxTreeDepth")
        w.u16(UInt16(clamping: limits.maxBitmapDimension), "limit maxBitmapDimension")
        w.u32(UInt32(clamping: limits.maxSublayers), "limit maxSublayers")
        w.u32(UInt32(clamping: limits.maxMessagesPerSecond), "limit maxMessagesPerSecond")
        // §13: fields a later version added are present only when that version was negotiated.
        if version >= 2 {
            w.f64(contentsScale ?? 1, "contentsScale (v2)")
            w.u8((mode ?? .mirror).rawValue, "mode (v2)")
            w.u32(screenID ?? 0, "screenID (v2)")
        }
        if version >= 3 {
            w.u32(UInt32(clamping: limits.maxTextSize), "limit maxTextSize (v3)")
            w.u32(UInt32(clamping: limits.maxClipboardSize), "limit maxClipboardSize (v3)")
        }
    }

    /// §10.2
    static func read(_ r: inout WireReader) throws(ProtocolError) -> WelcomeMessage {
        let version = try r.u16("version"), session = try r.u64("sessionID"), token = try r.u64("resumeToken")
        let resumed = try r.bool("resumed")
        let size = try r.cgSize("screenSize")
        // §10.2: "the screen size MUST be positive".
        guard size.width > 0, size.height > 0 else { throw ProtocolError(.malformed, "screen size \(size) is not positive") }
        let caps = Capabilities(rawValue: try r.u32("capabilities"))
        let limits = ProtocolLimits(
            maxFrameSize: Int(try r.u32("maxFrameSize")), maxDecompressedSize: Int(try r.u32("maxDecompressedSize")),
            maxLayers: Int(try r.u32("maxLayers")), maxTreeDepth: Int(try r.u16("maxTreeDepth")),
            maxBitmapDimension: Int(try r.u16("maxBitmapDimension")), maxSublayers: Int(try r.u32("maxSublayers")),
            maxMessagesPerSecond: Int(try r.u32("maxMessagesPerSecond")))
        var welcome = WelcomeMessage(version: version, sessionID: session, resumeToken: token, resumed: resumed,
                                     screenSize: size, capabilities: caps, limits: limits)
        if version >= 2 {
            let scale = try r.f64("contentsScale")
            // §10.2: "contents scale: > 0 → else malformed".
            guard scale > 0 else { throw ProtocolError(.malformed, "contents scale \(scale) is not positive") }
            let rawMode = try r.u8("mode")
            // §10.2: mode 2 exists from version 4 on (§10.1.1).
            guard let mode = ScreenMode(rawValue: rawMode), mode != .mirrorScreen || version >= 4 else {
                throw ProtocolError(.malformed, "unknown mode \(rawMode) in version \(version)")
            }
            welcome.contentsScale = scale
            welcome.mode = mode
            welcome.screenID = try r.u32("screenID")
        }
        if version >= 3 {
            let text = try r.u32("maxTextSize")
            // §10.2: "maxTextSize 1…65 535 → else malformed" (a str16 holds no more).
            guard (1...0xFFFF).contains(text) else { throw ProtocolError(.malformed, "maxTextSize \(text) outside 1…65535") }
            welcome.limits.maxTextSize = Int(text)
            welcome.limits.maxClipboardSize = Int(try r.u32("maxClipboardSize"))
        }
        return welcome
    }
}

extension ContentsMessage {
    func write(_ w: inout WireWriter) {
        w.u64(id.rawValue, "content id")
        w.u32(UInt32(clamping: bitmap.width), "width (px)"); w.u32(UInt32(clamping: bitmap.height), "height (px)")
        w.f64(bitmap.scale, "scale (px per pt)"); w.u8(bitmap.format.rawValue, "format")
        w.u8(filter.rawValue, "filter")
        w.bytes(filter.apply(to: bitmap.pixels, bytesPerRow: bitmap.bytesPerRow), "pixels (filtered)")
    }

    /// §11.3
    static func read(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> ContentsMessage {
        let id = ContentID(try r.u64("content id"))
        let w = try r.u32("width"), h = try r.u32("height")
        try checkDimensions(w, h, limits, "contents")
        let scale = try r.f64("scale")
        // §11.3: "scale MUST be greater than 0".
        guard scale > 0 else { throw ProtocolError(.malformed, "contents scale \(scale) is not positive") }
        let f = try r.u8("format")
        // §6.1: "a pixel format other than 1 is malformed".
        guard let format = PixelFormat(rawValue: f) else { throw ProtocolError(.malformed, "unknown pixel format \(f)") }
        let filter = try PixelFilter.read(&r)
        let count = try pixelByteCount(w, h)
        // §11.3: "the pixels fill the rest of the payload exactly: width × height × 4 bytes".
        guard r.remaining == count else {
            throw ProtocolError(.malformed, "contents has \(r.remaining) pixel bytes, expected \(count)")
        }
        let pixels = filter.invert(try r.bytes(count, "pixels"), bytesPerRow: Int(w) * 4)
        let bitmap = ContentBitmap(width: Int(w), height: Int(h), scale: scale, format: format, pixels: pixels)
        // §6.2: "a receiver MUST check that the pixels hash to the content id".
        let actual = ContentID(of: bitmap)
        guard actual == id else { throw ProtocolError(.contentMismatch, "contents claim \(id) but hash to \(actual)") }
        return ContentsMessage(bitmap: bitmap, id: id, filter: filter)
    }
}

/// §8 L5: "a bitmap or rectangle width or height is at least 1 (malformed) and at most maxBitmapDimension (limitExceeded)".
func checkDimensions(_ w: UInt32, _ h: UInt32, _ limits: ProtocolLimits, _ what: String) throws(ProtocolError) {
    guard w >= 1, h >= 1 else { throw ProtocolError(.malformed, "\(what) is empty (\(w)×\(h))") }
    guard Int(w) <= limits.maxBitmapDimension, Int(h) <= limits.maxBitmapDimension else {
        throw ProtocolError(.limitExceeded, "\(what) \(w)×\(h) exceeds \(limits.maxBitmapDimension) px")
    }
}

/// `width × height × 4` without trapping, whatever limits a caller configured.
func pixelByteCount(_ w: UInt32, _ h: UInt32) throws(ProtocolError) -> Int {
    let (wh, o1) = Int(w).multipliedReportingOverflow(by: Int(h))
    let (bytes, o2) = wh.multipliedReportingOverflow(by: 4)
    guard !o1, !o2 else { throw ProtocolError(.limitExceeded, "bitmap \(w)×\(h) is too large") }
    return bytes
}

extension PixelFilter {
    /// §6.3: "a filter other than 0, 1 or 2 is malformed".
    static func read(_ r: inout WireReader) throws(ProtocolError) -> PixelFilter {
        let f = try r.u8("filter")
        guard let filter = PixelFilter(rawValue: f) else { throw ProtocolError(.malformed, "unknown pixel filter \(f)") }
        return filter
    }
}

extension ContentsUpdateMessage {
    func write(_ w: inout WireWriter) {
        w.u64(baseID.rawValue, "base content id"); w.u64(newID.rawValue, "new content id")
        w.u32(x, "x (px)"); w.u32(y, "y (px)"); w.u32(width, "width (px)"); w.u32(height, "height (px)")
        w.u8(filter.rawValue, "filter")
        w.bytes(filter.apply(to: pixels, bytesPerRow: Int(width) * 4), "pixels (filtered)")
    }

    /// §11.4
    static func read(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> ContentsUpdateMessage {
        let base = ContentID(try r.u64("base content id")), new = ContentID(try r.u64("new content id"))
        let x = try r.u32("x"), y = try r.u32("y"), w = try r.u32("width"), h = try r.u32("height")
        try checkDimensions(w, h, limits, "update rectangle")
        let filter = try PixelFilter.read(&r)
        let count = try pixelByteCount(w, h)
        // §11.4: "the pixels fill the rest of the payload exactly: width × height × 4 bytes".
        guard r.remaining == count else {
            throw ProtocolError(.malformed, "update has \(r.remaining) pixel bytes, expected \(count)")
        }
        let pixels = filter.invert(try r.bytes(count, "pixels"), bytesPerRow: Int(w) * 4)
        return ContentsUpdateMessage(baseID: base, newID: new, x: x, y: y, width: w, height: h, filter: filter, pixels: pixels)
    }
}
