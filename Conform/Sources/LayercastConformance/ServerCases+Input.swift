import Foundation
import LayercastProtocol

/// Cases on how a server reads what clients send (SPEC §2.2, §2.5, §3, §8, §12), added after the
/// mutation run (issue 31) found broken servers the kit passed: limits enforced below the ones
/// announced, input out of range accepted, a second hello or a stray pong mishandled.
extension ServerCases {
    /// A little-endian integer's bytes.
    static func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }

    /// Fields laid end to end.
    static func fields(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }

    /// A `pointer` frame (§12.1) with the given raw device and phase bytes.
    static func pointer(device: UInt8, phase: UInt8, x: Double = 10) -> [UInt8] {
        let p = fields([device], le(UInt32(1)), [phase], le(x.bitPattern), le((10.0).bitPattern),
                       le(UInt32(0)), le(UInt32(0)), le((1.0).bitPattern))
        return rawFrame(type: MessageType.pointer.rawValue, payload: p)
    }

    /// A `scroll` frame (§12.2) with a raw `precise` byte.
    static func scroll(dx: Double, precise: UInt8) -> [UInt8] {
        let p = fields(le((10.0).bitPattern), le((10.0).bitPattern), le(dx.bitPattern), le((0.0).bitPattern),
                       [precise], le(UInt32(0)), le((1.0).bitPattern))
        return rawFrame(type: MessageType.scroll.rawValue, payload: p)
    }

    static let clientInput: [ConformanceCase<ServerUnderTest>] = [
        .init("§2.2", "frame-at-announced", "a frame header of exactly the welcome's maxFrameSize is not refused: the server waits for its payload") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            guard let announced = client.welcome?.limits.maxFrameSize, announced <= Int(UInt32.max) else {
                return .skip("the welcome announces no frame size a header can carry")
            }
            // §8: the server enforces the limits it announces, not lower ones. A skippable type,
            // so nothing but the length can be refused; the payload never comes.
            try client.peer.sendRaw(rawFrame(type: 0x8123, length: UInt32(announced)))
            switch Ending.read(client.peer, timeout: min(1, s.timeout)) {
            case .stillOpen: return .pass
            case let other: return .fail("§8: a frame of the announced maxFrameSize (\(announced)) ended the connection: \(other)")
            }
        },
        .init("§8", "rate-within-limit", "90 % of the welcome's maxMessagesPerSecond in one burst are accepted: a resync after them answers") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            let limit = client.welcome?.limits.maxMessagesPerSecond ?? ProtocolLimits.default.maxMessagesPerSecond
            guard limit <= 100_000 else { return .skip("a limit of \(limit) messages a second is not checked") }
            // Pongs no ping asked for are ignored (§12.7); they count toward L7 all the same.
            let pong = rawFrame(type: MessageType.pong.rawValue, payload: try payload(ClientMessage.pong(PongMessage(nonce: 0xBEEF))))
            try client.peer.sendRaw(Array([[UInt8]](repeating: pong, count: max(0, limit * 9 / 10 - 5)).joined()))
            try client.resync(timeout: s.timeout)
            return .pass
        },
        .init("§2.5", "second-hello", "a second hello after the welcome gets error unexpectedMessage") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: MessageType.hello.rawValue, payload: try payload(ClientMessage.hello(s.hello()))),
                             .error(.unexpectedMessage))
        },
        .init("§12.7", "stray-pong", "a pong whose nonce no ping carried is ignored: the session goes on (a resync still answers)") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.peer.send(ClientMessage.pong(PongMessage(nonce: 0x5742_4159)))
            try client.resync(timeout: s.timeout)
            return .pass
        },
        .init("§3", "bad-bool", "a bool byte other than 0 or 1 (a scroll's precise) gets error malformed") { s in
            try expectEnding(s, welcomed: true, scroll(dx: 1, precise: 2), .error(.malformed))
        },
        .init("§12.2", "nan-scroll", "a scroll by NaN gets error invalidInput") { s in
            try expectEnding(s, welcomed: true, scroll(dx: .nan, precise: 0), .error(.invalidInput))
        },
        .init("§12.1", "unknown-phase", "a pointer of an unknown phase gets error invalidInput") { s in
            try expectEnding(s, welcomed: true, pointer(device: 2, phase: 9), .error(.invalidInput))
        },
        .init("§12.5", "screen-change-out-of-range", "a screenChange of zero pixels' width gets error malformed") { s in
            let p = fields(le(UInt32(0)), le(UInt32(844)), le((1.0).bitPattern), le((60.0).bitPattern))
            return try expectEnding(s, welcomed: true, rawFrame(type: MessageType.screenChange.rawValue, payload: p), .error(.malformed))
        },
        .init("§12.3", "key-up-repeat", "a key up marked repeat gets error invalidInput") { s in
            var hello = s.hello()
            hello.minVersion = 3
            let key = fields([1], le(UInt16(0x04)), le(UInt32(0)), [1], le((1.0).bitPattern))
            return try expectEnding(s, hello: hello, rawFrame(type: MessageType.key.rawValue, payload: key), .error(.invalidInput),
                                    accept: { $0.capabilities.contains(.keyboard) })
        },
    ]
}
