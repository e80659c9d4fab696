import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI

/// The toolkit's `UIApplication` as the server serves it: its run-loop turns, its touches, and
/// its commits turned into wire operations per scale.
@MainActor
public final class UIApplicationServedUI: ServedUI {
    /// The application served.
    public let application: UIApplication

    /// Serves `application` (its screen is the logical screen clients mirror).
    public init(application: UIApplication) { self.application = application }

    /// The application's screen, in points.
    public var screenSize: CGSize { application.screen.bounds.size }

    /// The application's clock, in seconds.
    public var now: Double { application.clock.now }

    /// When a completion block waits for an animation to end, a gesture recognizer's timer is
    /// due, or a decelerating scroll view needs its next frame.
    public var nextScheduledTurn: Double? { application.nextScheduledTurn }

    /// Draws at the clients' scales; with no client, at the screen's own scale.
    public func setDisplayScales(_ scales: [Double]) {
        let wanted = scales.isEmpty ? [application.screen.scale] : scales.map { CGFloat($0) }
        if application.displayScales != wanted.sorted() { application.displayScales = wanted }
    }

    /// Queues the touches as one event of the next turn (`UIApplication.enqueueTouches`).
    public func enqueueTouches(_ touches: [ServedTouch]) {
        application.enqueueTouches(touches.map { touch in
            let phase: UITouch.Phase = switch touch.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            return TouchInput(identifier: touch.identifier, phase: phase, location: touch.location, timestamp: touch.timestamp)
        })
    }

    /// Queues the scroll for the scroll view under the pointer (`UIApplication.enqueueScroll`).
    public func enqueueScroll(at location: CGPoint, delta: CGSize) {
        application.enqueueScroll(at: location, delta: delta)
    }

    /// Queues a trackpad or wheel scroll with its time, for momentum.
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?) {
        application.enqueueScroll(at: location, delta: delta, isPrecise: isPrecise, timestamp: timestamp)
    }

    /// Runs one turn of the application's run loop.
    public func runTurn() -> [ServedCommit] { application.runTurn().map(Self.commit) }

    /// The committed state, from the empty tree.
    public func snapshot() -> ServedCommit { Self.commit(application.layerContext.snapshot()) }

    /// A toolkit diff as a served commit: operations per scale, bitmaps by content id with the
    /// scale they were drawn at, and the dirty rectangles of partial redraws.
    nonisolated static func commit(_ diff: LayerTreeDiff) -> ServedCommit {
        ServedCommit { scale in
            let ops = diff.operations(forScale: CGFloat(scale)) { image in
                ContentID(width: image.width, height: image.height, format: .bgra8Premultiplied, pixels: image.pixels)
            }
            var scales: [ContentID: Double] = [:]
            for case .setProperties(_, let properties) in ops.operations {
                var id: ContentID?
                var contentsScale = 1.0
                for property in properties {
                    if case .contents(let c) = property { id = c }
                    if case .contentsScale(let s) = property { contentsScale = s }
                }
                if let id { scales[id] = contentsScale }
            }
            var bitmaps: [ContentID: ContentBitmap] = [:]
            for (id, image) in ops.bitmaps {
                bitmaps[id] = ContentBitmap(width: image.width, height: image.height, scale: scales[id] ?? scale,
                                            pixels: image.pixels)
            }
            var damage: [LayerID: CGRect] = [:]
            for change in diff.contentsChanges {
                if let rect = change.dirtyRect, change.contents != nil { damage[change.layer] = rect }
            }
            return ServedCommit.Scaled(operations: ops.operations, bitmaps: bitmaps, contentsDamage: damage)
        }
    }
}
