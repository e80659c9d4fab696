import Foundation

/// Runs one client's state (a `ClientSession` and its display) on a thread of its own, one job
/// at a time, while the test awaits each job from the main actor.
///
/// Why a thread: `ClientSession` is not Sendable and blocks in `step`/`runUntil`, SDL's GL
/// contexts belong to the thread that made them, and the server needs the main actor free while
/// a client waits for it. Jobs run strictly in order on the same thread, so the state never sees
/// two threads at once (hence `@unchecked Sendable`).
final class ClientHost<State>: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var state: State?
    private var stopped = false

    /// Starts the thread and makes the state on it; throws what `make` throws.
    init(name: String, make: @escaping @Sendable () throws -> State) async throws {
        let thread = Thread { [self] in serve() }
        thread.name = name
        thread.start()
        _ = try await submit { [self] in state = try make() }
    }

    /// Runs `body` with the state on the client's thread and returns its result.
    /// - Throws: what `body` throws; `EndToEndError.clientHostStopped` after `stop()`.
    func run<T: Sendable>(_ body: @escaping @Sendable (State) throws -> T) async throws -> T {
        try await submit { [self] in
            guard let state else { throw EndToEndError.clientHostStopped }
            return try body(state)
        }
    }

    /// Runs `teardown` with the state on the client's thread, drops the state there (so SDL
    /// shuts down on the thread that opened it) and ends the thread.
    func stop(_ teardown: @escaping @Sendable (State) -> Void = { _ in }) async {
        _ = try? await submit { [self] in
            if let state { teardown(state) }
            state = nil
        }
        markStopped()
    }

    private func submit<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            enqueue {
                do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
            }
        }
    }

    private func enqueue(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func markStopped() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty && stopped { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
