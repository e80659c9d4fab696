/// Why a server could not start or serve.
public enum LayercastServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Listening beyond loopback without a token (SPEC §14.2 requires one).
    case tokenRequired(host: String)
    /// A configuration value out of range; the text says which.
    case invalidConfiguration(String)
    /// The listening socket could not be bound or the recording file not created.
    case listenFailed(String)
    /// The server was used after `stop()` or before `start()`.
    case notRunning

    /// A one-line explanation for logs and the command line.
    public var description: String {
        switch self {
        case .tokenRequired(let host):
            "listening on \(host) (not loopback) requires a token: pass --token SECRET or listen on 127.0.0.1"
        case .invalidConfiguration(let text): "invalid configuration: \(text)"
        case .listenFailed(let text): "cannot listen: \(text)"
        case .notRunning: "the server is not running"
        }
    }
}
