import Logging
import LayercastProtocol
import NIOCore

/// The event-loop side of one connection: it carries out what `ConnectionStateMachine` decides
/// (the handshake, the rate limit, pings, errors) on the messages `ClientFrameDecoder` decodes
/// before it in the pipeline, with the event loop's clock (`EventLoop.now`, virtual under
/// `EmbeddedEventLoop`). Accepted messages go in order to the main actor through an
/// `AsyncStream`; this handler never touches UI state.
final class ConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = ClientMessage
    typealias OutboundOut = ByteBuffer

    private let configuration: ServerConfiguration
    private let frameDecoder: ClientFrameDecoder
    private let onConnection: @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void
    /// Where acks go instead of the stream (`nil`: they go in the stream as `.message`).
    private let ackInbox: AckInbox?
    private var machine: ConnectionStateMachine
    private var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
    private var continuation: AsyncStream<ConnectionEvent>.Continuation?
    private var handshakeTimeout: Scheduled<Void>?
    private var pingTask: RepeatedTask?
    /// The refusal waiting out its delay, and the outstanding ping's pong timeout: cancelled
    /// with the connection, so nothing holds the handler after it closes.
    private var refusal: Scheduled<Void>?
    private var pongTimeout: Scheduled<Void>?
    private var logger: Logger

    /// The two handlers of a connection, in pipeline order.
    static func pipeline(configuration: ServerConfiguration, serverCapabilities: Capabilities, ackInbox: AckInbox? = nil,
                         onConnection: @escaping @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void)
        -> (ByteToMessageHandler<ClientFrameDecoder>, ConnectionHandler) {
        let decoder = ClientFrameDecoder(limits: configuration.limits)
        let handler = ConnectionHandler(configuration: configuration, serverCapabilities: serverCapabilities,
                                        frameDecoder: decoder, ackInbox: ackInbox, onConnection: onConnection)
        return (ByteToMessageHandler(decoder), handler)
    }

    /// - Parameters:
    ///   - serverCapabilities: what the server can use; the welcome accepts their intersection
    ///     with the client's.
    ///   - frameDecoder: the decoder before this handler, asked how much of a frame is unfinished
    ///     when the peer ends its side.
    ///   - ackInbox: where acks go (`.acksWaiting` in the stream when it was empty); `nil`
    ///     sends them in the stream like any message.
    ///   - onConnection: called once the channel is active with the stream of its events; the
    ///     stream ends when the channel closes.
    init(configuration: ServerConfiguration, serverCapabilities: Capabilities, frameDecoder: ClientFrameDecoder,
         ackInbox: AckInbox? = nil, onConnection: @escaping @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void) {
        self.configuration = configuration
        self.frameDecoder = frameDecoder
        self.ackInbox = ackInbox
        self.onConnection = onConnection
        self.machine = ConnectionStateMachine(serverCapabilities: serverCapabilities, token: configuration.token,
                                              maxMessagesPerSecond: configuration.limits.maxMessagesPerSecond)
        self.logger = configuration.logger
    }

    func channelActive(context: ChannelHandlerContext) {
        logger[metadataKey: "peer"] = "\(context.remoteAddress.map { "\($0)" } ?? "?")"
        let (stream, continuation) = AsyncStream.makeStream(of: ConnectionEvent.self)
        self.continuation = continuation
        onConnection(context.channel, stream)
        // §2.5: "a server MAY close with timeout when no hello arrives within 10 s".
        handshakeTimeout = context.eventLoop.scheduleTask(in: configuration.handshakeTimeout,
                                                          later(context) { $0.handshakeTimedOut() })
        // A peer that ends its side inside a frame still gets told why (`malformed`) before the
        // close, rather than a silent reset (see `userInboundEventTriggered`).
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).whenFailure { _ in }
        context.fireChannelActive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let event = event as? ChannelEvent, event == .inputClosed else {
            return context.fireUserInboundEventTriggered(event)
        }
        perform(machine.inputClosed(bufferedBytes: frameDecoder.unfinishedBytes), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        handshakeTimeout?.cancel()
        refusal?.cancel()
        pongTimeout?.cancel()
        pingTask?.cancel()
        pingTask = nil
        machine.channelClosed()
        continuation?.finish()
        continuation = nil
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        continuation?.yield(.writability(context.channel.isWritable))
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? ProtocolError {
            // From `ClientFrameDecoder`: the bytes do not decode.
            return perform(machine.fail(error), context: context)
        }
        logger.debug("connection error: \(error)")
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        perform(machine.received(message, at: context.eventLoop.now), context: context)
    }

    /// Carries out one of the state machine's actions.
    private func perform(_ action: ConnectionStateMachine.Action, context: ChannelHandlerContext) {
        switch action {
        case .none:
            break
        case .forward(let message):
            if case .pointer = message {
                configuration.inputLatencyProbe?.pointerReceived(connection: ObjectIdentifier(context.channel))
            }
            if case .ack(let ack) = message, let ackInbox, continuation != nil {
                if ackInbox.post(ack, from: ObjectIdentifier(context.channel)) { continuation?.yield(.acksWaiting) }
            } else {
                continuation?.yield(.message(message))
            }
        case .accept(let hello, let version, let capabilities):
            handshakeTimeout?.cancel()
            continuation?.yield(.hello(hello, version: version, capabilities: capabilities))
            startPinging(context: context)
        case .refuseAfterDelay:
            handshakeTimeout?.cancel()
            logger.warning("refused client \"\(machine.refusedName ?? "?")\": wrong or missing token")
            // Refusals are slowed so tokens cannot be guessed quickly.
            refusal = context.eventLoop.scheduleTask(in: configuration.refusalDelay, later(context) { $0.refusalDelayElapsed() })
        case .close(let message):
            close(context: context, with: message)
        case .closeQuietly:
            context.close(promise: nil)
        case .sendPing(let nonce):
            // `written` is called on the event loop, just before the ping is written.
            continuation?.yield(.ping(nonce: nonce, written: later(context) { $0.pingWritten(nonce: nonce) }))
        case .awaitPong(let nonce):
            // §11.6: "when no pong has arrived 15 s after the ping was written".
            pongTimeout?.cancel()
            pongTimeout = context.eventLoop.scheduleTask(in: configuration.pingTimeout,
                                                         later(context) { $0.pongTimedOut(nonce: nonce) })
        }
    }

    /// SPEC §11.6: a ping every `pingInterval` (the ping itself is written by the main actor,
    /// `ConnectionEvent.ping`: it carries the UI's time, the clock the client maps commit times
    /// with).
    private func startPinging(context: ChannelHandlerContext) {
        let interval = configuration.pingInterval
        let due = later(context) { $0.pingDue() }
        pingTask = context.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in due() }
    }

    /// An event for later, run on the event loop: it feeds the machine `event` and carries out
    /// what the machine decides (timers and the ping's write callback).
    private func later(_ context: ChannelHandlerContext,
                       _ event: @escaping @Sendable (inout ConnectionStateMachine) -> ConnectionStateMachine.Action)
        -> @Sendable () -> Void {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        return {
            let (handler, context) = loopBound.value
            handler.perform(event(&handler.machine), context: context)
        }
    }

    /// Sends a last message (reject or error) and closes; nothing more is read.
    private func close(context: ChannelHandlerContext, with message: ServerMessage) {
        switch message {
        case .error(let error):
            logger.warning("closing: \(error.code) \(error.reason)")
            continuation?.yield(.closing(error.code))
        case .reject(let reject):
            logger.warning("rejecting: \(reject.code) \(reject.reason)")
        default:
            break
        }
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
