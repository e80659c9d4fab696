import Foundation

/// The Swift files named on the command line: files as given, folders searched recursively.
enum SourceFiles {
    /// The `.swift` files in `paths`, each once, in path order. Hidden folders and build output
    /// (`.build`) are skipped.
    static func find(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            var found: [String] = []
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" { walker.skipDescendants() }
                guard url.pathExtension == "swift",
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                else { continue }
                // Keep the path as the user wrote its folder, so diagnostics and the diff name it so.
                let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            files += found.sorted()
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}
