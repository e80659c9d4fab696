import Dispatch
import Foundation

/// Turns SIGTERM and SIGINT into a call, so the server can say goodbye to its clients (SPEC
/// §11.5 `error` with `shuttingDown`) and exit 0 instead of dying with the signal.
final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    /// Starts listening; `onSignal` runs on a private queue with the signal's name, each time one
    /// arrives (the caller decides what a second one means).
    init(onSignal: @escaping @Sendable (String) -> Void) {
        let queue = DispatchQueue(label: "layercast-server.signals")
        sources = [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")].map { number, name in
            // The default action would end the process before the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { onSignal(name) }
            source.resume()
            return source
        }
    }

    /// Stops listening.
    func cancel() {
        for source in sources { source.cancel() }
    }
}
