import SwiftSyntax

// A `#if` clause that cannot be active on Linux (`#if os(iOS)`, `#if canImport(ObjectiveC)`, the
// `#else` of `#if !canImport(Darwin)`) is never compiled here, and is usually the Apple half of
// code built for both: rewriting it would break the Apple build and fix nothing, so such
// clauses are left alone, warnings included. Conditions the tool cannot decide (custom flags such
// as `DEBUG`, `canImport(UIKit)`, which holds with Layercast's UIKit module) count as possible.
extension PortRewriter {
    /// Whether `clause` is certainly inactive when compiling on Linux: its own condition is
    /// false there, or an earlier clause of its `#if` is certainly active.
    static func isInactiveOnLinux(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, linuxValue(of: condition) == false { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, linuxValue(of: condition) == true { return true }
        }
        return false
    }

    /// The value of a compilation condition on Linux: `true`, `false`, or `nil` when it depends
    /// on more than the platform (a custom flag, an architecture, a module that may exist).
    static func linuxValue(of condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return linuxValue(of: only.expression)
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return linuxValue(of: prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return linuxValue(ofSequence: Array(sequence.elements))
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return argument == "Linux"
        case "canImport": return ["ObjectiveC", "Darwin"].contains(argument) ? false : nil
        case "_runtime": return argument == "_Native"
        case "targetEnvironment": return ["macCatalyst", "simulator"].contains(argument) ? false : nil
        default: return nil
        }
    }

    /// An unfolded `a && b || c` (the parser leaves operators unfolded): `&&` binds tighter.
    private static func linuxValue(ofSequence elements: [ExprSyntax]) -> Bool? {
        var alternatives: [[ExprSyntax]] = [[]]
        for (index, element) in elements.enumerated() {
            guard index % 2 == 1 else {
                alternatives[alternatives.count - 1].append(element)
                continue
            }
            switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "||": alternatives.append([])
            case "&&": continue
            default: return nil
            }
        }
        let values = alternatives.map { operands -> Bool? in
            let values = operands.map(linuxValue(of:))
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        }
        if values.contains(true) { return true }
        return values.allSatisfy { $0 == false } ? false : nil
    }
}
