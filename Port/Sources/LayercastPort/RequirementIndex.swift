import SwiftSyntax

/// What a file declares about optional protocol requirements and closure properties, and the
/// calls written for optional requirements (`delegate?.f?(x)`): read before the rewrite, since a
/// call may come before the protocol it calls, and a protocol's defaults depend on its calls.
/// Code in `#if` clauses that cannot be active on Linux is not read, as it is not rewritten.
struct RequirementIndex {
    /// Base names of the `optional func` requirements of the file's protocols.
    var optionalMethods: Set<String> = []
    /// Names of the properties the file declares holding a closure (`var onTap: (() -> Void)?`,
    /// `let handler = { … }`): calls of those written `x?.onTap?()` stay as they are.
    var closureProperties: Set<String> = []
    /// By method name (`f(_:didUpdate:)`), the fallback of each optional call of it: `0` for
    /// `x?.f?() ?? 0`, `nil` for a call without a constant fallback.
    var fallbacks: [String: [String?]] = [:]

    init(tree: SourceFileSyntax) {
        let collector = RequirementCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        self = collector.index
    }

    fileprivate init() {}

    /// The member an optional-requirement call calls: `x.f` in `x.f?(…)`, `x?.f?(…)` or `x.f!(…)`.
    static func optionallyCalledMember(of call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        let inner = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
            ?? call.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression
        guard let member = inner?.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return member
    }

    /// `f(_:didUpdate:)` for the call `x?.f?(self, didUpdate: r)`, `f` for a call without arguments.
    static func methodName(of member: MemberAccessExprSyntax, call: FunctionCallExprSyntax) -> String {
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        let name = member.declName.baseName.text
        return labels.isEmpty ? name : name + "(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// `f(_:didUpdate:)` for the declaration `func f(_ view: View, didUpdate rating: Double)`.
    static func methodName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels.isEmpty ? function.name.text : function.name.text + "(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// The constant after `??` when `call` is the left operand of `call ?? constant` and nothing
    /// around binds tighter than `??` (`let x = d?.f?() ?? 0`, `y = d?.f?() ?? false`).
    static func constantFallback(of call: FunctionCallExprSyntax) -> String? {
        guard let list = call.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true
        else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index + 2 < elements.count,
              elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              isConstant(elements[index + 2])
        else { return nil }
        if index > 0, !bindsLooserThanNilCoalescing(elements[index - 1]) { return nil }
        if index + 3 < elements.count, !bindsLooserThanNilCoalescing(elements[index + 3]) { return nil }
        return elements[index + 2].trimmedDescription
    }

    /// A literal, an empty collection, or an implicit member without arguments (`.zero`): a
    /// value that means the same in the protocol extension as at the call.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
            return false
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base == nil && member.declName.argumentNames == nil
        }
        return false
    }

    /// Operators of lower precedence than `??` in an unfolded sequence: assignment, comparison,
    /// the logical operators and the ternary.
    private static func bindsLooserThanNilCoalescing(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["??", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "&&", "||"].contains(text)
    }

    /// Whether `type` is an Optional: `T?`, `T!` or `Optional<T>`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Optional" }
        return false
    }

    /// Whether `type` is a function type, possibly optional, parenthesised or attributed
    /// (`(() -> Void)?`, `@escaping (Int) -> Void`).
    static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunction(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunction(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunction(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunction(only.type)
        }
        return false
    }
}

private final class RequirementCollector: SyntaxVisitor {
    var index = RequirementIndex()

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PortRewriter.isInactiveOnLinux(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
            index.optionalMethods.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let type = binding.typeAnnotation?.type {
                if RequirementIndex.isFunction(type) { index.closureProperties.insert(name) }
            } else if binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                index.closureProperties.insert(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = RequirementIndex.optionallyCalledMember(of: node) {
            let name = RequirementIndex.methodName(of: member, call: node)
            index.fallbacks[name, default: []].append(RequirementIndex.constantFallback(of: node))
        }
        return .visitChildren
    }
}
