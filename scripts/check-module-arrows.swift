// The module arrows, checked from the sources: every module of the package or of its dependencies
// that a target imports must be one of the target's declared dependencies, and the toolkit, the
// protocol and the client import and link nothing their layer forbids (the standards: the client
// never links the toolkit; the protocol never links sockets, SDL or Cairo; the toolkit never
// links networking or SDL).
//
// SwiftPM's `--explicit-target-dependency-import-check` (in scripts/test.sh too) only flags an
// import of a target outside the importer's dependency closure. An import reaching through a
// declared dependency's own dependencies passes it — an app importing NIOCore through
// LayercastServer — and is caught here.
//
// usage: swift scripts/check-module-arrows.swift   (from the package root; exit 1 on a violation)
import Foundation

/// The parts of `swift package dump-package` read here.
struct Manifest: Decodable {
    struct Target: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [Dependency]
    }

    /// A dependency's name, whichever form declares it (`byName`, `target` or `product`).
    struct Dependency: Decodable {
        enum Form: String, CodingKey { case byName, target, product }
        var name: String
        var isProduct: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Form.self)
            for form in [Form.byName, .target, .product] where container.contains(form) {
                var fields = try container.nestedUnkeyedContainer(forKey: form)
                name = try fields.decode(String.self)
                isProduct = form == .product
                return
            }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown dependency form"))
        }
    }

    var targets: [Target]
}

/// What a layer's targets may not import, and may not link at all.
let rules: [(layer: String, targets: Set<String>, noImport: Set<String>, noLink: Set<String>)] = [
    ("the toolkit never links networking or SDL",
     ["LayercastGraphics", "LayercastLayers", "LayercastUI", "LayercastRender", "CoreGraphics", "QuartzCore", "UIKit",
      "LayercastDemo"],
     [],
     ["NIOCore", "NIOPosix", "NIOSSL", "CSDL2", "LayercastProtocol", "LayercastServer", "LayercastClient"]),
    ("the protocol never links sockets, SDL or Cairo",
     ["LayercastProtocol"],
     [],
     ["NIOPosix", "NIOSSL", "CSDL2", "CCairo"]),
    ("the protocol's model and compositing math are plain Swift: no networking, zstd, SDL or Cairo",
     ["LayercastModel", "LayercastCompositing"],
     [],
     ["NIOCore", "NIOPosix", "NIOSSL", "CZstd", "CSDL2", "CCairo", "LayercastProtocol"]),
    ("the client never links the toolkit",
     ["LayercastClient", "layercast-client"],
     [],
     ["LayercastGraphics", "LayercastLayers", "LayercastUI", "CoreGraphics", "QuartzCore", "UIKit", "LayercastServer"]),
]

func run(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(arguments.joined(separator: " ")) failed"])
    }
    return data
}

/// The Swift files under `directory`, following symbolic links (targets share folders by links).
func swiftFiles(under directory: URL) -> [URL] {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return [] }
    var files: [URL] = []
    for name in names.sorted() {
        let url = directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
            files += swiftFiles(under: url)
        } else if name.hasSuffix(".swift") {
            files.append(url)
        }
    }
    return files
}

/// The module each import declaration of `source` names (`@testable import X`, `public import
/// X`, `import struct X.Y`…), read line by line: an import is a declaration of its own line.
func importedModules(_ source: String) -> Set<String> {
    let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    var modules: Set<String> = []
    for line in source.split(separator: "\n") {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
        guard words.first == "import", var name = words.dropFirst().first else { continue }
        if kinds.contains(name), let path = words.dropFirst(2).first { name = path }
        if let module = name.split(separator: ".").first { modules.insert(String(module)) }
    }
    return modules
}

let manifest = try JSONDecoder().decode(Manifest.self, from: run(["swift", "package", "dump-package"]))
let targets = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
let moduleOfTarget = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name.replacingOccurrences(of: "-", with: "_"), $0.name) })
let products = Set(manifest.targets.flatMap { $0.dependencies.filter(\.isProduct).map(\.name) })

/// Everything `name` links: its dependencies and theirs (products by name; their insides unseen).
func closure(of name: String) -> Set<String> {
    var seen: Set<String> = [], pending = [name]
    while let next = pending.popLast() {
        for dependency in targets[next]?.dependencies ?? [] where seen.insert(dependency.name).inserted {
            pending.append(dependency.name)
        }
    }
    return seen
}

var violations: [String] = []
for target in manifest.targets where target.type != "system" {
    let folder = target.path ?? (target.type == "test" ? "Tests/\(target.name)" : "Sources/\(target.name)")
    let declared = Set(target.dependencies.map(\.name))
    var imports: Set<String> = []
    for file in swiftFiles(under: URL(fileURLWithPath: folder)) {
        imports.formUnion(importedModules(try String(contentsOf: file, encoding: .utf8)))
    }
    for module in imports.sorted() {
        let dependency = moduleOfTarget[module] ?? (products.contains(module) ? module : nil)
        if let dependency, dependency != target.name, !declared.contains(dependency) {
            violations.append("\(target.name) imports \(module) without declaring it a dependency in Package.swift")
        }
    }
    for rule in rules where rule.targets.contains(target.name) {
        let links = closure(of: target.name)
        for module in rule.noImport.union(rule.noLink).sorted() where imports.contains(module) {
            violations.append("\(target.name) imports \(module): \(rule.layer)")
        }
        for module in rule.noLink.sorted() where links.contains(module) && !imports.contains(module) {
            violations.append("\(target.name) links \(module): \(rule.layer)")
        }
    }
}

if violations.isEmpty {
    print("check-module-arrows: every import is declared; no layer imports or links what it must not")
} else {
    violations.forEach { print("check-module-arrows: error: \($0)") }
    exit(1)
}
