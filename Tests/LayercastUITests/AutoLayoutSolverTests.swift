import Foundation
import Testing
import LayercastProtocol
@testable import LayercastUI


private typealias C = LayoutSolver.Constraint

@Suite struct AutoLayoutSolverTests {
    // MARK: - Exact solutions

    @Test func requiredEqualitiesHaveTheirExactSolution() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(C(x + y, .equal, LayoutExpression(constant: 10)))
        try solver.add(C(x - y, .equal, LayoutExpression(constant: 2)))
        #expect(solver.value(of: x) == 6)
        #expect(solver.value(of: y) == 4)
    }

    @Test func requiredInequalityBeatsAnOptionalEquality() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        try solver.add(C(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(constant: 10)))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 0), priority: 500))
        #expect(solver.value(of: x) == 10)
        try solver.add(C(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(constant: 40)))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 100), priority: 600))
        #expect(solver.value(of: x) == 40)
    }

    @Test func multipliersAndChainsSolveExactly() throws {
        // A row of three boxes 10 apart filling 320 points, the middle one twice as wide.
        let solver = LayoutSolver()
        let l = (0..<3).map { LayoutVariable("l\($0)") }, w = (0..<3).map { LayoutVariable("w\($0)") }
        try solver.add(C(LayoutExpression(l[0]), .equal, LayoutExpression(constant: 0)))
        for i in 1..<3 { try solver.add(C(LayoutExpression(l[i]), .equal, l[i - 1] + w[i - 1] + 10)) }
        try solver.add(C(l[2] + w[2], .equal, LayoutExpression(constant: 320)))
        try solver.add(C(LayoutExpression(w[1]), .equal, 2 * w[0]))
        try solver.add(C(LayoutExpression(w[2]), .equal, LayoutExpression(w[0])))
        // 4·w0 + 20 = 320 → w0 = 75 (to the last bit or two of a double: pivots divide).
        #expect(zip(w.map { solver.value(of: $0) }, [75, 150, 75]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(l.map { solver.value(of: $0) }, [0, 85, 245]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    // MARK: - Priorities

    @Test func aHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        // UIKit satisfies constraints "in priority order, from highest to lowest" (Apple's Auto
        // Layout Guide, "Constraint Priorities"), so five violations at 250 cost less than one
        // at 251.
        let solver = LayoutSolver(), x = LayoutVariable("x")
        for _ in 0..<5 { try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 20), priority: 250)) }
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 10), priority: 251))
        #expect(solver.value(of: x) == 10)
    }

    @Test func withinAPriorityTheSumOfViolationsIsMinimised() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 10), priority: 500))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 20), priority: 500))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 30), priority: 500))
        #expect(solver.value(of: x) == 20)   // the median minimises |x-10| + |x-20| + |x-30|
    }

    @Test func removingAConstraintResolves() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        let weak = C(LayoutExpression(x), .equal, LayoutExpression(constant: 10), priority: 500)
        let strong = C(LayoutExpression(x), .equal, LayoutExpression(constant: 20), priority: 750)
        try solver.add(weak)
        try solver.add(strong)
        #expect(solver.value(of: x) == 20)
        solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(strong) && solver.constraintCount == 1)
    }

    // MARK: - Unsatisfiable required constraints

    @Test func conflictingRequiredEqualitiesAreDetected() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        let first = C(LayoutExpression(x), .equal, LayoutExpression(constant: 10))
        let second = C(LayoutExpression(x), .equal, LayoutExpression(constant: 20))
        try solver.add(first)
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.add(second) }
        #expect(!solver.contains(second))
        #expect(solver.value(of: x) == 10)
        #expect(solver.conflictingConstraints(with: second).map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    }

    @Test func conflictingInequalitiesNameOnlyTheConstraintsInTheConflict() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let a = C(LayoutExpression(x), .greaterThanOrEqual, LayoutExpression(constant: 10))
        let b = C(LayoutExpression(y), .greaterThanOrEqual, x + 5)
        let unrelated = C(LayoutExpression(z), .equal, LayoutExpression(constant: 3))
        let harmless = C(LayoutExpression(y), .lessThanOrEqual, LayoutExpression(constant: 1000))
        let c = C(LayoutExpression(y), .lessThanOrEqual, LayoutExpression(constant: 12))
        for k in [a, b, unrelated, harmless] { try solver.add(k) }
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.add(c) }
        let conflict = solver.conflictingConstraints(with: c).map(ObjectIdentifier.init)
        #expect(conflict == [a, b, c].map(ObjectIdentifier.init))
        #expect(solver.value(of: y) >= 15 && solver.value(of: z) == 3)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(C(x + y, .equal, LayoutExpression(constant: 10)))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 4)))
        try solver.add(C(2 * x + 2 * y, .equal, LayoutExpression(constant: 20)))
        #expect(solver.value(of: y) == 6)
    }

    @Test func aConstantChangeThatBreaksARequiredConstraintTakesItOut() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 10)))
        try solver.add(C(LayoutExpression(y), .equal, x + 5))
        let cap = C(LayoutExpression(y), .lessThanOrEqual, LayoutExpression(constant: 100))
        try solver.add(cap)
        // y - 100 <= 0 becomes y - 12 <= 0, which y = 15 cannot meet.
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.setConstant(-12, of: cap) }
        #expect(!solver.contains(cap))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    }

    @Test func aFailedAddLeavesTheSameSolutionAsNeverTryingIt() throws {
        // Random required inequalities between chained variables, some of which cannot hold:
        // after each rejection the solver must agree with one built from the accepted ones.
        var random = SplitMix64(seed: 42)
        for _ in 0..<20 {
            let variables = (0..<6).map { LayoutVariable("v\($0)") }
            let solver = LayoutSolver()
            var accepted: [C] = []
            for i in 0..<18 {
                let a = variables[random.int(in: 0...5)], b = variables[random.int(in: 0...5)]
                let relation: LayoutSolver.Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][random.int(in: 0...2)]
                let priority: Double = i % 4 == 3 ? 500 : 1000
                let c = C(a - b, relation, LayoutExpression(constant: Double(random.int(in: -20...20))), priority: priority)
                do {
                    try solver.add(c)
                    accepted.append(c)
                } catch {
                    let fresh = LayoutSolver()
                    for k in accepted { try fresh.add(k) }
                    for v in variables where !solver.isAmbiguous(v) {
                        #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-6)
                    }
                    for k in accepted where k.isRequired {
                        let value = k.expression.evaluate { solver.value(of: $0) }
                        switch k.relation {
                        case .equal: #expect(abs(value) < 1e-6)
                        case .lessThanOrEqual: #expect(value < 1e-6)
                        case .greaterThanOrEqual: #expect(value > -1e-6)
                        }
                    }
                }
            }
        }
    }

    // MARK: - Edit variables

    @Test func suggestedValuesMoveAnEditVariableWithinRequiredBounds() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(C(LayoutExpression(x), .lessThanOrEqual, LayoutExpression(constant: 100)))
        try solver.add(C(LayoutExpression(y), .equal, x + 1))
        try solver.addEditVariable(x, priority: 999)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50 && solver.value(of: y) == 51)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100 && solver.value(of: y) == 101)
        try solver.suggestValue(-3, for: x)
        #expect(solver.value(of: x) == -3)
        solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.rebuildCount == 0)
    }

    // MARK: - Incremental constant changes

    /// A screenful of boxes in rows: each box's left edge follows the previous box, widths and
    /// heights want intrinsic sizes (hugging 250, compression 750), the rows fill the width at
    /// 500, and optional spacings compete with required minimums: every kind of constraint.
    private func makeSystem(seed: UInt64, constants: [Int: Double] = [:]) throws -> (LayoutSolver, [C], [LayoutVariable]) {
        var random = SplitMix64(seed: seed)
        let solver = LayoutSolver()
        var constraints: [C] = []
        var variables: [LayoutVariable] = []
        func add(_ c: C) throws {
            if let value = constants[constraints.count] { c.expression.constant = value }
            constraints.append(c)
            try solver.add(c)
        }
        for row in 0..<6 {
            var previousRight: LayoutExpression = LayoutExpression(constant: 0)
            let top = LayoutVariable("top\(row)")
            variables.append(top)
            try add(C(LayoutExpression(top), .equal, LayoutExpression(constant: Double(row * 40))))
            for box in 0..<4 {
                let left = LayoutVariable("l\(row).\(box)"), width = LayoutVariable("w\(row).\(box)")
                variables += [left, width]
                let intrinsic = Double(random.int(in: 20...90))
                try add(C(LayoutExpression(left), .equal, previousRight + Double(random.int(in: 4...12)), priority: 999))
                try add(C(LayoutExpression(left), .greaterThanOrEqual, previousRight + 2))
                try add(C(LayoutExpression(width), .lessThanOrEqual, LayoutExpression(constant: intrinsic), priority: 250))
                try add(C(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(constant: intrinsic), priority: 750))
                try add(C(LayoutExpression(width), .greaterThanOrEqual, LayoutExpression(constant: 0)))
                previousRight = left + width
            }
            try add(C(previousRight, .equal, LayoutExpression(constant: 320), priority: 500))
            try add(C(previousRight, .lessThanOrEqual, LayoutExpression(constant: 400)))
        }
        return (solver, constraints, variables)
    }

    @Test func incrementalConstantChangesMatchAFreshSolve() throws {
        var random = SplitMix64(seed: 7)
        for seed in 1...6 as ClosedRange<UInt64> {
            let (solver, constraints, variables) = try makeSystem(seed: seed)
            var changed: [Int: Double] = [:]
            for _ in 0..<12 {
                let index = random.int(in: 0...(constraints.count - 1))
                let c = constraints[index]
                let value = c.expression.constant + Double(random.int(in: -30...30))
                changed[index] = value
                do {
                    try solver.setConstant(value, of: c)
                } catch {
                    // A required cap that broke: keep it out of the comparison too.
                    changed[index] = nil
                    c.expression.constant = value
                    Issue.record("constant change \(index) broke a required constraint unexpectedly")
                }
                let (fresh, _, freshVariables) = try makeSystem(seed: seed, constants: changed)
                for (v, f) in zip(variables, freshVariables) {
                    #expect(abs(solver.value(of: v) - fresh.value(of: f)) < 1e-6, "\(v) after changing \(index)")
                }
            }
            #expect(solver.rebuildCount == 0)
        }
    }

    // MARK: - Ambiguity

    @Test func underdeterminedVariablesAreAmbiguous() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(C(x + y, .equal, LayoutExpression(constant: 10)))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(C(LayoutExpression(x), .equal, LayoutExpression(constant: 3)))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))

        let z = LayoutVariable("z")
        try solver.add(C(LayoutExpression(z), .greaterThanOrEqual, LayoutExpression(constant: 10)))
        #expect(solver.isAmbiguous(z))
        try solver.add(C(LayoutExpression(z), .equal, LayoutExpression(constant: 0), priority: 250))
        #expect(!solver.isAmbiguous(z) && solver.value(of: z) == 10)
    }
}
