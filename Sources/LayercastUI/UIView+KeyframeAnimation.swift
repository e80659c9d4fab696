import Foundation
import LayercastLayers

// UIKit's keyframe animations: a block whose changes are keyframes of one animation per
// property, each placed by `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
extension UIView {
    /// Animates the keyframes `animations` adds over `duration` seconds after `delay` seconds.
    /// Each property a keyframe changes becomes one wire animation: it holds its old value until
    /// its first keyframe starts, moves to each keyframe's value over that keyframe's relative
    /// window, and holds the last value to the end. Changes made in the block outside a keyframe
    /// span the whole duration. The calculation mode comes from `options`; the pacing over the
    /// whole animation from the curve bits of the raw value (`UIView.AnimationOptions`' 16…19,
    /// which UIKit honours too: ease-in-ease-out when none is given). Completion as for
    /// `animate(withDuration:delay:options:animations:completion:)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: (@MainActor (Bool) -> Void)? = nil) {
        var request = BlockRequest(duration: duration, delay: delay,
                                   options: AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10)))
        request.keyframeMode = options.calculationMode
        runAnimationBlock(request, animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`: the changes `animations` makes are reached at
    /// `frameStartTime + frameDuration` (fractions 0…1 of the whole animation), starting from
    /// the previous keyframe's values at `frameStartTime`. Outside a keyframe block the changes
    /// apply as in any block.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        CATransaction.begin()
        CATransaction.updateViewAnimation { settings in
            if settings.keyframeWindow != nil {
                settings.keyframeWindow = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
            }
        }
        animations()
        CATransaction.commit()
    }
}
