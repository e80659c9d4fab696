import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

/// An animated change of a layer's whole look (Core Animation's `CATransition`): add it to a
/// layer whose contents or sublayers change in the same transaction, and the old look fades,
/// is pushed, revealed or covered by the new one.
///
/// The wire has no transition kind, so the old look is kept as layers: when the transition is
/// added, the layer's subtree as of the last commit (properties and contents, which are
/// content-addressed, so no bitmap travels again) is copied into a sibling layer — a snapshot —
/// that the transition animates out and removes when it ends. `startProgress`/`endProgress`
/// are not supported (the whole transition plays).
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type = CATransitionType.fade
    /// The direction of `moveIn`, `push` and `reveal`; `nil` (the default) is from the left.
    open var subtype: CATransitionSubtype?

    /// Copies the settings, type and subtype.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CATransition { type = other.type; subtype = other.subtype }
    }
}

/// What a transition does to the old look (a snapshot) and the new one (the layer), shared by
/// `CATransition` and UIKit's view transitions.
package enum LayerTransitionStyle: Equatable, Sendable {
    /// An edge of the layer.
    package enum Edge: Sendable { case left, right, top, bottom }
    case fade
    case moveIn(Edge)
    case push(Edge)
    case reveal(Edge)
    /// A half turn about the vertical (left, right) or horizontal (top, bottom) axis.
    case flip(Edge)
    /// A page curl, approximated (see `transitionAnimations`).
    case curl(up: Bool)

    /// Whether the snapshot of the old look goes above the layer.
    var snapshotAbove: Bool {
        switch self {
        case .moveIn, .curl(up: false): false
        default: true
        }
    }
}

/// The delegate that takes a transition's snapshot away when its animation stops.
@MainActor
final class SnapshotRemover: CAAnimationDelegate {
    weak var snapshot: CALayer?
    init(_ snapshot: CALayer) { self.snapshot = snapshot }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { snapshot?.removeFromSuperlayer() }
}

extension CALayer {
    /// The distance to the perspective viewer of flips and curls, in points (m34 = −1/500, the
    /// value Apple's sample code for 3D flips uses).
    static let transitionEyeDistance: CGFloat = 500
    /// Angle step of a sampled rotation (3°: a chord between two samples deviates from the arc
    /// by r·(1 − cos 1.5°) ≈ 0.00034·r, under 0.07 pt for a point 200 pt from the axis).
    static let transitionAngleStep = 3.0 * Double.pi / 180

    func addTransition(_ transition: CATransition, key: String, settings: ImplicitAnimation?) {
        let edge: LayerTransitionStyle.Edge = switch transition.subtype {
        case .fromRight?: .right
        case .fromTop?: .top
        case .fromBottom?: .bottom
        default: .left
        }
        let style: LayerTransitionStyle = switch transition.type {
        case .moveIn: .moveIn(edge)
        case .push: .push(edge)
        case .reveal: .reveal(edge)
        default: .fade
        }
        guard let snapshot = wireSnapshot() else { return }
        let (old, new) = transitionAnimations(style, key: key, model: self)
        for animation in old + new {
            animation.copySettings(from: transition)
            animation.delegate = nil
        }
        placeSnapshot(snapshot, style: style)
        addTransitionAnimations(old: old, new: new, snapshot: snapshot, delegate: transition.delegate)
    }

    /// Puts `snapshot` beside this layer, above or below it as `style` wants.
    package func placeSnapshot(_ snapshot: CALayer, style: LayerTransitionStyle) {
        guard let superlayer else { return }
        if style.snapshotAbove { superlayer.insertSublayer(snapshot, above: self) }
        else { superlayer.insertSublayer(snapshot, below: self) }
    }

    /// Adds a transition's animations: `old` to the snapshot (which holds its last frame until
    /// it is removed at the end), `new` to this layer; `delegate` hears the transition's start
    /// and stop.
    package func addTransitionAnimations(old: [CAAnimation], new: [CAAnimation], snapshot: CALayer,
                                         delegate: (any CAAnimationDelegate)?) {
        for (index, animation) in old.enumerated() {
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            if index == 0 { animation.delegate = SnapshotRemover(snapshot) }
            snapshot.add(animation, forKey: "layercast.transition.\(index)")
        }
        for (index, animation) in new.enumerated() {
            if index == 0 { animation.delegate = delegate }
            add(animation, forKey: index == 0 ? "transition" : "transition.\(index)")
        }
    }

    /// A copy of what the wire shows for this layer's subtree as of the last commit: its
    /// properties and contents (the same content ids: nothing is drawn or sent again) and the
    /// same for its sublayers; no delegate, mask or shadow path. `nil` when the layer is not on
    /// the wire yet.
    package func wireSnapshot() -> CALayer? {
        guard isOnWire, let context = wireIDOwner else { return nil }
        let copy = CALayer()
        let wire = wireState
        copy.applyAnimatedValues(wire)
        copy.isHidden = wire.isHidden
        copy.masksToBounds = wire.masksToBounds
        copy.contentsGravity = wire.contentsGravity
        copy.isOpaque = wire.isOpaque
        copy.name = "layercast.snapshot"
        copy.replaceContents(wireContents, damage: nil)
        for id in wireSublayers {
            if let layer = context.wireLayers[id], let sub = layer.wireSnapshot() { copy.addSublayer(sub) }
        }
        return copy
    }

    /// The animations of a transition: for the snapshot of the old look, and for the new look
    /// (`model`'s transform and opacity are the new look's resting values). Durations, timing
    /// and begin times are left to the caller (or the transaction).
    ///
    /// Flips turn the old look from 0 to 90° and then hide it, and show the new look from −90° to
    /// 0 in the second half, with perspective; the rotation is sampled every 3° into transform
    /// keyframes (the wire interpolates matrices entry by entry, which would shrink a layer
    /// between two far-apart angles). Both halves share the caller's timing function over the
    /// whole flip, as the key times are in the eased progress. The page curl is approximated: the
    /// old page (curl up) slides up by its height while tilting back 60° about its top edge's
    /// direction with perspective, uncovering the new look; curl down brings the new page down
    /// over the old one the same way in reverse.
    package func transitionAnimations(_ style: LayerTransitionStyle, key: String,
                                      model: CALayer) -> (old: [CAAnimation], new: [CAAnimation]) {
        let wireState = wireState
        let size = wireState.bounds.size == .zero ? model.bounds.size : wireState.bounds.size
        func offset(_ edge: LayerTransitionStyle.Edge) -> (String, CGFloat) {
            switch edge {
            case .left: ("transform.translation.x", -size.width)
            case .right: ("transform.translation.x", size.width)
            case .top: ("transform.translation.y", -size.height)
            case .bottom: ("transform.translation.y", size.height)
            }
        }
        func basic(_ path: String, _ from: Any?, _ to: Any?) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: path)
            a.fromValue = from; a.toValue = to
            return a
        }
        let opacity = CGFloat(model.opacity)
        let hold = basic("opacity", CGFloat(wireState.opacity), CGFloat(wireState.opacity))
        switch style {
        case .fade:
            return ([basic("opacity", CGFloat(wireState.opacity), CGFloat(0))], [basic("opacity", CGFloat(0), opacity)])
        case .moveIn(let edge):
            let (path, d) = offset(edge)
            return ([hold], [basic(path, d, CGFloat(0))])
        case .push(let edge):
            let (path, d) = offset(edge)
            return ([basic(path, CGFloat(0), -d)], [basic(path, d, CGFloat(0))])
        case .reveal(let edge):
            let (path, d) = offset(edge)
            return ([basic(path, CGFloat(0), -d)], [])
        case .flip(let edge):
            let (x, y, sign): (CGFloat, CGFloat, Double) = switch edge {
            case .left: (0, 1, 1)
            case .right: (0, 1, -1)
            case .top: (1, 0, -1)
            case .bottom: (1, 0, 1)
            }
            let steps = Int((Double.pi / 2 / CALayer.transitionAngleStep).rounded())
            func turn(_ angle: Double, _ base: CATransform3D) -> CATransform3D {
                var perspective = CATransform3D.identity
                perspective.m34 = -1 / CALayer.transitionEyeDistance
                return base.concatenating(CATransform3DMakeRotation(CGFloat(angle), x, y, 0)).concatenating(perspective)
            }
            let oldBase = CATransform3D(rowMajor: wireState.transform.m.map { CGFloat($0) })
            let oldTurn = CAKeyframeAnimation(keyPath: "transform")
            let newTurn = CAKeyframeAnimation(keyPath: "transform")
            var oldValues: [Any] = [], newValues: [Any] = [], oldTimes: [NSNumber] = [], newTimes: [NSNumber] = []
            for k in 0...steps {
                let f = Double(k) / Double(steps)
                oldValues.append(turn(sign * f * .pi / 2, oldBase)); oldTimes.append(NSNumber(value: 0.5 * f))
                newValues.append(turn(-sign * (1 - f) * .pi / 2, model.transform)); newTimes.append(NSNumber(value: 0.5 + 0.5 * f))
            }
            oldValues.append(oldValues.last!); oldTimes.append(1)
            newValues.insert(newValues[0], at: 0); newTimes.insert(0, at: 0)
            oldTurn.values = oldValues; oldTurn.keyTimes = oldTimes
            newTurn.values = newValues; newTurn.keyTimes = newTimes
            let oldHide = CAKeyframeAnimation(keyPath: "opacity")
            oldHide.values = [CGFloat(wireState.opacity), CGFloat(wireState.opacity), CGFloat(0), CGFloat(0)]
            oldHide.keyTimes = [0, 0.5, 0.5, 1]
            let newShow = CAKeyframeAnimation(keyPath: "opacity")
            newShow.values = [CGFloat(0), CGFloat(0), opacity, opacity]
            newShow.keyTimes = [0, 0.5, 0.5, 1]
            return ([oldTurn, oldHide], [newTurn, newShow])
        case .curl(let up):
            let steps = 20
            func page(_ f: Double, _ base: CATransform3D) -> CATransform3D {
                var perspective = CATransform3D.identity
                perspective.m34 = -1 / CALayer.transitionEyeDistance
                let tilt = CATransform3DMakeRotation(CGFloat(f * Double.pi / 3), 1, 0, 0)
                let lift = CATransform3DMakeTranslation(0, -size.height * CGFloat(f), 0)
                return base.concatenating(tilt).concatenating(perspective).concatenating(lift)
            }
            let turn = CAKeyframeAnimation(keyPath: "transform")
            let base = up ? CATransform3D(rowMajor: wireState.transform.m.map { CGFloat($0) }) : model.transform
            turn.values = (0...steps).map { k -> Any in
                let f = Double(k) / Double(steps)
                return page(up ? f : 1 - f, base)
            }
            return up ? ([turn], []) : ([hold], [turn])
        }
    }
}
