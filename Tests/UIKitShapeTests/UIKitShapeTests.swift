import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// UIKit's shape: every listed member a UIKit subclass may override is declared in the toolkit,
/// `open`, in the body of its class (or of a superclass in the toolkit), since Swift cannot
/// override what an extension declares, nor a `public` member from another module.
///
/// The list (`overridable-members.tsv` beside this file) is taken from UIKit's and Core
/// Animation's public headers (UIResponder.h, UIView.h, UIViewController.h, UIControl.h …,
/// CALayer.h): the members apps override. The toolkit's sources are read with swift-syntax.
@Suite struct UIKitShapeTests {
    /// One class as the toolkit declares it.
    struct DeclaredClass {
        var superclass: String?
        var isOpen: Bool
        /// Members declared in the class body, by name (`frame`, `draw(_:)`), with whether open.
        var bodyMembers: [String: Bool] = [:]
        /// Members declared in extensions of the class.
        var extensionMembers: Set<String> = []
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The toolkit's classes from Sources/LayercastUI and Sources/LayercastLayers.
    static func declarations() throws -> [String: DeclaredClass] {
        var classes: [String: DeclaredClass] = [:]
        var extensions: [(String, Set<String>)] = []
        for module in ["Sources/LayercastUI", "Sources/LayercastLayers", "Sources/LayercastGraphics"] {
            let folder = root.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
                for statement in tree.statements {
                    if let decl = statement.item.as(ClassDeclSyntax.self) {
                        var declared = DeclaredClass(
                            superclass: decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                            isOpen: decl.modifiers.contains { $0.name.tokenKind == .keyword(.open) })
                        for member in decl.memberBlock.members {
                            for (name, isOpen) in Self.names(of: member.decl) { declared.bodyMembers[name] = isOpen }
                        }
                        classes[decl.name.text] = declared
                    } else if let decl = statement.item.as(ExtensionDeclSyntax.self) {
                        let names = decl.memberBlock.members.flatMap { Self.names(of: $0.decl).map(\.0) }
                        extensions.append((decl.extendedType.trimmedDescription, Set(names)))
                    }
                }
            }
        }
        for (type, names) in extensions { classes[type]?.extensionMembers.formUnion(names) }
        return classes
    }

    /// The overridable names a declaration introduces, with whether each is `open`.
    static func names(of decl: DeclSyntax) -> [(String, Bool)] {
        func isOpen(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.open) }
                && !modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
            return [("\(function.name.text)(\(labels))", isOpen(function.modifiers))]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, isOpen(variable.modifiers)) }
            }
        }
        return []
    }

    /// The list: class, member, header.
    static func listed() throws -> [(type: String, member: String, header: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/UIKitShapeTests/overridable-members.tsv"),
                              encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count >= 3 ? (fields[0], fields[1], fields[2]) : nil
        }
    }

    /// What is wrong with `member` of `type`, or `nil` when a subclass in another module can
    /// override it.
    static func problem(_ type: String, _ member: String, in classes: [String: DeclaredClass]) -> String? {
        guard let declared = classes[type] else { return "\(type) is not a class of the toolkit" }
        guard declared.isOpen else { return "\(type) is not open" }
        var current: String? = type
        while let name = current, let candidate = classes[name] {
            if let isOpen = candidate.bodyMembers[member] {
                return isOpen ? nil : "\(type).\(member) is declared in \(name)'s body but not open"
            }
            if candidate.extensionMembers.contains(member) {
                return "\(type).\(member) is declared in an extension of \(name), which Swift cannot override"
            }
            current = candidate.superclass
        }
        return "\(type).\(member) is missing"
    }

    @Test func theListIsUIKitsAndNonTrivial() throws {
        let list = try Self.listed()
        #expect(list.count >= 150)
        #expect(Set(list.map { "\($0.type).\($0.member)" }).count == list.count, "a member is listed twice")
        #expect(list.allSatisfy { $0.header.hasSuffix(".h") }, "every entry names the header it comes from")
    }

    @Test func everyListedMemberIsOverridable() throws {
        let classes = try Self.declarations()
        let problems = try Self.listed().compactMap { Self.problem($0.type, $0.member, in: classes) }
        #expect(problems.isEmpty, "\(problems.count) listed members are not overridable:\n\(problems.joined(separator: "\n"))")
    }

    /// The check itself: a member in an extension, a public one and a missing one are caught.
    @Test func theCheckCatchesEachWayOfNotBeingOverridable() {
        var base = DeclaredClass(superclass: nil, isOpen: true)
        base.bodyMembers = ["frame": true, "tag": false]
        base.extensionMembers = ["convert(_:to:)"]
        let sub = DeclaredClass(superclass: "Base", isOpen: true)
        let classes = ["Base": base, "Sub": sub, "Closed": DeclaredClass(superclass: nil, isOpen: false)]
        #expect(Self.problem("Sub", "frame", in: classes) == nil)
        #expect(Self.problem("Sub", "tag", in: classes)?.contains("not open") == true)
        #expect(Self.problem("Sub", "convert(_:to:)", in: classes)?.contains("extension") == true)
        #expect(Self.problem("Sub", "missing()", in: classes)?.contains("missing") == true)
        #expect(Self.problem("Closed", "x", in: classes)?.contains("not open") == true)
    }
}
