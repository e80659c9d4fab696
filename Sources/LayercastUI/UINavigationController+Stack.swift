import Foundation
import LayercastGraphics

extension UINavigationController {
    /// Replaces the stack with `newStack`: containment (`willMove(toParent:)` now through
    /// `addChild`, `didMove(toParent:)` once the new top shows), the bar's items, and, when the
    /// top changes while the navigation controller is visible, the transition with its
    /// appearance callbacks. A change asked for during a transition waits for its end.
    func changeStack(to newStack: [UIViewController], animated: Bool, operation: Operation, interactive: Bool = false) {
        if stackTransition != nil {
            pendingStackChanges.append { [weak self] in self?.changeStack(to: newStack, animated: animated, operation: operation) }
            return
        }
        var unique: [UIViewController] = []
        for vc in newStack where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let oldStack = stack
        let oldTop = oldStack.last, newTop = unique.last
        let added = unique.filter { vc in !oldStack.contains { $0 === vc } }
        let removed = oldStack.filter { vc in !unique.contains { $0 === vc } }

        for vc in added { addChild(vc) }
        for vc in removed { vc.willMove(toParent: nil) }
        stack = unique
        children = unique + children.filter { vc in !unique.contains { $0 === vc } && !removed.contains { $0 === vc } }
        navigationBar.setItems(unique.map(\.navigationItem), animated: animated)
        if newTop !== oldTop { toolbar.setItems(newTop?.toolbarItems, animated: animated) }

        let visible = appearanceState == .appeared && viewIfLoaded?.window != nil
        guard oldTop !== newTop, visible, let view = viewIfLoaded else {
            if oldTop !== newTop, let oldView = oldTop?.viewIfLoaded, oldView.superview === viewIfLoaded {
                oldView.removeFromSuperview()
            }
            if isViewLoaded { installTopViewIfNeeded() }
            finishContainment(added: added, removed: removed)
            return
        }

        let from = oldTop, to = newTop
        for vc in added { vc.movingToParent = true }
        for vc in removed { vc.movingFromParent = true }
        let fromView = from?.viewIfLoaded
        let toView: UIView? = to?.view
        from?.beginAppearanceTransition(false, animated: animated)
        to?.beginAppearanceTransition(true, animated: animated)
        if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        to?.containerSafeAreaInsets = barSafeAreaInsets
        toView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let transition = ViewControllerTransition(container: view, animated: animated, interactive: interactive,
                                                  from: from, to: to, fromView: fromView, toView: toView)
        if let from { transition.initialFrames[ObjectIdentifier(from)] = contentFrame }
        if let to { transition.finalFrames[ObjectIdentifier(to)] = contentFrame }
        transition.arriving = to
        stackTransition = transition
        to?.presentation.transition = transition
        from?.presentation.transition = transition

        let animator: any UIViewControllerAnimatedTransitioning = (from.flatMap { from in
            to.flatMap { to in delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) }
        }) ?? NavigationSlideAnimator(operation: operation, bar: navigationBar)
        transition.finish = { [weak self] completed in
            guard let self else { return }
            self.endStackTransition(completed: completed, from: from, to: to, oldStack: oldStack,
                                    added: added, removed: removed, animated: animated, animator: animator)
        }
        if interactive {
            startInteractivePop(transition, from: fromView, to: toView)
        } else {
            transition.run(with: animator, arriving: to)
        }
    }

    private func endStackTransition(completed: Bool, from: UIViewController?, to: UIViewController?, oldStack: [UIViewController],
                                    added: [UIViewController], removed: [UIViewController], animated: Bool,
                                    animator: any UIViewControllerAnimatedTransitioning) {
        stackTransition = nil
        defer {
            for vc in added { vc.movingToParent = false }
            for vc in removed { vc.movingFromParent = false }
        }
        to?.presentation.transition = nil
        from?.presentation.transition = nil
        let shown = completed ? to : from
        let hidden = completed ? from : to
        if let hiddenView = hidden?.viewIfLoaded, hiddenView.superview === viewIfLoaded { hiddenView.removeFromSuperview() }
        for vc in [from, to] {
            guard let v = vc?.viewIfLoaded else { continue }
            if v.transform != .identity { v.transform = .identity }
            if v.frame != contentFrame { v.frame = contentFrame }
        }
        if completed {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
            finishContainment(added: added, removed: removed)
        } else {
            // UIKit's order for a cancelled interactive pop: the revealed controller disappears
            // again, then the top one appears again.
            stack = oldStack
            children = oldStack
            navigationBar.setItems(oldStack.map(\.navigationItem), animated: false)
            toolbar.setItems(oldStack.last?.toolbarItems, animated: false)
            to?.beginAppearanceTransition(false, animated: animated)
            to?.endAppearanceTransition()
            from?.beginAppearanceTransition(true, animated: animated)
            from?.endAppearanceTransition()
        }
        installTopViewIfNeeded()
        animator.animationEnded(completed)
        if let shown { delegate?.navigationController(self, didShow: shown, animated: animated) }
        let pending = pendingStackChanges
        pendingStackChanges = []
        for change in pending { change() }
    }

    private func finishContainment(added: [UIViewController], removed: [UIViewController]) {
        for vc in removed where vc.parent === self { vc.removeFromParent() }
        for vc in added where vc.parent === self { vc.didMove(toParent: self) }
    }
}
