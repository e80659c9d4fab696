import Foundation
import LayercastProtocol
import NIOCore

/// The cases run against a client (the kit plays its server), by SPEC section. Each case starts
/// the client once; every pass is decided on the client's acked tree hash (§7.2) or on the
/// goodbye code and close the SPEC requires (§2.5).
public enum ClientCases {
    /// Every case, in SPEC order.
    public static let all: [ConformanceCase<ClientUnderTest>] = [
        hello, snapshot, everyProperty, animation, atomicRefusal, contentMismatch, unheldContents, partialUpdate,
        unknownCritical, skippable, frameTooLarge, compressed, zstdBomb, layerLimit, ping, shuttingDown, reject,
        reservedFlag, reservedFlagSkippable, trailingBytes, wrongDirection, existingLayerCreated, snapshotReplaces,
        negativeZero, updateNewIDChecked, filteredPixels, undeclaredBomb, hugeWindow, announcedFrameSize, layersAtEachCreate, treeDepth, sublayerCount, bitmapDimension,
        snapshotKeepsHeldContents, compactCommit, compactCommitNotGranted, glyphsNotGranted,
    ] + framing + payloads + treeRules + version4

    // MARK: - Holding contents through a snapshot (§6.4), and version 4's messages

    static let snapshotKeepsHeldContents = ConformanceCase<ClientUnderTest>("§6.4", "snapshot-keeps-contents", "contents held before a snapshot stay held through it: a resync snapshot showing them again, not sent again, is acked with the SPEC's hash") { c in
        try scripted(c) { s in
            // The scene's bitmap is held since the starting snapshot; a server never resends it
            // while the client holds it, resync snapshots included.
            try s.update([.createLayer(LayerID(6)),
                          .setProperties(LayerID(6), [.bounds(CGRect(x: 0, y: 0, width: 4, height: 4)), .contents(ContentID(of: bitmap(0x80)))]),
                          .setSublayers(.root, [LayerID(6)])], snapshot: true)
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let compactCommit = ConformanceCase<ClientUnderTest>("§11.11", "compact-commit", "with compactCommits granted, a compactCommit is applied as the commit it encodes and acked with the SPEC's hash") { c in
        try scripted(c) { s in
            guard s.granted.contains(.compactCommits) else { return .skip("the client does not declare compactCommits") }
            try s.update([.setProperties(LayerID(2), [.opacity(0.25), .position(CGPoint(x: 120, y: 300))])], compact: true)
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let compactCommitNotGranted = ConformanceCase<ClientUnderTest>("§11.11", "compact-commit-not-granted", "a compactCommit to a client whose welcome did not grant compactCommits gets goodbye unexpectedMessage") { c in
        let s = try c.open()
        defer { s.end() }
        guard s.version >= 4 else { return .skip("version \(s.version): compactCommit is version 4's") }
        try s.welcome(withholding: .compactCommits)
        try scene(s)
        if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("the starting scene: \(why)") }
        try s.update([.setProperties(LayerID(2), [.opacity(0.5)])], compact: true)
        return s.expectGoodbye(.unexpectedMessage, timeout: c.timeout)
    }

    static let glyphsNotGranted = ConformanceCase<ClientUnderTest>("§2.3", "glyphs-not-granted", "glyph masks sent to a client whose welcome did not grant glyphRuns get goodbye unexpectedMessage") { c in
        try scripted(c, withholding: .glyphRuns) { s in
            guard s.version >= 4 else { return .skip("version \(s.version): glyphs are version 4's") }
            let mask = GlyphMask(key: GlyphKey(face: 1, pixelSize: 17 * 64, glyph: 36, phase: 0), format: .alpha8,
                                 left: 0, top: -10, width: 1, height: 1, pixels: [0xFF])
            try s.peer.send(ServerMessage.glyphs(GlyphsMessage(scale: 1, masks: [mask])))
            return s.expectGoodbye(.unexpectedMessage, timeout: c.timeout)
        }
    }

    static let filteredPixels = ConformanceCase<ClientUnderTest>("§6.3", "pixel-filters", "contents sent with each pixel filter the client declared are unfiltered exactly: a commit showing them is acked, no contentMismatch") { c in
        try scripted(c) { s in
            var filters: [PixelFilter] = []
            if s.capabilities.contains(.pixelFilter) { filters.append(.sub) }
            if s.capabilities.contains(.planarFilter) { filters.append(.subPlanar) }
            guard !filters.isEmpty else { return .skip("the client declares no pixel filter") }
            for (i, filter) in filters.enumerated() {
                // A gradient, so every byte differs from its left neighbour's and a wrong
                // unfiltering shows in the content id.
                var pixels: [UInt8] = []
                for p in 0..<16 { pixels += [UInt8(p * 16 + i), UInt8(255 - p * 9), UInt8(p * p), 0xFF] }
                let b = ContentBitmap(width: 4, height: 4, scale: 1, pixels: pixels)
                try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: b, filter: filter)))
                try s.update([.setProperties(LayerID(3), [.contents(ContentID(of: b))])])
                if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("with the \(filter) filter: \(why)") }
            }
            return .pass
        }
    }

    // MARK: - §2.4: zstd frames made by hand (RFC 8878 §3.1.1), to say what an encoder never would

    /// A zstd frame with no content size and a window of 2^`windowLog` bytes, holding `blocks`
    /// (each a block header's value and the block's bytes).
    static func handmadeZstdFrame(windowLog: Int, blocks: [(header: UInt32, bytes: [UInt8])]) -> [UInt8] {
        // Magic; frame header descriptor 0 (no content size, not single-segment, no checksum, no
        // dictionary); window descriptor: exponent windowLog − 10, mantissa 0.
        var frame: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x00, UInt8((windowLog - 10) << 3)]
        for block in blocks {
            frame += [UInt8(block.header & 0xFF), UInt8(block.header >> 8 & 0xFF), UInt8(block.header >> 16 & 0xFF)]
            frame += block.bytes
        }
        return frame
    }

    static let undeclaredBomb = ConformanceCase<ClientUnderTest>("§2.4", "zstd-bomb-undeclared", "a payload inflating past maxDecompressedSize that does not declare its size is capped while inflating: goodbye decompressedTooLarge") { c in
        try scripted(c, limits: ProtocolLimits(maxDecompressedSize: 1 << 20)) { s in
            guard s.capabilities.contains(.zstd) else { return .skip("the client does not declare zstd") }
            // Nine run-length blocks of 128 KiB of zeros: 1.1 MiB from 42 bytes, no size said.
            let block = 128 * 1024
            let blocks = (0..<9).map { i in (header: UInt32(i == 8 ? 1 : 0) | 1 << 1 | UInt32(block) << 3, bytes: [UInt8(0)]) }
            try s.peer.sendRaw(rawFrame(type: 0x0011, flags: 1, payload: handmadeZstdFrame(windowLog: 17, blocks: blocks)))
            return s.expectGoodbye(.decompressedTooLarge, timeout: c.timeout)
        }
    }

    static let hugeWindow = ConformanceCase<ClientUnderTest>("§2.4", "zstd-window", "a zstd frame whose window exceeds 2^24 bytes gets goodbye malformed, whatever it holds") { c in
        try scripted(c) { s in
            guard s.capabilities.contains(.zstd) else { return .skip("the client does not declare zstd") }
            // A valid ping, in one raw block of a frame declaring a 32 MiB window.
            let ping = try payload(ServerMessage.ping(PingMessage(nonce: 3, serverTime: 1)))
            let frame = handmadeZstdFrame(windowLog: 25, blocks: [(header: 1 | UInt32(ping.count) << 3, bytes: ping)])
            try s.peer.sendRaw(rawFrame(type: 0x0015, flags: 1, payload: frame))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    // MARK: - §8: the limits the welcome states, each where the SPEC checks it

    static let announcedFrameSize = ConformanceCase<ClientUnderTest>("§8", "max-frame-size", "a frame over the welcome's maxFrameSize (L1) gets goodbye frameTooLarge") { c in
        try scripted(c, limits: ProtocolLimits(maxFrameSize: 65_536)) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, length: 65_537))
            return s.expectGoodbye(.frameTooLarge, timeout: c.timeout)
        }
    }

    static let layersAtEachCreate = ConformanceCase<ClientUnderTest>("§8", "max-layers-each-create", "L3 is checked at each createLayer: passing maxLayers and destroying the excess in the same commit gets goodbye limitExceeded") { c in
        try scripted(c, limits: ProtocolLimits(maxLayers: 8)) { s in
            // The scene holds the root, 2 and 3; six more make nine.
            let extra = (4...9).map { LayerID(UInt64($0)) }
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0,
                                                               operations: extra.map(LayerOperation.createLayer) + extra.map(LayerOperation.destroyLayer))))
            return s.expectGoodbye(.limitExceeded, timeout: c.timeout)
        }
    }

    static let treeDepth = ConformanceCase<ClientUnderTest>("§8", "max-tree-depth", "a layer deeper than maxTreeDepth (L4) gets goodbye limitExceeded") { c in
        try scripted(c, limits: ProtocolLimits(maxTreeDepth: 4)) { s in
            // root → 10 → 11 → 12 → 13 → 14: layer 14 is at depth 5.
            let chain = (10...14).map { LayerID(UInt64($0)) }
            var ops = chain.map(LayerOperation.createLayer)
            ops.append(.setSublayers(.root, [LayerID(2), chain[0]]))
            for (parent, child) in zip(chain, chain.dropFirst()) { ops.append(.setSublayers(parent, [child])) }
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: ops)))
            return s.expectGoodbye(.limitExceeded, timeout: c.timeout)
        }
    }

    static let sublayerCount = ConformanceCase<ClientUnderTest>("§8", "max-sublayers", "a sublayer list longer than maxSublayers (L6) gets goodbye limitExceeded") { c in
        try scripted(c, limits: ProtocolLimits(maxSublayers: 4)) { s in
            let added = (20...23).map { LayerID(UInt64($0)) }
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0,
                                                               operations: added.map(LayerOperation.createLayer) + [.setSublayers(.root, [LayerID(2)] + added)])))
            return s.expectGoodbye(.limitExceeded, timeout: c.timeout)
        }
    }

    static let bitmapDimension = ConformanceCase<ClientUnderTest>("§8", "max-bitmap-dimension", "a bitmap wider than maxBitmapDimension (L5) gets goodbye limitExceeded") { c in
        try scripted(c, limits: ProtocolLimits(maxBitmapDimension: 8)) { s in
            let wide = ContentBitmap(width: 16, height: 1, scale: 1, pixels: [UInt8](repeating: 0x7F, count: 16 * 4))
            try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: wide)))
            return s.expectGoodbye(.limitExceeded, timeout: c.timeout)
        }
    }

    // MARK: - Rules a broken client was found to pass (issue 31)

    static let reservedFlag = ConformanceCase<ClientUnderTest>("§2.2", "reserved-flag", "a frame with a reserved flag bit set gets goodbye malformed") { c in
        try scripted(c) { s in
            let commit = try payload(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: [])))
            try s.peer.sendRaw(rawFrame(type: 0x0011, flags: 0x0002, payload: commit))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    static let reservedFlagSkippable = ConformanceCase<ClientUnderTest>("§2.2", "reserved-flag-skippable", "a reserved flag bit on a skippable frame is malformed too: flags are checked before skipping") { c in
        try scripted(c) { s in
            try s.peer.sendRaw(rawFrame(type: 0x8001, flags: 0x0004, payload: [1, 2, 3]))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    static let trailingBytes = ConformanceCase<ClientUnderTest>("§3", "trailing-bytes", "a payload with bytes after its last field gets goodbye malformed") { c in
        try scripted(c) { s in
            let ping = try payload(ServerMessage.ping(PingMessage(nonce: 7, serverTime: 1)))
            try s.peer.sendRaw(rawFrame(type: 0x0015, payload: ping + [0]))
            return s.expectGoodbye(.malformed, timeout: c.timeout)
        }
    }

    static let wrongDirection = ConformanceCase<ClientUnderTest>("§2.3", "wrong-direction", "a client-to-server type (ack) sent by the server gets goodbye unexpectedMessage") { c in
        try scripted(c) { s in
            let ack = try payload(ClientMessage.ack(AckMessage(commitID: 1, receivedTime: 0, presentedTime: 0, treeHash: 0)))
            try s.peer.sendRaw(rawFrame(type: 0x0023, payload: ack))
            return s.expectGoodbye(.unexpectedMessage, timeout: c.timeout)
        }
    }

    static let existingLayerCreated = ConformanceCase<ClientUnderTest>("§5.5", "create-existing", "creating a layer that exists (T2) gets goodbye invalidTree") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: [.createLayer(LayerID(2))])))
            return s.expectGoodbye(.invalidTree, timeout: c.timeout)
        }
    }

    static let snapshotReplaces = ConformanceCase<ClientUnderTest>("§11.1", "snapshot-replaces", "a snapshot replaces the whole tree: layers it does not create are gone from the acked hash") { c in
        try scripted(c) { s in
            // The scene has layers 2 and 3; this snapshot has only 5.
            try s.update([.createLayer(LayerID(5)), .setProperties(LayerID(5), [.opacity(0.5)]), .setSublayers(.root, [LayerID(5)])],
                         snapshot: true)
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let negativeZero = ConformanceCase<ClientUnderTest>("§7.2", "negative-zero", "−0 hashes as +0: a property set to −0 is acked with the SPEC's hash") { c in
        try scripted(c) { s in
            try s.update([.setProperties(LayerID(2), [.cornerRadius(-0.0), .position(CGPoint(x: -0.0, y: 100))])])
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let updateNewIDChecked = ConformanceCase<ClientUnderTest>("§11.4", "contents-update-id", "a contentsUpdate whose result does not hash to its new id gets goodbye contentMismatch") { c in
        try scripted(c) { s in
            guard s.capabilities.contains(.partialContents) else { return .skip("the client does not declare partialContents") }
            let base = bitmap(0x80)
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(of: base), newID: ContentID(0xFEED), x: 1, y: 1, width: 1, height: 1, pixels: [0xFF, 0xFF, 0xFF, 0xFF])))
            return s.expectGoodbye(.contentMismatch, timeout: c.timeout)
        }
    }

    /// A 4×4 bitmap of one colour.
    static func bitmap(_ shade: UInt8) -> ContentBitmap {
        ContentBitmap(width: 4, height: 4, scale: 1, pixels: Array([[UInt8]](repeating: [shade, shade / 2, 0x40, 0xFF], count: 16).joined()))
    }

    /// A small scene: two layers under the root, one showing a bitmap (sent before it).
    static func scene(_ s: ClientUnderTest.Session) throws {
        let b = bitmap(0x80)
        try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: b)))
        try s.update([
            .createLayer(LayerID(2)), .createLayer(LayerID(3)),
            .setProperties(.root, [.bounds(CGRect(x: 0, y: 0, width: 390, height: 844)), .position(CGPoint(x: 195, y: 422)),
                                   .backgroundColor(.white)]),
            .setProperties(LayerID(2), [.bounds(CGRect(x: 0, y: 0, width: 100, height: 44)), .position(CGPoint(x: 195, y: 100)),
                                        .backgroundColor(LayerColor(red: 0, green: 0.5, blue: 1, alpha: 1)), .cornerRadius(8)]),
            .setProperties(LayerID(3), [.bounds(CGRect(x: 0, y: 0, width: 4, height: 4)), .position(CGPoint(x: 50, y: 22)),
                                        .contents(ContentID(of: b))]),
            .setSublayers(.root, [LayerID(2)]), .setSublayers(LayerID(2), [LayerID(3)]),
        ], snapshot: true)
    }

    /// Opens a session, welcomes it and gives it the scene; the check runs, the session ends.
    static func scripted(_ c: ClientUnderTest, limits: ProtocolLimits = .default, scene withScene: Bool = true,
                         withholding: Capabilities = [], _ body: (ClientUnderTest.Session) throws -> Outcome) throws -> Outcome {
        let s = try c.open()
        defer { s.end() }
        try s.welcome(limits: limits, withholding: withholding)
        if withScene {
            try scene(s)
            if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("the starting scene: \(why)") }
        }
        return try body(s)
    }

    static let hello = ConformanceCase<ClientUnderTest>("§10.1", "hello", "the first message is a hello with versions the kit speaks and a valid screen; in mode 2, minVersion ≥ 4 (§10.1.1)") { c in
        let s = try c.open()
        defer { s.end() }
        guard ProtocolVersion.negotiate(min: s.hello.minVersion, max: s.hello.maxVersion) != nil else {
            return .fail("versions \(s.hello.minVersion)…\(s.hello.maxVersion) share none with \(ProtocolVersion.oldest)…\(ProtocolVersion.current)")
        }
        // §10.1.1: "a client sending mode 2 MUST offer minVersion ≥ 4".
        if s.hello.mode == .mirrorScreen, s.hello.minVersion < 4 {
            return .fail("mode 2 (mirror screen \(s.hello.screenID ?? 0)) with minVersion \(s.hello.minVersion)")
        }
        return .pass
    }

    static let snapshot = ConformanceCase<ClientUnderTest>("§11.1", "snapshot", "a snapshot (after its contents) is applied and acked with the SPEC's tree hash") { c in
        try scripted(c) { _ in .pass }
    }

    static let everyProperty = ConformanceCase<ClientUnderTest>("§4.2", "every-property", "a commit setting all 26 properties (mask, path, name included) is acked with the SPEC's hash") { c in
        try scripted(c) { s in
            let b = bitmap(0x20)
            try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: b)))
            try s.update([
                .createLayer(LayerID(4)), .createLayer(LayerID(5)),
                .setProperties(LayerID(5), [.bounds(CGRect(x: 0, y: 0, width: 10, height: 10)), .backgroundColor(.black)]),
                .setProperties(LayerID(4), [
                    .bounds(CGRect(x: 1, y: 2, width: 30, height: 40)), .position(CGPoint(x: 100, y: 200)),
                    .anchorPoint(CGPoint(x: 0.25, y: 0.75)), .zPosition(2), .transform(.affine(a: 1, b: 0.2, c: -0.2, d: 1, tx: 3, ty: 4)),
                    .opacity(0.5), .isHidden(false), .masksToBounds(true), .mask(LayerID(5)),
                    .backgroundColor(LayerColor(red: 1, green: 0, blue: 0, alpha: 0.5)), .borderWidth(2),
                    .borderColor(LayerColor(red: 0, green: 1, blue: 0, alpha: 1)), .cornerRadius(6), .shadowColor(.black),
                    .shadowOpacity(0.3), .shadowOffset(CGSize(width: 1, height: 2)), .shadowRadius(4),
                    .shadowPath(LayerPath([.move(to: .zero), .line(to: CGPoint(x: 30, y: 0)), .line(to: CGPoint(x: 30, y: 40)), .closeSubpath])),
                    .contents(ContentID(of: b)), .contentsGravity(.resizeAspect), .contentsRect(CGRect(x: 0, y: 0, width: 0.5, height: 1)),
                    .contentsCenter(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)), .contentsScale(2), .isOpaque(true),
                    .name("every property"), .shouldRasterize(true),
                ]),
                .setSublayers(.root, [LayerID(2), LayerID(4)]),
            ])
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let animation = ConformanceCase<ClientUnderTest>("§5.4", "animation", "an added and a removed animation are in the acked hash (finished ones stay)") { c in
        try scripted(c) { s in
            // §10.4: animations go only to a client that accepted them.
            guard s.capabilities.contains(.animations) else { return .skip("the client does not declare animations") }
            let fade = LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(0), .scalar(1)],
                                      timingFunction: [0.42, 0, 0.58, 1], beginTime: 0, duration: 0.1, repeatCount: 0)
            try s.update([.addAnimation(LayerID(2), fade)])
            if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("after addAnimation: \(why)") }
            // Long finished, it still counts (§5.4 Lifetime) until it is removed.
            try s.update([.setProperties(LayerID(2), [.cornerRadius(4)])])
            if case .fail(let why) = s.expectAck(timeout: c.timeout) { return .fail("with a finished animation: \(why)") }
            try s.update([.removeAnimation(LayerID(2), key: "fade")])
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let atomicRefusal = ConformanceCase<ClientUnderTest>("§5.5", "atomic-refusal", "a commit breaking T1 after valid operations gets goodbye invalidTree") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: [
                .setProperties(LayerID(2), [.opacity(0.2)]), .setProperties(LayerID(77), [.opacity(0)])])))
            return s.expectGoodbye(.invalidTree, timeout: c.timeout)
        }
    }

    static let contentMismatch = ConformanceCase<ClientUnderTest>("§6.2", "content-mismatch", "contents whose pixels do not hash to their id get goodbye contentMismatch") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: bitmap(0x11), id: ContentID(12345))))
            return s.expectGoodbye(.contentMismatch, timeout: c.timeout)
        }
    }

    static let unheldContents = ConformanceCase<ClientUnderTest>("§6.4", "unheld-contents", "a commit naming contents never sent gets goodbye invalidTree") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: [
                .setProperties(LayerID(2), [.contents(ContentID(0xABCDEF))])])))
            return s.expectGoodbye(.invalidTree, timeout: c.timeout)
        }
    }

    static let partialUpdate = ConformanceCase<ClientUnderTest>("§11.4", "contents-update", "a contentsUpdate of a held bitmap gives the new content; a commit using it is acked") { c in
        try scripted(c) { s in
            guard s.capabilities.contains(.partialContents) else { return .skip("the client does not declare partialContents") }
            let base = bitmap(0x80)
            var new = base
            for i in 0..<4 { new.pixels[(1 * 4 + 1) * 4 + i] = 0xFF }
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(of: base), newID: ContentID(of: new), x: 1, y: 1, width: 1, height: 1, pixels: [0xFF, 0xFF, 0xFF, 0xFF])))
            try s.update([.setProperties(LayerID(3), [.contents(ContentID(of: new))])])
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let unknownCritical = ConformanceCase<ClientUnderTest>("§2.3", "unknown-critical", "an unknown critical type gets goodbye unknownMessage") { c in
        try scripted(c) { s in
            try s.peer.sendRaw(rawFrame(type: 0x5555, payload: [1, 2, 3]))
            return s.expectGoodbye(.unknownMessage, timeout: c.timeout)
        }
    }

    static let skippable = ConformanceCase<ClientUnderTest>("§2.3", "skippable", "an unknown skippable frame is skipped: the next commit is acked") { c in
        try scripted(c) { s in
            // Uncompressed: §2.4 lets a server set the zstd flag only for a client that offered zstd.
            try s.peer.sendRaw(rawFrame(type: 0x8001, flags: 0, payload: [1, 2, 3]))
            try s.update([.setProperties(LayerID(2), [.opacity(0.75)])])
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let frameTooLarge = ConformanceCase<ClientUnderTest>("§2.2", "frame-too-large", "a frame over maxFrameSize gets goodbye frameTooLarge") { c in
        try scripted(c) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, length: UInt32.max))
            return s.expectGoodbye(.frameTooLarge, timeout: c.timeout)
        }
    }

    static let compressed = ConformanceCase<ClientUnderTest>("§2.4", "compressed", "a zstd-compressed commit is applied and acked") { c in
        try scripted(c) { s in
            guard s.capabilities.contains(.zstd) else { return .skip("the client does not declare zstd") }
            s.commitID += 1
            let ops: [LayerOperation] = [.setProperties(LayerID(2), [.name(String(repeating: "compressible ", count: 15))])]
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: true, minimumPayloadSize: 0))
            let frame = try encoder.encode(ServerMessage.commit(CommitMessage(commitID: s.commitID, serverTime: 0, operations: ops)))
            try s.peer.sendRaw(Array(frame.readableBytesView))
            try s.tree.apply(ops)
            return s.expectAck(timeout: c.timeout)
        }
    }

    static let zstdBomb = ConformanceCase<ClientUnderTest>("§2.4", "zstd-bomb", "a payload inflating past maxDecompressedSize gets goodbye decompressedTooLarge") { c in
        try scripted(c) { s in
            guard s.capabilities.contains(.zstd) else { return .skip("the client does not declare zstd") }
            let bomb = try ZstdCompressor(level: 3).compress([UInt8](repeating: 0, count: s.limits.maxDecompressedSize + 1))
            try s.peer.sendRaw(rawFrame(type: 0x0011, flags: 1, payload: Array(bomb.readableBytesView)))
            return s.expectGoodbye(.decompressedTooLarge, timeout: c.timeout)
        }
    }

    static let layerLimit = ConformanceCase<ClientUnderTest>("§8", "max-layers", "a tree past the welcome's maxLayers gets goodbye limitExceeded") { c in
        try scripted(c, limits: ProtocolLimits(maxLayers: 8), scene: false) { s in
            try s.peer.send(ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations:
                (2...12).map { LayerOperation.createLayer(LayerID(UInt64($0))) })))
            return s.expectGoodbye(.limitExceeded, timeout: c.timeout)
        }
    }

    static let ping = ConformanceCase<ClientUnderTest>("§11.6", "ping", "a ping is answered with a pong carrying its nonce") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.ping(PingMessage(nonce: 0x1234_5678, serverTime: 1)))
            let pong = s.peer.next(timeout: c.timeout) { if case .pong = $0 { true } else { false } }
            guard case .pong(let p)? = pong else { return .fail("no pong within \(c.timeout) s") }
            return p.nonce == 0x1234_5678 ? .pass : .fail("pong nonce \(p.nonce)")
        }
    }

    static let shuttingDown = ConformanceCase<ClientUnderTest>("§11.5", "error-closes", "after an error (shuttingDown) the client closes") { c in
        try scripted(c) { s in
            try s.peer.send(ServerMessage.error(ErrorMessage(code: .shuttingDown, reason: "conformance")))
            return s.peer.drainUntilClosed(timeout: c.timeout) ? .pass : .fail("still open \(c.timeout) s after the error")
        }
    }

    static let reject = ConformanceCase<ClientUnderTest>("§10.3", "reject-closes", "after a reject the client sends nothing more and closes") { c in
        let s = try c.open()
        defer { s.end() }
        try s.peer.send(ServerMessage.reject(RejectMessage(code: .unauthorized, reason: "conformance")))
        guard s.peer.drainUntilClosed(timeout: c.timeout) else { return .fail("still open \(c.timeout) s after the reject") }
        let after = s.peer.messages.dropFirst()
        return after.allSatisfy({ if case .goodbye = $0 { true } else { false } })
            ? .pass : .fail("sent \(after.map(\.type)) after the reject")
    }
}
