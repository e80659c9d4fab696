import Foundation
import LayercastProtocol

/// How strongly the SPEC states the rule a case checks (RFC 2119).
public enum Requirement: String, Sendable {
    /// A MUST: failing it fails the run.
    case must = "MUST"
    /// A SHOULD: failing it fails the run only with `--strict`.
    case should = "SHOULD"
}

/// What a case found.
public enum Outcome: Sendable, Equatable {
    /// The implementation did what the rule says.
    case pass
    /// It did not; why, in one line.
    case fail(String)
    /// Not applicable: the implementation declares it lacks the capability the case needs.
    case skip(String)
}

/// One numbered check of one SPEC rule. Cases are sequential scripts over real connections.
public struct ConformanceCase<Context>: Sendable {
    /// A stable id: the section, then a short name, e.g. `§10.1/bad-magic`.
    public let id: String
    /// The SPEC section, e.g. `§10.1`.
    public let section: String
    /// What the implementation must do, in one line.
    public let title: String
    /// MUST or SHOULD.
    public let requirement: Requirement
    /// The check.
    let check: @Sendable (Context) throws -> Outcome

    /// Creates a case with its requirement.
    public init(_ section: String, _ name: String, _ requirement: Requirement, _ title: String,
                check: @escaping @Sendable (Context) throws -> Outcome) {
        self.id = "\(section)/\(name)"; self.section = section; self.title = title
        self.requirement = requirement; self.check = check
    }

    /// Creates a case checking a MUST.
    public init(_ section: String, _ name: String, _ title: String, check: @escaping @Sendable (Context) throws -> Outcome) {
        self.init(section, name, .must, title, check: check)
    }
}

/// One case's result.
public struct CaseResult: Sendable, Equatable {
    /// The case's id, section, title and requirement.
    public var id: String, section: String, title: String, requirement: Requirement
    /// What it found.
    public var outcome: Outcome
    /// How long it took, seconds.
    public var seconds: Double

    /// Whether this result fails the run (`strict`: SHOULDs count as MUSTs).
    public func fails(strict: Bool) -> Bool {
        guard case .fail = outcome else { return false }
        return requirement == .must || strict
    }
}

/// Runs cases in order, each isolated: an error thrown by a case is its failure.
public enum ConformanceRunner {
    /// Runs the cases whose section is in `only` (every case when empty; `§10` selects `§10.x`
    /// too) and reports each result to `report` as it completes. It stops after the first
    /// result for which `stop` is true (the mutation run stops at a mutant's first failed MUST).
    public static func run<Context>(_ cases: [ConformanceCase<Context>], context: Context, only: [String] = [],
                                    stop: (CaseResult) -> Bool = { _ in false },
                                    report: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        var results: [CaseResult] = []
        for c in cases where selected(c.section, only) {
            let start = Date()
            let outcome: Outcome
            do { outcome = try c.check(context) } catch { outcome = .fail("\(error)") }
            let result = CaseResult(id: c.id, section: c.section, title: c.title, requirement: c.requirement,
                                    outcome: outcome, seconds: Date().timeIntervalSince(start))
            report(result)
            results.append(result)
            if stop(result) { break }
        }
        return results
    }

    /// Whether `section` is selected by `only` ("§10" selects "§10" and "§10.x"; "10" works too).
    public static func selected(_ section: String, _ only: [String]) -> Bool {
        guard !only.isEmpty else { return true }
        let s = section.hasPrefix("§") ? String(section.dropFirst()) : section
        return only.contains { raw in
            let o = raw.hasPrefix("§") ? String(raw.dropFirst()) : raw
            return s == o || s.hasPrefix(o + ".")
        }
    }
}

/// The kit's failures that are not a case's verdict.
public enum ConformanceError: Error, CustomStringConvertible {
    /// The implementation under test could not be reached or started.
    case unreachable(String)
    /// A case's script could not go on.
    case script(String)

    public var description: String {
        switch self {
        case .unreachable(let m): "cannot reach the implementation under test: \(m)"
        case .script(let m): m
        }
    }
}
