import SwiftSyntax

// Without the Objective-C runtime a table or collection view makes its cells from their class
// (`register(MyCell.self, …)`), and Core Animation its presentation copies of a layer
// (`init(layer:)`), which Swift can do only through a `required` initialiser: the toolkit's cell
// and layer initialisers are `required`, and an `override init` of one does not compile
// ("'required' modifier must be present on all overrides of a required initializer"). In a class
// that directly inherits from such a class, that `override` becomes `required`.
extension PortRewriter {
    /// The required initialisers of the cell and layer classes, by class: their argument labels.
    static let requiredCellInitializers: [String: [[String]]] = {
        var table: [String: [[String]]] = [
            "UITableViewCell": [["style", "reuseIdentifier"]],
            "UITableViewHeaderFooterView": [["reuseIdentifier"]],
            "UICollectionViewCell": [["frame"]],
            "UICollectionReusableView": [["frame"]],
        ]
        for layer in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer"] { table[layer] = [[], ["layer"]] }
        return table
    }()

    /// `decl` with `override` turned into `required` when it overrides a cell or layer class's
    /// required initialiser in a direct subclass; unchanged otherwise.
    func requiringCellInitializer(_ decl: InitializerDeclSyntax, original: InitializerDeclSyntax) -> InitializerDeclSyntax {
        guard decl.optionalMark == nil,
              let index = decl.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
              !decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
              let superclass = Self.directSuperclass(of: original),
              let required = Self.requiredCellInitializers[superclass] else { return decl }
        let declared = decl.signature.parameterClause.parameters.map(\.firstName.text)
        guard required.contains(declared) else { return decl }
        var decl = decl
        let old = decl.modifiers[index]
        decl.modifiers[index] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia,
                                                           trailingTrivia: old.name.trailingTrivia))
        return decl
    }

    /// The first inherited type of the class declaration `node` is directly in, by name.
    static func directSuperclass(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            if let cls = n.as(ClassDeclSyntax.self) {
                return cls.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            }
            if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ExtensionDeclSyntax.self)
                || n.is(ProtocolDeclSyntax.self) || n.is(ActorDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }
}
