import Foundation

/// An unknown of a `LayoutSolver`: a length or position, in points, whose value the solver
/// chooses. Identity is the object's: two variables with the same name are different unknowns.
public final class LayoutVariable: Hashable, CustomStringConvertible {
    /// A name for descriptions and logs; not used by the solver.
    public let name: String

    /// Creates a variable named `name`.
    public init(_ name: String = "") { self.name = name }

    /// The name.
    public var description: String { name.isEmpty ? "var0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name }

    /// Identity.
    public static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One term of a `LayoutExpression`: a coefficient times a variable.
public struct LayoutTerm {
    /// The variable.
    public var variable: LayoutVariable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term `coefficient · variable`.
    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression over layout variables: `Σ coefficient · variable + constant`.
///
/// Terms may repeat a variable; the solver adds their coefficients. The operators build
/// expressions from variables and numbers, e.g. `a + 2 * b - 10`.
public struct LayoutExpression: CustomStringConvertible {
    /// The terms, in the order they were added.
    public var terms: [LayoutTerm]
    /// The constant term.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: LayoutVariable) { self.init([LayoutTerm(variable)]) }

    /// The constant expression `constant`.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The value of the expression for `value(of:)` of each variable.
    public func evaluate(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// A readable form, e.g. `2·a + b - 10`.
    public var description: String {
        var parts: [String] = []
        for term in terms {
            let name = term.variable.description
            switch term.coefficient {
            case 1: parts.append(parts.isEmpty ? name : "+ \(name)")
            case -1: parts.append(parts.isEmpty ? "-\(name)" : "- \(name)")
            case let c where c < 0: parts.append(parts.isEmpty ? "-\(-c)·\(name)" : "- \(-c)·\(name)")
            case let c: parts.append(parts.isEmpty ? "\(c)·\(name)" : "+ \(c)·\(name)")
            }
        }
        if constant != 0 || parts.isEmpty {
            parts.append(parts.isEmpty ? "\(constant)" : (constant < 0 ? "- \(-constant)" : "+ \(constant)"))
        }
        return parts.joined(separator: " ")
    }

    // MARK: - Building expressions

    /// `a + b`.
    public static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        LayoutExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// `a - b`.
    public static func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        a + (-1 * b)
    }

    /// `factor · e`.
    public static func * (factor: Double, e: LayoutExpression) -> LayoutExpression {
        LayoutExpression(e.terms.map { LayoutTerm($0.variable, $0.coefficient * factor) }, constant: e.constant * factor)
    }

    /// `e + c`.
    public static func + (e: LayoutExpression, c: Double) -> LayoutExpression {
        LayoutExpression(e.terms, constant: e.constant + c)
    }

    /// `e - c`.
    public static func - (e: LayoutExpression, c: Double) -> LayoutExpression { e + -c }

    /// `v + e`.
    public static func + (v: LayoutVariable, e: LayoutExpression) -> LayoutExpression { LayoutExpression(v) + e }
    /// `e + v`.
    public static func + (e: LayoutExpression, v: LayoutVariable) -> LayoutExpression { e + LayoutExpression(v) }
    /// `v - e`.
    public static func - (v: LayoutVariable, e: LayoutExpression) -> LayoutExpression { LayoutExpression(v) - e }
    /// `e - v`.
    public static func - (e: LayoutExpression, v: LayoutVariable) -> LayoutExpression { e - LayoutExpression(v) }
}

extension LayoutVariable {
    /// `a + b`.
    public static func + (a: LayoutVariable, b: LayoutVariable) -> LayoutExpression { LayoutExpression(a) + LayoutExpression(b) }
    /// `a - b`.
    public static func - (a: LayoutVariable, b: LayoutVariable) -> LayoutExpression { LayoutExpression(a) - LayoutExpression(b) }
    /// `v + c`.
    public static func + (v: LayoutVariable, c: Double) -> LayoutExpression { LayoutExpression(v) + c }
    /// `v - c`.
    public static func - (v: LayoutVariable, c: Double) -> LayoutExpression { LayoutExpression(v) - c }
    /// `factor · v`.
    public static func * (factor: Double, v: LayoutVariable) -> LayoutExpression { LayoutExpression([LayoutTerm(v, factor)]) }
}
