import SwiftSyntax

// Attributes that only mean something to the Objective-C runtime or Interface Builder are
// dropped; the declaration keeps its other attributes and modifiers. `dynamic` stays: without
// `@objc` it compiles on Linux (it then marks the declaration for dynamic replacement).
extension PortRewriter {
    /// Attribute names dropped from declarations.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]

    /// `decl` without its Objective-C and Interface Builder attributes, the trivia before the
    /// first one removed (indentation, doc comment) carried to what now starts the declaration.
    func strippingAttributes(_ decl: DeclSyntax) -> DeclSyntax {
        guard var withAttributes = decl.asProtocol(WithAttributesSyntax.self) else { return decl }
        for case .attribute(let attribute) in withAttributes.attributes
        where attribute.attributeName.trimmedDescription == "NSManaged" {
            report(PortProblem(
                "'@NSManaged' needs Core Data and the Objective-C runtime; store the property yourself"),
                   at: attribute)
        }
        var kept: [AttributeListSyntax.Element] = []
        // Trivia of the removed attributes not yet given to a kept token: the leading trivia of
        // the first removed one, and everything after it.
        var pending: (leading: Trivia, rest: Trivia)?
        for element in withAttributes.attributes {
            if case .attribute(let attribute) = element,
               Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription) {
                if let carried = pending {
                    pending = (carried.leading, carried.rest + element.leadingTrivia + element.trailingTrivia)
                } else {
                    pending = (element.leadingTrivia, element.trailingTrivia)
                }
                continue
            }
            var element = element
            if let carried = pending {
                element.leadingTrivia = Self.joined(carried, element.leadingTrivia)
                pending = nil
            }
            kept.append(element)
        }
        guard kept.count != withAttributes.attributes.count else { return decl }
        withAttributes.attributes = AttributeListSyntax(kept)
        var result = DeclSyntax(fromProtocol: withAttributes as! any DeclSyntaxProtocol)
        if let carried = pending {
            // The removed attributes ended the list: the token after the list (a modifier or
            // the declaration's keyword) takes their trivia.
            let next = kept.isEmpty
                ? result.firstToken(viewMode: .sourceAccurate)
                : result.asProtocol(WithAttributesSyntax.self)!.attributes.lastToken(viewMode: .sourceAccurate)?
                    .nextToken(viewMode: .sourceAccurate)
            if let next {
                result = TokenTriviaSetter(id: next.id, leadingTrivia: Self.joined(carried, next.leadingTrivia))
                    .rewrite(result).cast(DeclSyntax.self)
            }
        }
        return result
    }

    /// The removed attributes' leading trivia, then what followed them without the whitespace
    /// that separated them from the next token: `@IBOutlet weak var` gives `weak var`, and an
    /// attribute on a line of its own leaves no blank line; comments are kept.
    private static func joined(_ removed: (leading: Trivia, rest: Trivia), _ next: Trivia) -> Trivia {
        let rest = Array(removed.rest + next).drop { $0.isWhitespace }
        return removed.leading + Trivia(pieces: rest)
    }

    static func hasObjCAttribute(_ node: some WithAttributesSyntax) -> Bool {
        node.attributes.contains {
            if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedDescription == "objc" }
            return false
        }
    }

    /// The name of the first `optional` requirement of `proto`, if it has one.
    static func optionalRequirement(in proto: ProtocolDeclSyntax) -> String? {
        for member in proto.memberBlock.members {
            guard let decl = member.decl.asProtocol(WithModifiersSyntax.self),
                  decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.pattern.trimmedDescription ?? "var"
            }
            return member.decl.trimmedDescription
        }
        return nil
    }

    /// `proto` constrained to classes, as `@objc` made it implicitly (so `weak var delegate:
    /// Proto?` still compiles): `AnyObject` added unless already inherited.
    static func classBound(_ proto: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        let anyObject = InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier("AnyObject")))
        if var clause = proto.inheritanceClause {
            let names = clause.inheritedTypes.map(\.type.trimmedDescription)
            if names.contains("AnyObject") || names.contains("class") { return proto }
            // `P: Q {` becomes `P: Q, AnyObject {`: the trivia after `Q` moves after `AnyObject`.
            var types = Array(clause.inheritedTypes)
            let last = types.removeLast()
            types.append(last.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: .space)))
            types.append(anyObject.with(\.trailingTrivia, last.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            return proto.with(\.inheritanceClause, clause)
        }
        // The trivia after the name (before `{` or `where`) moves after `AnyObject`.
        var result = proto
        let beforeClause: Trivia
        if let primary = proto.primaryAssociatedTypeClause {
            beforeClause = primary.trailingTrivia
            result.primaryAssociatedTypeClause = primary.with(\.trailingTrivia, [])
        } else {
            beforeClause = proto.name.trailingTrivia
            result.name = proto.name.with(\.trailingTrivia, [])
        }
        result.inheritanceClause = InheritanceClauseSyntax(
            colon: .colonToken(trailingTrivia: .space),
            inheritedTypes: [anyObject.with(\.trailingTrivia, beforeClause)])
        return result
    }
}

/// Sets the leading trivia of the token with identifier `id`.
private final class TokenTriviaSetter: SyntaxRewriter {
    let id: SyntaxIdentifier
    let leadingTrivia: Trivia

    init(id: SyntaxIdentifier, leadingTrivia: Trivia) {
        self.id = id
        self.leadingTrivia = leadingTrivia
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.id == id ? token.with(\.leadingTrivia, leadingTrivia) : token
    }
}
