import SwiftSyntax

/// Moves the `override`s a file declares in extensions of its own classes into the class bodies.
///
/// Objective-C dispatch lets an extension of an `@objc` class override a superclass method (an
/// `extension MyLabel { override func touchesBegan(…) }` compiles against Apple's SDK); Swift
/// without it overrides only in the class body ("declared in 'UIResponder' cannot be overridden
/// from extension"). The members keep their comments and are appended to the class body in
/// order; what else the extension holds stays there. Classes nested in other types, and classes
/// declared in another file, are not touched.
enum OverrideMover {
    /// The file with the overrides moved; the same file when there is none to move.
    static func move(in file: SourceFileSyntax) -> SourceFileSyntax {
        let classes = Set(file.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        guard !classes.isEmpty else { return file }
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var statements = Array(file.statements)
        for (index, statement) in statements.enumerated() {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self),
                  ext.genericWhereClause == nil,
                  let name = ext.extendedType.as(IdentifierTypeSyntax.self)?.name.text, classes.contains(name)
            else { continue }
            let (overrides, kept) = ext.memberBlock.members.reduce(into: ([MemberBlockItemSyntax](), [MemberBlockItemSyntax]())) {
                if isOverride($1.decl) { $0.0.append($1) } else { $0.1.append($1) }
            }
            guard !overrides.isEmpty else { continue }
            moved[name, default: []] += overrides
            let block = ext.memberBlock.with(\.members, MemberBlockItemListSyntax(kept))
            statements[index] = statement.with(\.item, CodeBlockItemSyntax.Item(ext.with(\.memberBlock, block)))
        }
        guard !moved.isEmpty else { return file }
        for (index, statement) in statements.enumerated() {
            guard let decl = statement.item.as(ClassDeclSyntax.self), let members = moved[decl.name.text] else { continue }
            let block = decl.memberBlock.with(\.members, decl.memberBlock.members + members)
            statements[index] = statement.with(\.item, CodeBlockItemSyntax.Item(decl.with(\.memberBlock, block)))
        }
        return file.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    private static func isOverride(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
            ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}
