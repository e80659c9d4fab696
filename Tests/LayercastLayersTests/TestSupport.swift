import Foundation
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

/// Helpers shared by the layer tests.
@MainActor
enum Support {
    /// A 1×1 bitmap with one grey level, distinct per `value`.
    static func image(_ value: UInt8, width: Int = 1, height: Int = 1) -> CGImage {
        CGImage(width: width, height: height, pixels: [UInt8](repeating: value, count: width * height * 4))!
    }

    /// A content id derived from the bitmap's first byte and size (a stand-in for XXH64).
    static func contentID(_ image: CGImage) -> ContentID {
        ContentID(UInt64(image.pixels.first ?? 0) << 32 | UInt64(image.width) << 16 | UInt64(image.height))
    }

    /// Commits the context's implicit transaction and returns the single diff (or an empty one).
    static func commit(_ context: LayerContext) -> LayerTreeDiff {
        context.commitImplicitTransaction()
        let diffs = context.takeCommittedDiffs()
        precondition(diffs.count <= 1)
        return diffs.first ?? LayerTreeDiff()
    }

    /// The wire tree the live tree should produce: every attached layer with its wire state.
    static func snapshot(of context: LayerContext) -> [LayerID: (LayerState, [LayerID])] {
        var result: [LayerID: (LayerState, [LayerID])] = [:]
        context.rootLayer.forEachInSubtree { layer in
            result[layer.layerID!] = (layer.currentWireState(), layer.sublayerIDs)
        }
        return result
    }

    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }
    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }
}
