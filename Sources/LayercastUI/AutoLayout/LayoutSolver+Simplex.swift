import Foundation

// The simplex steps of Cassowary: pivoting, the primal optimisation of the (lexicographic)
// objective, the dual optimisation after constant changes, and the artificial variable used
// to add a row that has no obvious basic symbol. Ties are broken by the lowest symbol number,
// so the solution does not depend on dictionary order (Bland's rule, which also prevents
// cycling in degenerate pivots).

extension LayoutSolver {
    /// Replaces `symbol` by `row` in every row and objective; rows whose restricted basic symbol
    /// turned negative are queued for the dual simplex.
    func substitute(_ symbol: Int, with row: Row) {
        for i in rows.indices where rows.values[i].cells[symbol] != nil {
            rows.values[i].substitute(symbol, with: row)
            let basic = rows.keys[i]
            if kinds[basic] != .external, rows.values[i].constant < -Self.epsilon { infeasibleRows.append(basic) }
        }
        for level in objective.indices { objective[level].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(leaving: Int, entering: Int) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The primal simplex: pivots until no parametric symbol can lower the objective.
    func optimize(_ which: Objective) throws {
        while let entering = enteringSymbol(which) {
            guard let leaving = leavingRow(for: entering) else { throw LayoutSolverError.unbounded }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The objective coefficients of `symbol`, highest priority first.
    func objectiveVector(of symbol: Int) -> [Double] { objective.map { $0.coefficient(of: symbol) } }

    /// A parametric symbol whose increase lowers the objective: for the lexicographic main
    /// objective, one whose first non-zero coefficient (from the highest priority) is negative.
    private func enteringSymbol(_ which: Objective) -> Int? {
        switch which {
        case .artificial:
            guard let artificial else { return nil }
            return lowest(artificial.cells.lazy.filter { $0.value < -Self.epsilon && self.kinds[$0.key] != .dummy }.map(\.key))
        case .main:
            for level in objective.indices {
                let candidates = objective[level].cells.lazy.filter { cell in
                    cell.value < -Self.epsilon && self.kinds[cell.key] != .dummy
                        // A higher level that has the symbol at all has it positive (else it
                        // would have been chosen there), which forbids it.
                        && (0..<level).allSatisfy { abs(self.objective[$0].coefficient(of: cell.key)) <= Self.epsilon }
                }.map(\.key)
                if let symbol = lowest(candidates) { return symbol }
            }
            return nil
        }
    }

    /// The row that limits `entering` first (the minimum ratio over rows with a restricted
    /// basic symbol in which `entering` has a negative coefficient).
    private func leavingRow(for entering: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        for (basic, row) in rows where kinds[basic] != .external {
            guard let c = row.cells[entering], c < -Self.epsilon else { continue }
            let ratio = -row.constant / c
            if let b = best, ratio > b.ratio + Self.epsilon || (ratio >= b.ratio - Self.epsilon && basic > b.symbol) { continue }
            best = (ratio, basic)
        }
        return best?.symbol
    }

    /// The dual simplex: restores feasibility of the queued rows while keeping optimality.
    /// Throws `unsatisfiable` when a row cannot be repaired (a required constraint broke).
    func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < -Self.epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows = []
                throw LayoutSolverError.unsatisfiable
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The parametric symbol with a positive coefficient in `row` whose objective vector over
    /// that coefficient is lexicographically smallest.
    private func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: (ratio: [Double], symbol: Int)?
        for (symbol, c) in row.cells where c > Self.epsilon && kinds[symbol] != .dummy {
            let ratio = objectiveVector(of: symbol).map { $0 / c }
            if let b = best {
                switch Self.compare(ratio, b.ratio) {
                case .less: best = (ratio, symbol)
                case .equal: if symbol < b.symbol { best = (ratio, symbol) }
                case .greater: break
                }
            } else {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    enum Order { case less, equal, greater }

    /// Lexicographic comparison with the solver's tolerance.
    static func compare(_ a: [Double], _ b: [Double]) -> Order {
        for (x, y) in zip(a, b) {
            if x < y - epsilon { return .less }
            if x > y + epsilon { return .greater }
        }
        return .equal
    }

    private func lowest<S: Sequence<Int>>(_ symbols: S) -> Int? {
        var best: Int?
        for s in symbols where best == nil || s < best! { best = s }
        return best
    }

    /// Adds `row` (which has no usable subject) through an artificial variable: minimises the
    /// variable from the row's value; the row holds when the minimum is zero. On failure the
    /// tableau still describes the old constraints (the artificial row is dropped).
    func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(.artificial)
        let success = abs(artificial?.constant ?? 0) < Self.epsilon
        artificial = nil
        if !success {
            // The artificial variable is still basic (it never enters the basis, and leaving
            // would have made it zero), so the pivots only exchanged old rows: dropping its row
            // leaves the old constraints exactly. (Kiwi pivots it out first, which keeps the
            // new constraint's symbols in the tableau.)
            rows[art] = nil
            return false
        }
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            let pivotable = artRow.cells.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }
            guard let entering = lowest(pivotable) else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            rows[entering] = artRow
        }
        for i in rows.indices { rows.values[i].cells[art] = nil }
        for level in objective.indices { objective[level].cells[art] = nil }
        return success
    }

    /// The row to pivot a removed constraint's parametric marker into: the tightest row with a
    /// restricted basic symbol where the marker's coefficient is negative, else where it is
    /// positive, else any row holding it.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Double, Int)?, second: (Double, Int)?, third: Int?
        for (basic, row) in rows {
            guard let c = row.cells[marker] else { continue }
            if kinds[basic] == .external {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 || (r == first!.0 && basic < first!.1) { first = (r, basic) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 || (r == second!.0 && basic < second!.1) { second = (r, basic) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }
}
