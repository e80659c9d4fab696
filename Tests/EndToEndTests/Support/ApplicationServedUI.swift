import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastServer
import LayercastUI

// Stopgap until the server branch's own UIApplication adapter lands: the thinnest glue from
// `UIApplication` to `ServedUI`, using only the toolkit's public API.

/// Real time for the served application (the server paces turns by it).
final class WallClock: MediaClock, @unchecked Sendable {
    private let origin = ContinuousClock.now
    var now: TimeInterval {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

/// A `UIApplication` as the server sees it.
@MainActor
final class ApplicationServedUI: ServedUI {
    let application: UIApplication

    init(application: UIApplication) { self.application = application }

    var screenSize: CGSize { application.screen.bounds.size }
    var now: Double { application.clock.now }
    var nextScheduledTurn: Double? { application.layerContext.nextCompletionTime }

    func setDisplayScales(_ scales: [Double]) {
        guard !scales.isEmpty else { return }
        application.displayScales = scales.map { CGFloat($0) }
    }

    func enqueueTouches(_ touches: [ServedTouch]) {
        application.enqueueTouches(touches.map { touch in
            let phase: UITouch.Phase = switch touch.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            return TouchInput(identifier: touch.identifier, phase: phase, location: touch.location)
        })
    }

    func runTurn() -> [ServedCommit] { application.runTurn().map(Self.commit) }

    func snapshot() -> ServedCommit { Self.commit(application.layerContext.snapshot()) }

    nonisolated static func commit(_ diff: LayerTreeDiff) -> ServedCommit {
        ServedCommit { scale in
            let ops = diff.operations(forScale: CGFloat(scale)) { image in
                ContentID(of: ContentBitmap(width: image.width, height: image.height, pixels: image.pixels))
            }
            var scales: [ContentID: Double] = [:]
            for case .setProperties(_, let properties) in ops.operations {
                var id: ContentID?, contentsScale = 1.0
                for property in properties {
                    if case .contents(let c) = property { id = c }
                    if case .contentsScale(let s) = property { contentsScale = s }
                }
                if let id { scales[id] = contentsScale }
            }
            var bitmaps: [ContentID: ContentBitmap] = [:]
            for (id, image) in ops.bitmaps {
                bitmaps[id] = ContentBitmap(width: image.width, height: image.height, scale: scales[id] ?? scale, pixels: image.pixels)
            }
            return ServedCommit.Scaled(operations: ops.operations, bitmaps: bitmaps)
        }
    }
}

/// The demo's application on a 390×844-point screen at 1 px/pt, served through the adapter.
@MainActor
func makeServedDemoApplication() -> (any ServedUI, UIApplication) {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
    let application = UIApplication(screen: screen, clock: WallClock())
    return (ApplicationServedUI(application: application), application)
}
