import Foundation

/// One figure of the benchmark report: a table, its goal, and whether the goal was met.
///
/// Every figure the issues ask for is a ratio against a baseline measured in the same run, so a
/// section's rows normally carry both numbers and their ratio side by side.
struct BenchSection: Sendable {
    /// The heading, e.g. "1. Bytes on the wire per scenario".
    var title: String
    /// The goal as the issue states it, e.g. "≥ 50× fewer bytes than the best framebuffer baseline".
    var goal: String
    /// Column headings of the table.
    var headers: [String]
    /// The rows; each has `headers.count` cells, already formatted.
    var rows: [[String]]
    /// Whether the goal was met in this run; nil when the section has no pass/fail goal.
    var goalMet: Bool?
    /// Free text under the table: method, what limits a missed goal, caveats.
    var notes: [String] = []
}

/// A group of measurements that the `all` command runs and reports.
///
/// Suites run on the main actor because the toolkit and the server's UI live there; a suite
/// that needs other threads (servers, clients, SDL) starts them itself and awaits them.
protocol BenchSuite: Sendable {
    /// A short name for `--only` and progress lines, e.g. "wire".
    static var name: String { get }
    /// Runs the suite. `quick` is CI's smoke mode: the smallest sizes and iterations that still
    /// exercise every code path, in well under a minute; its figures are not meaningful.
    @MainActor static func run(quick: Bool) async throws -> [BenchSection]
}
