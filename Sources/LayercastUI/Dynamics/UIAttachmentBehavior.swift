import Foundation
import LayercastGraphics

/// A spring or rod joining an item to a fixed point (an anchor) or to another item: UIKit's
/// `UIAttachmentBehavior`.
///
/// The attachment keeps `length` between the attached points, the distance when it was made.
/// With `frequency` 0 (the default) it is rigid: the item stays exactly `length` from the
/// anchor. With a positive `frequency` it is a spring oscillating at that many hertz, its
/// motion slowed by `damping` (0 none, 1 critical): each step adds
/// `-(2πf)² (d − length) d̂ − 2ζ(2πf) v` to the item's acceleration, `d` being the item's
/// offset from the anchor and `v` its velocity (relative to the other item's for two items).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to: UIKit's `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items
        /// An item and an anchor point.
        case anchor
    }

    /// The attached items: one for an anchor attachment, two otherwise.
    public let items: [any UIDynamicItem]
    /// Whether the attachment is to an anchor or between items.
    public let attachedBehaviorType: AttachmentType
    /// The fixed point the item is attached to (reference coordinates); moving it pulls the item.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    /// The distance kept between the attached points.
    open var length: CGFloat { didSet { dynamicAnimator?.wake() } }
    /// The spring's damping ratio. Default 0.
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// The spring's frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }

    /// Attaches `item`'s centre to `point`, at their current distance.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point of `item` at `offset` from its centre to `point`. Layercast does not
    /// rotate items, so the offset only sets the initial distance.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
        super.init()
    }

    /// Attaches the centres of `item1` and `item2`, at their current distance.
    public init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = hypot(item1.center.x - item2.center.x, item1.center.y - item2.center.y)
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { items }

    /// The point the first item is pulled towards, and that point's velocity.
    private func target(in state: DynamicsState) -> (point: CGPoint, velocity: CGVector)? {
        if attachedBehaviorType == .anchor { return (anchorPoint, CGVector(dx: 0, dy: 0)) }
        guard let other = state.body(of: items[1]) else { return nil }
        return (other.position, other.velocity)
    }

    override func accumulateForces(into state: inout DynamicsState) {
        guard frequency > 0, let body = state.body(of: items[0]), let (anchor, anchorVelocity) = target(in: state) else { return }
        let omega = 2 * CGFloat.pi * frequency
        let d = CGVector(dx: body.position.x - anchor.x, dy: body.position.y - anchor.y)
        let distance = hypot(d.dx, d.dy)
        let stretch = distance - length
        let direction = distance > 0 ? CGVector(dx: d.dx / distance, dy: d.dy / distance) : CGVector(dx: 0, dy: 0)
        let relative = CGVector(dx: body.velocity.dx - anchorVelocity.dx, dy: body.velocity.dy - anchorVelocity.dy)
        let spring = -omega * omega * stretch, friction = -2 * damping * omega
        let a = CGVector(dx: spring * direction.dx + friction * relative.dx, dy: spring * direction.dy + friction * relative.dy)
        if attachedBehaviorType == .anchor {
            state.accelerate(items[0], by: a)
        } else {
            // Equal and opposite, shared between the two items.
            state.accelerate(items[0], by: CGVector(dx: a.dx / 2, dy: a.dy / 2))
            state.accelerate(items[1], by: CGVector(dx: -a.dx / 2, dy: -a.dy / 2))
        }
    }

    override func applyConstraints(to state: inout DynamicsState) {
        guard frequency <= 0, attachedBehaviorType == .anchor, var body = state.body(of: items[0]) else { return }
        // A rod: back onto the circle of radius `length`, without radial velocity.
        let d = CGVector(dx: body.position.x - anchorPoint.x, dy: body.position.y - anchorPoint.y)
        let distance = hypot(d.dx, d.dy)
        guard distance > 0 else { body.position = anchorPoint; body.velocity = CGVector(dx: 0, dy: 0); state.bodies[ObjectIdentifier(items[0])] = body; return }
        let direction = CGVector(dx: d.dx / distance, dy: d.dy / distance)
        body.position = CGPoint(x: anchorPoint.x + direction.dx * length, y: anchorPoint.y + direction.dy * length)
        let radial = body.velocity.dx * direction.dx + body.velocity.dy * direction.dy
        body.velocity = CGVector(dx: body.velocity.dx - radial * direction.dx, dy: body.velocity.dy - radial * direction.dy)
        if length == 0 { body.velocity = CGVector(dx: 0, dy: 0) }
        state.bodies[ObjectIdentifier(items[0])] = body
    }
}
