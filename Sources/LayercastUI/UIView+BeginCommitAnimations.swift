import Foundation
import LayercastLayers

/// The state of one `beginAnimations(_:context:)` block: its id, context pointer and delegate
/// callbacks, kept with the block's completion group.
@MainActor
final class BeginCommitAnimationBlock {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    var delegate: AnyObject?
    var willStart: ((AnyObject) -> Void)?
    var didStop: ((AnyObject, Bool) -> Void)?

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
    }
}

// The begin/commit form of UIKit's animation blocks (deprecated in UIKit, still compiled by
// apps). The block is a transaction: `beginAnimations` opens it, the setters configure it,
// `commitAnimations` closes it. Without the Objective-C runtime, `setAnimationWillStart(_:)` and
// `setAnimationDidStop(_:)` take method references of the delegate's class (what
// `layercast-port` makes of `#selector(...)`) instead of selectors.
extension UIView {
    /// Opens an animation block: changes to views until `commitAnimations()` animate with the
    /// block's settings (default duration 0.2 s, ease-in-ease-out, as UIKit documents).
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = BeginCommitAnimationBlock(animationID: animationID, context: context)
        let group = AnimationCompletionGroup { [block] finished in
            if let delegate = block.delegate { block.didStop?(delegate, finished) }
        }
        group.userInfo = block
        var settings = ImplicitAnimation()
        settings.allowsUserInteraction = false
        settings.group = group
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setAnimationTimingFunction(.easeInEaseOut)
        CATransaction.setAnimatesDelegatedLayers(true)
        CATransaction.setDisableActions(!CATransaction.viewAnimationsEnabled)
        CATransaction.beginViewAnimation(settings)
    }

    /// Closes the block opened by `beginAnimations(_:context:)`; its changes go out with the
    /// next commit. The delegate's will-start method runs now.
    public static func commitAnimations() {
        if let block = currentBeginCommitBlock, let delegate = block.delegate { block.willStart?(delegate) }
        CATransaction.commit()
    }

    /// Sets the duration of the block's animations, in seconds (default 0.2).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard CATransaction.viewAnimation != nil else { return }
        CATransaction.setAnimationDuration(duration)
        CATransaction.setDisableActions(duration <= 0 || !CATransaction.viewAnimationsEnabled)
    }

    /// Sets the delay before the block's animations start, in seconds (default 0).
    public static func setAnimationDelay(_ delay: TimeInterval) {
        CATransaction.updateViewAnimation { $0.delay = max(0, delay) }
    }

    /// Sets the curve of the block's animations (default `.easeInOut`).
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        guard CATransaction.viewAnimation != nil else { return }
        CATransaction.setAnimationTimingFunction(curve.timingFunction)
    }

    /// Sets whether the block's animations start from what animations in flight show.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        CATransaction.updateViewAnimation { $0.beginFromCurrentState = fromCurrentState }
    }

    /// Sets the object whose will-start and did-stop methods the block calls (kept strongly
    /// until the block ends, as UIKit does).
    public static func setAnimationDelegate(_ delegate: Any?) {
        currentBeginCommitBlock?.delegate = delegate as AnyObject?
    }

    /// Sets the delegate's method to call when the block's animations start (UIKit's selector
    /// `animationWillStart:context:`), as a method reference: `Controller.willStart`.
    public static func setAnimationWillStart<Delegate: AnyObject>(
        _ method: @escaping (Delegate) -> (String?, UnsafeMutableRawPointer?) -> Void) {
        guard let block = currentBeginCommitBlock else { return }
        block.willStart = { [unowned block] target in
            if let target = target as? Delegate { method(target)(block.animationID, block.context) }
        }
    }

    /// Sets the delegate's method to call when the block's animations stop (UIKit's selector
    /// `animationDidStop:finished:context:`), as a method reference: `Controller.didStop`.
    /// `finished` is `true` when every animation ran to its end.
    public static func setAnimationDidStop<Delegate: AnyObject>(
        _ method: @escaping (Delegate) -> (String?, NSNumber, UnsafeMutableRawPointer?) -> Void) {
        guard let block = currentBeginCommitBlock else { return }
        block.didStop = { [unowned block] target, finished in
            if let target = target as? Delegate {
                method(target)(block.animationID, NSNumber(value: finished), block.context)
            }
        }
    }

    /// The begin/commit block in effect, if the innermost block is one.
    static var currentBeginCommitBlock: BeginCommitAnimationBlock? {
        CATransaction.viewAnimation?.group?.userInfo as? BeginCommitAnimationBlock
    }
}
