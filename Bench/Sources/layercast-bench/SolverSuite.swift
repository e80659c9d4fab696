import Foundation
import LayercastLayers
import LayercastUI

/// The Auto Layout solver's cost: a screen of 500 constraints solved from scratch, then one
/// constant changed incrementally, beside solving the changed screen from scratch again.
enum SolverSuite: BenchSuite {
    static let name = "solver"

    /// Boxes in rows of five: 125 boxes × 4 constraints = 500 constraints.
    static let rows = 25, columns = 5

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let iterations = quick ? 5 : 200
        var rows: [[String]] = []
        var ratios: [Double] = []
        for (label, measure) in [("LayoutSolver (500 constraints)", measureSolver),
                                 ("UIKit screen (500 NSLayoutConstraints, a turn)", measureScreen)] as
                [(String, @MainActor (Int) -> (full: BenchStats, incremental: BenchStats))] {
            let (full, incremental) = measure(iterations)
            let ratio = incremental.median / full.median
            ratios.append(ratio)
            rows.append([label, BenchFormat.duration(microseconds: full.median), BenchFormat.duration(microseconds: full.p90),
                         BenchFormat.duration(microseconds: incremental.median),
                         BenchFormat.duration(microseconds: incremental.p90), String(format: "%.3f", ratio)])
        }
        return [BenchSection(
            title: "Auto Layout solver: one constant change versus a full solve",
            goal: "an incremental constant change costs at most a tenth of a full solve",
            headers: ["system", "full solve median", "full p90", "incremental median", "incremental p90", "incremental / full"],
            rows: rows,
            goalMet: quick ? nil : ratios.allSatisfy { $0 <= 0.1 },
            notes: ["\(Self.rows) rows of \(columns) boxes; each box: leading after its neighbour (or the edge), top below the row above, a width share at 999 and a height of 20 — 500 constraints. The change moves the leading constant of a box in the middle row.",
                    "Full: a new solver (or a new screen: views, activation and a turn) with the changed constant; incremental: `setConstant` on the existing tableau (or `constant` and a turn). \(iterations) iterations each."])]
    }

    // MARK: - The solver alone

    @MainActor
    static func measureSolver(iterations: Int) -> (full: BenchStats, incremental: BenchStats) {
        let clock = ContinuousClock()
        var fullTimes: [Double] = [], incrementalTimes: [Double] = []
        let (solver, changing) = buildSolver(gap: 8)
        for i in 0..<(iterations + 5) {
            let gap = Double(i % 2 == 0 ? 20 : 8)
            let t0 = clock.now
            let (fresh, _) = buildSolver(gap: gap)
            let full = (clock.now - t0).microseconds
            let t1 = clock.now
            try? solver.setConstant(-gap, of: changing)
            let incremental = (clock.now - t1).microseconds
            precondition(fresh.constraintCount == solver.constraintCount && solver.rebuildCount == 0)
            if i >= 5 { fullTimes.append(full); incrementalTimes.append(incremental) }
        }
        return (BenchStats(fullTimes), BenchStats(incrementalTimes))
    }

    /// The screen as raw solver constraints (in points, 320 wide).
    static func buildSolver(gap: Double) -> (LayoutSolver, LayoutSolver.Constraint) {
        typealias C = LayoutSolver.Constraint
        let solver = LayoutSolver()
        var changing: C?
        var rowBottom = LayoutExpression(constant: 0)
        for row in 0..<rows {
            var previousRight = LayoutExpression(constant: 0)
            var bottom = LayoutExpression(constant: 0)
            for column in 0..<columns {
                let x = LayoutVariable(), y = LayoutVariable(), w = LayoutVariable(), h = LayoutVariable()
                let leading = C(LayoutExpression(x) - previousRight - (row == rows / 2 && column == 2 ? gap : 8), .equal)
                if row == rows / 2 && column == 2 { changing = leading }
                for c in [leading,
                          C(LayoutExpression(y) - rowBottom - 4, .equal),
                          C(LayoutExpression(w) - 0.18 * 320, .equal, priority: 999),
                          C(LayoutExpression(h) - 20, .equal)] {
                    try? solver.add(c)
                }
                previousRight = x + LayoutExpression(w)
                bottom = y + LayoutExpression(h)
            }
            rowBottom = bottom
        }
        return (solver, changing!)
    }

    // MARK: - A UIKit screen

    @MainActor
    static func measureScreen(iterations: Int) -> (full: BenchStats, incremental: BenchStats) {
        let clock = ContinuousClock()
        var fullTimes: [Double] = [], incrementalTimes: [Double] = []
        let (app, changing) = buildScreen(gap: 8)
        app.runTurn()
        for i in 0..<(iterations + 5) {
            let gap: CGFloat = i % 2 == 0 ? 20 : 8
            let t0 = clock.now
            let (freshApp, _) = buildScreen(gap: gap)
            freshApp.runTurn()
            let full = (clock.now - t0).microseconds
            let t1 = clock.now
            changing.constant = gap
            app.runTurn()
            let incremental = (clock.now - t1).microseconds
            if i >= 5 { fullTimes.append(full); incrementalTimes.append(incremental) }
        }
        return (BenchStats(fullTimes), BenchStats(incrementalTimes))
    }

    @MainActor
    static func buildScreen(gap: CGFloat) -> (UIApplication, NSLayoutConstraint) {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 800), scale: 2)
        let app = UIApplication(screen: screen, clock: ManualClock())
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        var constraints: [NSLayoutConstraint] = []
        var changing: NSLayoutConstraint?
        var rowAbove: UIView?
        for row in 0..<rows {
            var previous: UIView?
            var last: UIView?
            for column in 0..<columns {
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(box)
                let leading = box.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? window.leadingAnchor,
                                                           constant: row == rows / 2 && column == 2 ? gap : 8)
                if row == rows / 2 && column == 2 { changing = leading }
                let width = box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.18)
                width.priority = UILayoutPriority(999)
                constraints += [leading,
                                box.topAnchor.constraint(equalTo: rowAbove?.bottomAnchor ?? window.topAnchor, constant: 4),
                                width, box.heightAnchor.constraint(equalToConstant: 20)]
                previous = box
                last = box
            }
            rowAbove = last
        }
        NSLayoutConstraint.activate(constraints)
        return (app, changing!)
    }
}
