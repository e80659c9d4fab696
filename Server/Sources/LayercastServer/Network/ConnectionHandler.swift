import Logging
import LayercastProtocol
import NIOCore

/// The event-loop side of one connection: framing and decoding (SPEC §2), the handshake
/// (§10: version, token, timeout), the rate limit (§8 L7), and errors (§9). Accepted messages go
/// in order to the main actor through an `AsyncStream`; this handler never touches UI state.
final class ConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum State {
        case awaitingHello
        case refusing
        case established
        case closed
    }

    private let configuration: ServerConfiguration
    private let serverCapabilities: Capabilities
    private let onConnection: @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void
    private var decoder: ClientMessageDecoder
    private var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
    private var state = State.awaitingHello
    private var continuation: AsyncStream<ConnectionEvent>.Continuation?
    private var handshakeTimeout: Scheduled<Void>?
    private var pingTask: RepeatedTask?
    /// The ping waiting for its pong, and when it was written (`nil`: asked for, not written yet).
    private var outstandingPing: (nonce: UInt64, since: NIODeadline?)?
    private var lastPingNonce: UInt64 = 0
    private var logger: Logger
    private var windowStart = NIODeadline.now()
    private var messagesInWindow = 0

    /// - Parameters:
    ///   - serverCapabilities: what the server can use; the welcome accepts their intersection
    ///     with the client's.
    ///   - onConnection: called once the channel is active with the stream of its events; the
    ///     stream ends when the channel closes.
    init(configuration: ServerConfiguration, serverCapabilities: Capabilities,
         onConnection: @escaping @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void) {
        self.configuration = configuration
        self.serverCapabilities = serverCapabilities
        self.onConnection = onConnection
        self.decoder = ClientMessageDecoder(limits: configuration.limits)
        self.logger = configuration.logger
    }

    func channelActive(context: ChannelHandlerContext) {
        logger[metadataKey: "peer"] = "\(context.remoteAddress.map { "\($0)" } ?? "?")"
        let (stream, continuation) = AsyncStream.makeStream(of: ConnectionEvent.self)
        self.continuation = continuation
        onConnection(context.channel, stream)
        // §2.5: "a server MAY close with timeout when no hello arrives within 10 s".
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        handshakeTimeout = context.eventLoop.scheduleTask(in: configuration.handshakeTimeout) {
            let (handler, context) = loopBound.value
            guard handler.state == .awaitingHello else { return }
            handler.logger.info("no hello within the handshake timeout")
            handler.close(context: context, with: .error(ErrorMessage(code: .timeout, reason: "no hello in time")))
        }
        // A peer that ends its side inside a frame still gets told why (`malformed`) before the
        // close, rather than a silent reset (see `userInboundEventTriggered`).
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).whenFailure { _ in }
        context.fireChannelActive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let event = event as? ChannelEvent, event == .inputClosed else {
            return context.fireUserInboundEventTriggered(event)
        }
        if decoder.bufferedBytes > 0, state == .awaitingHello || state == .established {
            logger.info("the client ended its side inside a frame (\(decoder.bufferedBytes) bytes)")
            close(context: context, with: .error(ErrorMessage(code: .malformed, reason: "the connection ended inside a frame")))
        } else if state != .refusing {
            // A refusal is on its way (slowed): it closes when it is written.
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        handshakeTimeout?.cancel()
        pingTask?.cancel()
        pingTask = nil
        state = .closed
        continuation?.finish()
        continuation = nil
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        continuation?.yield(.writability(context.channel.isWritable))
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        logger.debug("connection error: \(error)")
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard state == .awaitingHello || state == .established else { return }
        decoder.append(unwrapInboundIn(data))
        do throws(ProtocolError) {
            while state == .awaitingHello || state == .established, let message = try decoder.nextMessage() {
                try accept(message, context: context)
            }
        } catch {
            logger.warning("protocol error, closing: \(error)")
            // Before the handshake completes, a version problem is answered with a reject (§10.3).
            let reply: ServerMessage = state == .awaitingHello && error.code == .unsupportedVersion
                ? .reject(RejectMessage(code: error.code, reason: error.reason))
                : .error(ErrorMessage(error))
            close(context: context, with: reply)
        }
    }

    /// One decoded message, by state (SPEC §2.5).
    private func accept(_ message: ClientMessage, context: ChannelHandlerContext) throws(ProtocolError) {
        try countForRateLimit()
        switch state {
        case .awaitingHello:
            guard case .hello(let hello) = message else {
                // §2.5: "before the handshake completes any other message is unexpectedMessage".
                throw ProtocolError(.unexpectedMessage, "\(message.type) before hello")
            }
            try handshake(hello, context: context)
        case .established:
            if case .hello = message { throw ProtocolError(.unexpectedMessage, "a second hello") }
            if case .pong(let pong) = message {
                // A pong of an older ping is late, not wrong: only the outstanding one clears.
                if pong.nonce == outstandingPing?.nonce { outstandingPing = nil }
                return
            }
            if case .pointer = message { configuration.inputLatencyProbe?.pointerReceived(connection: ObjectIdentifier(context.channel)) }
            continuation?.yield(.message(message))
        case .refusing, .closed:
            break
        }
    }

    /// §10.5 version negotiation and §14.2 token check.
    private func handshake(_ hello: HelloMessage, context: ChannelHandlerContext) throws(ProtocolError) {
        // §10.5: "the highest version in both ranges".
        guard let ours = ProtocolVersion.negotiate(min: hello.minVersion, max: hello.maxVersion) else {
            throw ProtocolError(.unsupportedVersion, "client speaks versions \(hello.minVersion)…\(hello.maxVersion), "
                                + "server speaks \(ProtocolVersion.oldest)…\(ProtocolVersion.current)")
        }
        handshakeTimeout?.cancel()
        if let token = configuration.token, !TokenCheck.matches(presented: hello.token, expected: token) {
            logger.warning("refused client \"\(hello.name)\": \(hello.token == nil ? "no token" : "wrong token")")
            state = .refusing
            // Refusals are slowed so tokens cannot be guessed quickly.
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: configuration.refusalDelay) {
                let (handler, context) = loopBound.value
                handler.close(context: context, with: .reject(RejectMessage(code: .unauthorized, reason: "missing or wrong token")))
            }
            return
        }
        state = .established
        // §10.4: keyboard and clipboard are accepted only in a version-3 session.
        let capabilities = hello.capabilities.intersection(serverCapabilities).intersection(.defined(inVersion: ours))
        continuation?.yield(.hello(hello, version: ours, capabilities: capabilities))
        startPinging(context: context)
    }

    /// SPEC §11.6: a ping every `pingInterval`; a pong overdue by `pingTimeout` closes the
    /// connection with `timeout`. The next ping waits for the outstanding one's pong, so a client
    /// that stalls (stops reading or answering) is cut off whatever it does or did before.
    /// The ping itself is written by the main actor (`ConnectionEvent.ping`): it carries the
    /// UI's time, the clock the client maps commit times with.
    private func startPinging(context: ChannelHandlerContext) {
        let interval = configuration.pingInterval, timeout = configuration.pingTimeout
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        pingTask = context.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in
            let (handler, _) = loopBound.value
            // The next ping waits for the outstanding one's pong (or its timeout).
            guard handler.state == .established, handler.outstandingPing == nil else { return }
            handler.lastPingNonce &+= 1
            let nonce = handler.lastPingNonce
            handler.outstandingPing = (nonce, nil)
            handler.continuation?.yield(.ping(nonce: nonce, written: {
                // Called on the event loop, just before the ping is written.
                let (handler, context) = loopBound.value
                guard handler.outstandingPing?.nonce == nonce else { return }
                handler.outstandingPing?.since = .now()
                // §11.6: "when no pong has arrived 15 s after the ping was written" — counted from
                // the write, so a main actor busy with a long turn does not make a client look
                // stalled, and to the event loop's tick rather than the next ping's.
                context.eventLoop.scheduleTask(in: timeout) {
                    let (handler, context) = loopBound.value
                    guard handler.state == .established, handler.outstandingPing?.nonce == nonce else { return }
                    handler.logger.info("no pong within the ping timeout")
                    handler.close(context: context, with: .error(ErrorMessage(code: .timeout, reason: "no pong in time")))
                }
            }))
        }
    }

    /// §8 L7: at most `maxMessagesPerSecond` client messages in any one-second window (counted
    /// per fixed window, which allows at most twice the rate across a window boundary).
    private func countForRateLimit() throws(ProtocolError) {
        let now = NIODeadline.now()
        if now - windowStart >= .seconds(1) {
            windowStart = now
            messagesInWindow = 0
        }
        messagesInWindow += 1
        guard messagesInWindow <= configuration.limits.maxMessagesPerSecond else {
            throw ProtocolError(.rateLimited, "more than \(configuration.limits.maxMessagesPerSecond) messages in a second")
        }
    }

    /// Sends a last message (reject or error) and closes; nothing more is read.
    private func close(context: ChannelHandlerContext, with message: ServerMessage) {
        guard state != .closed else { return }
        if case .error(let error) = message { continuation?.yield(.closing(error.code)) }
        state = .closed
        handshakeTimeout?.cancel()
        pingTask?.cancel()
        pingTask = nil
        if let bytes = try? encoder.encode(message) {
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(bytes)).whenComplete { _ in channel.close(promise: nil) }
        } else {
            context.close(promise: nil)
        }
    }
}
