import Foundation

/// Renders benchmark sections as a terminal table and as the Markdown of docs/BENCHMARKS.md.
enum BenchReport {
    /// A fixed-width text table for the terminal.
    static func text(_ section: BenchSection) -> String {
        var out = "== \(section.title)\n   goal: \(section.goal)\(verdict(section.goalMet))\n"
        let widths = section.headers.indices.map { column in
            ([section.headers[column]] + section.rows.map { column < $0.count ? $0[column] : "" })
                .map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "   " + cells.enumerated().map { index, cell in
                cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        out += line(section.headers) + "\n"
        for row in section.rows { out += line(row) + "\n" }
        for note in section.notes { out += "   · \(note)\n" }
        return out
    }

    /// The section as Markdown: heading, goal, table, notes.
    static func markdown(_ section: BenchSection) -> String {
        var out = "## \(section.title)\n\n**Goal:** \(section.goal)\(verdict(section.goalMet))\n\n"
        out += "| " + section.headers.joined(separator: " | ") + " |\n"
        out += "|" + section.headers.map { _ in " --- |" }.joined() + "\n"
        for row in section.rows {
            out += "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        if !section.notes.isEmpty {
            out += "\n" + section.notes.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
        return out + "\n"
    }

    /// The whole document: how it was produced, on what, then every section.
    static func document(sections: [BenchSection], command: String, machine: String, date: Date,
                         seconds: Double) -> String {
        let stamp = ISO8601DateFormatter().string(from: date)
        var out = """
        # Benchmarks

        Written by the benchmark command, whole; do not edit by hand. Every figure is measured side
        by side with its baseline in the same run. What explains a figure beyond its notes, and the
        figures of earlier runs, is in [BENCHMARK-NOTES.md](BENCHMARK-NOTES.md).

        - **Command:** `\(command)`
        - **Date:** \(stamp)
        - **Machine:** \(machine)
        - **Run time:** \(String(format: "%.0f", seconds)) s

        | figure | goal met |
        | --- | --- |

        """
        for section in sections {
            out += "| \(section.title) | \(section.goalMet.map { $0 ? "yes" : "**no**" } ?? "—") |\n"
        }
        out += "\n"
        for section in sections { out += markdown(section) }
        return out
    }

    private static func verdict(_ met: Bool?) -> String {
        switch met {
        case .some(true): " — met"
        case .some(false): " — **not met**"
        case .none: ""
        }
    }
}

/// What the report says about the machine: CPU model, cores, memory, kernel.
enum BenchMachine {
    static func describe() -> String {
        var parts: [String] = []
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let model = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") })?
               .split(separator: ":", maxSplits: 1).last {
            parts.append(model.trimmingCharacters(in: .whitespaces))
        }
        parts.append("\(ProcessInfo.processInfo.activeProcessorCount) cores")
        parts.append(String(format: "%.0f GiB", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824))
        parts.append(ProcessInfo.processInfo.operatingSystemVersionString)
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            parts.append("load average at start \(load.split(separator: " ").prefix(3).joined(separator: " "))")
        }
        return parts.joined(separator: ", ")
    }
}

/// Formatting helpers shared by the suites, so every table prints numbers the same way.
enum BenchFormat {
    /// Bytes with a binary unit: "812 B", "3.4 KiB", "12.0 MiB".
    static func bytes(_ value: Double) -> String {
        if value < 1024 { return String(format: "%.0f B", value) }
        if value < 1024 * 1024 { return String(format: "%.1f KiB", value / 1024) }
        return String(format: "%.1f MiB", value / 1_048_576)
    }
    /// A ratio as "×12.3" (or "×1,234" when large).
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "∞" }
        return value >= 100 ? "×" + String(format: "%.0f", value) : String(format: "×%.2f", value)
    }
    /// A duration in the most readable unit: "0.84 ms", "12.1 µs".
    static func duration(microseconds: Double) -> String {
        microseconds >= 1000 ? String(format: "%.2f ms", microseconds / 1000) : String(format: "%.1f µs", microseconds)
    }
}

/// Order statistics over samples.
struct BenchStats: Sendable {
    var sorted: [Double]
    init(_ samples: [Double]) { sorted = samples.sorted() }
    /// The q-quantile (0...1) by nearest rank; 0 when there are no samples.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }
    var median: Double { quantile(0.5) }
    var p90: Double { quantile(0.9) }
    var p99: Double { quantile(0.99) }
}
