import SwiftParser
import SwiftSyntax

/// Rewrites Swift source that needs the Objective-C runtime into what the Layercast toolkit
/// accepts: `#selector` target-action into method references, selector-based notification
/// observers and timers into closures, `#keyPath` into strings, `optional` protocol requirements
/// into requirements with default implementations (and `delegate?.f?(x)` into
/// `delegate?.f(x)`), and `@objc`, `@IBOutlet`, `@IBAction` and the other Interface Builder
/// attributes dropped. What it cannot rewrite it reports, with what to write instead.
///
/// Pure: source text in, rewritten text and diagnostics out. Running it on its own output
/// changes nothing.
public struct Porter: Sendable {
    /// Creates a porter.
    public init() {}

    /// Rewrites one file's source. A file that does not parse is returned unchanged with one
    /// diagnostic at its first syntax error.
    public func port(_ source: String) -> PortResult {
        let tree = Parser.parse(source: source)
        let context = SourceContext(tree: tree)
        if tree.hasError {
            let error = SyntaxErrorFinder.firstError(in: tree) ?? Syntax(tree)
            return PortResult(
                source: source,
                diagnostics: [context.diagnostic(
                    PortProblem("the file has syntax errors, so nothing in it was rewritten; fix them first"),
                    at: error)],
                changed: false)
        }
        let rewriter = PortRewriter(context: context)
        let rewrittenTree = rewriter.rewrite(tree)
        let rewritten = rewrittenTree.as(SourceFileSyntax.self).map { OverrideMover.move(in: $0).description }
            ?? rewrittenTree.description
        return PortResult(source: rewritten, diagnostics: rewriter.finishedDiagnostics(),
                          changed: rewritten != source)
    }
}

/// Finds the first missing or unexpected piece of syntax.
private final class SyntaxErrorFinder: SyntaxVisitor {
    var found: Syntax?

    static func firstError(in tree: SourceFileSyntax) -> Syntax? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, token.presence == .missing { found = Syntax(token) }
        return .skipChildren
    }
}
