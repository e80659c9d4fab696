import Foundation
import Testing

/// The list behind the API-coverage figure (scripts/porting-coverage.sh) stays well formed:
/// 300 ranked, distinct symbols, each with a probe, best first.
@Suite struct TopSymbolsListTests {
    struct Entry { var rank: Int; var score: Double; var symbol: String; var probe: String }

    static func entries() throws -> [Entry] {
        let url = packageRoot.appendingPathComponent("Tests/PortingTests/Fixtures/top-symbols.txt")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                try #require(fields.count == 4, "a line without four tab-separated fields: \(line)")
                return Entry(rank: try #require(Int(fields[0])), score: try #require(Double(fields[1])),
                             symbol: fields[2], probe: fields[3])
            }
    }

    @Test func threeHundredDistinctRankedSymbolsWithProbes() throws {
        let entries = try Self.entries()
        #expect(entries.count == 300)
        #expect(entries.map(\.rank) == Array(1...300))
        #expect(Set(entries.map(\.symbol)).count == entries.count)
        #expect(entries.allSatisfy { !$0.probe.isEmpty && !$0.symbol.isEmpty })
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.score >= $1.score })
    }
}
