import Foundation
import LayercastLayers

extension UIView {
    /// Animates the changes `animations` makes to views' animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor, contentStretch) over `duration` seconds, with
    /// an ease-in-ease-out curve, starting now. The model values change at once; the client
    /// plays the animations. `completion` gets `true` once they have finished (on the first turn
    /// at or after that time). Acts on the current `LayerContext` (inside a turn or
    /// `UIApplication.perform`); without one the changes apply unanimated and `completion` runs
    /// at once.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        guard LayerContext.current != nil else {
            animations()
            completion?(true)
            return
        }
        // Inside a custom transition animator, what the animator set before this block (a view
        // it just added, at its start state) is committed first so the animation starts there.
        if TransitionAnimationScope.commitsStartState { CATransaction.flush() }
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(.easeInEaseOut)
        CATransaction.setAnimatesDelegatedLayers(true)
        CATransaction.setDisableActions(duration <= 0)
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        animations()
        CATransaction.commit()
    }

    /// Applies `actions` without any implicit animation, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actions()
        CATransaction.commit()
    }
}
