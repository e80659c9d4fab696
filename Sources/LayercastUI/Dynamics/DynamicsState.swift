import Foundation
import LayercastGraphics

/// The state of a dynamic animator's items during a step: each item's position and velocity
/// (points, points per second) and the acceleration the behaviors add.
struct DynamicsState {
    struct Body {
        var position: CGPoint
        var velocity: CGVector
        var acceleration = CGVector(dx: 0, dy: 0)
    }

    var bodies: [ObjectIdentifier: Body] = [:]

    /// Adds `acceleration` to the item's.
    mutating func accelerate(_ item: any UIDynamicItem, by acceleration: CGVector) {
        let id = ObjectIdentifier(item)
        bodies[id]?.acceleration.dx += acceleration.dx
        bodies[id]?.acceleration.dy += acceleration.dy
    }

    func body(of item: any UIDynamicItem) -> Body? { bodies[ObjectIdentifier(item)] }
}
