import Foundation

/// A parsed predicate format string, the subset `NSPredicate(format:)` supports on Linux:
/// comparisons of `SELF` with literals and `%@`, `%d`, `%i`, `%ld`, `%f` arguments
/// (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
/// `LIKE`, `MATCHES`, with the `[c]`, `[d]` and `[cd]` options), joined by `AND`, `OR` and
/// `NOT` and grouped with parentheses, plus `TRUEPREDICATE` and `FALSEPREDICATE`. Key paths
/// other than `SELF` need key-value coding, which swift-corelibs-foundation lacks.
indirect enum PredicateFormat: Sendable {
    /// A value of the format: the evaluated object, a string, a number or a truth value.
    enum Value: Sendable {
        case evaluatedObject
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Value, String, String.CompareOptions, Value)

    /// Parses `format` with `arguments` for its `%` specifiers; traps on what it does not
    /// support, naming it.
    static func parse(_ format: String, arguments: [any CVarArg]) -> PredicateFormat {
        var parser = PredicateParser(tokens: PredicateParser.tokenize(format), arguments: arguments, format: format)
        let predicate = parser.parseOr()
        guard parser.index == parser.tokens.count else { parser.fail("unexpected '\(parser.tokens[parser.index])'") }
        return predicate
    }

    /// Whether `object` satisfies the predicate.
    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let p): return !p.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case .comparison(let l, let op, let options, let r):
            return Self.compare(Self.resolve(l, object), op, options, Self.resolve(r, object))
        }
    }

    private static func resolve(_ value: Value, _ object: Any?) -> Value {
        guard case .evaluatedObject = value else { return value }
        switch object {
        case let s as String: return .string(s)
        case let b as Bool: return .bool(b)
        case let n as NSNumber: return .number(n.doubleValue)
        case let i as Int: return .number(Double(i))
        case let d as Double: return .number(d)
        case let s as NSString: return .string(String(describing: s))
        case nil: return .string("")
        case let other?: return .string(String(describing: other))
        }
    }

    private static func compare(_ l: Value, _ op: String, _ options: String.CompareOptions, _ r: Value) -> Bool {
        switch (l, r) {
        case (.number(let a), .number(let b)):
            switch op {
            case "==": return a == b
            case "!=": return a != b
            case "<": return a < b
            case "<=": return a <= b
            case ">": return a > b
            case ">=": return a >= b
            default: return false
            }
        case (.bool(let a), .bool(let b)):
            return op == "==" ? a == b : op == "!=" ? a != b : false
        case (.string(let a), .string(let b)):
            switch op {
            case "CONTAINS": return b.isEmpty ? false : a.range(of: b, options: options) != nil
            case "BEGINSWITH": return a.range(of: b, options: options.union(.anchored)) != nil
            case "ENDSWITH": return a.range(of: b, options: options.union([.anchored, .backwards])) != nil
            case "LIKE": return matches(a, pattern: "^" + NSRegularExpression.escapedPattern(for: b)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$", options)
            case "MATCHES": return matches(a, pattern: "^(?:" + b + ")$", options)
            default:
                let order = a.compare(b, options: options)
                switch op {
                case "==": return order == .orderedSame
                case "!=": return order != .orderedSame
                case "<": return order == .orderedAscending
                case "<=": return order != .orderedDescending
                case ">": return order == .orderedDescending
                case ">=": return order != .orderedAscending
                default: return false
                }
            }
        default:
            return op == "!="
        }
    }

    private static func matches(_ string: String, pattern: String, _ options: String.CompareOptions) -> Bool {
        var regexOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
        if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        guard let regex = try? NSRegularExpression(pattern: pattern, options: regexOptions) else { return false }
        var subject = string
        if options.contains(.diacriticInsensitive) { subject = subject.folding(options: .diacriticInsensitive, locale: nil) }
        return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
