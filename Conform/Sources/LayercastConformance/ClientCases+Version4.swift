import Foundation
import LayercastProtocol

/// Client cases of versions 3 and 4 (§6.5 and §11.8–§11.9 glyph masks and runs, §11.7 text
/// input, §12.11–§12.13 clipboard, §11.11 compact commits): each decided on the acked hash or on
/// the goodbye code the SPEC gives, and skipped for a client that did not declare the capability.
extension ClientCases {
    /// A run of one glyph (index 36 of face 7, 17 points) at scale 1, and its mask (§6.5).
    static let glyphRun = GlyphRun(face: 7, size: 17, color: LayerColor(red: 0, green: 0, blue: 0, alpha: 1), origin: CGPoint(x: 4, y: 20),
                                   glyphs: [PositionedGlyph(glyph: 36, x: 0)])
    static var glyphMask: GlyphMask {
        GlyphMask(key: glyphRun.key(ofGlyphAt: 0, scale: 1), left: 0, top: -10, width: 2, height: 2, pixels: [255, 128, 128, 255])
    }

    /// Sends the mask at glyph scale 1 (§11.8: a glyphs message sets the scale), then a commit
    /// showing the run on layer 2.
    static func showRun(_ s: ClientUnderTest.Session, _ run: GlyphRun = glyphRun) throws {
        try s.peer.send(ServerMessage.glyphs(GlyphsMessage(scale: 1, masks: [glyphMask])))
        try s.update([.setProperties(LayerID(2), [.glyphRuns([run])])])
    }

    /// A glyphs message of one mask, its bytes changed by `edit` (offsets: §11.8's tables after
    /// the 10 bytes of scale and count).
    static func editedGlyphs(_ edit: (inout [UInt8]) -> Void) throws -> [UInt8] {
        var bytes = try payload(ServerMessage.glyphs(GlyphsMessage(scale: 1, masks: [glyphMask])))
        edit(&bytes)
        return rawFrame(type: MessageType.glyphs.rawValue, payload: bytes)
    }

    static let version4: [ConformanceCase<ClientUnderTest>] = [
        acceptance("§6.5", "glyph-run", "a glyph run whose mask was sent is applied and acked with the SPEC's hash",
                   version: 4, needs: .glyphRuns) { s in try showRun(s) },
        // §6.5: "every glyphs message (§11.8) sets it to its scale".
        acceptance("§6.5", "glyph-scale", "a glyphs message sets the glyph scale: a run whose mask was sent at scale 3 is acked",
                   version: 4, needs: .glyphRuns) { s in
            let mask = GlyphMask(key: glyphRun.key(ofGlyphAt: 0, scale: 3), left: 0, top: -30, width: 1, height: 1, pixels: [255])
            try s.peer.send(ServerMessage.glyphs(GlyphsMessage(scale: 3, masks: [mask])))
            try s.update([.setProperties(LayerID(2), [.glyphRuns([glyphRun])])])
        },
        // §6.5: "a resync snapshot (§12.6) does not release anything".
        acceptance("§6.5", "snapshot-keeps-masks", "masks held before a snapshot stay held: a snapshot showing the run again, its mask not resent, is acked",
                   version: 4, needs: .glyphRuns) { s in
            try showRun(s)
            try s.update([.createLayer(LayerID(2)), .setProperties(LayerID(2), [.glyphRuns([glyphRun])]), .setSublayers(.root, [LayerID(2)])],
                         snapshot: true)
        },
        refusal("§6.5", "release-named", "a glyphRelease of a mask a run names gets goodbye invalidTree", .invalidTree,
                version: 4, needs: .glyphRuns) { s in
            try showRun(s)
            try s.peer.send(ServerMessage.glyphRelease(GlyphReleaseMessage(keys: [glyphMask.key])))
        },
        refusal("§6.5", "glyph-phase", "a mask of phase 4 gets goodbye malformed", .malformed, version: 4, needs: .glyphRuns) { s in
            try s.peer.sendRaw(try editedGlyphs { $0[26] = 4 })
        },
        refusal("§11.8", "mask-format", "a mask of format 3 gets goodbye malformed", .malformed, version: 4, needs: .glyphRuns) { s in
            try s.peer.sendRaw(try editedGlyphs { $0[27] = 3 })
        },
        refusal("§11.8", "mask-bytes", "a mask whose byte count is not width × height gets goodbye malformed", .malformed,
                version: 4, needs: .glyphRuns) { s in
            try s.peer.sendRaw(try editedGlyphs { $0.replaceSubrange(40..<44, with: Raw.le(UInt32(5))); $0.append(0) })
        },
        refusal("§11.8", "mask-size", "a mask 1025 pixels wide (L24) gets goodbye limitExceeded", .limitExceeded,
                version: 4, needs: .glyphRuns) { s in
            let wide = GlyphMask(key: glyphMask.key, left: 0, top: 0, width: 1025, height: 1, pixels: [UInt8](repeating: 1, count: 1025))
            try s.peer.send(ServerMessage.glyphs(GlyphsMessage(scale: 1, masks: [wide])))
        },
        refusal("§11.8", "masks-per-message", "a glyphs message of 4097 masks (L22) gets goodbye limitExceeded", .limitExceeded,
                version: 4, needs: .glyphRuns) { s in
            try s.peer.sendRaw(rawFrame(type: MessageType.glyphs.rawValue, payload: Raw.f64(1) + Raw.le(UInt16(4097))))
        },
        refusal("§6.5", "held-masks", "masks past 16 384 held (L23) get goodbye limitExceeded", .limitExceeded,
                version: 4, needs: .glyphRuns) { s in
            for m in 0..<5 {
                let masks = (0..<4096).map { i in
                    GlyphMask(key: GlyphKey(face: 9, pixelSize: 1088, glyph: UInt32(m * 4096 + i), phase: 0), left: 0, top: 0, width: 0, height: 0, pixels: [])
                }
                try s.peer.send(ServerMessage.glyphs(GlyphsMessage(scale: 1, masks: masks)))
            }
        },
        refusal("§5.5", "splice-over-l20", "a splice leaving a run of 4097 glyphs (T9, L20) gets goodbye limitExceeded", .limitExceeded,
                version: 4, needs: .glyphRuns) { s in
            var long = glyphRun
            long.glyphs = Array(repeating: PositionedGlyph(glyph: 36, x: 0), count: 4096)
            try showRun(s, long)
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: [
                .spliceGlyphs(LayerID(2), GlyphSplice(run: 0, start: 0, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 36, x: 0)]))])))
        },
        // §4.2: "a run … that names a glyph is refused with invalidTree" by a client without glyphRuns.
        refusal("§4.2", "glyph-run-not-granted", "a run naming a glyph, to a client not granted glyphRuns, gets goodbye invalidTree",
                .invalidTree, version: 4, withholding: .glyphRuns) { s in
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0,
                                                               operations: [.setProperties(LayerID(2), [.glyphRuns([glyphRun])])])))
        },
        // §11.7: "other bits MUST be zero → malformed"; "width and height ≥ 0 → else malformed".
        refusal("§11.7", "text-input-flags", "textInputState with a reserved flag bit gets goodbye malformed", .malformed,
                version: 3, needs: .keyboard) { s in
            var bytes = try payload(ServerMessage.textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 1, y: 1, width: 2, height: 20))))
            bytes[33] = 0x04
            try s.peer.sendRaw(rawFrame(type: MessageType.textInputState.rawValue, payload: bytes))
        },
        refusal("§11.7", "caret-rect", "textInputState with a caret of negative width gets goodbye malformed", .malformed,
                version: 3, needs: .keyboard) { s in
            try s.peer.send(ServerMessage.textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 1, y: 1, width: -2, height: 20))))
        },
        // §12.11: "0…8 … over 8 → limitExceeded"; "printable ASCII … listed once → else malformed".
        clipboardRefusal("§12.11", "offer-types", "an offer of 9 types gets goodbye limitExceeded", .limitExceeded, type: 0x0017,
                         Raw.le(UInt32(1)) + [9] + (0..<9).flatMap { Raw.str8("text/t\($0)") }),
        clipboardRefusal("§12.11", "offer-twice", "an offer listing a type twice gets goodbye malformed", .malformed, type: 0x0017,
                         Raw.le(UInt32(1)) + [2] + Raw.str8("text/plain") + Raw.str8("text/plain")),
        clipboardRefusal("§12.11", "media-type", "an offer of a type with a space gets goodbye malformed", .malformed, type: 0x0017,
                         Raw.le(UInt32(1)) + [1] + Raw.str8("text plain")),
        clipboardRefusal("§12.13", "data-unrequested", "clipboard data answering no request gets goodbye unexpectedMessage",
                         .unexpectedMessage, type: 0x0019, Raw.le(UInt32(77)) + Raw.str8("text/plain;charset=utf-8") + [0] + Raw.le(UInt32(0))),
        clipboardRefusal("§12.13", "data-unavailable", "unavailable clipboard data of 3 bytes gets goodbye malformed", .malformed,
                         type: 0x0019, Raw.le(UInt32(77)) + Raw.str8("text/plain;charset=utf-8") + [0] + Raw.le(UInt32(3)) + [1, 2, 3]),
        refusal("§8", "clipboard-size", "clipboard data over the welcome's maxClipboardSize (L11) gets goodbye limitExceeded",
                .limitExceeded, version: 3, needs: .clipboard, limits: ProtocolLimits(maxClipboardSize: 16)) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0019, payload: Raw.le(UInt32(77)) + Raw.str8("text/plain;charset=utf-8") + [1]
                                                                + Raw.le(UInt32(17)) + [UInt8](repeating: 0x61, count: 17)))
        },
        clipboardAnswered,
        // §11.11: "server time … at most 2^53 → malformed".
        refusal("§11.11", "compact-time", "a compactCommit whose time exceeds 2^53 µs gets goodbye malformed", .malformed,
                version: 4, needs: .compactCommits) { s in
            try s.peer.sendRaw(rawFrame(type: 0x001B, payload: Raw.uvar(s.commitID + 1) + Raw.uvar(1 << 53 + 1) + Raw.uvar(0)))
        },
    ]

    static func clipboardRefusal(_ section: String, _ name: String, _ title: String, _ code: ProtocolError.Code, type: UInt16,
                                 _ bytes: [UInt8]) -> ConformanceCase<ClientUnderTest> {
        refusal(section, name, title, code, version: 3, needs: .clipboard) { s in
            try s.peer.sendRaw(rawFrame(type: type, payload: bytes))
        }
    }

    // §12.13: "the answer to a request, one per request".
    static let clipboardAnswered = ConformanceCase<ClientUnderTest>("§12.13", "request-answered", "a serverClipboardRequest is answered by clientClipboardData of its serial") { c in
        try scripted(c) { s in
            if let skip = unmet(s, version: 3, needs: .clipboard) { return skip }
            try s.peer.send(ServerMessage.clipboardRequest(ClipboardRequestMessage(serial: 41, type: "text/plain;charset=utf-8")))
            let data = s.peer.next(timeout: c.timeout) { if case .clipboardData = $0 { true } else { false } }
            guard case .clipboardData(let d)? = data else { return .fail("no clipboard data within \(c.timeout) s") }
            return d.serial == 41 ? .pass : .fail("clipboard data of serial \(d.serial), the request's is 41")
        }
    }
}

extension Raw {
    /// §3 `uvar`: unsigned LEB128, shortest form.
    static func uvar(_ v: UInt64) -> [UInt8] {
        var v = v, out: [UInt8] = []
        repeat {
            let low = UInt8(v & 0x7F)
            v >>= 7
            out.append(v == 0 ? low : low | 0x80)
        } while v != 0
        return out
    }
}
