import Foundation
import LayercastProtocol
import NIOCore
@testable import LayercastConformance

/// A correct Layercast client built from the protocol module's own pieces — the frame header
/// (§2.2), the payload decoder (`ServerMessage.decode`, §3–§11), the zstd decompressor (§2.4) and
/// the client's receive rules (`ClientMirror`, §5.5, §6.4, §6.5) — with at most one fault
/// switched on (`ClientMutant`). It frames the kit's bytes itself, so a mutant can break the
/// framing rules a codec would never let through. With no mutant it must pass every client case.
final class MutantClient {
    /// Why the session ends.
    enum End: Error {
        /// A protocol violation: goodbye with its code, then close (§2.5).
        case goodbye(ProtocolError)
        /// The session is over (closed, rejected, an error, or silence).
        case close
    }

    typealias Frame = (type: UInt16, flags: UInt16, payload: [UInt8])

    let mutant: ClientMutant?
    let socket: MutantSocket
    var buffer: [UInt8] = []
    var mirror = ClientMirror()
    /// What frames and payloads are checked against: the client's own, lowered to the welcome's (§8).
    var limits = ProtocolLimits.default
    var bitmaps: [ContentID: ContentBitmap] = [:]
    var sinceLastUpdate: Set<ContentID> = []
    var pendingRequests: [UInt32] = []
    var serverTime = 0.0
    /// The masks received since the last update (what `masksReleasedAtSnapshot` keeps at a snapshot).
    var masksSinceUpdate: Set<GlyphKey> = []
    let decompressor = ZstdDecompressor()

    /// Starts a mutant client (or the correct one, `nil`) for each case, as `RogueClient` does.
    static func launcher(_ mutant: ClientMutant?) -> ClientUnderTest.Launcher {
        .inProcess { port in
            Thread.detachNewThread { MutantClient(mutant, port: port)?.run() }
        }
    }

    init?(_ mutant: ClientMutant?, port: Int) {
        guard let socket = MutantSocket(port: port) else { return nil }
        self.mutant = mutant
        self.socket = socket
    }

    func has(_ m: ClientMutant) -> Bool { mutant == m }
    var offered: Capabilities { mutant?.offered ?? .all }

    /// The session: hello, then each frame in turn until it ends.
    func run() {
        defer { socket.close() }
        do {
            try sendHello()
            while true { try handle(try nextFrame()) }
        } catch End.goodbye(let error) {
            guard !has(.closesWithoutGoodbye) else { return }
            send(.goodbye(GoodbyeMessage(code: error.code, reason: error.reason)))
            // The faulty one keeps the connection until the kit closes it.
            if has(.goodbyeWithoutClose) { while case .bytes = socket.receive(timeout: 20) {} }
        } catch {
            return
        }
    }

    // MARK: - Sending

    func sendHello() throws {
        var hello = HelloMessage(capabilities: offered, name: "mutant \(mutant?.rawValue ?? "none")",
                                 screen: ScreenDescription(widthPixels: 390, heightPixels: 844, scale: 1, refreshRate: 60))
        if has(.helloVersionsReversed) { hello.minVersion = ProtocolVersion.current; hello.maxVersion = ProtocolVersion.oldest }
        if has(.mode2BelowVersion4) { hello.mode = .mirrorScreen; hello.screenID = 0 }
        if has(.helloScreenZero) { hello.screen.widthPixels = 0 }
        send(.hello(hello), compressed: has(.compressedHello))
    }

    func send(_ message: ClientMessage, compressed: Bool = false) {
        var payload: [UInt8] = []
        guard (try? message.encodePayload(into: &payload)) != nil else { return }
        var flags: UInt16 = 0
        if compressed, let z = try? ZstdCompressor(level: 3).compress(payload) {
            payload = Array(z.readableBytesView)
            flags = FrameHeader.compressedFlag
        }
        // §2.2: u32 length, u16 type, u16 flags, then the payload.
        socket.send(Raw.le(UInt32(payload.count)) + Raw.le(message.type.rawValue) + Raw.le(flags) + payload)
    }

    // MARK: - Framing (§2.2)

    func field(_ at: Int, _ size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(buffer[at + $1]) << (8 * $1) }
    }

    /// The next whole frame, its header checked as §2.2 orders (or as the mutant misorders it).
    func nextFrame() throws -> Frame {
        while true {
            if buffer.count >= FrameHeader.size {
                let length = field(0, 4), type = UInt16(field(4, 2)), flags = UInt16(field(6, 2))
                let skippable = MessageType(rawValue: type) == nil && MessageType.isSkippable(type)
                let lengthError = length > limits.maxFrameSize && !has(.frameSizeUnchecked)
                    ? ProtocolError(.frameTooLarge, "frame of \(length) bytes, limit \(limits.maxFrameSize)") : nil
                let flagsLax = has(.reservedFlagsIgnored) || (has(.reservedFlagsOnSkippableIgnored) && skippable)
                let flagsError = flags & ~FrameHeader.knownFlags != 0 && !flagsLax
                    ? ProtocolError(.malformed, "reserved flag bits \(flags)") : nil
                let checks = has(.headerChecksReversed) ? [flagsError, lengthError] : [lengthError, flagsError]
                let whole = buffer.count >= FrameHeader.size + length
                if !has(.frameSizeCheckedLate) || whole, let first = checks.compactMap({ $0 }).first { throw End.goodbye(first) }
                if whole {
                    let payload = Array(buffer[FrameHeader.size..<(FrameHeader.size + length)])
                    buffer.removeFirst(FrameHeader.size + length)
                    return (type, flags, payload)
                }
            }
            switch socket.receive(timeout: 30) {
            case .bytes(let b): buffer += b
            case .closed:
                if !buffer.isEmpty {
                    // The faulty one takes the end for a pause and keeps the connection a while.
                    if has(.endInsideFrameKeptOpen) { Thread.sleep(forTimeInterval: 5) }
                    throw End.goodbye(ProtocolError(.malformed, "ended inside a frame"))
                }
                throw End.close
            case .timedOut: throw End.close
            }
        }
    }

    // MARK: - One frame: type (§2.3), inflation (§2.4), payload (§3–§11)

    /// Runs `body`; a `ProtocolError` it throws ends the session, unless the mutant ignores it
    /// (`nil`: drop the message) or reports it with another code.
    func checked<T>(_ type: MessageType?, _ body: () throws(ProtocolError) -> T) throws -> T? {
        do { return try body() } catch {
            switch mutant?.mutate(error, type: type) {
            case .some(nil): return nil
            case .some(let other?): throw End.goodbye(ProtocolError(other, error.reason))
            case .none: throw End.goodbye(error)
            }
        }
    }

    func handle(_ frame: Frame) throws {
        guard let type = MessageType(rawValue: frame.type) else {
            if MessageType.isSkippable(frame.type) {
                if has(.skippableRefused) { throw End.goodbye(ProtocolError(.unknownMessage, "type \(frame.type)")) }
                return
            }
            if has(.unknownCriticalSkipped) || (has(.typeZeroSkipped) && frame.type == 0) { return }
            throw End.goodbye(ProtocolError(has(.unknownCriticalAsMalformed) ? .malformed : .unknownMessage, "type \(frame.type)"))
        }
        guard let payload = try inflate(frame, type), let message = try decode(type, payload) else { return }
        try dispatch(message, type)
    }

    func inflate(_ frame: Frame, _ type: MessageType) throws -> [UInt8]? {
        guard frame.flags & FrameHeader.compressedFlag != 0 else { return frame.payload }
        // §2.4: a client that did not offer zstd closes with malformed.
        guard offered.contains(.zstd) || has(.inflatesUnagreedZstd) else {
            throw End.goodbye(ProtocolError(.malformed, "a compressed frame, zstd not offered"))
        }
        var bytes = frame.payload
        if has(.hugeWindowAccepted) { bytes = ZstdFrameLayout.windowLowered(bytes) }
        if has(.zstdTrailingAccepted) { bytes = ZstdFrameLayout.firstFrame(bytes) }
        var limit = limits.maxDecompressedSize
        if has(.inflationUncapped) {
            // It trusts the header: a declared size is checked, an undeclared one is not.
            if let declared = ZstdFrameLayout.declaredSize(bytes), declared > UInt64(limit) {
                throw End.goodbye(ProtocolError(.decompressedTooLarge, "declares \(declared) bytes"))
            }
            limit = 256 << 20
        }
        let input = ByteBuffer(bytes: bytes)
        return try checked(type) { () throws(ProtocolError) in Array(try decompressor.decompress(input, limit: limit).readableBytesView) }
    }

    func decode(_ type: MessageType, _ payload: [UInt8]) throws -> ServerMessage? {
        var bytes = payload
        // §11.3: the filter byte follows id, width, height, scale and format (offset 25); §11.4:
        // base, new id and the rectangle (offset 32).
        if type == .contents, bytes.count > 25 {
            if has(.subIgnored), bytes[25] == 1 { bytes[25] = 0 }
            if has(.planarAsSub), bytes[25] == 2 { bytes[25] = 1 }
        }
        if type == .contentsUpdate, has(.updateFilterIgnored), bytes.count > 32 { bytes[32] = 0 }
        let current = limits
        if has(.trailingBytesAccepted) {
            for end in stride(from: bytes.count, through: max(0, bytes.count - 64), by: -1) {
                if let m = try? ServerMessage.decode(type: type, payload: Array(bytes[0..<end]), limits: current) { return m }
            }
        }
        return try checked(type) { () throws(ProtocolError) in try ServerMessage.decode(type: type, payload: bytes, limits: current) }
    }

    // MARK: - The message

    func dispatch(_ received: ServerMessage, _ type: MessageType) throws {
        var message = received
        if case .welcome(var w) = message, !mirror.isWelcomed {
            if has(.unknownCapabilityRefused), w.capabilities.rawValue & ~Capabilities.all.rawValue != 0 {
                throw End.goodbye(ProtocolError(.malformed, "unknown capability bits"))
            }
            limits = mutated(ProtocolLimits.default.lowered(to: w.limits))
            w.limits = mutated(w.limits)
            message = .welcome(w)
        }
        if case .snapshot(let s) = message, has(.snapshotOntoCurrent), mirror.lastAppliedCommitID != nil {
            message = .commit(CommitMessage(commitID: s.commitID, serverTime: s.serverTime, operations: s.operations))
        }
        if case .glyphs(let g) = message {
            // The faulty one keeps the welcome's scale (§6.5: a glyphs message sets it).
            if has(.glyphScaleIgnored) { message = .glyphs(GlyphsMessage(scale: mirror.glyphs.scale, masks: g.masks)) }
            masksSinceUpdate.formUnion(g.masks.map(\.key))
        }
        try mutantChecks(message)
        let outcome: ClientMirror.Outcome
        do { outcome = try mirror.receive(message) } catch {
            if has(.unheldGlyphIgnoredWithoutGrant), !mirror.accepted(.glyphRuns), error.reason.contains("which is not held") { return }
            if has(.l3CheckedAtEnd), error.reason.contains("createLayer: more than"), case .commit(let c) = message,
               countAfter(c.operations) <= mirror.treeLimits.maxLayers { return }
            _ = try checked(type) { () throws(ProtocolError) -> Void in throw error }
            return
        }
        switch outcome {
        case .welcomed:
            if mirror.accepted(.clipboard) { send(.clipboardOffer(ClipboardOfferMessage(serial: 1, types: []))) }
        case .rejected:
            if has(.rejectIgnored) { return }
            if has(.sendsAfterReject) { send(.resyncRequest(ResyncRequestMessage(lastCommitID: 0))) }
            throw End.close
        case .serverError:
            if has(mirror.isWelcomed ? .errorIgnored : .errorBeforeWelcomeIgnored) { return }
            throw End.close
        case .treeReplaced(let id, let time), .treeChanged(let id, let time, _):
            serverTime = time
            sinceLastUpdate = []
            masksSinceUpdate = []
            bitmaps = bitmaps.filter { mirror.heldContents.contains($0.key) }
            ack(id)
        case .contents(let bitmap, let id):
            bitmaps[id] = bitmap
            sinceLastUpdate.insert(id)
        case .contentsUpdate(let u):
            try update(u)
        case .glyphs, .glyphRelease:
            break
        case .reply(let reply, _):
            guard !has(.noPong) else { return }
            if case .pong(let p) = reply, has(.pongWrongNonce) { send(.pong(PongMessage(nonce: p.nonce &+ 1))) } else { send(reply) }
        case .textInput(let m):
            try keyboard(m, type)
        }
    }

    /// The welcome's limits, but those the mutant ignores (§8).
    func mutated(_ l: ProtocolLimits) -> ProtocolLimits {
        var l = l
        let d = ProtocolLimits.default
        if has(.welcomeL1Ignored) { l.maxFrameSize = d.maxFrameSize }
        if has(.welcomeL2Ignored) { l.maxDecompressedSize = d.maxDecompressedSize }
        if has(.welcomeL3Ignored) { l.maxLayers = d.maxLayers }
        if has(.welcomeL4Ignored) { l.maxTreeDepth = d.maxTreeDepth }
        if has(.welcomeL5Ignored) { l.maxBitmapDimension = d.maxBitmapDimension }
        if has(.welcomeL6Ignored) { l.maxSublayers = d.maxSublayers }
        if has(.welcomeL11Ignored) { l.maxClipboardSize = d.maxClipboardSize }
        return l
    }

    func countAfter(_ ops: [LayerOperation]) -> Int {
        ops.reduce(mirror.tree.count) { n, op in
            switch op {
            case .createLayer: n + 1
            case .destroyLayer: n - 1
            default: n
            }
        }
    }

    /// The checks some mutants make that the SPEC does not (refusing what it allows).
    func mutantChecks(_ message: ServerMessage) throws {
        switch message {
        case .contents(let c) where has(.contentResentRefused) && mirror.heldContents.contains(c.id):
            throw End.goodbye(ProtocolError(.invalidTree, "contents \(c.id) sent again"))
        case .snapshot(let s) where has(.contentsForgottenAtSnapshot):
            try requireRecent(s.operations)
        case .commit(let c) where has(.contentsForgottenAfterUse):
            try requireRecent(c.operations)
        case .snapshot(let s) where has(.masksReleasedAtSnapshot):
            // It empties its masks at a snapshot, keeping those sent just before it.
            let scale = mirror.glyphs.scale
            for case .setProperties(_, let properties) in s.operations {
                for case .glyphRuns(let runs) in properties {
                    for run in runs where !run.keys(scale: scale).allSatisfy(masksSinceUpdate.contains) {
                        throw End.goodbye(ProtocolError(.invalidTree, "a run names a mask released at the snapshot"))
                    }
                }
            }
        case .snapshot(let s) where has(.version4KeyRefused): try refuseUngrantedKeys(s.operations)
        case .commit(let c) where has(.version4KeyRefused): try refuseUngrantedKeys(c.operations)
        default: break
        }
    }

    func requireRecent(_ ops: [LayerOperation]) throws {
        for case .setProperties(_, let properties) in ops {
            for case .contents(let id?) in properties where !sinceLastUpdate.contains(id) {
                throw End.goodbye(ProtocolError(.invalidTree, "contents \(id) not held"))
            }
        }
    }

    func refuseUngrantedKeys(_ ops: [LayerOperation]) throws {
        let gates: [(LayerPropertyKey, Capabilities)] = [(.shape, .shapes), (.gradient, .shapes), (.allowsGroupOpacity, .layerGroups),
                                                         (.replicator, .layerGroups), (.allowsEdgeAntialiasing, .edgeAntialiasing),
                                                         (.rasterizationScale, .rasterization)]
        for case .setProperties(_, let properties) in ops {
            for p in properties {
                if let gate = gates.first(where: { $0.0 == p.key }), !mirror.accepted(gate.1) {
                    throw End.goodbye(ProtocolError(.malformed, "key \(p.key) without its capability"))
                }
            }
        }
    }
}
