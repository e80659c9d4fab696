import ArgumentParser
import Foundation
import LayercastPort

/// `layercast-port`: rewrites Objective-C-only Swift in an app's sources into what the Layercast
/// toolkit accepts. Prints a unified diff by default, writes the files with `--apply`, and
/// exits 1 with `--check` when a file would change.
@main
struct LayercastPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-port",
        abstract: "Rewrite #selector, @objc, @IBOutlet, @IBAction and #keyPath for the Layercast toolkit.",
        discussion: """
            Prints the rewrite as a unified diff (apply it with `patch -p0`), or writes it with --apply. \
            Constructs it cannot rewrite are reported on stderr as `path:line:col: warning: ...`, \
            with what to write instead. See docs/PORTING.md.
            """)

    @Argument(help: "Swift files, or folders searched recursively for .swift files.")
    var paths: [String] = []

    @Flag(help: "Rewrite the files in place instead of printing the diff.")
    var apply = false

    @Flag(help: "Print the diff and exit 1 if any file would change (for CI).")
    var check = false

    func validate() throws {
        // Declared optional so that no path gives this one line rather than the whole help.
        if paths.isEmpty { throw ValidationError("give at least one Swift file or folder") }
        if apply && check { throw ValidationError("--apply and --check cannot be used together") }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue && !path.hasSuffix(".swift") {
                throw ValidationError("not a Swift file: \(path)")
            }
        }
    }

    func run() throws {
        let porter = Porter()
        var changedFiles = 0
        for path in try SourceFiles.find(in: paths) {
            let source: String
            do {
                source = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(path) as UTF-8 text")
            }
            let result = porter.port(source)
            for diagnostic in result.diagnostics {
                FileHandle.standardError.write(Data((diagnostic.formatted(path: path) + "\n").utf8))
            }
            guard result.changed else { continue }
            changedFiles += 1
            if apply {
                try result.source.write(toFile: path, atomically: true, encoding: .utf8)
                print("rewrote \(path)")
            } else {
                print(UnifiedDiff.make(old: source, new: result.source, path: path), terminator: "")
            }
        }
        if check && changedFiles > 0 { throw ExitCode.failure }
    }
}
