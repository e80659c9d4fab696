import Foundation
import LayercastModel

/// The settings of one transaction level.
struct TransactionFrame {
    var disableActions = false
    var animationDuration: TimeInterval = 0.25
    var animatesDelegatedLayers = false
    var timingFunction = CAMediaTimingFunction.default
    var completionBlock: (@MainActor () -> Void)?
    /// The settings of the UIKit animation block this transaction is (or is inside); `nil`
    /// outside animation blocks. Its duration and curve are the fields above.
    var viewAnimation: ImplicitAnimation?
    /// Completion groups of animation blocks opened in this transaction, sealed by its commit.
    var groups: [AnimationCompletionGroup] = []

    /// A nested transaction starts with its parent's settings (not its completion block).
    func child() -> TransactionFrame {
        TransactionFrame(disableActions: disableActions, animationDuration: animationDuration,
                         animatesDelegatedLayers: animatesDelegatedLayers, timingFunction: timingFunction,
                         completionBlock: nil, viewAnimation: viewAnimation)
    }
}

/// Groups layer-tree changes into atomic commits, with Core Animation's static API.
///
/// Every change to an on-screen layer opens an implicit transaction, committed at the end of the
/// run-loop turn. `begin()`/`commit()` nest explicit transactions inside it: only the outermost
/// commit with no implicit transaction open commits at once. The calls act on
/// `LayerContext.current` (bound by the application while it runs a turn, or by
/// `LayerContext.performAsCurrent(_:)`); without a current context they do nothing and the
/// getters return the defaults. A nested transaction starts with its parent's settings.
///
/// Implicit actions: a change to an animatable property of an on-screen layer that is already on
/// the wire becomes an animation from the last committed value to the new one, lasting
/// `animationDuration()`, unless actions are disabled. Layers with a delegate (views' layers) take
/// implicit animations only where `setAnimatesDelegatedLayers(true)` says so, which is what
/// `UIView.animate` does, as UIKit views animate only inside animation blocks.
@preconcurrency @MainActor
public enum CATransaction {
    /// Opens an explicit transaction.
    public static func begin() {
        guard let context = LayerContext.current else { return }
        context.transactionStack.append(context.currentFrame.child())
    }

    /// Closes the innermost explicit transaction. When it was the outermost one and no implicit
    /// transaction is open, the changes are committed now (layout, display, diff); otherwise they
    /// join the enclosing transaction. The completion block runs after the commit that carries
    /// the changes.
    public static func commit() {
        guard let context = LayerContext.current, let frame = context.transactionStack.popLast() else { return }
        if let block = frame.completionBlock { context.pendingCompletions.append(block) }
        context.pendingGroups.append(contentsOf: frame.groups)
        if context.transactionStack.isEmpty, context.implicitFrame == nil {
            context.commitNow()
        }
    }

    /// Commits the implicit transaction now, if one is open and no explicit one is.
    public static func flush() {
        LayerContext.current?.commitImplicitTransaction()
    }

    /// Whether implicit actions (animations of property changes) are off in this transaction.
    public static func disableActions() -> Bool {
        LayerContext.current?.currentFrame.disableActions ?? false
    }

    /// Turns implicit actions off (or on) for the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        LayerContext.current?.updateCurrentFrame { $0.disableActions = flag }
    }

    /// The duration of implicit animations in this transaction, in seconds (default 0.25).
    public static func animationDuration() -> TimeInterval {
        LayerContext.current?.currentFrame.animationDuration ?? 0.25
    }

    /// Sets the duration of implicit animations for the current transaction, in seconds.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        LayerContext.current?.updateCurrentFrame { $0.animationDuration = duration }
    }

    /// The pacing of implicit animations in this transaction (default: Core Animation's default).
    public static func animationTimingFunction() -> CAMediaTimingFunction {
        LayerContext.current?.currentFrame.timingFunction ?? .default
    }

    /// Sets the pacing of implicit animations for the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction) {
        LayerContext.current?.updateCurrentFrame { $0.timingFunction = function }
    }

    /// Whether layers with a delegate (views' layers) take implicit animations in this transaction.
    public static func animatesDelegatedLayers() -> Bool {
        LayerContext.current?.currentFrame.animatesDelegatedLayers ?? false
    }

    /// Lets layers with a delegate (views' layers) take implicit animations in this transaction:
    /// what UIKit's animation blocks do. A Layercast addition to Core Animation's API.
    public static func setAnimatesDelegatedLayers(_ flag: Bool) {
        LayerContext.current?.updateCurrentFrame { $0.animatesDelegatedLayers = flag }
    }

    /// The block to run once the current transaction has been committed.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        LayerContext.current?.currentFrame.completionBlock
    }

    /// Sets the block to run once the current transaction has been committed (and its
    /// animations have finished: with no animations, right after the commit).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        LayerContext.current?.updateCurrentFrame { $0.completionBlock = block }
    }
}

extension LayerContext {
    /// Marks a change to animate when the transaction in effect wants implicit actions for it.
    func considerImplicitAnimation(of layer: CALayer, bit: UInt64, old: () -> LayerProperty?) {
        guard let frame = implicitActionFrame(for: layer) else { return }
        layer.animatedBits |= bit
        var settings = frame.viewAnimation ?? ImplicitAnimation()
        settings.duration = frame.animationDuration
        settings.timing = frame.timingFunction
        let raw = UInt8(bit.trailingZeroBitCount)
        // The first animated change of the key in this transaction fixes where it starts.
        settings.from = layer.implicitAnimations[raw]?.from ?? old()
        if let window = settings.keyframeWindow, let key = LayerPropertyKey(rawValue: raw) {
            // A keyframe block's change: one more keyframe of this key's track.
            settings.keyframes = (layer.implicitAnimations[raw]?.keyframes ?? [])
                + [(window.start, window.duration, layer.wireProperty(key))]
        }
        layer.implicitAnimations[raw] = settings
    }

    /// The transaction settings an implicit action of `layer` takes now; `nil` when the
    /// transaction in effect wants none for it (actions disabled, no duration, or a view's layer
    /// outside a view animation).
    func implicitActionFrame(for layer: CALayer) -> TransactionFrame? {
        // A layer of another screen's tree changed inside an explicit transaction (an animation
        // block) of the context whose turn runs: that transaction's settings apply, as one
        // Core Animation transaction covers every layer a block changes.
        let frame: TransactionFrame
        if let current = LayerContext.current, current !== self, !current.transactionStack.isEmpty {
            frame = current.currentFrame
        } else {
            frame = currentFrame
        }
        guard !frame.disableActions, frame.animationDuration > 0,
              frame.animatesDelegatedLayers || layer.delegate == nil else { return nil }
        return frame
    }

    /// The innermost transaction's settings (the implicit one's when none is explicit).
    var currentFrame: TransactionFrame {
        transactionStack.last ?? implicitFrame ?? TransactionFrame()
    }

    /// Changes the innermost transaction, opening the implicit one when no explicit one is open.
    func updateCurrentFrame(_ change: (inout TransactionFrame) -> Void) {
        if transactionStack.isEmpty {
            var frame = implicitFrame ?? TransactionFrame()
            change(&frame)
            implicitFrame = frame
        } else {
            change(&transactionStack[transactionStack.count - 1])
        }
    }
}

extension CALayer {
    /// Core Animation's implicit action for a property of a layer subclass that travels outside
    /// the wire's property list (a shape's `strokeEnd`, a gradient's `colors`, a replicator's
    /// `instanceTransform`…): when the transaction in effect wants actions and the layer is not
    /// a view's (UIKit gives views' layers no action for these), a basic animation from `old` to
    /// the new value, added under the key path's name as `action(forKey:)` would add it.
    func addImplicitAction(forKeyPath keyPath: String, from old: Any?) {
        guard delegate == nil, isOnWire, let old, let context, let frame = context.implicitActionFrame(for: self) else { return }
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        if let action = action(forKey: keyPath) {
            action.run(forKey: keyPath, object: self, arguments: nil)
            return
        }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = old
        animation.duration = frame.animationDuration
        animation.timingFunction = frame.timingFunction
        add(animation, forKey: keyPath)
    }
}
