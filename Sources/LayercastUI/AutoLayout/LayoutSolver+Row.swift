import Foundation

extension LayoutSolver {
    /// Coefficients closer to zero than this are zero: the tableau's numbers are points and
    /// small multipliers, so anything this small is rounding left by pivots.
    static let epsilon = 1e-8

    /// The kinds of the tableau's symbols. External symbols are the user's variables and are
    /// unrestricted; slack and error symbols are non-negative; dummy symbols mark required
    /// equalities, are always zero and never enter the basis.
    enum SymbolKind: UInt8 {
        case external, slack, error, dummy
    }

    /// One row of the tableau: `basic = constant + Σ cells[s] · s` over parametric symbols `s`
    /// (for a row being built: `0 = constant + Σ …`). Symbols are solver-local integers.
    struct Row {
        var constant: Double
        var cells: [Int: Double]

        init(constant: Double = 0, cells: [Int: Double] = [:]) {
            self.constant = constant
            self.cells = cells
        }

        /// Adds `coefficient · symbol`, dropping the cell when the sum is (nearly) zero.
        mutating func insert(_ symbol: Int, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if abs(sum) < LayoutSolver.epsilon {
                cells[symbol] = nil
            } else {
                cells[symbol] = sum
            }
        }

        /// Adds `factor · other` (constant and cells).
        mutating func insert(_ other: Row, times factor: Double) {
            constant += other.constant * factor
            for (symbol, coefficient) in other.cells { insert(symbol, coefficient * factor) }
        }

        /// Negates the constant and every cell.
        mutating func reverseSign() {
            constant = -constant
            for i in cells.values.indices { cells.values[i] = -cells.values[i] }
        }

        /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a` (the
        /// symbol leaves the cells).
        mutating func solve(for symbol: Int) {
            guard let a = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / a
            constant *= factor
            for i in cells.values.indices { cells.values[i] *= factor }
        }

        /// Turns `lhs = … + a·rhs + …` into `rhs = …` (with `lhs` among the cells).
        mutating func solve(for lhs: Int, _ rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s right-hand side, if the row has it.
        mutating func substitute(_ symbol: Int, with row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, times: coefficient)
        }

        /// The coefficient of `symbol` (zero when absent).
        func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }
    }
}
