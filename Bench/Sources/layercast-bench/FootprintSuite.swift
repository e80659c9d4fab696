import Foundation
import LayercastDemo
import LayercastServer
import LayercastUI
import NIOPosix

/// Figure 11: what the release client costs a thin device while it shows the demo at 1×.
enum FootprintSuite: BenchSuite {
    static let name = "footprint"
    /// Goal: resident memory, KiB (64 MiB).
    static let goalKiB = 64 * 1024

    /// One client's memory, from `/proc/PID/status` (KiB) and `/proc/PID/smaps`.
    struct Sample {
        var renderer: String
        var resident = 0, anonymous = 0, fileBacked = 0, peak = 0
        /// Resident KiB of each mapped file.
        var files: [String: Int] = [:]
        /// The five files with the most resident KiB.
        var largestFiles: [(kib: Int, file: String)] {
            files.sorted { $0.value > $1.value }.prefix(5).map { ($0.value, $0.key) }
        }
        /// What full Foundation adds over FoundationEssentials: libFoundation, its
        /// internationalisation library and ICU's.
        var foundationOnly: Int {
            files.filter { path, _ in
                let name = URL(fileURLWithPath: path).lastPathComponent
                return ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"].contains(name)
                    || name.hasPrefix("libicu")
            }.values.reduce(0, +)
        }
    }

    /// A way to run the client: its render driver and environment.
    struct Variant {
        var label: String
        var renderDriver: String
        var environment: [String: String] = [:]
    }

    static let variants = [
        Variant(label: "software", renderDriver: "software"),
        // SDL's own default, which the client overrides: the window surface is shown through a
        // GL texture. The environment variable outranks the client's hint.
        Variant(label: "software, SDL's GL-backed window surface (before)", renderDriver: "software",
                environment: ["SDL_FRAMEBUFFER_ACCELERATION": "1"]),
        Variant(label: "opengl", renderDriver: "opengl"),
    ]

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let clientURL = try BenchChildProcess.sibling("layercast-client")
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let application = LayercastServer.makeApplication(screen: ServedScreen())
        _ = application.perform { launchDemo(in: application) }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.logger.logLevel = .error
        let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                         configuration: configuration, eventLoopGroup: group)
        var samples: [(Variant, Sample)] = []
        do {
            let port = try await server.start()
            for variant in variants {
                samples.append((variant, try await sample(variant, client: clientURL, port: port, server: server,
                                                          settle: quick ? 0.5 : 3)))
            }
        } catch {
            await server.stop()
            try? await group.shutdownGracefully()
            throw error
        }
        await server.stop()
        try? await group.shutdownGracefully()

        let sizes = try binarySizes(clientURL)
        let rows = samples.map { variant, s in
            [variant.label + (s.renderer == variant.renderDriver ? "" : " (SDL gave \(s.renderer))"),
             kib(s.resident), kib(s.anonymous), kib(s.fileBacked), kib(s.peak),
             BenchFormat.ratio(Double(s.resident) / Double(goalKiB)), s.resident <= goalKiB ? "met" : "not met"]
        }
        let ours = samples.first { $0.0.environment.isEmpty && $0.1.renderer == "software" }?.1
        let files = ours.map { s in
            s.largestFiles.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent) \(kib($0.kib))" }.joined(separator: ", ")
        } ?? "—"
        return [BenchSection(
            title: "11. A thin client's footprint (the demo at 1×)",
            goal: "resident memory ≤ 64 MiB with each renderer (the verdict per row; met only when every row is)",
            headers: ["client (release, headless)", "resident", "anonymous", "file-backed", "peak resident", "vs 64 MiB",
                      "goal"],
            rows: rows,
            goalMet: quick || samples.isEmpty ? nil : samples.allSatisfy { $0.1.resident <= goalKiB },
            notes: [
                "The release `layercast-client` in a child process, headless (SDL's offscreen video driver), `--scale 1` in a 390×844 window, connected over loopback to the demo served in this process; sampled from /proc/PID/status once the client has presented its first frame, acknowledged the snapshot and idled \(quick ? "0.5" : "3") s. Resident is VmRSS, anonymous RssAnon, file-backed RssFile, peak VmHWM.",
                "The goal is judged per renderer: a thin device with a GPU draws with OpenGL, so the opengl row counts as much as the software one. The second row is the same client with SDL's default for software rendering restored (`SDL_FRAMEBUFFER_ACCELERATION=1`): SDL then shows the window surface through a GL texture, which loads Mesa and its LLVM for nothing. The opengl row is Mesa's llvmpipe: most of it is LLVM's code and the GL state, which a device with a GPU driver does not pay in the same way.",
                "Binary: \(BenchFormat.bytes(Double(sizes.unstripped))) as built, \(sizes.stripped.map { BenchFormat.bytes(Double($0)) } ?? "— (no strip)") stripped (`strip` of a copy); the Swift runtime, Foundation and SDL are shared libraries beside it.",
                "Largest file-backed mappings of the software row (resident): \(files).",
                "Foundation stays: on Linux CGFloat, CGPoint, CGSize and CGRect live in swift-corelibs-foundation's Foundation, not FoundationEssentials, and the protocol's model shares them with the toolkit. What full Foundation adds over FoundationEssentials (libFoundation, libFoundationInternationalization, lib_FoundationICU, libicu*) is \(ours.map { kib($0.foundationOnly) } ?? "—") resident in the software row, not the size of ICU's 40 MB file: only the pages touched count.",
                "Contents are held once as textures; with `partialContents` the client also keeps each held bitmap zstd-compressed (level 1), the base a later `contentsUpdate` needs whole to check its hash.",
            ] + (quick ? ["Quick (CI smoke) run: the same steps with a shorter idle; the figures are real but not recorded."] : []))]
    }

    /// Runs one client until it shows the demo, samples it, stops it.
    @MainActor
    static func sample(_ variant: Variant, client: URL, port: Int, server: LayercastServer,
                       settle: Double) async throws -> Sample {
        let screenshot = FileManager.default.temporaryDirectory
            .appendingPathComponent("layercast-footprint-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let acksBefore = server.statistics.acks
        let child = try BenchChildProcess(client, arguments: [
            "127.0.0.1:\(port)", "--headless", "--scale", "1", "--window", "390x844",
            "--render-driver", variant.renderDriver, "--screenshot", screenshot.path,
            "--screenshot-after", "first-frame"], environment: variant.environment)
        defer { child.stop() }
        try await benchWait("the client to show the demo", timeout: 60) {
            server.statistics.acks > acksBefore && FileManager.default.fileExists(atPath: screenshot.path)
        }
        try await Task.sleep(for: .seconds(settle))
        guard child.process.isRunning else { throw LiveBenchError.childProcess("the client exited:\n\(child.output)") }
        let pid = child.process.processIdentifier
        let status = procFile("/proc/\(pid)/status")
        var s = Sample(renderer: renderer(in: child.output) ?? "?")
        s.resident = field("VmRSS", in: status)
        s.anonymous = field("RssAnon", in: status)
        s.fileBacked = field("RssFile", in: status)
        s.peak = field("VmHWM", in: status)
        s.files = residentByFile(in: procFile("/proc/\(pid)/smaps"))
        return s
    }

    /// A `/proc/PID/status` field in KiB ("VmRSS:   51272 kB").
    static func field(_ name: String, in status: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first ?? "") ?? 0
        }
        return 0
    }

    /// A /proc file's whole text (their size reads as 0, so it is read to the end, not by size).
    static func procFile(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }

    /// The resident KiB of each file's mappings.
    static func residentByFile(in smaps: String) -> [String: Int] {
        var byFile: [String: Int] = [:]
        var current: String?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), fields.count >= 5, first.first?.isHexDigit == true {
                current = fields.count >= 6 && fields[5].hasPrefix("/") ? String(fields[5]) : nil
            } else if fields.first == "Rss:", let file = current, fields.count >= 2, let k = Int(fields[1]) {
                byFile[file, default: 0] += k
            }
        }
        return byFile
    }

    /// The renderer the client reports in its first line ("… (software renderer, …").
    static func renderer(in output: String) -> String? {
        guard let open = output.range(of: "("), let end = output.range(of: " renderer", range: open.upperBound..<output.endIndex)
        else { return nil }
        return String(output[open.upperBound..<end.lowerBound])
    }

    /// The executable's size as built and after `strip` of a copy (nil without `strip`).
    static func binarySizes(_ url: URL) throws -> (unstripped: Int, stripped: Int?) {
        let size = { (path: String) -> Int in
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-client-stripped-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: url, to: copy)
        let strip = Process()
        strip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        strip.arguments = ["strip", copy.path]
        strip.standardOutput = FileHandle.nullDevice
        strip.standardError = FileHandle.nullDevice
        do { try strip.run() } catch { return (size(url.path), nil) }
        strip.waitUntilExit()
        return (size(url.path), strip.terminationStatus == 0 ? size(copy.path) : nil)
    }

    static func kib(_ value: Int) -> String { BenchFormat.bytes(Double(value) * 1024) }
}
