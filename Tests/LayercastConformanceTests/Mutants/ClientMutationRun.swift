import Foundation
import LayercastProtocol
import NIOCore
@testable import LayercastConformance

/// What the kit did to one mutant.
struct ClientMutantVerdict: Sendable {
    /// The mutant (`nil`: the correct client).
    var mutant: ClientMutant?
    /// The first MUST case that failed it, and why; `nil`: it survived.
    var killedBy: String?
    var why: String?
    /// Every MUST case that failed (for the correct client, which must have none).
    var failures: [String] = []
}

/// Mutation testing of the kit's client side (issue 31): each mutant client is run against the
/// kit's client cases, the case of its own section first; the first MUST case that fails kills it.
enum ClientMutationRun {
    /// How long the kit waits for each answer of an in-process mutant, seconds.
    static let timeout = 1.0

    /// The kit's client cases ordered for a rule of `section`: that section's cases first, then
    /// its chapter's (§5.x for §5.5), then the rest in the kit's order.
    static func cases(for section: String) -> [ConformanceCase<ClientUnderTest>] {
        let all = baseline ? ClientCases.all.filter { !added.contains($0.id) } : ClientCases.all
        let chapter = section.split(separator: ".").first.map(String.init) ?? section
        func rank(_ c: ConformanceCase<ClientUnderTest>) -> Int {
            c.section == section ? 0 : (c.section == chapter || c.section.hasPrefix(chapter + ".")) ? 1 : 2
        }
        return all.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// Whether to run only the cases the kit had before the mutants were written
    /// (`LAYERCAST_MUTANTS_BASELINE=1`): the kill rate they started from.
    static let baseline = ProcessInfo.processInfo.environment["LAYERCAST_MUTANTS_BASELINE"] == "1"

    /// The cases written for the mutants that survived the kit as it was (issue 31).
    static let added = Set((ClientCases.framing + ClientCases.payloads + ClientCases.treeRules + ClientCases.version4).map(\.id))

    /// Runs the kit against `mutant` (or the correct client): stops at the first failing MUST case
    /// unless `exhaustive`.
    static func verdict(_ mutant: ClientMutant?, group: any EventLoopGroup, exhaustive: Bool = false) -> ClientMutantVerdict {
        let client = ClientUnderTest(launcher: MutantClient.launcher(mutant), group: group, timeout: timeout)
        var verdict = ClientMutantVerdict(mutant: mutant)
        for c in cases(for: mutant?.section ?? "§0") {
            guard let result = ConformanceRunner.run([c], context: client).first, result.fails(strict: false) else { continue }
            if verdict.killedBy == nil {
                verdict.killedBy = result.id
                if case .fail(let why) = result.outcome { verdict.why = why }
            }
            verdict.failures.append(result.id)
            if !exhaustive { break }
        }
        return verdict
    }

    /// Client-side MUSTs no mutant breaks, or whose breaking nothing on the wire can show: why.
    static let uncovered: [(section: String, rule: String, why: String)] = [
        ("§2.4", "the declared size is checked before inflating",
         "unobservable: a decoder that only caps while inflating reports the same decompressedTooLarge; only its memory differs"),
        ("§3", "a count is checked against the bytes left before reserving memory",
         "unobservable: an unchecked count fails on its first missing element, with the same malformed"),
        ("§5.5", "a refused commit leaves the tree exactly as before (atomicity)",
         "unobservable: the refusal ends the session with a goodbye, which forbids a resume (§2.5), so no later ack shows the tree"),
        ("§9", "an unknown code in an error is read as internalError",
         "unobservable: the client closes after any error, whatever its code"),
        ("§10.5", "a resumed client keeps its tree, contents, masks and glyph scale",
         "no mutant: the kit accepts one connection per case and does not resume sessions yet"),
        ("§6.5", "glyph keys and pens are computed exactly as the key arithmetic says",
         "no mutant yet: the kit's glyph runs put their pens on whole pixels at scales 1 and 3, where no rounding rule of the arithmetic is exercised"),
        ("§11.10", "the caret rectangle follows the named layer",
         "unobservable: the rectangle places the client's input-method window and never travels on the wire"),
        ("§12", "input messages carry finite numbers, known keys, text without C0 controls (§12.1–§12.10)",
         "unobservable: the kit cannot make a client produce input"),
        ("§12.8", "a normal close says goodbye with code 0",
         "unobservable: nothing the kit sends makes a client close normally"),
        ("§14.1", "a client configured for TLS checks the server's certificate and name",
         "no mutant: the kit serves plaintext, so no certificate is ever checked"),
        ("§4.6–§4.12, §5.4", "drawing: glyph runs, shapes, gradients, groups, replicators, antialiasing, rasterization, animations",
         "unobservable until the SPEC has a screenshot request: pixels never travel from the client"),
    ]

    /// The per-section table and the lists, as docs/CONFORMANCE.md shows them.
    static func report(_ verdicts: [ClientMutantVerdict]) -> String {
        let killed = verdicts.filter { $0.killedBy != nil }
        var lines = [
            "Generated by `scripts/mutants.sh client`: \(verdicts.count) mutants, \(killed.count) killed "
                + "(\(percent(killed.count, verdicts.count))).",
            "",
            "| section | mutants | killed | kill rate | killed by |",
            "| --- | ---: | ---: | ---: | --- |",
        ]
        let sections = Dictionary(grouping: verdicts) { $0.mutant?.section ?? "" }
        for section in sections.keys.sorted(by: sectionOrder) {
            let group = sections[section] ?? []
            let k = group.filter { $0.killedBy != nil }
            let cases = Set(k.compactMap(\.killedBy)).sorted().map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(section) | \(group.count) | \(k.count) | \(percent(k.count, group.count)) | \(cases) |")
        }
        let survivors = verdicts.filter { $0.killedBy == nil }
        lines += ["", "Survivors: " + (survivors.isEmpty ? "none." : "")]
        for s in survivors { lines.append("- `\(s.mutant?.rawValue ?? "")` (\(s.mutant?.section ?? "")): \(s.mutant?.rule ?? "")") }
        lines += ["", "Client-side MUSTs with no mutant, or unobservable on the wire:", ""]
        for u in uncovered { lines.append("- \(u.section) \(u.rule): \(u.why).") }
        return lines.joined(separator: "\n")
    }

    static func percent(_ n: Int, _ of: Int) -> String {
        of == 0 ? "—" : String(format: "%.0f %%", Double(n) * 100 / Double(of))
    }

    /// §2 < §2.3 < §10: by the numbers.
    static func sectionOrder(_ a: String, _ b: String) -> Bool {
        func numbers(_ s: String) -> [Int] { s.dropFirst().split(separator: ".").compactMap { Int($0) } }
        return numbers(a).lexicographicallyPrecedes(numbers(b))
    }

    /// Replaces what lies between the markers in `docs/CONFORMANCE.md` with `body`.
    static func write(_ body: String, into url: URL) throws {
        let begin = "<!-- client-mutants:begin -->", end = "<!-- client-mutants:end -->"
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let b = text.range(of: begin), let e = text.range(of: end), b.upperBound <= e.lowerBound else {
            throw ConformanceError.script("the markers \(begin) … \(end) are not in \(url.path)")
        }
        try (String(text[..<b.upperBound]) + "\n" + body + "\n" + String(text[e.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
    }
}
