import Foundation
import NIOCore

/// The client's monotonic clock: seconds since an arbitrary origin. Injected so that tests can
/// control time; the CLI passes `monotonicClientClock`.
public typealias ClientClock = @Sendable () -> Double

/// The process's monotonic clock in seconds (`NIODeadline.now()`), the CLI's `ClientClock`.
public let monotonicClientClock: ClientClock = {
    Double(NIODeadline.now().uptimeNanoseconds) / 1e9
}
