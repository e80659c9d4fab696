import Foundation

extension ClientMessage: WireMessage {
    /// Decodes one inflated payload of a known type (SPEC §3 and the message's section); throws
    /// `unexpectedMessage` for a type of the other direction and the section's codes otherwise.
    public static func decode(type: MessageType, payload: [UInt8], limits: ProtocolLimits) throws(ProtocolError) -> ClientMessage {
        var r = WireReader(payload)
        let m: ClientMessage
        switch type {
        case .hello: m = .hello(try HelloMessage.read(&r))
        case .pointer: m = .pointer(try PointerMessage.read(&r))
        case .scroll:
            let x = try readInputDouble(&r, "x"), y = try readInputDouble(&r, "y")
            let dx = try readInputDouble(&r, "dx"), dy = try readInputDouble(&r, "dy")
            m = .scroll(ScrollMessage(location: CGPoint(x: x, y: y), delta: CGSize(width: dx, height: dy),
                                      isPrecise: try r.bool("precise"), modifiers: KeyModifiers(rawValue: try r.u32("modifiers")),
                                      timestamp: try readInputDouble(&r, "timestamp")))
        case .ack:
            m = .ack(AckMessage(commitID: try r.u64("commitID"), receivedTime: try r.f64("receivedTime"),
                                presentedTime: try r.f64("presentedTime"), treeHash: try r.u64("treeHash")))
        case .screenChange: m = .screenChange(ScreenChangeMessage(screen: try ScreenDescription.read(&r)))
        case .resyncRequest: m = .resyncRequest(ResyncRequestMessage(lastCommitID: try r.u64("lastCommitID")))
        case .pong: m = .pong(PongMessage(nonce: try r.u64("nonce")))
        case .goodbye:
            let raw = try r.u16("code")
            m = .goodbye(GoodbyeMessage(code: raw == 0 ? nil : (ProtocolError.Code(rawValue: raw) ?? .internalError),
                                        reason: try r.str16("reason")))
        case .key: m = .key(try KeyMessage.read(&r))
        case .text: m = .text(try TextMessage.read(&r, limits))
        case .composition: m = .composition(try CompositionMessage.read(&r, limits))
        case .clientClipboardOffer: m = .clipboardOffer(try ClipboardOfferMessage.read(&r))
        case .clientClipboardRequest: m = .clipboardRequest(try ClipboardRequestMessage.read(&r))
        case .clientClipboardData: m = .clipboardData(try ClipboardDataMessage.read(&r, limits))
        default:
            // §2.3: "a known message type sent in the wrong direction is unexpectedMessage".
            throw ProtocolError(.unexpectedMessage, "\(type) is not a client message")
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
        case .hello(let m): try m.write(&w)
        case .pointer(let m):
            w.u8(m.device.rawValue, "device \(m.device)"); w.u32(m.pointerID, "pointerID")
            w.u8(m.phase.rawValue, "phase \(m.phase)"); w.cgPoint(m.location, "location (pt)")
            w.u32(m.buttons, "buttons"); w.u32(m.modifiers.rawValue, "modifiers"); w.f64(m.timestamp, "timestamp (s)")
        case .scroll(let m):
            w.cgPoint(m.location, "location (pt)"); w.f64(m.delta.width, "dx (pt)"); w.f64(m.delta.height, "dy (pt)")
            w.bool(m.isPrecise, "precise"); w.u32(m.modifiers.rawValue, "modifiers"); w.f64(m.timestamp, "timestamp (s)")
        case .ack(let m):
            w.u64(m.commitID, "commitID"); w.f64(m.receivedTime, "receivedTime (s)")
            w.f64(m.presentedTime, "presentedTime (s)"); w.u64(m.treeHash, "treeHash")
        case .screenChange(let m): m.screen.write(&w)
        case .resyncRequest(let m): w.u64(m.lastCommitID, "lastCommitID")
        case .pong(let m): w.u64(m.nonce, "nonce")
        case .goodbye(let m): w.u16(m.code?.rawValue ?? 0, "code (0 = normal)"); try w.str16(m.reason, "reason")
        case .key(let m): m.write(&w)
        case .text(let m): try m.write(&w)
        case .composition(let m): try m.write(&w)
        case .clipboardOffer(let m): try m.write(&w)
        case .clipboardRequest(let m): try m.write(&w)
        case .clipboardData(let m): try m.write(&w)
        }
    }
}

extension ScreenDescription {
    func write(_ w: inout WireWriter) {
        w.u32(widthPixels, "screen width (px)"); w.u32(heightPixels, "screen height (px)")
        w.f64(scale, "screen scale (px per pt)"); w.f64(refreshRate, "screen refresh rate (Hz)")
    }
    /// §10.1 screen fields, also §12.5.
    static func read(_ r: inout WireReader) throws(ProtocolError) -> ScreenDescription {
        let s = ScreenDescription(widthPixels: try r.u32("screen width"), heightPixels: try r.u32("screen height"),
                                  scale: try r.f64("screen scale"), refreshRate: try r.f64("screen refresh rate"))
        // §10.1: "width and height MUST be at least 1, scale and refresh rate greater than 0".
        guard s.widthPixels >= 1, s.heightPixels >= 1, s.scale > 0, s.refreshRate > 0 else {
            throw ProtocolError(.malformed, "screen \(s) has an empty size or a non-positive scale or rate")
        }
        return s
    }
}

extension HelloMessage {
    func write(_ w: inout WireWriter) throws(ProtocolError) {
        w.bytes(ProtocolVersion.magic, "magic \"LCST\"")
        w.u16(minVersion, "minVersion"); w.u16(maxVersion, "maxVersion"); w.u32(capabilities.rawValue, "capabilities")
        try w.str16(token ?? "", "token (empty = none)")
        try w.str8(name, "name")
        screen.write(&w)
        w.u8(mode.rawValue, "mode \(mode)")
        // §10.1.1 (version 4): the screen to mirror follows mode 2, and only mode 2.
        if mode == .mirrorScreen { w.u32(screenID ?? 0, "screenID (v4, mode 2)") }
        w.bool(resume != nil, "resume present")
        if let resume { w.u64(resume.token, "resume token"); w.u64(resume.lastCommitID, "resume lastCommitID") }
    }

    /// §10.1
    static func read(_ r: inout WireReader) throws(ProtocolError) -> HelloMessage {
        let magic = try r.bytes(4, "magic")
        // §10.1: "a hello whose magic is not LCST is rejected with unsupportedVersion".
        guard magic == ProtocolVersion.magic else { throw ProtocolError(.unsupportedVersion, "bad magic \(magic)") }
        let minV = try r.u16("minVersion"), maxV = try r.u16("maxVersion")
        // §10.1: "minVersion MUST NOT exceed maxVersion".
        guard minV <= maxV else { throw ProtocolError(.malformed, "minVersion \(minV) > maxVersion \(maxV)") }
        let caps = Capabilities(rawValue: try r.u32("capabilities"))
        let token = try r.str16("token")
        let name = try r.str8("name")
        let screen = try ScreenDescription.read(&r)
        let m = try r.u8("mode")
        // §10.1: "a mode other than 0 or 1 is malformed"; §10.1.1: 2 too, unless maxVersion ≥ 4.
        guard let mode = ScreenMode(rawValue: m), mode != .mirrorScreen || maxV >= 4 else {
            throw ProtocolError(.malformed, "unknown screen mode \(m) for maxVersion \(maxV)")
        }
        let screenID = mode == .mirrorScreen ? try r.u32("screenID") : nil
        let resume = try r.bool("resume present")
            ? ResumeRequest(token: try r.u64("resume token"), lastCommitID: try r.u64("resume lastCommitID")) : nil
        return HelloMessage(minVersion: minV, maxVersion: maxV, capabilities: caps, token: token.isEmpty ? nil : token,
                            name: name, screen: screen, mode: mode, screenID: screenID, resume: resume)
    }
}

extension PointerMessage {
    /// §12.1
    static func read(_ r: inout WireReader) throws(ProtocolError) -> PointerMessage {
        let d = try r.u8("device")
        // §12.1: "a device other than 1 or 2, or a phase other than 0…4, is invalidInput".
        guard let device = PointerDevice(rawValue: d) else { throw ProtocolError(.invalidInput, "unknown device \(d)") }
        let id = try r.u32("pointerID")
        let p = try r.u8("phase")
        guard let phase = PointerPhase(rawValue: p) else { throw ProtocolError(.invalidInput, "unknown phase \(p)") }
        let x = try readInputDouble(&r, "x"), y = try readInputDouble(&r, "y")
        return PointerMessage(device: device, pointerID: id, phase: phase, location: CGPoint(x: x, y: y),
                              buttons: try r.u32("buttons"), modifiers: KeyModifiers(rawValue: try r.u32("modifiers")),
                              timestamp: try readInputDouble(&r, "timestamp"))
    }
}
