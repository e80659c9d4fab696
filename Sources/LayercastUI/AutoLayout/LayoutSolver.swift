import Foundation

/// An incremental solver for linear equalities and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, 2001), which is what UIKit's Auto Layout
/// engine implements.
///
/// Constraints have a priority from 1 to 1000. Required ones (1000) must hold; adding one that
/// cannot throws `LayoutSolverError.unsatisfiable` and leaves the solver as it was. The others
/// are satisfied as well as possible in strict priority order, as UIKit documents ("satisfies
/// the constraints in priority order, from highest to lowest"): the objective is lexicographic,
/// one level per distinct priority, so no number of violations at a lower priority outweighs
/// one at a higher priority; within a priority the sum of the violations is minimised.
///
/// The tableau is kept between calls. Adding or removing a constraint pivots only what it
/// touches; changing a constraint's constant (`setConstant(_:of:)`) or an edit variable's
/// suggested value (`suggestValue(_:for:)`) moves the constant of the rows that hold the
/// constraint's marker symbol and restores feasibility with the dual simplex, as the paper's
/// incremental edit does, without rebuilding anything.
///
/// Values are in whatever unit the caller uses (points for layout). Not thread-safe: use one
/// solver from one thread (or actor) at a time.
public final class LayoutSolver {
    /// How a constraint's expression compares with zero.
    public enum Relation: Sendable {
        /// `expression ≤ 0`.
        case lessThanOrEqual
        /// `expression = 0`.
        case equal
        /// `expression ≥ 0`.
        case greaterThanOrEqual
    }

    /// The priority of constraints that must hold (UIKit's `UILayoutPriority.required`).
    public static let requiredPriority: Double = 1000

    /// A constraint `expression relation 0` at a priority (1…1000; 1000 is required). A
    /// constraint may be in several solvers; the solver it is in changes its constant through
    /// `setConstant(_:of:)`.
    public final class Constraint: CustomStringConvertible {
        /// The expression compared with zero.
        public internal(set) var expression: LayoutExpression
        /// How it compares with zero.
        public let relation: Relation
        /// The priority, clamped to 1…1000.
        public let priority: Double

        /// Creates `expression relation 0` at `priority` (clamped to 1…1000).
        public init(_ expression: LayoutExpression, _ relation: Relation, priority: Double = LayoutSolver.requiredPriority) {
            self.expression = expression
            self.relation = relation
            self.priority = min(max(priority, 1), LayoutSolver.requiredPriority)
        }

        /// Creates `lhs relation rhs` (as `lhs - rhs relation 0`) at `priority`.
        public convenience init(_ lhs: LayoutExpression, _ relation: Relation, _ rhs: LayoutExpression,
                                priority: Double = LayoutSolver.requiredPriority) {
            self.init(lhs - rhs, relation, priority: priority)
        }

        /// Whether the constraint must hold (priority 1000).
        public var isRequired: Bool { priority >= LayoutSolver.requiredPriority }

        /// A readable form, e.g. `a - b + 10 >= 0 @750`.
        public var description: String {
            let op = switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
            return "\(expression) \(op) 0" + (isRequired ? "" : " @\(priority)")
        }
    }

    /// What the solver keeps for a constraint it holds: its marker symbol (a slack for an
    /// inequality, an error for an optional equality, a dummy for a required equality), the
    /// marker's coefficient in the constraint's original row (for constant changes), and the
    /// second error symbol of optional constraints.
    struct Record {
        let constraint: Constraint
        let marker: Int
        let markerCoefficient: Double
        let other: Int?
        let sequence: Int
        let symbols: [Int]
        /// The variables whose use counts the constraint holds (one entry per term).
        let variables: [LayoutVariable]
    }

    /// The objective a simplex run minimises.
    enum Objective { case main, artificial }

    var kinds: [SymbolKind] = []
    var symbols: [LayoutVariable: Int] = [:]
    var variableUses: [Int: Int] = [:]
    var rows: [Int: Row] = [:]
    /// The objective, one row per distinct optional priority, highest priority first.
    var objective: [Row] = []
    var objectivePriorities: [Double] = []
    var artificial: Row?
    var infeasibleRows: [Int] = []
    var records: [ObjectIdentifier: Record] = [:]
    var edits: [LayoutVariable: Constraint] = [:]
    var nextSequence = 0
    /// How many times a constant change that broke a required constraint forced a rebuild of
    /// the tableau; a change that keeps every required constraint satisfiable never does.
    public private(set) var rebuildCount = 0

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints held (edit constraints included).
    public var constraintCount: Int { records.count }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// The value the solution gives `variable`; 0 for a variable the solver does not know.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: - Constraints

    /// Adds `constraint` and re-solves. Throws `LayoutSolverError.unsatisfiable` when it is
    /// required and cannot hold with the required constraints already present (the solver is
    /// then unchanged). Adding a constraint twice is a programming error.
    public func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        precondition(records[key] == nil, "LayoutSolver: the constraint is already in the solver")
        var (row, record) = makeRow(for: constraint)
        var subject = chooseSubject(row, record)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            // Every symbol is a dummy: the constraint is redundant (constant 0) or contradicts.
            guard abs(row.constant) < Self.epsilon else {
                forgetErrorSymbols(of: record)
                throw LayoutSolverError.unsatisfiable
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if try !addWithArtificialVariable(row) {
            forgetErrorSymbols(of: record)
            throw LayoutSolverError.unsatisfiable
        }
        records[key] = record
        for variable in record.variables { variableUses[symbols[variable]!, default: 0] += 1 }
        try optimize(.main)
    }

    /// Removes `constraint` and re-solves; does nothing for a constraint not in the solver.
    public func remove(_ constraint: Constraint) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        removeErrorEffects(of: record)
        if rows.removeValue(forKey: record.marker) == nil {
            if let leaving = markerLeavingRow(record.marker) {
                var row = rows.removeValue(forKey: leaving)!
                row.solve(for: leaving, record.marker)
                substitute(record.marker, with: row)
            }
            // else: the marker is in no row, so the constraint no longer shapes the tableau.
        }
        for symbol in record.symbols { for level in objective.indices { objective[level].cells[symbol] = nil } }
        for variable in record.variables { release(variable) }
        // Removing a constraint only relaxes the system: the tableau stays feasible.
        try? optimize(.main)
    }

    /// Sets the constant term of `constraint`'s expression (the constraint is
    /// `expression relation 0`) and re-solves incrementally: the rows holding the constraint's
    /// marker symbol move by the change and the dual simplex restores feasibility. When a
    /// required constraint can no longer hold, it is taken out of the solver (the others keep
    /// their solution) and `LayoutSolverError.unsatisfiable` is thrown. For a constraint not in
    /// the solver, only the constant is stored.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws {
        let delta = constant - constraint.expression.constant
        constraint.expression.constant = constant
        guard let record = records[ObjectIdentifier(constraint)], abs(delta) > 0 else { return }
        // With the original row c + A·x + k·m = 0, the row for c + δ is the same row with the
        // marker m replaced by m + δ/k: shift every row's constant by its marker coefficient.
        let shift = delta / record.markerCoefficient
        var brokenRequired = false
        if var row = rows[record.marker] {
            row.constant -= shift
            rows[record.marker] = row
            noteFeasibility(of: record.marker, row, &brokenRequired)
        } else {
            for i in rows.indices {
                guard let a = rows.values[i].cells[record.marker] else { continue }
                rows.values[i].constant += a * shift
                noteFeasibility(of: rows.keys[i], rows.values[i], &brokenRequired)
            }
            for level in objective.indices {
                if let a = objective[level].cells[record.marker] { objective[level].constant += a * shift }
            }
        }
        if !brokenRequired {
            do {
                try dualOptimize()
                return
            } catch {
                // Only a required constraint can make the dual simplex fail: rebuild below.
            }
        }
        infeasibleRows = []
        try rebuild(addingLast: constraint)
    }

    /// A row whose restricted basic symbol went negative must be repaired by the dual simplex;
    /// a dummy (a required equality's marker) that is basic and non-zero cannot be.
    private func noteFeasibility(of basic: Int, _ row: Row, _ brokenRequired: inout Bool) {
        switch kinds[basic] {
        case .external: break
        case .dummy: if abs(row.constant) > Self.epsilon { brokenRequired = true }
        case .slack, .error: if row.constant < -Self.epsilon { infeasibleRows.append(basic) }
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a constraint `variable = value` at `priority` (below
    /// 1000) whose value `suggestValue(_:for:)` changes. The initial suggestion is 0.
    public func addEditVariable(_ variable: LayoutVariable, priority: Double) throws {
        precondition(edits[variable] == nil, "LayoutSolver: the variable is already an edit variable")
        precondition(priority < Self.requiredPriority, "LayoutSolver: an edit variable cannot be required")
        let constraint = Constraint(LayoutExpression(variable), .equal, priority: priority)
        try add(constraint)
        edits[variable] = constraint
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: LayoutVariable) {
        guard let constraint = edits.removeValue(forKey: variable) else { return }
        remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves incrementally.
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard let constraint = edits[variable] else {
            preconditionFailure("LayoutSolver: suggesting a value for a variable that is not edited")
        }
        try setConstant(-value, of: constraint)
    }

    // MARK: - Building rows

    /// The symbol of `variable`, created on first use.
    private func symbol(for variable: LayoutVariable) -> Int {
        if let s = symbols[variable] { return s }
        let s = newSymbol(.external)
        symbols[variable] = s
        return s
    }

    func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The row of `constraint` in terms of the current parametric symbols, with its slack,
    /// error or dummy symbols; optional ones enter the objective at their priority's level.
    private func makeRow(for constraint: Constraint) -> (Row, Record) {
        var row = Row(constant: constraint.expression.constant)
        var variables: [LayoutVariable] = []
        for term in constraint.expression.terms where abs(term.coefficient) >= Self.epsilon {
            let s = symbol(for: term.variable)
            variables.append(term.variable)
            if let basic = rows[s] { row.insert(basic, times: term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        let marker: Int, markerCoefficient: Double, other: Int?
        var created: [Int] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerCoefficient = sign
            row.insert(marker, sign)
            if constraint.isRequired {
                other = nil
            } else {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objectiveLevel(for: constraint.priority) { $0.insert(error, 1) }
            }
        case .equal:
            if constraint.isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = 1
                other = nil
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error)
                let minus = newSymbol(.error)
                markerCoefficient = -1
                other = minus
                row.insert(marker, -1)
                row.insert(minus, 1)
                objectiveLevel(for: constraint.priority) {
                    $0.insert(marker, 1)
                    $0.insert(minus, 1)
                }
            }
        }
        created.append(marker)
        if let other { created.append(other) }
        if row.constant < 0 { row.reverseSign() }
        defer { nextSequence += 1 }
        return (row, Record(constraint: constraint, marker: marker, markerCoefficient: markerCoefficient,
                            other: other, sequence: nextSequence, symbols: created, variables: variables))
    }

    /// Runs `body` on the objective row of `priority`, creating the level in order.
    private func objectiveLevel(for priority: Double, _ body: (inout Row) -> Void) {
        if let i = objectivePriorities.firstIndex(of: priority) {
            body(&objective[i])
            return
        }
        let i = objectivePriorities.firstIndex { $0 < priority } ?? objectivePriorities.count
        objectivePriorities.insert(priority, at: i)
        objective.insert(Row(), at: i)
        body(&objective[i])
    }

    /// The symbol to make basic for a new row: an external symbol if any (the lowest, for a
    /// deterministic result), else the marker or other symbol when it is a slack or error with a
    /// negative coefficient; `nil` when the row needs an artificial variable.
    private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
        var best: Int?
        for symbol in row.cells.keys where kinds[symbol] == .external {
            if best == nil || symbol < best! { best = symbol }
        }
        if let best { return best }
        for candidate in [record.marker, record.other].compactMap({ $0 }) where kinds[candidate] != .dummy {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Undoes the objective entries of a constraint that was not added.
    private func forgetErrorSymbols(of record: Record) {
        for symbol in record.symbols { for level in objective.indices { objective[level].cells[symbol] = nil } }
    }

    /// Takes a removed constraint's error symbols out of the objective (as their current
    /// expression when they are basic).
    private func removeErrorEffects(of record: Record) {
        let priority = record.constraint.priority
        guard !record.constraint.isRequired, let level = objectivePriorities.firstIndex(of: priority) else { return }
        for error in [record.marker, record.other].compactMap({ $0 }) where kinds[error] == .error {
            if let row = rows[error] {
                objective[level].insert(row, times: -1)
            } else {
                objective[level].insert(error, -1)
            }
        }
    }

    /// Drops a variable's symbol once no constraint mentions it (its basic row, if any, says
    /// nothing about the other symbols).
    private func release(_ variable: LayoutVariable) {
        guard let s = symbols[variable] else { return }
        let uses = (variableUses[s] ?? 1) - 1
        if uses > 0 {
            variableUses[s] = uses
            return
        }
        variableUses[s] = nil
        if rows.removeValue(forKey: s) != nil { symbols[variable] = nil }
    }

    // MARK: - Rebuilding

    /// Rebuilds the tableau from the constraints held, adding `last` after all the others, so a
    /// required constraint whose new constant cannot hold is the one left out. Only reached
    /// when a constant change breaks a required constraint.
    private func rebuild(addingLast last: Constraint) throws {
        rebuildCount += 1
        let held = records.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
        kinds = []
        symbols = [:]
        variableUses = [:]
        rows = [:]
        objective = []
        objectivePriorities = []
        artificial = nil
        infeasibleRows = []
        records = [:]
        nextSequence = 0
        for constraint in held where constraint !== last {
            // These held together a moment ago with `last`'s old constant, so they hold alone.
            try? add(constraint)
        }
        try add(last)
    }
}
