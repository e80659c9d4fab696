/// What porting one source file gives: the rewritten text and what could not be rewritten.
public struct PortResult: Equatable, Sendable {
    /// The rewritten source; equal to the input when nothing needed rewriting.
    public var source: String
    /// The constructs left as they were, in source order.
    public var diagnostics: [PortDiagnostic]
    /// Whether `source` differs from the input.
    public var changed: Bool

    /// Creates a result.
    public init(source: String, diagnostics: [PortDiagnostic], changed: Bool) {
        self.source = source
        self.diagnostics = diagnostics
        self.changed = changed
    }
}
