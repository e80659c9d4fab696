import LayercastProtocol

extension SessionHub {
    /// Tells the latency probe (when there is one) which sessions still have changes to send
    /// after a turn.
    func noteTurnEndedForLatency() {
        guard let probe = configuration.inputLatencyProbe else { return }
        let unsent = Set(sessions.values.filter { $0.sync.hasPendingChanges }.map(\.id))
        probe.turnEnded(sessionsWithUnsentChanges: unsent)
    }
}
