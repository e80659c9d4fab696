import Foundation
import LayercastProtocol
import NIOCore

/// A frame built by hand (SPEC §2.2), for the malformed cases.
func rawFrame(type: UInt16, flags: UInt16 = 0, length: UInt32? = nil, payload: [UInt8] = []) -> [UInt8] {
    var bytes: [UInt8] = []
    withUnsafeBytes(of: (length ?? UInt32(payload.count)).littleEndian) { bytes += $0 }
    withUnsafeBytes(of: type.littleEndian) { bytes += $0 }
    withUnsafeBytes(of: flags.littleEndian) { bytes += $0 }
    return bytes + payload
}

/// The payload of `message` as the SPEC encodes it.
func payload(_ message: some WireMessage) throws -> [UInt8] {
    var buffer = ByteBuffer()
    try message.encodePayload(into: &buffer)
    return Array(buffer.readableBytesView)
}

/// The cases run against a server (the kit plays its clients), by SPEC section.
public enum ServerCases {
    /// Every case, in SPEC order.
    public static let all: [ConformanceCase<ServerUnderTest>] = handshake + capabilities + framing + state + input + clientInput + keyboard + session

    /// The cases the kit had before the mutation run of issue 31 (its baseline).
    static var baseline: [ConformanceCase<ServerUnderTest>] { handshake + framing + state + input + keyboard + session }

    /// Sends `bytes` on a new connection (after a handshake when `welcomed`) and reads how the
    /// server ends it.
    static func expectEnding(_ s: ServerUnderTest, welcomed: Bool, _ bytes: [UInt8], _ expected: Ending,
                             halfClose: Bool = false) throws -> Outcome {
        let peer: WirePeer<ServerMessage>
        if welcomed {
            var client = try KitClient.handshake(s)
            try client.nextUpdate(timeout: s.timeout)
            peer = client.peer
        } else {
            peer = try s.connect()
        }
        defer { peer.close() }
        try peer.sendRaw(bytes)
        if halfClose { peer.halfClose() }
        return Ending.read(peer, timeout: s.timeout).verdict(expected)
    }

    // MARK: - §10 Handshake

    static let handshake: [ConformanceCase<ServerUnderTest>] = [
        .init("§10.2", "welcome", "a valid hello gets a welcome: the highest version both speak, a positive screen, a subset of the offered capabilities") { s in
            // Offered two capabilities only, so granting one never offered shows (§10.2).
            var hello = s.hello()
            hello.capabilities = hello.capabilities.intersection([.zstd, .animations])
            let client = try KitClient.handshake(s, hello: hello)
            defer { client.peer.close() }
            guard let w = client.welcome else { return .fail("no welcome") }
            guard (hello.minVersion...hello.maxVersion).contains(w.version) else {
                return .fail("version \(w.version) is outside the hello's \(hello.minVersion)…\(hello.maxVersion)")
            }
            guard w.screenSize.width > 0, w.screenSize.height > 0 else { return .fail("screen \(w.screenSize)") }
            guard hello.capabilities.isSuperset(of: w.capabilities) else {
                return .fail("§10.2: capabilities \(w.capabilities.subtracting(hello.capabilities).rawValue) granted but never offered")
            }
            if w.version >= 2, (w.contentsScale ?? 0) <= 0 { return .fail("a version-2 welcome without a positive contents scale") }
            // §10.5: the highest version both speak. Offered only the versions above the one
            // chosen, a server that speaks none of them rejects the hello.
            if w.version < hello.maxVersion {
                var higher = hello
                higher.minVersion = w.version + 1
                if let probe = try? KitClient.handshake(s, hello: higher) {
                    probe.peer.close()
                    if let v = probe.welcome?.version {
                        return .fail("§10.5: chose version \(w.version), yet offered only \(w.version + 1)…\(hello.maxVersion) it "
                                     + "welcomed again (version \(v)): the highest version both speak was not chosen")
                    }
                }
            }
            return .pass
        },
        .init("§2.4", "no-zstd-offered", "to a client that did not offer zstd, no frame is compressed (the snapshot and its contents included)") { s in
            var hello = s.hello()
            hello.capabilities.remove(.zstd)
            var client = try KitClient.handshake(s, hello: hello)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            return .pass
        },
        .init("§11.1", "snapshot-first", "after the welcome, a snapshot (preceded by the contents it uses) gives the tree") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            let kind = try client.nextUpdate(timeout: s.timeout)
            return kind == .snapshot ? .pass : .fail("the first update was a \(kind), not a snapshot")
        },
        .init("§10.1", "bad-magic", "a hello whose magic is not LCST gets reject unsupportedVersion") { s in
            var hello = try payload(ClientMessage.hello(s.hello()))
            hello.replaceSubrange(0..<4, with: Array("HTTP".utf8))
            return try expectEnding(s, welcomed: false, rawFrame(type: 0x0001, payload: hello), .reject(.unsupportedVersion))
        },
        .init("§10.5", "no-common-version", "a hello offering only versions the server lacks gets reject unsupportedVersion") { s in
            var hello = s.hello()
            hello.minVersion = 900; hello.maxVersion = 901
            return try expectEnding(s, welcomed: false, rawFrame(type: 0x0001, payload: try payload(ClientMessage.hello(hello))),
                                    .reject(.unsupportedVersion))
        },
        .init("§10.1", "versions-reversed", "a hello with minVersion > maxVersion gets error malformed (§2.5)") { s in
            var hello = try payload(ClientMessage.hello(s.hello()))
            hello.replaceSubrange(4..<8, with: [3, 0, 2, 0])
            return try expectEnding(s, welcomed: false, rawFrame(type: 0x0001, payload: hello), .error(.malformed))
        },
        .init("§10.1.1", "unknown-screen", "version 4: a hello mirroring a screen the server does not show gets error unknownScreen") { s in
            let probe = try KitClient.handshake(s)
            probe.peer.close()
            guard let version = probe.welcome?.version, version >= 4 else {
                return .skip("the server speaks version \(probe.welcome?.version ?? 0), before mirrors of a chosen screen")
            }
            var hello = s.hello()
            hello.minVersion = 4
            hello.mode = .mirrorScreen
            hello.screenID = 0xFFFF_FFF0
            return try expectEnding(s, welcomed: false, rawFrame(type: 0x0001, payload: try payload(ClientMessage.hello(hello))),
                                    .error(.unknownScreen))
        },
        .init("§2.5", "message-before-hello", "any other message before the hello gets error unexpectedMessage") { s in
            try expectEnding(s, welcomed: false, rawFrame(type: 0x0026, payload: try payload(ClientMessage.pong(PongMessage(nonce: 1)))),
                             .error(.unexpectedMessage))
        },
        .init("§14.2", "token", "with a token configured, a wrong one gets reject unauthorized; without, any token is accepted") { s in
            if s.token != nil {
                var hello = s.hello()
                hello.token = "not-the-token-\(UInt64.random(in: 0...UInt64.max))"
                return try expectEnding(s, welcomed: false, rawFrame(type: 0x0001, payload: try payload(ClientMessage.hello(hello))),
                                        .reject(.unauthorized))
            }
            var hello = s.hello()
            hello.token = "any"
            let client = try KitClient.handshake(s, hello: hello)
            client.peer.close()
            return client.welcome != nil ? .pass : .fail("no welcome")
        },
    ]

    // MARK: - §2, §3 Framing

    static let framing: [ConformanceCase<ServerUnderTest>] = [
        .init("§2.2", "frame-too-large", "a frame longer than maxFrameSize gets error frameTooLarge as soon as its header arrives") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x0026, length: UInt32.max), .error(.frameTooLarge))
        },
        .init("§2.2", "frame-over-announced", "a frame one byte longer than the welcome's own maxFrameSize gets error frameTooLarge") { s in
            // The limit the server announced, not the largest length: a server announcing 1 MiB
            // and accepting more breaks §8 for every client that trusts the welcome.
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            guard let announced = client.welcome?.limits.maxFrameSize, announced < Int(UInt32.max) else {
                return .skip("the welcome announces no frame size below 2^32")
            }
            try client.peer.sendRaw(rawFrame(type: 0x0026, length: UInt32(announced + 1)))
            return Ending.read(client.peer, timeout: s.timeout).verdict(.error(.frameTooLarge))
        },
        .init("§2.2", "reserved-flag", "a reserved flag bit gets error malformed") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x0026, flags: 2, payload: try payload(ClientMessage.pong(PongMessage(nonce: 1)))),
                             .error(.malformed))
        },
        .init("§2.2", "reserved-flag-skippable", "a reserved flag bit on a skippable frame is malformed too") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x8123, flags: 4, payload: [1, 2, 3]), .error(.malformed))
        },
        .init("§2.2", "eof-inside-frame", "a connection that ends inside a frame gets error malformed") { s in
            try expectEnding(s, welcomed: true, Array(rawFrame(type: 0x0026, payload: Array(repeating: 0, count: 8)).prefix(12)),
                             .error(.malformed), halfClose: true)
        },
        .init("§2.3", "unknown-critical", "an unknown critical type gets error unknownMessage") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x4444, payload: [1, 2, 3]), .error(.unknownMessage))
        },
        .init("§2.3", "wrong-direction", "a server message type sent by a client gets error unexpectedMessage") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x0015, payload: Array(repeating: 0, count: 16)), .error(.unexpectedMessage))
        },
        .init("§2.3", "skippable", "an unknown skippable frame is skipped: the session goes on (a resync still answers)") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.peer.sendRaw(rawFrame(type: 0x8123, payload: [9, 9, 9]))
            try client.peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: client.lastCommit)))
            let kind = try client.nextUpdate(timeout: s.timeout)
            return kind == .snapshot ? .pass : .fail("after the skippable frame, a resync got a \(kind)")
        },
        .init("§3", "trailing-bytes", "a payload with bytes after its last field gets error malformed") { s in
            try expectEnding(s, welcomed: true, rawFrame(type: 0x0026, payload: try payload(ClientMessage.pong(PongMessage(nonce: 1))) + [0]),
                             .error(.malformed))
        },
        .init("§2.4", "zstd-bomb", "a compressed payload inflating past maxDecompressedSize gets error decompressedTooLarge") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            let limit = client.welcome?.limits.maxDecompressedSize ?? ProtocolLimits.default.maxDecompressedSize
            let bomb = try ZstdCompressor(level: 3).compress([UInt8](repeating: 0, count: limit + 1))
            try client.peer.sendRaw(rawFrame(type: 0x0021, flags: 1, payload: Array(bomb.readableBytesView)))
            return Ending.read(client.peer, timeout: s.timeout).verdict(.error(.decompressedTooLarge))
        },
    ]

    // MARK: - §6, §7, §12.4, §12.6 State

    static let state: [ConformanceCase<ServerUnderTest>] = [
        .init("§6.4", "contents-before-use", "every content a snapshot or commit sets was sent before it, and never while held") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.ack()
            try client.peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: client.lastCommit)))
            try client.nextUpdate(timeout: s.timeout)
            if let again = client.contentsReceived.first(where: \.alreadyHeld) {
                return .fail("content \(again.id) was sent while the client held it")
            }
            return .pass
        },
        .init("§7.2", "hash-agrees", "an ack carrying the client's hash is accepted: no resync snapshot follows") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.ack()
            let end = Date(timeIntervalSinceNow: min(2, s.timeout))
            while end.timeIntervalSinceNow > 0 {
                guard case .message(let m) = client.peer.next(timeout: end.timeIntervalSinceNow) else { break }
                if case .snapshot = m { return .fail("the server resent a snapshot after an ack with the SPEC's hash: its §7.2 hash differs") }
                _ = try client.apply(m)
            }
            return .pass
        },
        .init("§7.2", "mismatch-resync", .should, "an ack whose hash differs from the server's gets a snapshot") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.ack(hash: client.tree.canonicalHash ^ 0x5555)
            while true {
                let kind = try client.nextUpdate(timeout: s.timeout)
                if kind == .snapshot { return .pass }
            }
        },
        .init("§12.6", "resync", "a resyncRequest gets a snapshot that gives the same tree") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            let before = client.tree.canonicalHash
            try client.peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: client.lastCommit)))
            let kind = try client.nextUpdate(timeout: s.timeout)
            guard kind == .snapshot else { return .fail("a \(kind), not a snapshot") }
            // The UI may have changed meanwhile; an idle server gives the same hash.
            return client.tree.canonicalHash == before ? .pass : .fail("the resync snapshot gives another tree (\(before) → \(client.tree.canonicalHash)); was the server busy?")
        },
        .init("§12.4", "ack-never-sent", "an ack of a commit id the server never sent gets error unexpectedMessage") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            try client.peer.send(ClientMessage.ack(AckMessage(commitID: client.lastCommit + 1_000_000, receivedTime: 0,
                                                              presentedTime: 0, treeHash: 0)))
            return Ending.read(client.peer, timeout: s.timeout).verdict(.error(.unexpectedMessage))
        },
    ]

    // MARK: - §8, §12 Input and limits

    static func pointer(x: Double, device: UInt8 = 2) -> [UInt8] {
        var p: [UInt8] = [device]
        withUnsafeBytes(of: UInt32(1).littleEndian) { p += $0 }
        p.append(0)
        withUnsafeBytes(of: x.bitPattern.littleEndian) { p += $0 }
        withUnsafeBytes(of: (10.0).bitPattern.littleEndian) { p += $0 }
        p += [0, 0, 0, 0, 0, 0, 0, 0]
        withUnsafeBytes(of: (1.0).bitPattern.littleEndian) { p += $0 }
        return rawFrame(type: 0x0020, payload: p)
    }

    static let input: [ConformanceCase<ServerUnderTest>] = [
        .init("§12", "nan-coordinate", "a pointer at NaN gets error invalidInput") { s in
            try expectEnding(s, welcomed: true, pointer(x: .nan), .error(.invalidInput))
        },
        .init("§12.1", "unknown-device", "a pointer of an unknown device gets error invalidInput") { s in
            try expectEnding(s, welcomed: true, pointer(x: 10, device: 9), .error(.invalidInput))
        },
        .init("§8", "flood", "more than maxMessagesPerSecond messages in a second get error rateLimited") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            let limit = client.welcome?.limits.maxMessagesPerSecond ?? ProtocolLimits.default.maxMessagesPerSecond
            let pong = rawFrame(type: 0x0026, payload: try payload(ClientMessage.pong(PongMessage(nonce: 0xDEAD))))
            try client.peer.sendRaw(Array([[UInt8]](repeating: pong, count: limit + 50).joined()))
            return Ending.read(client.peer, timeout: s.timeout).verdict(.error(.rateLimited))
        },
    ]

    // MARK: - §10.5, §11.6, §12.8 Session

    static let session: [ConformanceCase<ServerUnderTest>] = [
        .init("§10.5", "resume", "a dropped session resumes: resumed = 1, no held content sent again, the hash still agrees") { s in
            var first = try KitClient.handshake(s)
            try first.nextUpdate(timeout: s.timeout)
            try first.ack()
            // Let the ack arrive before the drop, so the server knows the state the client has.
            Thread.sleep(forTimeInterval: 0.3)
            guard let token = first.welcome?.resumeToken else { return .fail("no resume token") }
            first.peer.close()
            var second = try KitClient.handshake(s, hello: s.hello(resume: ResumeRequest(token: token, lastCommitID: first.lastCommit)),
                                                 resuming: first.mirror)
            defer { second.peer.close() }
            guard second.welcome?.resumed == true else { return .fail("the welcome says resumed = 0") }
            try second.peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: second.lastCommit)))
            try second.nextUpdate(timeout: s.timeout)
            if let again = second.contentsReceived.first(where: \.alreadyHeld) {
                return .fail("content \(again.id), held across the resume, was sent again")
            }
            return .pass
        },
        .init("§12.8", "goodbye", "after a goodbye the server closes the connection, answering nothing, and the session does not resume") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            let before = client.peer.messages.count
            try client.peer.send(ClientMessage.goodbye(GoodbyeMessage(reason: "conformance")))
            switch Ending.read(client.peer, timeout: s.timeout) {
            case .stillOpen: return .fail("still open \(s.timeout) s after the goodbye")
            default: break
            }
            // §2.5: a goodbye is answered by the close alone. Updates and pings already on their
            // way may cross it; an error is an answer.
            let answered = client.peer.messages.dropFirst(before).filter { if case .error = $0 { true } else { false } }
            if let first = answered.first { return .fail("§2.5: answered the goodbye with \(first.type) before closing") }
            // §10.5: a session ended by a goodbye is over: its token resumes nothing.
            guard let token = client.welcome?.resumeToken else { return .pass }
            let again = try KitClient.handshake(s, hello: s.hello(resume: ResumeRequest(token: token, lastCommitID: client.lastCommit)))
            defer { again.peer.close() }
            return again.welcome?.resumed == true ? .fail("§10.5: the session resumed after its goodbye") : .pass
        },
        .init("§11.6", "ping", .should, "the server pings within 6.5 s of the welcome (the reference server does every 5 s)") { s in
            var client = try KitClient.handshake(s)
            defer { client.peer.close() }
            try client.nextUpdate(timeout: s.timeout)
            guard client.peer.next(timeout: 6.5, where: { if case .ping = $0 { true } else { false } }) != nil else {
                return .fail("no ping within 6.5 s")
            }
            return .pass
        },
    ]
}
