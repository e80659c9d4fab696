import Foundation

// Colours by name from an app's asset catalogs (`Name.colorset` folders).
extension UIColor {
    /// The colour named `name` in the app's main bundle's asset catalogs; `nil` when there is
    /// none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name` in `bundle`'s asset catalogs (`nil`: `Bundle.main`): the
    /// catalog's `name.colorset/Contents.json`, its universal entry for the light (any)
    /// appearance. `nil` when there is none or it cannot be read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let rgba = NamedColorLookup.find(name, in: bundle ?? Bundle.main) else { return nil }
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

/// Where and how `UIColor(named:)` looks for a colour set.
enum NamedColorLookup {
    struct RGBA { var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat }

    static func find(_ name: String, in bundle: Bundle) -> RGBA? {
        guard !name.isEmpty else { return nil }
        let setName = (name as NSString).lastPathComponent + ".colorset"
        for directory in NamedImageLookup.searchDirectories(of: bundle) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                let root = directory.appendingPathComponent(catalog)
                if let set = NamedImageLookup.findDirectory(named: setName, under: root, relativePath: name, suffix: ".colorset"),
                   let rgba = read(set) {
                    return rgba
                }
            }
        }
        return nil
    }

    /// The colour of a set's Contents.json: the universal entry without appearance variants.
    static func read(_ set: URL) -> RGBA? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                struct Color: Decodable { var components: [String: String] }
                struct Appearance: Decodable { var appearance: String; var value: String }
                var idiom: String?
                var color: Color?
                var appearances: [Appearance]?
            }
            var colors: [Entry]
        }
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let entry = contents.colors.first { ($0.appearances ?? []).isEmpty && ($0.idiom ?? "universal") == "universal" }
            ?? contents.colors.first
        guard let components = entry?.color?.components else { return nil }
        func value(_ key: String) -> CGFloat? { components[key].flatMap(component) }
        if let white = value("white") {
            return RGBA(red: white, green: white, blue: white, alpha: value("alpha") ?? 1)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }

    /// One component as Xcode writes it: `"0.500"` (0 to 1), `"0x7F"` or `"127"` (0 to 255).
    static func component(_ text: String) -> CGFloat? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        guard let integer = Int(text) else { return nil }
        return integer > 1 ? CGFloat(integer) / 255 : CGFloat(integer)
    }
}
