import LayercastPort
import Testing

/// Ports `before` and expects exactly `after` and the diagnostics `warnings` (as
/// `line:col: warning: message`); then ports `after` and expects it unchanged (idempotence).
func expectPort(_ before: String, _ after: String, warnings: [String] = [],
                sourceLocation: SourceLocation = #_sourceLocation) {
    let porter = Porter()
    let result = porter.port(before)
    #expect(result.source == after, sourceLocation: sourceLocation)
    #expect(result.changed == (before != after), sourceLocation: sourceLocation)
    #expect(result.diagnostics.map(\.description) == warnings, sourceLocation: sourceLocation)
    let again = porter.port(result.source)
    #expect(again.source == result.source, "a second run changed the output", sourceLocation: sourceLocation)
    #expect(!again.changed, sourceLocation: sourceLocation)
}
