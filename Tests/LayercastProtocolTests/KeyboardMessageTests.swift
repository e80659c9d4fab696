import Foundation
import NIOCore
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// Version 3's keyboard, text and clipboard messages (SPEC §11.7, §12.3, §12.9–§12.13): every
/// vector decodes, encodes, and every malformed vector of the type gives its error.
@Suite struct KeyboardMessageTests {
    static let clientTypes: [MessageType] = [.key, .text, .composition, .clientClipboardOffer, .clientClipboardRequest, .clientClipboardData]
    static let serverTypes: [MessageType] = [.textInputState, .serverClipboardOffer, .serverClipboardRequest, .serverClipboardData]

    @Test(arguments: clientTypes) func clientVectors(_ type: MessageType) throws {
        try VectorCheck.decoding(ClientMessage.self, type)
        try VectorCheck.encoding(ClientMessage.self, type)
        try VectorCheck.failures(ClientMessage.self, type)
    }

    @Test(arguments: serverTypes) func serverVectors(_ type: MessageType) throws {
        try VectorCheck.decoding(ServerMessage.self, type)
        try VectorCheck.encoding(ServerMessage.self, type)
        try VectorCheck.failures(ServerMessage.self, type)
    }

    // MARK: - Round trips beyond the vectors

    private func roundTrip(_ m: ClientMessage, limits: ProtocolLimits = .default) throws -> ClientMessage {
        var payload = ByteBuffer()
        try m.encodePayload(into: &payload)
        return try ClientMessage.decode(type: m.type, payload: payload, limits: limits)
    }

    @Test func everyDefinedUsageRoundTripsAndNoOtherDecodes() throws {
        var known = 0
        for usage in UInt16(0)...0x01FF {
            let m = ClientMessage.key(KeyMessage(phase: .down, usage: usage, timestamp: 1))
            if KeyMessage.isKnownUsage(usage) {
                #expect(try roundTrip(m) == m)
                known += 1
            } else {
                #expect(throws: ProtocolError(.invalidInput, "unknown key usage 0x\(String(usage, radix: 16))")) { try roundTrip(m) }
            }
        }
        // HID Usage Tables 1.4, §10 (keyboard page): 0x04…0xA4 (161), 0xB0…0xDD (46), 0xE0…0xE7 (8).
        #expect(known == 161 + 46 + 8)
    }

    @Test func textLimitIsTheAnnouncedOne() throws {
        let small = ProtocolLimits(maxTextSize: 3)
        #expect(try roundTrip(.text(TextMessage(text: "日")), limits: small) == .text(TextMessage(text: "日")))
        #expect(throws: ProtocolError.self) { try roundTrip(.text(TextMessage(text: "ab日")), limits: small) }
        #expect(throws: ProtocolError.self) {
            try roundTrip(.composition(CompositionMessage(text: "日本", selectionStart: 0)), limits: small)
        }
    }

    @Test func compositionSelectionCountsScalarsNotUTF16() throws {
        // "😀a" is 2 scalars (3 UTF-16 units): a caret after the "a" is start 2.
        let ok = ClientMessage.composition(CompositionMessage(text: "😀a", selectionStart: 2))
        #expect(try roundTrip(ok) == ok)
        #expect(throws: ProtocolError.self) { try roundTrip(.composition(CompositionMessage(text: "😀a", selectionStart: 3))) }
    }

    @Test func clipboardDataLimitIsTheAnnouncedOne() throws {
        let limits = ProtocolLimits(maxClipboardSize: 4)
        let four = ClientMessage.clipboardData(ClipboardDataMessage(serial: 1, type: clipboardPlainTextType, data: Array("abcd".utf8)))
        #expect(try roundTrip(four, limits: limits) == four)
        let five = ClientMessage.clipboardData(ClipboardDataMessage(serial: 1, type: clipboardPlainTextType, data: Array("abcde".utf8)))
        #expect(throws: ProtocolError(.limitExceeded, "clipboard data of 5 bytes, limit 4")) { try roundTrip(five, limits: limits) }
    }

    @Test func versionThreeWelcomeCarriesTheNewLimitsAndOlderOnesDoNot() throws {
        let limits = ProtocolLimits(maxTextSize: 100, maxClipboardSize: 200)
        for version: UInt16 in 1...3 {
            let w = WelcomeMessage(version: version, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 10, height: 10),
                                   capabilities: [], limits: limits, contentsScale: version >= 2 ? 1 : nil,
                                   mode: version >= 2 ? .mirror : nil, screenID: version >= 2 ? 0 : nil)
            var payload = ByteBuffer()
            try ServerMessage.welcome(w).encodePayload(into: &payload)
            // 63 bytes in version 1 (§10.2), 13 more in version 2, 8 more in version 3.
            #expect(payload.readableBytes == [1: 63, 2: 76, 3: 84][version])
            guard case .welcome(let back) = try ServerMessage.decode(type: .welcome, payload: payload, limits: .default) else {
                Issue.record("not a welcome"); continue
            }
            #expect(back.limits.maxTextSize == (version >= 3 ? 100 : ProtocolLimits.default.maxTextSize))
            #expect(back.limits.maxClipboardSize == (version >= 3 ? 200 : ProtocolLimits.default.maxClipboardSize))
        }
    }

    @Test func keyboardAndClipboardAreDefinedOnlyFromVersionThree() {
        #expect(!Capabilities.defined(inVersion: 2).contains(.keyboard))
        #expect(!Capabilities.defined(inVersion: 2).contains(.clipboard))
        #expect(Capabilities.defined(inVersion: 3).isSuperset(of: [.keyboard, .clipboard]))
        #expect(ProtocolVersion.negotiate(min: 1, max: 2) == 2)
        #expect(ProtocolVersion.negotiate(min: 1, max: 9) == ProtocolVersion.current)
        #expect(ProtocolVersion.negotiate(min: 1, max: 3) == 3)
        #expect(ProtocolVersion.current == 4)   // version 4 added screens and glyph runs
    }
}
