import Foundation
import LayercastProtocol

extension ServerCases {
    /// Sends `bytes` after a handshake with `hello` and the first update, and reads how the
    /// server ends the connection; `nil` when `accept` rejects the welcome (the case is skipped).
    static func expectEnding(_ s: ServerUnderTest, hello: HelloMessage, _ bytes: [UInt8], _ expected: Ending,
                             accept: (WelcomeMessage) -> Bool = { _ in true }) throws -> Outcome {
        var client = try KitClient.handshake(s, hello: hello)
        defer { client.peer.close() }
        guard let w = client.welcome, accept(w) else { return .skip("the server did not accept the keyboard capability") }
        try client.nextUpdate(timeout: s.timeout)
        try client.peer.sendRaw(bytes)
        return Ending.read(client.peer, timeout: s.timeout).verdict(expected)
    }

    /// Version 3's keyboard and clipboard rules (SPEC §2.3, §10.4, §12.3, §12.9).
    static let keyboard: [ConformanceCase<ServerUnderTest>] = [
        .init("§10.4", "keyboard-from-version-3", "a version-2 session accepts neither keyboard nor clipboard") { s in
            var hello = s.hello()
            hello.maxVersion = 2
            let client = try KitClient.handshake(s, hello: hello)
            defer { client.peer.close() }
            guard let w = client.welcome else { return .fail("no welcome") }
            return w.capabilities.isDisjoint(with: [.keyboard, .clipboard])
                ? .pass : .fail("version \(w.version) welcome accepted capabilities 0x\(String(w.capabilities.rawValue, radix: 16))")
        },
        .init("§2.3", "key-without-keyboard", "a key from a client that did not offer keyboard is unexpectedMessage") { s in
            var hello = s.hello(capabilities: [.zstd, .animations])
            hello.minVersion = 3
            let key = try payload(ClientMessage.key(KeyMessage(phase: .down, usage: 0x04, timestamp: 1)))
            return try expectEnding(s, hello: hello, rawFrame(type: MessageType.key.rawValue, payload: key), .error(.unexpectedMessage),
                                    accept: { $0.version >= 3 })
        },
        .init("§12.3", "key-unknown-usage", "a key whose usage the keyboard page does not define is invalidInput") { s in
            var hello = s.hello()
            hello.minVersion = 3
            var key = try payload(ClientMessage.key(KeyMessage(phase: .down, usage: 0x04, timestamp: 1)))
            key[1] = 0xA5
            return try expectEnding(s, hello: hello, rawFrame(type: MessageType.key.rawValue, payload: key), .error(.invalidInput),
                                    accept: { $0.capabilities.contains(.keyboard) })
        },
        .init("§8", "text-over-limit", "a text message longer than the welcome's maxTextSize is limitExceeded") { s in
            var hello = s.hello()
            hello.minVersion = 3
            // The limit is the server's, read from a first welcome.
            let probe = try KitClient.handshake(s, hello: hello)
            probe.peer.close()
            guard let w = probe.welcome, w.capabilities.contains(.keyboard), w.limits.maxTextSize < 0xFFFF else {
                return .skip("no keyboard, or a limit a str16 cannot pass")
            }
            let limit = w.limits.maxTextSize
            let text = [UInt8](repeating: 0x61, count: limit + 1)
            let bytes = rawFrame(type: MessageType.text.rawValue, payload: withUnsafeBytes(of: UInt16(text.count).littleEndian) { Array($0) } + text)
            return try expectEnding(s, hello: hello, bytes, .error(.limitExceeded))
        },
    ]
}
