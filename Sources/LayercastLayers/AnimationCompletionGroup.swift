import Foundation

/// The completion of one UIKit animation block: it waits until every animation the block
/// started has stopped, and reports whether all of them finished (`false` when one was
/// interrupted: replaced, removed, or its layer left the screen).
@MainActor
package final class AnimationCompletionGroup {
    private var pending = 0
    private var sealed = false
    private var finished = true
    private var done = false
    /// Released once it has run: a layer keeps its finished animations' settings (and so this
    /// group) until it sends again, and the closure may capture the views that own the layer.
    private var completion: (@MainActor (Bool) -> Void)?
    /// The animations the block started, by layer and key.
    /// The block's animations. Weak: the layers hold their animations' settings, which hold
    /// this group, and a strong reference back would make every animated layer a cycle.
    var members: [Member] = []

    /// One animation of the block: its layer (weakly) and key.
    struct Member {
        weak var layer: CALayer?
        let key: String
    }
    /// Anything the block's owner wants to keep with it (the begin/commit form's delegate).
    package var userInfo: AnyObject?

    /// A group that calls `completion` once.
    package init(completion: (@MainActor (Bool) -> Void)?) { self.completion = completion }

    /// Whether the completion has run.
    package var isDone: Bool { done }

    func animationStarted() { pending += 1 }

    func animationEnded(finished flag: Bool) {
        pending -= 1
        if !flag { finished = false }
        check()
    }

    /// No more animations join: the commit carrying the block's changes happened.
    func seal() {
        sealed = true
        check()
    }

    /// Marks the group interrupted and completes it now if nothing of it runs.
    package func interrupt() {
        finished = false
        sealed = true
        check()
    }

    private func check() {
        guard sealed, pending <= 0, !done else { return }
        done = true
        let run = completion
        completion = nil
        run?(finished)
    }
}
