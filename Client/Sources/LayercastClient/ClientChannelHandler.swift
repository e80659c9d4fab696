import LayercastProtocol
import NIOCore

/// The pipeline's one handler: decodes the server's frames on the event loop (SPEC §2) and
/// posts each message, with the client-clock time it was received, to the inbox. After a
/// decoding error it posts the error once and reads nothing more (the decoder stays failed).
final class ClientChannelHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

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
            while let message = try decoder.nextMessage() {
                inbox.post(.message(message, receivedAt: clock()))
            }
        } catch {
            failed = true
            inbox.post(.protocolError(error))
        }
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
