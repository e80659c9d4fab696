import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastServer
import LayercastUI

/// The served UI of the latency, fan-out and memory figures: a window of plain views (no
/// contents bitmaps, a background colour each) in rows of 20 under 10 sections, and at the
/// screen's centre a view that follows a drag.
@MainActor
struct LatencyScene {
    /// A view that follows a finger: each move changes one layer property (its position).
    final class DraggableView: UIView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let superview else { return }
            let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
            center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        }
    }

    let application: UIApplication
    let window: UIWindow
    let draggable: DraggableView
    /// Views in the window, the window and the draggable one included (one layer each).
    let viewCount: Int

    /// Builds the scene with `views` views in all (at least 3) on a 390×844-point screen at
    /// scale 3, with the system's monotonic clock, and commits it.
    init(views: Int) {
        let application = LayercastServer.makeApplication(screen: ServedScreen())
        let bounds = application.screen.bounds
        var count = 0
        let (window, draggable) = application.perform { () -> (UIWindow, DraggableView) in
            let window = UIWindow(screen: application.screen)
            window.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            count = 1
            let cells = max(0, views - 2 - 10)
            for section in 0..<10 {
                let sectionView = UIView(frame: CGRect(x: 0, y: CGFloat(section) * 80, width: bounds.width, height: 80))
                window.addSubview(sectionView)
                count += 1
                let share = cells / 10 + (section < cells % 10 ? 1 : 0)
                for index in 0..<share {
                    let cell = UIView(frame: CGRect(x: CGFloat(index % 20) * 19, y: CGFloat(index / 20 % 8) * 10,
                                                    width: 18, height: 9))
                    cell.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: CGFloat(index % 10) / 10, alpha: 1)
                    sectionView.addSubview(cell)
                    count += 1
                }
            }
            let draggable = DraggableView(frame: CGRect(x: bounds.midX - 60, y: bounds.midY - 60, width: 120, height: 120))
            draggable.backgroundColor = UIColor(red: 0.9, green: 0.4, blue: 0.3, alpha: 1)
            window.addSubview(draggable)
            count += 1
            window.makeKeyAndVisible()
            return (window, draggable)
        }
        self.application = application
        self.window = window
        self.draggable = draggable
        viewCount = count
        application.runTurn()
    }

    /// Moves the draggable view by `dx` points inside the application's transaction scope, as
    /// a drag step would (the next turn commits it).
    func nudge(_ dx: CGFloat) {
        application.perform {
            draggable.center = CGPoint(x: draggable.center.x + dx, y: draggable.center.y)
        }
    }
}
