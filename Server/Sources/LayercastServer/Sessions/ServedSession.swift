import Foundation
import Logging
import LayercastProtocol
import NIOCore

/// One connected client, on the main actor: its channel, what it accepted, the scale group it
/// belongs to, what it has been sent (`ClientSync`) and its touches.
@MainActor
final class ServedSession {
    /// The session id announced in the welcome.
    let id: UInt64
    /// The connection. Writes from the main actor are queued to its event loop in order.
    let channel: any Channel
    /// The client's hello.
    let hello: HelloMessage
    /// The capabilities both sides use.
    let capabilities: Capabilities
    /// The group whose tree the client mirrors.
    var groupKey: ScaleGroupKey
    /// The mode the session is served in (SPEC §10.1.1): what its welcome reports.
    var servedMode = ScreenMode.mirror
    /// The client's screen as last reported (hello or screen change).
    var screen: ScreenDescription
    /// What the client has been sent and what it still needs.
    var sync: ClientSync
    /// The commit id of the last update sent (0: none yet).
    var lastSentCommitID: UInt64 = 0
    /// Whether the channel can take more bytes (NIO's writability, from the connection handler).
    var isWritable = true
    /// Whether the session is closing: nothing more is sent.
    var isClosed = false
    /// The token its welcome announced; a hello presenting it resumes the session (SPEC §10.5).
    var resumeToken: UInt64 = 0
    /// Whether the session may be resumed after its connection drops: not after a goodbye, an
    /// error the server sent, or a shutdown.
    var mayResume = true
    /// The client's touches that are down: (device, pointer id) → the UI's touch identifier.
    var touches: [UInt64: Int] = [:]
    /// Last known location of each touch that is down, in screen points (for cancellation).
    var touchLocations: [Int: CGPoint] = [:]
    /// Server time minus client time of this client's input, the smallest seen (the least delayed
    /// message): maps input timestamps onto the UI's clock, as clients map commit times (§11.6).
    var inputClockOffset: Double?
    /// The glyph masks its client holds (SPEC §6.5; used when its group takes glyph runs).
    var glyphSupply: GlyphSupply
    /// Keyboard and clipboard state of a version-3 client (SPEC §11.7, §12.3, §12.11–§12.13).
    var keyboard = SessionKeyboard()
    /// Bytes written to the channel, frame headers included.
    var bytesSent = 0
    /// Updates (snapshots and commits) written.
    /// Contents and contents updates written (SPEC §11.3, §11.4), this connection and the ones
    /// it resumed.
    var contentsSent = 0
    var updatesSent = 0
    /// Where the outgoing stream is recorded, if anywhere.
    var recorder: StreamRecorder?
    /// The session's logger (with its id as metadata).
    let logger: Logger

    init(id: UInt64, channel: any Channel, hello: HelloMessage, capabilities: Capabilities,
         groupKey: ScaleGroupKey, maxInFlight: Int, logger: Logger) {
        self.id = id; self.channel = channel; self.hello = hello; self.capabilities = capabilities
        self.groupKey = groupKey; self.screen = hello.screen
        self.sync = ClientSync(maxInFlight: maxInFlight)
        self.glyphSupply = GlyphSupply(scale: groupKey.scale)
        var logger = logger
        logger[metadataKey: "session"] = "\(id)"
        self.logger = logger
    }

    /// Writes bytes (whole frames) to the client and the recording.
    func write(_ buffer: ByteBuffer) { write([buffer]) }

    /// Writes frames in order with one flush. The buffers are shared, not copied: the same
    /// encoded frame goes to every session that needs it. With a `batch` the write joins the
    /// other sessions' writes on the same event loop and goes out when the batch is submitted.
    func write(_ buffers: [ByteBuffer], batch: OutboundBatch? = nil) {
        guard !isClosed, !buffers.isEmpty else { return }
        for buffer in buffers {
            bytesSent += buffer.readableBytes
            recorder?.append(buffer)
        }
        let channel = self.channel
        if let batch { return batch.add(buffers, to: channel) }
        channel.eventLoop.execute {
            for buffer in buffers { channel.write(buffer, promise: nil) }
            channel.flush()
        }
    }

    /// Sends an error (SPEC §11.5) and closes the connection once it is written; the returned
    /// future completes when the connection is closed.
    @discardableResult
    func fail(_ error: ProtocolError) -> EventLoopFuture<Void> {
        let channel = self.channel
        guard !isClosed else { return channel.closeFuture }
        if error.code == .shuttingDown {
            logger.info("closing session: \(error)")
        } else {
            logger.warning("closing session: \(error)")
        }
        mayResume = false
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        let bytes = try? encoder.encode(ServerMessage.error(ErrorMessage(error)))
        if let bytes {
            bytesSent += bytes.readableBytes
            recorder?.append(bytes)
        }
        isClosed = true
        channel.eventLoop.execute {
            guard let bytes else { return channel.close(promise: nil) }
            channel.writeAndFlush(bytes).whenComplete { _ in channel.close(promise: nil) }
        }
        return channel.closeFuture
    }

    /// Sends a ping (SPEC §11.6) stamped with `serverTime`, the UI's clock in seconds; calls
    /// `written` on the event loop as it goes out.
    func ping(nonce: UInt64, serverTime: Double, written: @escaping @Sendable () -> Void) {
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        guard !isClosed,
              let bytes = try? encoder.encode(ServerMessage.ping(PingMessage(nonce: nonce, serverTime: serverTime))) else { return }
        bytesSent += bytes.readableBytes
        recorder?.append(bytes)
        let channel = self.channel
        channel.eventLoop.execute {
            written()
            channel.writeAndFlush(bytes, promise: nil)
        }
    }
}
