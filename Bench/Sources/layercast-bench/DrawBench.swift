import ArgumentParser
import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastUI

/// Drawing cost: a phone-sized screen of labels and buttons drawn whole at each scale, and the
/// redraw of one label.
struct DrawBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw a 390×844-point screen of labels and buttons at scales 1/2/3, and redraw one label.")

    @Option(help: "Display scales (pixels per point).")
    var scales: [Double] = [1, 2, 3]

    @Option(help: "Rows of label + button on the screen.")
    var rows = 18

    @Option(help: "Measured iterations per case (after warm-up).")
    var iterations = 30

    @MainActor
    func run() async throws {
        let scales = self.scales, rows = self.rows, iterations = self.iterations
        do {
            print("scale  views drawn  first turn   whole screen redraw median / p90   one label redraw median / p90")
            for scale in scales {
                let r = DrawScenario.measure(scale: CGFloat(scale), rows: rows, iterations: iterations)
                print(String(format: "%4.0f×  %6d      %7.2f ms   %8.2f ms / %8.2f ms            %8.3f ms / %8.3f ms",
                             scale, r.drawnViews, r.firstTurnMilliseconds, r.whole.median, r.whole.p90,
                             r.one.median, r.one.p90))
            }
        }
    }
}

@MainActor
enum DrawScenario {
    struct Result {
        var drawnViews: Int
        var firstTurnMilliseconds: Double
        var whole: ToolkitScenario.Stats
        var one: ToolkitScenario.Stats
    }

    static func measure(scale: CGFloat, rows: Int, iterations: Int) -> Result {
        let clock = ContinuousClock()
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale)
        let renderer = ViewContentsRenderer()
        let app = UIApplication(screen: screen, clock: ManualClock(), contentsRenderer: renderer)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        var drawn: [UIView] = []
        var labels: [UILabel] = []
        let rowHeight = (844 - 44) / CGFloat(rows)
        for row in 0..<rows {
            let y = CGFloat(row) * rowHeight
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 250, height: rowHeight))
            label.text = "Row \(row + 1): a label with some text"
            label.font = .systemFont(ofSize: 17)
            window.addSubview(label)
            let button = UIButton(type: .system)
            button.setTitle("Open", for: .normal)
            button.frame = CGRect(x: 280, y: y + 4, width: 94, height: rowHeight - 8)
            window.addSubview(button)
            labels.append(label)
            drawn.append(label)
            drawn.append(button.titleLabel!)
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil),
                         .flexibleSpace(),
                         UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        window.addSubview(toolbar)
        let t0 = clock.now
        app.runTurn()
        let first = (clock.now - t0).milliseconds
        let drawnViews = renderer.bitmapsDrawn

        var whole: [Double] = [], one: [Double] = []
        for i in 0..<(iterations + 3) {
            for view in drawn { view.setNeedsDisplay() }
            let t1 = clock.now
            app.runTurn()
            let w = (clock.now - t1).milliseconds
            labels[i % labels.count].text = "Row \(i % labels.count + 1): changed \(i)"
            let t2 = clock.now
            let diffs = app.runTurn()
            let o = (clock.now - t2).milliseconds
            precondition(diffs.count == 1 && diffs[0].contentsChanges.count == 1)
            if i >= 3 { whole.append(w); one.append(o) }
        }
        return Result(drawnViews: drawnViews, firstTurnMilliseconds: first,
                      whole: ToolkitScenario.stats(whole), one: ToolkitScenario.stats(one))
    }
}
