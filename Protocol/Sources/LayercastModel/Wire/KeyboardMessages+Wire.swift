import Foundation

// The version-3 keyboard, text and clipboard payloads (SPEC §11.7, §12.3, §12.9–§12.13).

extension KeyMessage {
    func write(_ w: inout WireWriter) {
        w.u8(phase.rawValue, "phase \(phase)"); w.u16(usage, "usage"); w.u32(modifiers.rawValue, "modifiers")
        w.bool(isRepeat, "repeat"); w.f64(timestamp, "timestamp (s)")
    }

    /// §12.3
    static func read(_ r: inout WireReader) throws(ProtocolError) -> KeyMessage {
        let p = try r.u8("phase")
        // §12.3: "a phase other than 0 or 1 is invalidInput".
        guard let phase = Phase(rawValue: p) else { throw ProtocolError(.invalidInput, "unknown key phase \(p)") }
        let usage = try r.u16("usage")
        // §12.3: "a usage outside the keyboard page's defined usages is invalidInput".
        guard isKnownUsage(usage) else { throw ProtocolError(.invalidInput, "unknown key usage 0x\(String(usage, radix: 16))") }
        let modifiers = KeyModifiers(rawValue: try r.u32("modifiers"))
        let isRepeat = try r.bool("repeat")
        // §12.3: "repeat is 0 for up".
        guard !(isRepeat && phase == .up) else { throw ProtocolError(.invalidInput, "a key up marked as a repeat") }
        return KeyMessage(phase: phase, usage: usage, modifiers: modifiers, isRepeat: isRepeat,
                          timestamp: try readInputDouble(&r, "timestamp"))
    }
}

/// §12.9 and §12.10: UTF-8 (checked by `str16`) of at most `maxTextSize` bytes.
private func readText(_ r: inout WireReader, _ field: String, _ limits: ProtocolLimits) throws(ProtocolError) -> String {
    let text = try r.str16(field)
    // §8 L10.
    guard text.utf8.count <= limits.maxTextSize else {
        throw ProtocolError(.limitExceeded, "\(field) of \(text.utf8.count) bytes, limit \(limits.maxTextSize)")
    }
    return text
}

extension TextMessage {
    func write(_ w: inout WireWriter) throws(ProtocolError) { try w.str16(text, "text") }

    /// §12.9
    static func read(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> TextMessage {
        let text = try readText(&r, "text", limits)
        // §12.9: "empty text, or text with a C0 control character or DEL, is invalidInput".
        guard !text.isEmpty else { throw ProtocolError(.invalidInput, "empty text") }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw ProtocolError(.invalidInput, "text with a control character")
        }
        return TextMessage(text: text)
    }
}

extension CompositionMessage {
    func write(_ w: inout WireWriter) throws(ProtocolError) {
        try w.str16(text, "marked text"); w.u32(selectionStart, "selection start (scalars)")
        w.u32(selectionLength, "selection length (scalars)")
    }

    /// §12.10
    static func read(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> CompositionMessage {
        let text = try readText(&r, "marked text", limits)
        let start = try r.u32("selection start"), length = try r.u32("selection length")
        // §12.10: "a selection that does not lie inside the marked text is invalidInput".
        let count = UInt64(text.unicodeScalars.count)
        guard UInt64(start) + UInt64(length) <= count else {
            throw ProtocolError(.invalidInput, "selection \(start)+\(length) outside marked text of \(count) scalars")
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw ProtocolError(.invalidInput, "marked text with a control character")
        }
        return CompositionMessage(text: text, selectionStart: start, selectionLength: length)
    }
}

extension TextInputStateMessage {
    func write(_ w: inout WireWriter) {
        w.bool(isActive, "active"); w.rect(caretRect, "caret rect (pt)"); w.u8(flags.rawValue, "flags")
    }

    /// §11.7
    static func read(_ r: inout WireReader) throws(ProtocolError) -> TextInputStateMessage {
        let active = try r.bool("active")
        let rect = try r.rect("caret rect")
        // §11.7: "a negative width or height is malformed".
        guard rect.size.width >= 0, rect.size.height >= 0 else { throw ProtocolError(.malformed, "caret rect \(rect) has a negative size") }
        let f = try r.u8("flags")
        // §11.7: "flag bits other than 0 and 1 MUST be zero".
        guard f & ~Flags.all.rawValue == 0 else { throw ProtocolError(.malformed, "reserved text-input flag bits \(f)") }
        return TextInputStateMessage(isActive: active, caretRect: rect, flags: Flags(rawValue: f))
    }
}

extension TextInputCaretMessage {
    func write(_ w: inout WireWriter) { w.u64(layer?.rawValue ?? 0, "caret layer") }

    /// §11.10: any id; 0 is "no caret layer".
    static func read(_ r: inout WireReader) throws(ProtocolError) -> TextInputCaretMessage {
        let raw = try r.u64("caret layer")
        return TextInputCaretMessage(layer: raw == 0 ? nil : LayerID(raw))
    }
}

/// §12.11: a media type is 1…255 bytes of printable ASCII (0x21…0x7E).
private func readMediaType(_ r: inout WireReader, _ field: String) throws(ProtocolError) -> String {
    let type = try r.str8(field)
    guard !type.isEmpty, type.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
        throw ProtocolError(.malformed, "\(field) \"\(type)\" is not a media type")
    }
    return type
}

extension ClipboardOfferMessage {
    /// §12.11: most media types in one offer.
    public static let maxTypes = 8

    func write(_ w: inout WireWriter) throws(ProtocolError) {
        w.u32(serial, "serial"); w.u8(UInt8(clamping: types.count), "type count")
        for (i, t) in types.enumerated() { try w.str8(t, "type[\(i)]") }
    }

    /// §12.11
    static func read(_ r: inout WireReader) throws(ProtocolError) -> ClipboardOfferMessage {
        let serial = try r.u32("serial")
        let n = Int(try r.u8("type count"))
        guard n <= maxTypes else { throw ProtocolError(.limitExceeded, "offer of \(n) types, limit \(maxTypes)") }
        var types: [String] = []
        for i in 0..<n {
            let t = try readMediaType(&r, "type[\(i)]")
            // §12.11: "a type listed twice is malformed".
            guard !types.contains(t) else { throw ProtocolError(.malformed, "type \(t) offered twice") }
            types.append(t)
        }
        return ClipboardOfferMessage(serial: serial, types: types)
    }
}

extension ClipboardRequestMessage {
    func write(_ w: inout WireWriter) throws(ProtocolError) { w.u32(serial, "serial"); try w.str8(type, "type") }

    /// §12.12
    static func read(_ r: inout WireReader) throws(ProtocolError) -> ClipboardRequestMessage {
        ClipboardRequestMessage(serial: try r.u32("serial"), type: try readMediaType(&r, "type"))
    }
}

extension ClipboardDataMessage {
    func write(_ w: inout WireWriter) throws(ProtocolError) {
        w.u32(serial, "serial"); try w.str8(type, "type"); w.bool(data != nil, "available")
        w.u32(UInt32(clamping: data?.count ?? 0), "length")
        if let data, !data.isEmpty { w.bytes(data, "data") }
    }

    /// §12.13
    static func read(_ r: inout WireReader, _ limits: ProtocolLimits) throws(ProtocolError) -> ClipboardDataMessage {
        let serial = try r.u32("serial")
        let type = try readMediaType(&r, "type")
        let available = try r.bool("available")
        let length = Int(try r.u32("length"))
        // §8 L11, checked before the bytes are read.
        guard length <= limits.maxClipboardSize else {
            throw ProtocolError(.limitExceeded, "clipboard data of \(length) bytes, limit \(limits.maxClipboardSize)")
        }
        // §12.13: "data that is not available has length 0".
        guard available || length == 0 else { throw ProtocolError(.malformed, "unavailable clipboard data with \(length) bytes") }
        let bytes = try r.bytes(length, "data")
        // §12.13: "text/plain;charset=utf-8 data MUST be valid UTF-8".
        if type == clipboardPlainTextType, String(validating: bytes, as: UTF8.self) == nil {
            throw ProtocolError(.malformed, "clipboard text is not valid UTF-8")
        }
        return ClipboardDataMessage(serial: serial, type: type, data: available ? bytes : nil)
    }
}
