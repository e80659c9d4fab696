import Foundation
import LayercastGraphics

/// A pan that starts at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// It behaves as a `UIPanGestureRecognizer` whose touches must go down within `edgeRegion`
/// points of one of `edges` of the window's screen (the window's bounds) and must move away
/// from that edge; otherwise it fails.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default none (UIKit's `[]`, so set it).
    open var edges: UIRectEdge = []

    /// How far from an edge, in points, the touch may start. UIKit does not publish its edge
    /// region; Layercast uses 20 pt.
    var edgeRegion: CGFloat = 20

    private var startEdges: UIRectEdge = []

    /// Creates a screen-edge pan recognizer with no target.
    public required init() { super.init() }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = trackedTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirst, let window = touches.first?.window else { return }
        let p = startInWindow, b = window.bounds
        var near: UIRectEdge = []
        if p.y - b.minY <= edgeRegion { near.insert(.top) }
        if p.x - b.minX <= edgeRegion { near.insert(.left) }
        if b.maxY - p.y <= edgeRegion { near.insert(.bottom) }
        if b.maxX - p.x <= edgeRegion { near.insert(.right) }
        startEdges = near.intersection(edges)
        if startEdges.isEmpty { state = .failed }
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if subclassState == .possible {
            let c = centroidInWindow(trackedTouches)
            let dx = c.x - startInWindow.x, dy = c.y - startInWindow.y
            if hypot(dx, dy) > hysteresis {
                // The first decisive movement must lead away from a starting edge.
                let away = (startEdges.contains(.left) && dx > abs(dy)) || (startEdges.contains(.right) && -dx > abs(dy))
                    || (startEdges.contains(.top) && dy > abs(dx)) || (startEdges.contains(.bottom) && -dy > abs(dx))
                if !away { state = .failed; return }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        startEdges = []
        super.reset()
    }
}
