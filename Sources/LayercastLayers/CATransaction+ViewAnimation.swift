import Foundation
import LayercastGraphics
import LayercastModel

// What UIKit's animation blocks need from the transaction machinery (package API: UIKit-side
// state lives in the transaction frames of the current context, not in globals).
extension CATransaction {
    /// The settings of the UIKit animation block in effect; `nil` outside blocks.
    package static var viewAnimation: ImplicitAnimation? {
        LayerContext.current?.currentFrame.viewAnimation
    }

    /// Changes the settings of the UIKit animation block in effect (nothing outside blocks).
    package static func updateViewAnimation(_ change: (inout ImplicitAnimation) -> Void) {
        guard let context = LayerContext.current, !context.transactionStack.isEmpty,
              context.currentFrame.viewAnimation != nil else { return }
        context.updateCurrentFrame { frame in
            if var settings = frame.viewAnimation {
                change(&settings)
                frame.viewAnimation = settings
            }
        }
    }

    /// Makes the innermost explicit transaction a UIKit animation block with `settings`; its
    /// group (if any) is sealed by the commit that carries the block's changes.
    package static func beginViewAnimation(_ settings: ImplicitAnimation) {
        LayerContext.current?.updateCurrentFrame { frame in
            frame.viewAnimation = settings
            if let group = settings.group { frame.groups.append(group) }
        }
    }

    /// Whether UIKit animation blocks animate in the current context.
    package static var viewAnimationsEnabled: Bool {
        get { LayerContext.current?.viewAnimationsEnabled ?? true }
        set { LayerContext.current?.viewAnimationsEnabled = newValue }
    }

    /// Runs `block` at `time` on the current context's clock (on the first turn at or after it).
    package static func schedule(at time: Double, _ block: @escaping @MainActor () -> Void) {
        LayerContext.current?.timedCompletions.append((time, block))
    }
}

/// The media time of the context bound for the running turn, in seconds (Core Animation's
/// `CACurrentMediaTime()`). The toolkit has no process-wide clock: this reads the clock injected
/// into the `LayerContext` that is current (`LayerContext.current`, bound by the application for
/// each run-loop turn and by `UIApplication.perform`), so it is 0 outside a turn or without a
/// clock. Code that runs outside turns should read `UIApplication.clock` instead.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    LayerContext.current?.clock?.now ?? 0
}

extension AnimationCompletionGroup {
    /// Layers and keys of the animations the block started (for a property animator).
    package var memberList: [(layer: CALayer, key: String)] { members.compactMap { m in m.layer.map { ($0, m.key) } } }
}

extension CALayer {
    /// The wire forms of the animation under `key` (`nil` before its commit or without one).
    package func wireAnimations(forKey key: String) -> [LayerAnimation]? {
        animationEntries.first { $0.key == key }?.wires
    }

    /// Replaces the wire forms of the animation under `key` (retiming it: pausing, scrubbing,
    /// reversing) without stopping it: no delegate or completion hears of it. Sent with the next
    /// commit. `keepsAfterEnd` keeps it attached once finished (a paused, frozen animation).
    package func retimeAnimation(forKey key: String, to wires: [LayerAnimation], keepsAfterEnd: Bool) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        animationEntries[index].tracker?.stopped = true
        animationEntries[index].wires = wires
        animationEntries[index].localWires = nil
        animationEntries[index].needsSend = true
        animationEntries[index].animation.isRemovedOnCompletion = !keepsAfterEnd
        var settings = animationEntries[index].settings
        settings?.group = nil
        if let first = wires.first {
            animationEntries[index].tracker = wireIDOwner?.track(first, animation: nil, settings: settings)
        }
        markDirtyBits(CALayer.animationsBit)
    }

    /// Removes the animation under `key` without telling anyone (a property animator's own).
    package func discardAnimation(forKey key: String) {
        if let entry = animationEntries.first(where: { $0.key == key }) { entry.tracker?.stopped = true }
        removeAnimation(forKey: key)
    }

    /// Sets the model value of the property at `keyPath` (the names of implicit animations)
    /// without animating it.
    package func setModelValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("bounds", .rect(let r)): bounds = r
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("transform", .transform(let t)): transform = CATransform3D(rowMajor: t.m.map { CGFloat($0) })
        case ("backgroundColor", .color(let c)): backgroundColor = CGColor(c)
        case ("borderColor", .color(let c)): borderColor = CGColor(c)
        case ("shadowColor", .color(let c)): shadowColor = CGColor(c)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        default: break
        }
        CATransaction.commit()
    }
}
