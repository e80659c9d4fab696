import Foundation
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// A 320×480 2× screen with an application on a manual clock, and a visible key window.
@MainActor
struct Stage {
    let clock = ManualClock()
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
    let app: UIApplication
    let window: UIWindow

    init() {
        app = UIApplication(screen: screen, clock: clock)
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
    }

    /// Queues touches and runs a turn.
    @discardableResult
    func touch(_ inputs: TouchInput...) -> [LayerTreeDiff] {
        app.enqueueTouches(inputs)
        return app.runTurn()
    }
}

/// Records calls by name, in order.
@MainActor
final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
