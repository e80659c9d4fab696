import Foundation
import LayercastProtocol
import NIOCore

/// Client cases of §2 (framing, types, compression, session flow), §3 (primitives) and §10.2,
/// §10.4 (the welcome): each a rule a mutant client broke unseen (issue 31).
extension ClientCases {
    static let framing: [ConformanceCase<ClientUnderTest>] = [
        // §2.2: "in this order: the payload length (L1, frameTooLarge), then the reserved flag bits".
        refusal("§2.2", "header-order", "a header both too long and with a reserved flag bit is frameTooLarge: the length is checked first",
                .frameTooLarge) { s in try s.peer.sendRaw(rawFrame(type: 0x0011, flags: 0x0002, length: UInt32.max)) },
        endInsideFrame,
        // §2.3: "type 0x0000 is never defined (critical)".
        refusal("§2.3", "type-zero", "type 0x0000 is critical and unknown: goodbye unknownMessage", .unknownMessage) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0000, payload: [1]))
        },
        refusal("§2.3", "glyph-release-not-granted", "glyphRelease to a client not granted glyphRuns gets goodbye unexpectedMessage",
                .unexpectedMessage, version: 4, withholding: .glyphRuns) { s in
            try s.peer.send(ServerMessage.glyphRelease(GlyphReleaseMessage(keys: [GlyphKey(face: 1, pixelSize: 1088, glyph: 36, phase: 0)])))
        },
        refusal("§2.3", "keyboard-not-granted", "textInputState to a client not granted keyboard gets goodbye unexpectedMessage",
                .unexpectedMessage, version: 3, withholding: [.keyboard, .caretLayer]) { s in
            try s.peer.send(ServerMessage.textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 10, y: 10, width: 2, height: 20))))
        },
        refusal("§11.10", "caret-not-granted", "textInputCaret to a client not granted caretLayer gets goodbye unexpectedMessage",
                .unexpectedMessage, version: 4, withholding: .caretLayer) { s in
            try s.peer.send(ServerMessage.textInputCaret(TextInputCaretMessage(layer: LayerID(2))))
        },
        refusal("§2.3", "clipboard-not-granted", "a clipboard offer to a client not granted clipboard gets goodbye unexpectedMessage",
                .unexpectedMessage, version: 3, withholding: .clipboard) { s in
            try s.peer.send(ServerMessage.clipboardOffer(ClipboardOfferMessage(serial: 1, types: ["text/plain;charset=utf-8"])))
        },
        refusal("§2.3", "second-welcome", "a second welcome gets goodbye unexpectedMessage", .unexpectedMessage) { s in
            try s.welcome()
        },
        // §2.4: "the payload MUST be one whole zstd frame with nothing after it → malformed".
        refusal("§2.4", "zstd-trailing", "a compressed payload with bytes after its zstd frame gets goodbye malformed", .malformed,
                needs: .zstd) { s in
            let ping = try ZstdCompressor(level: 3).compress(try payload(ServerMessage.ping(PingMessage(nonce: 5, serverTime: 1))))
            try s.peer.sendRaw(rawFrame(type: 0x0015, flags: 1, payload: Array(ping.readableBytesView) + [0, 0, 0, 0]))
        },
        // §2.4: "a zstd skippable frame … carries no payload and is malformed here".
        refusal("§2.4", "zstd-skippable-frame", "a compressed payload that is a zstd skippable frame gets goodbye malformed", .malformed,
                needs: .zstd) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0015, flags: 1, payload: [0x50, 0x2A, 0x4D, 0x18, 0, 0, 0, 0]))
        },
        compressedNotAgreed, beforeWelcome, errorBeforeWelcome,
        // §3: "a bool MUST be 0 or 1 → malformed".
        refusal("§3", "bool-byte", "a bool byte of 2 (isHidden) gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [7, 2]))
        },
        refusal("§3", "utf8", "a name that is not UTF-8 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [25, 1, 2, 0xC3, 0x28]))
        },
        refusal("§3", "non-finite", "an opacity of NaN gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [6] + Raw.f32(.nan)))
        },
        // §3: "a uvar MUST be in its shortest form"; "MUST NOT exceed 2^64 − 1".
        refusal("§3", "uvar-shortest", "a compactCommit whose id is not in its shortest uvar form gets goodbye malformed", .malformed,
                version: 4, needs: .compactCommits) { s in
            try s.peer.sendRaw(rawFrame(type: 0x001B, payload: [0x80 | (UInt8(truncatingIfNeeded: s.commitID + 1) & 0x7F), 0x00, 0, 0]))
        },
        refusal("§3", "uvar-overflow", "a uvar past 2^64 − 1 gets goodbye malformed", .malformed, version: 4, needs: .compactCommits) { s in
            try s.peer.sendRaw(rawFrame(type: 0x001B, payload: [UInt8](repeating: 0xFF, count: 9) + [0x02, 0, 0]))
        },
        // §3: "a count with a limit is checked against the limit first (limitExceeded), then …
        // against the remaining bytes (malformed)".
        refusal("§3", "count-limit-first", "a sublayer count over maxSublayers with no ids after it is limitExceeded, not malformed",
                .limitExceeded, limits: ProtocolLimits(maxSublayers: 4)) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, [4] + Raw.le(UInt64(1)) + Raw.le(UInt32(5)))))
        },
        // §10.2: the welcome's fields.
        welcomeRefusal("welcome-screen-size", "a welcome whose screen size is 0 gets goodbye malformed", version: 1) { w in
            w.replaceSubrange(19..<27, with: Raw.f64(0))
        },
        welcomeRefusal("welcome-scale", "a welcome whose contentsScale is 0 gets goodbye malformed", version: 2) { w in
            w.replaceSubrange(63..<71, with: Raw.f64(0))
        },
        welcomeRefusal("welcome-mode", "a welcome whose mode is 3 gets goodbye malformed", version: 2) { w in w[71] = 3 },
        welcomeRefusal("welcome-text-size", "a welcome whose maxTextSize is 0 gets goodbye malformed", version: 3) { w in
            w.replaceSubrange(76..<80, with: Raw.le(UInt32(0)))
        },
        welcomeRefusal("welcome-fields", "a welcome of version 2 or more without its version-2 fields gets goodbye malformed",
                       version: 2) { w in w.removeSubrange(63...) },
        unknownCapabilityBits,
    ]

    /// Sends the welcome the session would get, its bytes changed by `edit` (offsets: §10.2's
    /// table), and expects goodbye malformed.
    static func welcomeRefusal(_ name: String, _ title: String, version: UInt16,
                               _ edit: @escaping @Sendable (inout [UInt8]) -> Void) -> ConformanceCase<ClientUnderTest> {
        ConformanceCase("§10.2", name, title) { c in
            let s = try c.open()
            defer { s.end() }
            guard s.version >= version else { return .skip("version \(s.version): the field is version \(version)'s") }
            let v2 = s.version >= 2
            var bytes = try payload(ServerMessage.welcome(WelcomeMessage(
                version: s.version, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 390, height: 844), capabilities: s.capabilities,
                limits: .default, contentsScale: v2 ? 1 : nil, mode: v2 ? .mirror : nil, screenID: v2 ? 0 : nil)))
            edit(&bytes)
            try s.peer.sendRaw(rawFrame(type: 0x0002, payload: bytes))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    // §2.2: "a connection whose sender ends its side inside a frame → malformed"; §1: the reader
    // says goodbye "when it can" and closes. The close is decided; a goodbye, if sent, must say
    // malformed (the reference client closes without one).
    static let endInsideFrame = ConformanceCase<ClientUnderTest>("§2.2", "end-inside-frame", "a connection the server ends inside a frame is closed by the client, with goodbye malformed if any") { c in
        try scripted(c) { s in
            try s.peer.sendRaw(Array(rawFrame(type: 0x0015, payload: [UInt8](repeating: 0, count: 16)).prefix(12)))
            s.peer.halfClose()
            guard s.peer.drainUntilClosed(timeout: c.timeout) else { return .fail("still open \(c.timeout) s after the server ended inside a frame") }
            for case .goodbye(let g) in s.peer.messages where g.code != nil && g.code != .malformed {
                return .fail("goodbye \(g.code.map { "\($0)" } ?? "0"), expected malformed")
            }
            return .pass
        }
    }

    static let compressedNotAgreed = ConformanceCase<ClientUnderTest>("§2.4", "compressed-not-agreed", "a client that did not offer zstd closes on a compressed frame with goodbye malformed") { c in
        try scripted(c) { s in
            guard !s.hello.capabilities.contains(.zstd) else { return .skip("the client offers zstd") }
            let ping = try ZstdCompressor(level: 3).compress(try payload(ServerMessage.ping(PingMessage(nonce: 5, serverTime: 1))))
            try s.peer.sendRaw(rawFrame(type: 0x0015, flags: 1, payload: Array(ping.readableBytesView)))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    // §2.5: "before the handshake completes any other message is unexpectedMessage".
    static let beforeWelcome = ConformanceCase<ClientUnderTest>("§2.5", "before-welcome", "a snapshot before the welcome gets goodbye unexpectedMessage") { c in
        let s = try c.open()
        defer { s.end() }
        try s.peer.send(ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: [.createLayer(LayerID(2))])))
        return s.expectGoodbye(.unexpectedMessage, timeout: c.timeout)
    }

    // §2.5: "a client therefore accepts error as well as reject before the welcome; both end the session".
    static let errorBeforeWelcome = ConformanceCase<ClientUnderTest>("§2.5", "error-before-welcome", "an error before the welcome ends the session: the client closes") { c in
        let s = try c.open()
        defer { s.end() }
        try s.peer.send(ServerMessage.error(ErrorMessage(code: .shuttingDown, reason: "conformance")))
        return s.peer.drainUntilClosed(timeout: c.timeout) ? .pass : .fail("still open \(c.timeout) s after the error")
    }

    // §10.4: "unknown bits MUST be ignored".
    static let unknownCapabilityBits = ConformanceCase<ClientUnderTest>("§10.4", "unknown-capability-bits", "a welcome with an unknown capability bit set is taken: the scene is acked") { c in
        let s = try c.open()
        defer { s.end() }
        try s.welcome(extraBits: 1 << 30)
        // A client that refuses the welcome may have closed: its goodbye is the verdict.
        try? scene(s)
        return s.expectAck(timeout: c.timeout)
    }
}
