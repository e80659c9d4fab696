import Foundation

/// Writes results as lines for a person and as JUnit XML for CI.
public enum ConformanceReport {
    /// One line: `PASS §10.1/bad-magic  MUST  a hello with a wrong magic gets reject unsupportedVersion`, and the reason.
    public static func line(_ r: CaseResult) -> String {
        let (word, reason): (String, String?) = switch r.outcome {
        case .pass: ("PASS", nil)
        case .fail(let why): ("FAIL", why)
        case .skip(let why): ("SKIP", why)
        }
        let id = r.id.padding(toLength: max(r.id.count, 34), withPad: " ", startingAt: 0)
        return "\(word) \(id) \(r.requirement.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \(r.title)"
            + (reason.map { "\n     → \($0)" } ?? "")
    }

    /// The closing line: counts, in the form CI reads ("N passed, N failed, N skipped").
    public static func summary(_ results: [CaseResult], strict: Bool) -> String {
        let failed = results.filter { $0.fails(strict: strict) }.count
        let skipped = results.filter { if case .skip = $0.outcome { true } else { false } }.count
        let shouldFailures = results.filter { if case .fail = $0.outcome { !$0.fails(strict: strict) } else { false } }.count
        let passed = results.count - failed - skipped - shouldFailures
        var text = "conformance: \(passed) passed, \(failed) failed, \(skipped) skipped"
        if shouldFailures > 0 { text += " (\(shouldFailures) SHOULD not met; --strict counts them as failures)" }
        return text
    }

    /// JUnit XML: one test suite per SPEC section, one test case per case.
    public static func junit(_ results: [CaseResult], name: String, strict: Bool) -> String {
        var sections: [String] = []
        var bySection: [String: [CaseResult]] = [:]
        for r in results {
            if bySection[r.section] == nil { sections.append(r.section) }
            bySection[r.section, default: []].append(r)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = results.filter { $0.fails(strict: strict) }.count
        let skipped = results.filter { if case .skip = $0.outcome { true } else { false } }.count
        xml += "<testsuites name=\"\(escape(name))\" tests=\"\(results.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
        for section in sections {
            let cases = bySection[section] ?? []
            let f = cases.filter { $0.fails(strict: strict) }.count
            let s = cases.filter { if case .skip = $0.outcome { true } else { false } }.count
            let time = cases.reduce(0) { $0 + $1.seconds }
            xml += "  <testsuite name=\"\(escape(section))\" tests=\"\(cases.count)\" failures=\"\(f)\" skipped=\"\(s)\" time=\"\(String(format: "%.3f", time))\">\n"
            for c in cases {
                xml += "    <testcase classname=\"\(escape(section))\" name=\"\(escape(c.id)) [\(c.requirement.rawValue)] \(escape(c.title))\" time=\"\(String(format: "%.3f", c.seconds))\""
                switch c.outcome {
                case .pass: xml += "/>\n"
                case .skip(let why): xml += ">\n      <skipped message=\"\(escape(why))\"/>\n    </testcase>\n"
                case .fail(let why):
                    if c.fails(strict: strict) {
                        xml += ">\n      <failure message=\"\(escape(why))\"/>\n    </testcase>\n"
                    } else {
                        xml += ">\n      <system-out>SHOULD not met: \(escape(why))</system-out>\n    </testcase>\n"
                    }
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
