import Foundation
import LayercastGraphics

/// Recent values of a gesture quantity with their times, for its velocity: the change over the
/// last `window` seconds (at least the last two samples), per second.
///
/// UIKit does not publish how it estimates a gesture's velocity; averaging over the last 100 ms
/// is exact for a steady motion and gives 0 when the fingers rest before lifting.
struct MotionSamples<Value> {
    /// How far back the estimate looks, in seconds.
    var window: TimeInterval = 0.1
    private var samples: [(time: TimeInterval, value: Value)] = []

    /// Records `value` at `time`; a sample at the same time replaces the previous one.
    mutating func add(_ value: Value, at time: TimeInterval) {
        if let last = samples.last, last.time >= time { samples.removeLast() }
        samples.append((time, value))
        // Keep one sample older than the window so a slow sample rate still has a pair.
        while samples.count > 2, samples[1].time < time - window { samples.removeFirst() }
    }

    /// Forgets every sample.
    mutating func removeAll() { samples = [] }

    /// The rate of change per second, or `nil` when fewer than two samples were recorded.
    func rate(_ difference: (Value, Value) -> Value, _ scale: (Value, Double) -> Value) -> Value? {
        guard let last = samples.last, samples.count >= 2 else { return nil }
        let inWindow = samples.dropLast().first { $0.time >= last.time - window }
        let reference = inWindow ?? samples[samples.count - 2]
        let dt = last.time - reference.time
        guard dt > 0 else { return nil }
        return scale(difference(last.value, reference.value), 1 / dt)
    }
}

extension MotionSamples where Value == CGPoint {
    /// The velocity in points per second; zero without two samples.
    var velocity: CGPoint {
        rate({ CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }, { CGPoint(x: $0.x * $1, y: $0.y * $1) }) ?? .zero
    }
}

extension MotionSamples where Value == Double {
    /// The rate of change per second; zero without two samples.
    var velocity: Double { rate({ $0 - $1 }, { $0 * $1 }) ?? 0 }
}

/// The centroid of touches in their window's space.
@MainActor
func centroidInWindow<S: Sequence>(_ touches: S) -> CGPoint where S.Element == UITouch {
    var sum = CGPoint.zero
    var n: CGFloat = 0
    for t in touches {
        sum.x += t.locationInWindow.x
        sum.y += t.locationInWindow.y
        n += 1
    }
    return n > 0 ? CGPoint(x: sum.x / n, y: sum.y / n) : .zero
}
