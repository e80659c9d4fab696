/// Something `layercast-port` found and could not rewrite, with what the user does instead.
public struct PortDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The line of the construct, from 1.
    public var line: Int
    /// The column of the construct, from 1, in UTF-8 bytes as compilers count it.
    public var column: Int
    /// What is wrong and what to write instead, as one sentence without a final period.
    public var message: String

    /// Creates a diagnostic at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The diagnostic as compilers print it: `path:line:col: warning: message`.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): warning: \(message)"
    }

    /// `line:col: warning: message`, the form without a path.
    public var description: String { "\(line):\(column): warning: \(message)" }
}
