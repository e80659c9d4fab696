import SwiftParser
import SwiftSyntax

// `optional` protocol requirements exist only for `@objc` protocols, and Swift without the
// Objective-C runtime has none. What `optional` meant, "a conformer may leave it out", is what a
// default implementation in a protocol extension gives: the requirement loses `optional`, and an
// `extension P` after the protocol implements it as doing nothing (no result), returning `nil`
// (an Optional result), or returning the constant every call in the file falls back to
// (`d?.f?() ?? 0` gives `return 0`): those are what a caller got from a conformer without it.
// Any other requirement has no default that keeps the meaning: it becomes required, reported.
// The calls (`d?.f?(x)`) lose their `?` in `PortRewriter+OptionalCalls.swift`.
//
// The result type of a requirement is never made Optional: a conformer's `func f() -> Int` does
// not witness `func f() -> Int?` (Swift 6.3), so the extension's default would silently win.
extension PortRewriter {
    /// `proto` (already rewritten from `original`) without `optional` on its requirements; the
    /// extension with their defaults is kept for the list around the protocol to add after it.
    func withoutOptionalRequirements(_ proto: ProtocolDeclSyntax, original: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        let access = original.modifiers.first {
            [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind)
        }.map { "\($0.name.text) " } ?? ""
        var members: [MemberBlockItemSyntax] = []
        var defaults: [String] = []
        var memberIndent = ""
        for (originalMember, member) in zip(original.memberBlock.members, proto.memberBlock.members) {
            guard Self.isOptionalRequirement(originalMember.decl) else {
                members.append(member)
                continue
            }
            members.append(member.with(\.decl, Self.removingOptional(member.decl)))
            if let implementation = defaultImplementation(of: originalMember.decl, in: original, access: access) {
                defaults.append(implementation)
                memberIndent = SourceContext.indentation(ofLineOf: originalMember)
            }
        }
        if !defaults.isEmpty {
            let indent = SourceContext.indentation(ofLineOf: original)
            let body = defaults.map { "\(memberIndent)\($0)\n" }.joined()
            // A blank line, then the extension at the protocol's indentation.
            var parser = Parser("\n\n\(indent)extension \(original.name.text) {\n\(body)\(indent)}")
            defaultImplementations[original.id] = CodeBlockItemSyntax(item: .decl(DeclSyntax.parse(from: &parser)))
        }
        return proto.with(\.memberBlock.members, MemberBlockItemListSyntax(members))
    }

    /// The default implementation of the optional requirement `decl` as source text, or `nil`
    /// (reported) when no default keeps what leaving it out meant.
    private func defaultImplementation(of decl: DeclSyntax, in proto: ProtocolDeclSyntax, access: String) -> String? {
        let protocolName = proto.name.text
        if let function = decl.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            let head = "\(access)\(isStatic ? "static " : "")func \(function.name.text)"
                + (function.genericParameterClause?.trimmedDescription ?? "")
                + function.signature.trimmedDescription
                + (function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? "")
            guard let result = function.signature.returnClause?.type,
                  !["Void", "()"].contains(result.trimmedDescription)
            else { return head + " {}" }
            if RequirementIndex.isOptional(result) { return head + " { nil }" }
            let name = RequirementIndex.methodName(of: function)
            let fallbacks = context.requirements.fallbacks[name] ?? []
            if let first = fallbacks.first, let constant = first, fallbacks.allSatisfy({ $0 == constant }) {
                return head + " { \(constant) }"
            }
            let shown = name.hasSuffix(")") ? name : name + "()"
            report(PortProblem(
                "'\(shown)' was optional and returns '\(result.trimmedDescription)', which has no default that "
                    + "keeps the meaning, so it is now required; to keep it optional, implement it in an "
                    + "'extension \(protocolName)' returning what a caller should get from a conformer without it"),
                   at: function)
            return nil
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first, let type = binding.typeAnnotation?.type {
            let name = binding.pattern.trimmedDescription
            if RequirementIndex.isOptional(type) {
                let settable = binding.accessorBlock?.description.contains("set") == true
                let isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                return "\(access)\(isStatic ? "static " : "")var \(name): \(type.trimmedDescription) "
                    + (settable ? "{ get { nil } set {} }" : "{ nil }")
            }
            report(PortProblem(
                "'\(name)' was optional and is a '\(type.trimmedDescription)', which has no default that keeps the "
                    + "meaning, so it is now required; to keep it optional, implement it in an 'extension "
                    + "\(protocolName)', and drop the '?' that callers wrote after '\(name)'"),
                   at: variable)
            return nil
        }
        report(PortProblem(
            "this requirement was optional and is now required; to keep it optional, implement it in an "
                + "'extension \(protocolName)'"),
               at: decl)
        return nil
    }

    static func isOptionalRequirement(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            .contains { $0.name.tokenKind == .keyword(.optional) } == true
    }

    /// `decl` without its `optional` modifier; when that started the declaration, what follows
    /// it takes its leading trivia (indentation, doc comment).
    private static func removingOptional(_ decl: DeclSyntax) -> DeclSyntax {
        guard var withModifiers = decl.asProtocol(WithModifiersSyntax.self),
              let index = withModifiers.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.optional) })
        else { return decl }
        let removed = withModifiers.modifiers[index]
        let startsDeclaration = removed.firstToken(viewMode: .sourceAccurate)?.id
            == decl.firstToken(viewMode: .sourceAccurate)?.id
        withModifiers.modifiers.remove(at: index)
        let result = DeclSyntax(fromProtocol: withModifiers as! any DeclSyntaxProtocol)
        guard startsDeclaration else { return result }
        return result.with(\.leadingTrivia, removed.leadingTrivia)
    }

    /// Whether `proto` is declared at file scope (possibly in `#if`), where an extension of it
    /// can follow it; a protocol nested in a type cannot be followed by one.
    static func isAtFileScope(_ proto: ProtocolDeclSyntax) -> Bool {
        var current = Syntax(proto)
        while let item = current.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            if list.parent?.is(SourceFileSyntax.self) == true { return true }
            guard let clause = list.parent?.as(IfConfigClauseSyntax.self),
                  let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self)
            else { return false }
            current = Syntax(ifConfig)
        }
        return false
    }

    /// `items` (the visit of `original`) with the protocol extensions kept by
    /// `withoutOptionalRequirements` after their protocols.
    func addingDefaultImplementations(_ items: CodeBlockItemListSyntax, original: CodeBlockItemListSyntax)
        -> CodeBlockItemListSyntax {
        guard !defaultImplementations.isEmpty else { return items }
        var result: [CodeBlockItemSyntax] = []
        for (originalItem, item) in zip(original, items) {
            result.append(item)
            if case .decl(let decl) = originalItem.item, let implementations = defaultImplementations.removeValue(forKey: decl.id) {
                result.append(implementations)
            }
        }
        return CodeBlockItemListSyntax(result)
    }
}
