import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix

/// One connection of the kit to the implementation under test, read synchronously: the kit's
/// cases are sequential scripts ("send this, expect that within N seconds"), so the bytes the
/// event loop reads are handed to the case's thread under a lock and decoded there.
///
/// `M` is what the kit reads: `ServerMessage` when the kit plays a client, `ClientMessage` when
/// it plays a server.
public final class WirePeer<M: WireMessage>: @unchecked Sendable {
    // @unchecked: `received`, `closed` and `decoder` are touched with `condition` locked, or only
    // by the case's thread (`decoder`, `pending`).
    private let condition = NSCondition()
    private var received: [ByteBuffer] = []
    private var closed = false
    private var decoder: MessageDecoder<M>
    private var encoder: MessageEncoder
    /// The channel; `nil` once closed by the kit.
    public private(set) var channel: (any Channel)?
    /// Every message read so far, in order.
    public private(set) var messages: [M] = []
    /// Whether the peer may compress frames: `false` when the kit did not offer (or grant)
    /// `zstd`, and a compressed frame is then a protocol error (§2.4). Set it before reading.
    public var acceptsCompressedFrames: Bool {
        get { decoder.acceptsCompressedFrames }
        set { decoder.acceptsCompressedFrames = newValue }
    }
    /// Lowers the limits the kit's decoder holds the peer's frames to (§8: a client enforces the
    /// welcome's L1, L2 and L5 on what it receives; never raised above the kit's own).
    public func lowerLimits(to announced: ProtocolLimits) {
        decoder.limits = decoder.limits.lowered(to: announced)
    }

    /// The protocol error the kit's decoder reported for the peer's bytes, if any.
    public private(set) var decodeError: ProtocolError?

    init(channel: any Channel, limits: ProtocolLimits) {
        self.channel = channel
        decoder = MessageDecoder<M>(limits: limits)
        encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false), limits: limits)
    }

    /// Connects to `host:port` (the kit as a client).
    public static func connect(host: String, port: Int, group: any EventLoopGroup,
                               limits: ProtocolLimits = .default) throws -> WirePeer<M> {
        let box = PeerBox<M>()
        let channel = try ClientBootstrap(group: group)
            .channelOption(.allowRemoteHalfClosure, value: true)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(PeerHandler(box: box)) }
            }
            .connect(host: host, port: port).wait()
        let peer = WirePeer<M>(channel: channel, limits: limits)
        box.set(peer)
        return peer
    }

    /// Adopts an accepted channel (the kit as a server); the handler feeding it is added by the caller.
    static func adopting(_ channel: any Channel, box: PeerBox<M>, limits: ProtocolLimits) -> WirePeer<M> {
        let peer = WirePeer<M>(channel: channel, limits: limits)
        box.set(peer)
        return peer
    }

    func deliver(_ bytes: ByteBuffer) {
        condition.lock()
        received.append(bytes)
        condition.signal()
        condition.unlock()
    }

    func deliverClose() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// Whether the other side closed the connection (and every byte before it was read).
    public var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed && received.isEmpty
    }

    // MARK: - Sending

    /// Sends one message, encoded as the SPEC says.
    public func send<O: WireMessage>(_ message: O) throws {
        let bytes = try encoder.encode(message)
        try write(bytes)
    }

    /// Sends raw bytes (malformed frames).
    public func sendRaw(_ bytes: [UInt8]) throws {
        guard let channel else { return }
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        try write(buffer)
    }

    private func write(_ buffer: ByteBuffer) throws {
        guard let channel else { return }
        try channel.writeAndFlush(buffer).wait()
    }

    /// Ends the kit's side of the connection (its peer then reads end of stream).
    public func halfClose() {
        try? channel?.close(mode: .output).wait()
    }

    /// Closes the connection.
    public func close() {
        try? channel?.close().wait()
        channel = nil
    }

    // MARK: - Reading

    /// What `next` found.
    public enum Event {
        /// A whole message.
        case message(M)
        /// The peer closed the connection.
        case closed
        /// Nothing within the time allowed.
        case timedOut
        /// The peer's bytes broke the protocol (the kit's own decoder says how).
        case invalid(ProtocolError)
    }

    /// The next message within `timeout` seconds.
    public func next(timeout: Double) -> Event {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let failure = decodeError { return .invalid(failure) }
            do {
                if let message = try decoder.nextMessage() {
                    messages.append(message)
                    return .message(message)
                }
            } catch {
                decodeError = error
                return .invalid(error)
            }
            condition.lock()
            while received.isEmpty, !closed {
                guard condition.wait(until: deadline) else {
                    condition.unlock()
                    return .timedOut
                }
            }
            let chunks = received
            received = []
            let isClosed = closed
            condition.unlock()
            if chunks.isEmpty, isClosed { return .closed }
            for chunk in chunks { decoder.append(chunk) }
        }
    }

    /// Reads until a message matches `match`, the peer closes, or `timeout` seconds pass;
    /// returns the matching message, or `nil`.
    public func next(timeout: Double, where match: (M) -> Bool) -> M? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            switch next(timeout: left) {
            case .message(let m): if match(m) { return m }
            case .closed, .timedOut, .invalid: return nil
            }
        }
    }

    /// Reads everything until the peer closes (or `timeout` seconds); returns whether it closed.
    public func drainUntilClosed(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            switch next(timeout: left) {
            case .message: continue
            case .closed: return true
            case .timedOut: return false
            case .invalid: return isClosedAfterDrain(deadline: deadline)
            }
        }
    }

    private func isClosedAfterDrain(deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !closed {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }
}

/// Lets the channel handler reach its peer once the peer exists (the handler is added first).
final class PeerBox<M: WireMessage>: @unchecked Sendable {
    // @unchecked: `peer` is set once under the lock, before or while bytes arrive; bytes that
    // arrive before it is set are kept and handed over.
    private let lock = NSLock()
    private var peer: WirePeer<M>?
    private var early: [ByteBuffer] = []
    private var earlyClose = false

    func set(_ peer: WirePeer<M>) {
        lock.lock()
        self.peer = peer
        let bytes = early, close = earlyClose
        early = []
        lock.unlock()
        for b in bytes { peer.deliver(b) }
        if close { peer.deliverClose() }
    }

    func deliver(_ bytes: ByteBuffer) {
        lock.lock()
        if let peer { lock.unlock(); peer.deliver(bytes); return }
        early.append(bytes)
        lock.unlock()
    }

    func deliverClose() {
        lock.lock()
        if let peer { lock.unlock(); peer.deliverClose(); return }
        earlyClose = true
        lock.unlock()
    }
}

/// Hands a connection's bytes and its end to a `PeerBox`.
final class PeerHandler<M: WireMessage>: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let box: PeerBox<M>
    init(box: PeerBox<M>) { self.box = box }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        box.deliver(unwrapInboundIn(data))
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The peer ended its side: everything it sent has been read.
        if case ChannelEvent.inputClosed = event { box.deliverClose() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        box.deliverClose()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
