import Foundation

// Questions about a solution: which required constraints a failed one fights with, and
// whether a variable's value is pinned down.

extension LayoutSolver {
    /// The constraints held and their priorities, in the order they were added.
    public var constraints: [Constraint] {
        records.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// A smallest set of required constraints in the solver that cannot hold together with
    /// `constraint`, followed by `constraint` itself; just `[constraint]` when it cannot hold on
    /// its own (or is not in conflict). Meant for the message after `add` or `setConstant`
    /// threw `unsatisfiable`.
    ///
    /// The candidates are the required constraints connected to `constraint` through shared
    /// variables; a deletion filter then drops each one whose absence keeps the set infeasible,
    /// so what remains is minimal (every member is needed for the conflict). Each test solves a
    /// scratch solver, so this costs a few hundred small solves for a large component; past
    /// `limit` candidates the connected set is returned unfiltered.
    public func conflictingConstraints(with constraint: Constraint, limit: Int = 150) -> [Constraint] {
        let required = constraints.filter { $0.isRequired && $0 !== constraint }
        // Connected component over shared variables, starting from the constraint's variables.
        var byVariable: [LayoutVariable: [Int]] = [:]
        for (i, c) in required.enumerated() {
            for term in c.expression.terms { byVariable[term.variable, default: []].append(i) }
        }
        var seenVariables = Set(constraint.expression.terms.map(\.variable))
        var queue = Array(seenVariables)
        var component = Set<Int>()
        while let variable = queue.popLast() {
            for i in byVariable[variable] ?? [] where component.insert(i).inserted {
                for term in required[i].expression.terms where seenVariables.insert(term.variable).inserted {
                    queue.append(term.variable)
                }
            }
        }
        var candidates = component.sorted().map { required[$0] }
        guard candidates.count <= limit else { return candidates + [constraint] }
        guard !Self.feasible(candidates + [constraint]) else { return [constraint] }
        var i = 0
        while i < candidates.count {
            var without = candidates
            without.remove(at: i)
            if Self.feasible(without + [constraint]) {
                i += 1
            } else {
                candidates = without
            }
        }
        return candidates + [constraint]
    }

    /// Whether `constraints` can all hold, by adding them to a scratch solver.
    private static func feasible(_ constraints: [Constraint]) -> Bool {
        let scratch = LayoutSolver()
        for c in constraints {
            do { try scratch.add(c) } catch { return false }
        }
        return true
    }

    /// Whether `variable`'s value is not pinned down: other solutions satisfy every constraint
    /// as well (at every priority). An approximation of UIKit's `hasAmbiguousLayout`: true when
    /// the variable is unknown or parametric (free), or when its row has a parametric symbol
    /// that costs nothing at any priority and that no row stops from growing at once. It looks
    /// one step from the current vertex only: at a degenerate vertex a free direction that
    /// needs a pivot to appear is missed, so it can say `false` for an ambiguous variable.
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = symbols[variable], let row = rows[symbol] else { return true }
        for (parameter, _) in row.cells where kinds[parameter] != .dummy {
            if kinds[parameter] == .external { return true }
            let free = objective.allSatisfy { abs($0.coefficient(of: parameter)) <= Self.epsilon }
            if free, canGrow(parameter) { return true }
        }
        return false
    }

    /// Whether a restricted parametric symbol can increase from zero without any restricted
    /// basic symbol going negative or a dummy leaving zero at once.
    private func canGrow(_ parameter: Int) -> Bool {
        for (basic, row) in rows {
            guard let c = row.cells[parameter] else { continue }
            switch kinds[basic] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                if c < -Self.epsilon, row.constant <= Self.epsilon { return false }
            }
        }
        return true
    }
}
