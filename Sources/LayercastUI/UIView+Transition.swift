import Foundation
import LayercastLayers

// UIKit's view transitions ("Creating Animated Transitions Between Views"). The old look is
// kept as a snapshot: a copy of the layers as of the last commit (same content ids, so no
// bitmap is drawn or sent again), placed beside the view and animated out, then removed.
extension UIView {
    /// Animates the changes `animations` makes to `view` (typically to its subviews) as one
    /// transition of `options`' kind: cross-dissolve (the old look fades out over the new one:
    /// exact for opaque content), flips (a half turn about the vertical or horizontal axis with
    /// perspective; the old look turns away in the first half and is hidden at 90°, the new one
    /// turns in during the second half) and curls (approximated: see
    /// `CALayer.transitionAnimations`). The changes themselves do not animate unless
    /// `.allowAnimatedContent`. `completion` as for `animate(withDuration:…)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let snapshot = view.layer.wireSnapshot()
        let style = transitionStyle(options)
        runTransitionBlock(duration: duration, options: options, completion: completion) {
            if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
            guard let snapshot, let style else { return }
            let (old, new) = view.layer.transitionAnimations(style, key: "transition", model: view.layer)
            view.layer.placeSnapshot(snapshot, style: style)
            // A cross-dissolve fades only the old look: over the opaque new one that is the blend.
            view.layer.addTransitionAnimations(old: old, new: style == .fade ? [] : new, snapshot: snapshot, delegate: nil)
        }
    }

    /// Replaces `fromView` by `toView` with a transition of `options`' kind: `toView` is added to
    /// `fromView`'s superview in its place and `fromView` removed — or, with
    /// `.showHideTransitionViews`, `fromView` hidden and `toView` shown. The old look is
    /// `fromView`'s snapshot. `completion` as for `animate(withDuration:…)`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        let snapshot = fromView.layer.wireSnapshot()
        let style = transitionStyle(options)
        runTransitionBlock(duration: duration, options: options, completion: completion) {
            performWithoutAnimation {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    if toView.superview !== superview { superview.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }
            guard let snapshot, let style, toView.layer.superlayer != nil else { return }
            let (old, new) = fromView.layer.transitionAnimations(style, key: "transition", model: toView.layer)
            toView.layer.placeSnapshot(snapshot, style: style)
            toView.layer.addTransitionAnimations(old: old, new: style == .fade ? [] : new, snapshot: snapshot, delegate: nil)
        }
    }

    /// The layer transition `options` name; `nil` for none.
    static func transitionStyle(_ options: AnimationOptions) -> LayerTransitionStyle? {
        switch options.transitionBits {
        case 1: .flip(.left)
        case 2: .flip(.right)
        case 3: .curl(up: true)
        case 4: .curl(up: false)
        case 5: .fade
        case 6: .flip(.top)
        case 7: .flip(.bottom)
        default: nil
        }
    }

    /// A block for a transition: its own duration and curve (never inherited: a transition is
    /// not nested into an outer block's timing).
    private static func runTransitionBlock(duration: TimeInterval, options: AnimationOptions,
                                           completion: (@MainActor (Bool) -> Void)?, _ body: () -> Void) {
        var request = BlockRequest(duration: duration, delay: 0,
                                   options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]))
        request.timing = options.curve.timingFunction
        runAnimationBlock(request, animations: body, completion: completion)
    }
}
