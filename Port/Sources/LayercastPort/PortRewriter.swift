import SwiftParser
import SwiftSyntax

/// The rewriter behind `Porter`: one pass over the original tree. Every `visit` receives the
/// node still attached to the original tree, so the enclosing type, the call around an
/// argument and the position of a diagnostic are read there; replacements are built from the
/// children as already rewritten.
///
/// Overrides live here (Swift does not let extensions override); the rewrites themselves are in
/// the `PortRewriter+Concern.swift` files.
final class PortRewriter: SyntaxRewriter {
    let context: SourceContext
    private(set) var diagnostics: [PortDiagnostic] = []
    /// `removeObserver(self)` calls, reported only when the file had selector observers: those
    /// turn into closure observers, which `removeObserver(self)` does not remove.
    var removeObserverCalls: [TokenSyntax] = []
    var rewroteObserver = false
    /// The protocol extensions holding the defaults of what were optional requirements, by the
    /// protocol they follow; added by the visit of the list around the protocol.
    var defaultImplementations: [SyntaxIdentifier: CodeBlockItemSyntax] = [:]

    init(context: SourceContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    func report(_ problem: PortProblem, at node: some SyntaxProtocol) {
        diagnostics.append(context.diagnostic(problem, at: node))
    }

    /// The diagnostics in source order, including the deferred `removeObserver(self)` ones.
    func finishedDiagnostics() -> [PortDiagnostic] {
        if rewroteObserver {
            for call in removeObserverCalls {
                report(PortProblem(
                    "'removeObserver(self)' does not remove the closure observers this file now adds; keep the "
                        + "token 'addObserver(forName:object:queue:using:)' returns and pass it to 'removeObserver(_:)'"),
                       at: call)
            }
            removeObserverCalls = []
        }
        return diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    // MARK: - Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector":
            if let (call, argument) = Self.callArgument(containing: node) {
                if argument.label?.text == "action" { return rewriteAction(node, in: call) }
                // `sendAction(#selector(...), to:from:for:)`: the action is the first argument.
                if argument.label == nil, Self.calledName(call)?.text == "sendAction",
                   argument.id == call.arguments.first?.id {
                    return rewriteAction(node, in: call)
                }
                // Any other argument position: the call's visit rewrites or reports it.
                return super.visit(node)
            }
            if let rewritten = rewriteActionAssignment(node) { return rewritten }
            report(selectorElsewhere(node), at: node)
            return super.visit(node)
        case "keyPath":
            return rewriteKeyPath(node)
        default:
            return super.visit(node)
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if SelectorCall(node) == .scheduledTimer, let rewritten = rewriteTimerKeepingUserInfo(node) {
            return rewritten
        }
        if let kind = SelectorCall(node) {
            let plan = closurePlan(kind, node)
            let visited = super.visit(node)
            switch plan {
            case .failure(let problem):
                report(problem, at: node)
                return visited
            case .success(let plan):
                guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
                if kind == .notificationObserver { rewroteObserver = true }
                return closureCall(plan, call, original: node)
            }
        }
        reportObjectiveCCall(node)
        return super.visit(node)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        return callsRequirementWithDefault(node, member: node.expression) ? Self.droppingMark(visited) : visited
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        return callsRequirementWithDefault(node, member: node.expression) ? Self.droppingMark(visited) : visited
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        reportSelectorType(node)
        return super.visit(node)
    }

    // MARK: - Conditional compilation

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        if Self.isInactiveOnLinux(node) { return node }
        return super.visit(node)
    }

    // MARK: - Declarations

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard let initializer = visited.as(InitializerDeclSyntax.self) else { return strippingAttributes(visited) }
        return strippingAttributes(DeclSyntax(requiringCellInitializer(initializer, original: node)))
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { strippingAttributes(super.visit(node)) }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let optional = Self.optionalRequirement(in: node)
        if let optional, !Self.isAtFileScope(node) {
            report(PortProblem(
                "'optional' protocol requirements need '@objc'; give '\(optional)' a default implementation in a "
                    + "protocol extension at file scope and remove 'optional', then run layercast-port again"),
                   at: node)
            return DeclSyntax(node)
        }
        var stripped = strippingAttributes(super.visit(node))
        if optional != nil, let proto = stripped.as(ProtocolDeclSyntax.self) {
            stripped = DeclSyntax(withoutOptionalRequirements(proto, original: node))
        }
        guard Self.hasObjCAttribute(node), let proto = stripped.as(ProtocolDeclSyntax.self) else { return stripped }
        return DeclSyntax(Self.classBound(proto))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        addingDefaultImplementations(super.visit(node), original: node)
    }

    // MARK: - Helpers shared by the concerns

    /// The call and argument whose expression `expression` is, as in `f(action: #selector(x))`.
    static func callArgument(containing expression: some SyntaxProtocol)
        -> (FunctionCallExprSyntax, LabeledExprSyntax)? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              argument.parent?.as(LabeledExprListSyntax.self) == call.arguments
        else { return nil }
        return (call, argument)
    }

    /// The name a call calls: `addObserver` in `NotificationCenter.default.addObserver(...)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        return nil
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    static func isSelectorMacro(_ expression: ExprSyntax) -> Bool {
        expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
    }

    /// Parses generated code; what the rewriter generates always parses.
    static func parseExpression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    static let selectorElsewhere = PortProblem(
        "'#selector' needs the Objective-C runtime; pass a closure or a method reference ('Type.method') instead")
}
