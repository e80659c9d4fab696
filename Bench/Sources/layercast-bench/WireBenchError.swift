/// Why a wire benchmark run could not go on.
enum WireBenchError: Error, CustomStringConvertible {
    /// A bounded wait ran out; the string says what was awaited.
    case timedOut(String)
    /// The Layercast client session ended.
    case sessionEnded(String)
    /// The VNC server or client failed; the string says where.
    case vnc(String)

    var description: String {
        switch self {
        case .timedOut(let what): "timed out waiting for \(what)"
        case .sessionEnded(let why): "the client session ended: \(why)"
        case .vnc(let what): "VNC baseline: \(what)"
        }
    }
}
