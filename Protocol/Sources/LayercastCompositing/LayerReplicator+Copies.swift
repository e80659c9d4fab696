import Foundation
import LayercastModel

/// The copies a replicator draws: compositing, shared by the clients and the reference renderer.
extension LayerReplicator {
    /// One copy a renderer draws (SPEC §4.10): its index, the transform from copy 0's space to
    /// its own, the colour it is multiplied by, and how many seconds its animations lag.
    public struct Copy: Sendable {
        public var index: Int
        public var transform: CompositingTransform
        public var color: LayerColor
        public var lag: Double

        /// The time the copy's layers show: `inherited` (a delayed copy's time above it, else
        /// the frame's `now`) less the lag; `inherited` itself for a copy without lag.
        public func time(inherited: Double?, now: Double?) -> Double? {
            guard lag != 0, let base = inherited ?? now else { return inherited }
            return base - lag
        }
    }

    /// The copies to draw for a replicator with bounds `bounds` under `copiesAbove` copies of
    /// enclosing replicators: at most L28 through the nesting (SPEC §8), in index order.
    public func copies(in bounds: CGRect, copiesAbove: Int) -> [Copy] {
        let count = min(instanceCount, ProtocolLimits.maxReplicatedCopies / max(1, copiesAbove))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        return (0..<max(0, count)).map { k in
            Copy(index: k, transform: transform(ofInstance: k, about: center), color: color(ofInstance: k),
                 lag: Double(k) * instanceDelay)
        }
    }

    /// The transform from copy 0's space to copy `k`'s, in the replicator's bounds space:
    /// `instanceTransform` applied k times about `center` (SPEC §4.10).
    public func transform(ofInstance k: Int, about center: CGPoint) -> CompositingTransform {
        let step = CompositingTransform.translation(x: -center.x, y: -center.y)
            .concatenating(instanceTransform.affinePart)
            .concatenating(.translation(x: center.x, y: center.y))
        var t = CompositingTransform.identity
        for _ in 0..<max(0, k) { t = t.concatenating(step) }
        return t
    }
}
