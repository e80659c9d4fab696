import Dispatch
import Foundation
import Synchronization

/// Set when the process gets SIGINT or SIGTERM, so that the main loop can say goodbye (and
/// write an on-exit screenshot) instead of dying mid-frame. Used on the main thread; only the
/// `Signalled` box crosses to the signal handlers' queue.
final class InterruptFlag {
    private let signalled = Signalled()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        let signalled = self.signalled
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { signalled.set() }
            source.resume()
            sources.append(source)
        }
    }

    deinit { for s in sources { s.cancel() } }

    /// Whether a signal arrived.
    var isSet: Bool { signalled.isSet }

    private final class Signalled: Sendable {
        private let value = Atomic<Bool>(false)
        func set() { value.store(true, ordering: .relaxed) }
        var isSet: Bool { value.load(ordering: .relaxed) }
    }
}
