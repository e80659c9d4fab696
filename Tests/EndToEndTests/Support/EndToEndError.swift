/// Why an end-to-end harness step could not go on (the tests' own failures, not the product's).
enum EndToEndError: Error, CustomStringConvertible {
    /// A job was sent to a `ClientHost` after it stopped.
    case clientHostStopped
    /// A bounded wait ran out; the string says what was awaited.
    case timedOut(String)
    /// The `layercast-client` executable is not where the tests look for it.
    case missingExecutable(String)
    /// A client process could not be started or did something unexpected.
    case clientProcess(String)
    /// Two clients that must hold the same tree do not.
    case treesDiffer(String)

    var description: String {
        switch self {
        case .clientHostStopped: "the client's thread has stopped"
        case .timedOut(let what): "timed out waiting for \(what)"
        case .missingExecutable(let s): s
        case .clientProcess(let s): "layercast-client process: \(s)"
        case .treesDiffer(let s): "different trees: \(s)"
        }
    }
}
