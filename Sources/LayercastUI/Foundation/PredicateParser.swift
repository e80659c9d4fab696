import Foundation

/// The recursive-descent parser of `PredicateFormat`.
struct PredicateParser {
    let tokens: [String]
    let arguments: [any CVarArg]
    let format: String
    var index = 0
    private var argumentIndex = 0

    init(tokens: [String], arguments: [any CVarArg], format: String) {
        self.tokens = tokens
        self.arguments = arguments
        self.format = format
    }

    /// Splits a format into words, quoted strings, `%` specifiers, operators and brackets.
    static func tokenize(_ format: String) -> [String] {
        var tokens: [String] = []
        var chars = Array(format)[...]
        while let c = chars.first {
            if c.isWhitespace { chars.removeFirst(); continue }
            if c == "'" || c == "\"" {
                var literal = String(chars.removeFirst())
                while let next = chars.first, next != c { literal.append(chars.removeFirst()) }
                if !chars.isEmpty { chars.removeFirst() }
                tokens.append(literal)
            } else if "()[]".contains(c) {
                tokens.append(String(chars.removeFirst()))
            } else if "=!<>&|".contains(c) {
                var op = String(chars.removeFirst())
                while let next = chars.first, "=<>&|".contains(next) { op.append(chars.removeFirst()) }
                tokens.append(op)
            } else {
                var word = ""
                while let next = chars.first, !next.isWhitespace, !"()[]=!<>&|'\"".contains(next) { word.append(chars.removeFirst()) }
                tokens.append(word)
            }
        }
        return tokens
    }

    func fail(_ problem: String) -> Never {
        preconditionFailure("NSPredicate(format: \"\(format)\"): \(problem); Layercast supports comparisons of SELF with "
                            + "literals and %@ arguments joined by AND, OR and NOT (no key paths: Linux has no key-value coding)")
    }

    private var next: String? { index < tokens.count ? tokens[index] : nil }

    private mutating func take(_ words: String...) -> Bool {
        guard let next, words.contains(next.uppercased()) else { return false }
        index += 1
        return true
    }

    mutating func parseOr() -> PredicateFormat {
        var result = parseAnd()
        while take("OR", "||") { result = .or(result, parseAnd()) }
        return result
    }

    private mutating func parseAnd() -> PredicateFormat {
        var result = parseNot()
        while take("AND", "&&") { result = .and(result, parseNot()) }
        return result
    }

    private mutating func parseNot() -> PredicateFormat {
        if take("NOT", "!") { return .not(parseNot()) }
        if take("(") {
            let inner = parseOr()
            guard take(")") else { fail("missing ')'") }
            return inner
        }
        if take("TRUEPREDICATE") { return .constant(true) }
        if take("FALSEPREDICATE") { return .constant(false) }
        let left = parseValue()
        guard let word = next else { fail("missing operator") }
        index += 1
        let op: String
        switch word.uppercased() {
        case "=", "==": op = "=="
        case "!=", "<>": op = "!="
        case "<", ">": op = word
        case "<=", "=<": op = "<="
        case ">=", "=>": op = ">="
        case "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES": op = word.uppercased()
        default: fail("unsupported operator '\(word)'")
        }
        var options: String.CompareOptions = []
        if take("[") {
            guard let flags = next?.lowercased() else { fail("missing options") }
            index += 1
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            guard take("]") else { fail("missing ']'") }
        }
        return .comparison(left, op, options, parseValue())
    }

    private mutating func parseValue() -> PredicateFormat.Value {
        guard let word = next else { fail("missing value") }
        index += 1
        if word.uppercased() == "SELF" { return .evaluatedObject }
        if word.uppercased() == "TRUE" || word.uppercased() == "YES" { return .bool(true) }
        if word.uppercased() == "FALSE" || word.uppercased() == "NO" { return .bool(false) }
        if word.hasPrefix("'") || word.hasPrefix("\"") { return .string(String(word.dropFirst())) }
        if let number = Double(word) { return .number(number) }
        if word.hasPrefix("%") {
            guard argumentIndex < arguments.count else { fail("more specifiers than arguments") }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            switch argument {
            case let s as String: return .string(s)
            case let b as Bool: return .bool(b)
            case let i as Int: return .number(Double(i))
            case let i as Int32: return .number(Double(i))
            case let d as Double: return .number(d)
            case let f as Float: return .number(Double(f))
            case let n as NSNumber: return .number(n.doubleValue)
            case let s as NSString: return .string(String(describing: s))
            default: return .string(String(describing: argument))
            }
        }
        fail("unsupported key path '\(word)'")
    }
}
