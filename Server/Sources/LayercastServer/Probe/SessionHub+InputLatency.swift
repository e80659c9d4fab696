import LayercastProtocol

extension SessionHub {
    /// `handlePointer`, telling the configuration's latency probe (when there is one) whether
    /// the UI got the input.
    func handlePointerMeasured(_ pointer: PointerMessage, from session: ServedSession) {
        guard let probe = configuration.inputLatencyProbe else { return handlePointer(pointer, from: session) }
        let inputsBefore = statistics.inputs
        handlePointer(pointer, from: session)
        probe.pointerHandled(connection: ObjectIdentifier(session.channel), sessionID: session.id,
                             timestamp: pointer.timestamp, delivered: statistics.inputs > inputsBefore)
    }

    /// Tells the latency probe (when there is one) which sessions still have changes to send
    /// after a turn.
    func noteTurnEndedForLatency() {
        guard let probe = configuration.inputLatencyProbe else { return }
        let unsent = Set(sessions.values.filter { $0.sync.hasPendingChanges }.map(\.id))
        probe.turnEnded(sessionsWithUnsentChanges: unsent)
    }
}
