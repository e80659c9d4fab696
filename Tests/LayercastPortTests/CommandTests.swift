import Foundation
import Testing

/// The `layercast-port` executable, run as a user runs it. It is a product of the package:
/// `swift build` (or `swift build --product layercast-port`) builds it beside the test bundle.
@Suite struct CommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .deletingLastPathComponent().appendingPathComponent("layercast-port")

    func run(_ arguments: [String], in folder: URL) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path),
                     "build the product first: swift build --product layercast-port")
        return try Self.run(Self.executable, arguments, in: folder)
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting: a full pipe would block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh folder holding `files` (relative path: contents).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-port-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func contents(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static let before = """
        class A: UIViewController {
            @IBOutlet weak var button: UIButton!
            func wire() {
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                perform(#selector(tapped))
            }
            @objc func tapped() {}
        }

        """
    static let after = """
        class A: UIViewController {
            weak var button: UIButton!
            func wire() {
                button.addTarget(self, action: A.tapped, for: .touchUpInside)
                perform(#selector(tapped))
            }
            func tapped() {}
        }

        """
    static let warning = "Sources/A.swift:5:9: warning: 'perform' with a selector needs the Objective-C runtime; "
        + "call the method directly (after a delay: from 'DispatchQueue.main.asyncAfter(deadline:execute:)')\n"

    // MARK: - Modes

    @Test func byDefaultItPrintsTheDiffAndWarningsAndChangesNothing() throws {
        let dir = try folder(["Sources/A.swift": Self.before])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["Sources/A.swift"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout == """
            --- Sources/A.swift
            +++ Sources/A.swift
            @@ -1,8 +1,8 @@
             class A: UIViewController {
            -    @IBOutlet weak var button: UIButton!
            +    weak var button: UIButton!
                 func wire() {
            -        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            +        button.addTarget(self, action: A.tapped, for: .touchUpInside)
                     perform(#selector(tapped))
                 }
            -    @objc func tapped() {}
            +    func tapped() {}
             }

            """)
        #expect(result.stderr == Self.warning)
        #expect(try contents(dir, "Sources/A.swift") == Self.before)
    }

    @Test func theDiffAppliesWithPatch() throws {
        let dir = try folder(["Sources/A.swift": Self.before])
        defer { try? FileManager.default.removeItem(at: dir) }
        let diff = try run(["Sources"], in: dir).stdout
        try diff.write(to: dir.appendingPathComponent("port.diff"), atomically: true, encoding: .utf8)
        let patch = try Self.run(URL(fileURLWithPath: "/usr/bin/patch"), ["-p0", "-i", "port.diff"], in: dir)
        #expect(patch.status == 0, "\(patch.stderr)")
        #expect(try contents(dir, "Sources/A.swift") == Self.after)
    }

    @Test func applyRewritesTheFilesAndCheckThenPasses() throws {
        let dir = try folder(["Sources/A.swift": Self.before, "Sources/Clean.swift": "struct Clean {}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let applied = try run(["--apply", "Sources"], in: dir)
        #expect(applied.status == 0)
        #expect(applied.stdout == "rewrote Sources/A.swift\n")
        #expect(applied.stderr == Self.warning)
        #expect(try contents(dir, "Sources/A.swift") == Self.after)
        #expect(try contents(dir, "Sources/Clean.swift") == "struct Clean {}\n")

        let checked = try run(["--check", "Sources"], in: dir)
        #expect(checked.status == 0)
        #expect(checked.stdout == "")
    }

    @Test func checkExitsOneWhenAFileWouldChange() throws {
        let dir = try folder(["Sources/A.swift": Self.before])
        defer { try? FileManager.default.removeItem(at: dir) }
        let checked = try run(["--check", "Sources/A.swift"], in: dir)
        #expect(checked.status == 1)
        #expect(checked.stdout.hasPrefix("--- Sources/A.swift\n+++ Sources/A.swift\n@@ -1,8 +1,8 @@\n"))
        #expect(try contents(dir, "Sources/A.swift") == Self.before)
    }

    @Test func foldersAreSearchedRecursivelyForSwiftFilesOnly() throws {
        let outlet = "class V: UIView { @IBInspectable var radius = 0.0 }\n"
        let dir = try folder([
            "App/Views/V.swift": outlet, "App/Model/M.swift": outlet, "App/notes.txt": outlet,
            "App/.build/checkouts/X.swift": outlet,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["--check", "App/"], in: dir)
        #expect(result.status == 1)
        let files = result.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
        #expect(files == ["+++ App/Model/M.swift", "+++ App/Views/V.swift"])
    }

    // MARK: - Usage errors: one line saying what is wrong, then the usage

    @Test(arguments: [
        ([], "Error: give at least one Swift file or folder"),
        (["--apply", "--check", "A.swift"], "Error: --apply and --check cannot be used together"),
        (["Missing.swift"], "Error: no such file or folder: Missing.swift"),
        (["notes.txt"], "Error: not a Swift file: notes.txt"),
        (["--bogus", "A.swift"], "Error: Unknown option '--bogus'"),
    ])
    func usageErrorsSayWhatIsWrongInOneLine(arguments: [String], message: String) throws {
        let dir = try folder(["A.swift": Self.before, "notes.txt": ""])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(arguments, in: dir)
        #expect(result.status == 64)  // EX_USAGE, as swift-argument-parser exits on a validation error
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first.map(String.init) == message)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: layercast-port") == true)
        #expect(lines.count == 3)
        #expect(result.stdout == "")
    }
}
