import LayercastProtocol
import NIOCore

/// The pipeline's one handler: decodes the server's frames on the event loop (SPEC §2) and
/// posts each message, with the client-clock time it was received, to the inbox. After a
/// decoding error it posts the error once and reads nothing more (the decoder stays failed).
/// It holds reads while the inbox is full (`ClientInbox.shouldHoldRead`); the session resumes
/// them with `Channel.read()` after draining.
final class ClientChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var decoder: ServerMessageDecoder
    private let inbox: ClientInbox
    private let clock: ClientClock
    private var failed = false

    init(inbox: ClientInbox, limits: ProtocolLimits, clock: @escaping ClientClock) {
        self.inbox = inbox; self.clock = clock
        decoder = ServerMessageDecoder(limits: limits)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        decoder.append(unwrapInboundIn(data))
        do throws(ProtocolError) {
            while let frame = try decoder.nextFrame() {
                guard let message = frame.message else { continue }
                inbox.post(.message(message, receivedAt: clock()), bytes: frame.rawPayloadLength)
            }
        } catch {
            failed = true
            inbox.post(.protocolError(error))
        }
    }

    func read(context: ChannelHandlerContext) {
        guard !failed, !inbox.shouldHoldRead() else { return }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        inbox.post(.closed(nil))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        inbox.post(.closed("\(error)"))
        context.close(promise: nil)
    }
}
