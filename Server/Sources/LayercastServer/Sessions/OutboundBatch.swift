import NIOCore

/// The writes of one publish, gathered per event loop so that fanning a commit out to many
/// clients costs one task (and at most one wake-up) per event loop instead of one per client.
///
/// The frames themselves are shared buffers: encoded once, referenced by every channel.
@MainActor
final class OutboundBatch {
    private struct LoopWrites {
        var loop: any EventLoop
        var writes: [(channel: any Channel, buffers: [ByteBuffer])] = []
    }

    private var loops: [ObjectIdentifier: LoopWrites] = [:]
    private var afterSubmit: [() -> Void] = []

    /// Queues `buffers` for `channel`, written in order and flushed once.
    func add(_ buffers: [ByteBuffer], to channel: any Channel) {
        let loop = channel.eventLoop
        loops[ObjectIdentifier(loop), default: LoopWrites(loop: loop)].writes.append((channel, buffers))
    }

    /// Runs `work` once the writes are queued to their event loops, so that anything it
    /// queues to a loop runs after them.
    func afterSubmitting(_ work: @escaping () -> Void) { afterSubmit.append(work) }

    /// Hands each event loop its writes in one task, then runs the deferred work.
    func submit() {
        for entry in loops.values {
            let writes = entry.writes
            entry.loop.execute {
                for (channel, buffers) in writes {
                    for buffer in buffers { channel.write(buffer, promise: nil) }
                    channel.flush()
                }
            }
        }
        loops.removeAll()
        let work = afterSubmit
        afterSubmit.removeAll()
        for item in work { item() }
    }
}
