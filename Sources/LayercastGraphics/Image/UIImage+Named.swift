import Foundation

// Images by name from an app's bundle: loose files with @2x/@3x variants, and asset catalogs.
extension UIImage {
    /// The image named `name` in the app's main bundle (`Bundle.main`); `nil` when there is none.
    /// See `init(named:in:compatibleWith:)` for the search and the choice of scale.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (`nil`: `Bundle.main`; pass `Bundle.module` for a
    /// Swift package target's resources); `nil` when there is none or it cannot be decoded.
    ///
    /// As UIKit: a name without an extension means a PNG (`"icon"` finds `icon.png`); other
    /// formats (JPEG) need their extension (`"photo.jpg"`). Variants `name@2x.png` and
    /// `name@3x.png` are found beside `name.png`, and an asset catalog (`*.xcassets` folder in
    /// the bundle, as SwiftPM copies it on Linux) is searched for `name.imageset`, whose
    /// `Contents.json` lists the files by scale.
    ///
    /// The scale: UIKit loads the variant for its one screen's scale. A Layercast server draws
    /// for clients at several scales at once, so without a display scale in `traitCollection` the
    /// highest-scale variant is loaded — sharp on the densest client, scaled down for the
    /// others — and the image's `scale` says which (a 30×30-pixel `@3x` file is 10×10 points).
    /// With a display scale, the variant of that scale is loaded if there is one, else the next
    /// higher, else the highest. Unlike UIKit, loaded images are not cached by name.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let (scale, url) = NamedImageLookup.find(name, in: bundle ?? Bundle.main,
                                                         displayScale: traitCollection?.displayScale ?? 0),
              let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, scale: scale)
    }
}

/// Where and how `UIImage(named:)` looks for files.
enum NamedImageLookup {
    /// The file to load for `name` and its scale; loose files win over a catalog in the same folder.
    static func find(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> (CGFloat, URL)? {
        guard !name.isEmpty else { return nil }
        for directory in searchDirectories(of: bundle) {
            var variants = looseVariants(named: name, in: directory)
            if variants.isEmpty { variants = catalogVariants(named: name, in: directory) }
            if let choice = choose(from: variants, displayScale: displayScale) { return choice }
        }
        return nil
    }

    /// The bundle's resource folder, then its own folder (a Linux executable's bundle is the
    /// folder the executable is in; a SwiftPM resource bundle is a plain folder).
    static func searchDirectories(of bundle: Bundle) -> [URL] {
        var result: [URL] = []
        for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL })
        where !result.contains(url) {
            result.append(url)
        }
        return result
    }

    /// Scale → file for `name` as loose files in `directory`.
    static func looseVariants(named name: String, in directory: URL) -> [CGFloat: URL] {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let fileExtension = ext.isEmpty ? "png" : ext
        var found: [CGFloat: URL] = [:]
        func add(_ fileName: String, _ scale: CGFloat) {
            let url = directory.appendingPathComponent(fileName)
            if found[scale] == nil, isFile(url) { found[scale] = url }
        }
        if let explicit = explicitScale(of: stem) {
            add("\(stem).\(fileExtension)", explicit)
        } else {
            for scale in [3, 2] { add("\(stem)@\(scale)x.\(fileExtension)", CGFloat(scale)) }
            add("\(stem).\(fileExtension)", 1)
        }
        return found
    }

    /// Scale → file for `name` in any asset catalog directly in `directory`.
    static func catalogVariants(named name: String, in directory: URL) -> [CGFloat: URL] {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: directory.path) else { return [:] }
        for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
            let root = directory.appendingPathComponent(catalog)
            // Folders in a catalog group image sets without naming them, unless they provide a
            // namespace; "Icons/star" names star.imageset in such a folder.
            let setName = (name as NSString).lastPathComponent + ".imageset"
            guard let set = findDirectory(named: setName, under: root, relativePath: name) else { continue }
            let variants = imageSetVariants(set)
            if !variants.isEmpty { return variants }
        }
        return [:]
    }

    /// The files of an image set by scale, from its Contents.json (universal or iPhone entries).
    static func imageSetVariants(_ set: URL) -> [CGFloat: URL] {
        struct Contents: Decodable {
            struct Image: Decodable { var filename: String?; var scale: String?; var idiom: String? }
            var images: [Image]
        }
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return [:] }
        var found: [CGFloat: URL] = [:]
        for image in contents.images {
            guard let file = image.filename, ["universal", "iphone", nil].contains(image.idiom) else { continue }
            let scale = image.scale.flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
            let url = set.appendingPathComponent(file)
            if isFile(url), found[CGFloat(scale)] == nil || image.idiom == "universal" { found[CGFloat(scale)] = url }
        }
        return found
    }

    /// The variant to load: the display scale's, else the next higher, else the highest.
    static func choose(from variants: [CGFloat: URL], displayScale: CGFloat) -> (CGFloat, URL)? {
        let scales = variants.keys.sorted()
        guard let highest = scales.last else { return nil }
        let pick = displayScale > 0 ? (scales.first { $0 >= displayScale } ?? highest) : highest
        return (pick, variants[pick]!)
    }

    /// 2 for "icon@2x", 3 for "icon@3x"; `nil` without such a suffix.
    static func explicitScale(of stem: String) -> CGFloat? {
        for scale in [1, 2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return nil
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The set folder `setName` in the catalog `root`: at `relativePath` (plus `suffix`), else
    /// anywhere below when the name has no namespace.
    static func findDirectory(named setName: String, under root: URL, relativePath: String,
                              suffix: String = ".imageset") -> URL? {
        let direct = root.appendingPathComponent(relativePath + suffix)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return direct
        }
        guard !relativePath.contains("/"),
              let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.lastPathComponent == setName {
            return url
        }
        return nil
    }
}
