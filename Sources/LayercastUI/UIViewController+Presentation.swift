import Foundation
import LayercastGraphics

/// A controller's presentation state.
struct PresentationLinks {
    /// The controller that presented this one.
    weak var presenting: UIViewController?
    /// The controller this one presents.
    var presented: UIViewController?
    /// The resolved style this controller was presented with.
    var style = UIModalPresentationStyle.fullScreen
    /// The container view of this (presented) controller.
    var container: PresentationContainerView?
    /// Where this presenting controller's view was before a full-screen presentation removed it.
    weak var removedViewHome: UIView?
    /// The transition under way that involves this controller.
    var transition: ViewControllerTransition?
    var isBeingPresented = false
    var isBeingDismissed = false
}

extension UIViewController {
    /// The outermost ancestor (self when it has no parent).
    var rootAncestor: UIViewController {
        var vc = self
        while let parent = vc.parent { vc = parent }
        return vc
    }

    /// The gap between the top safe area and a full-height sheet (iOS 13+ on an iPhone).
    static let sheetTopGap: CGFloat = 10
    /// The width from which a window is regular (Layercast's line between compact and regular).
    static let regularWidth: CGFloat = 700

    /// The style presentations actually use for this controller.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: automaticPresentationStyle
        case .popover: .formSheet
        case .currentContext, .none: .fullScreen
        case .overCurrentContext: .overFullScreen
        default: modalPresentationStyle
        }
    }

    /// The frame of a controller presented with `style` in a container of `bounds` whose safe
    /// area is `safe`. Sheets in a compact window (narrower than 700 points, Layercast's line
    /// between compact and regular width) start 10 points below the top safe area and fill the
    /// rest, as iOS 13+ sheets do on an iPhone; in a regular window a form sheet is a centred
    /// `preferredContentSize` card (default 540 × 620, UIKit's form sheet size) and a page sheet
    /// is 704 points wide (iOS's page sheet width on a portrait iPad), 10 points below the top
    /// safe area, bottom aligned.
    func presentationFrame(style: UIModalPresentationStyle, in bounds: CGRect, safe: UIEdgeInsets) -> CGRect {
        switch style {
        case .pageSheet, .formSheet:
            let top = safe.top + Self.sheetTopGap
            if bounds.width < Self.regularWidth {
                // At its detent (UISheetPresentationController); the large one is this whole height.
                if let sheet = presentationControllerStorage as? UISheetPresentationController,
                   let (_, value) = sheet.currentDetent(in: bounds, safe: safe,
                                                        traits: presentation.container?.traitCollection ?? traitCollection) {
                    return UISheetPresentationController.frame(value: value, in: bounds, safe: safe)
                }
                return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
            }
            if style == .formSheet {
                let size = preferredContentSize == .zero ? CGSize(width: 540, height: 620) : preferredContentSize
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            }
            let width = min(704, bounds.width)
            return CGRect(x: bounds.midX - width / 2, y: bounds.minY + top, width: width, height: bounds.height - top)
        default:
            return bounds
        }
    }

    /// Presents `viewControllerToPresent` from this controller's outermost ancestor, with the
    /// presented controller's `modalPresentationStyle` and `modalTransitionStyle` (or its
    /// `transitioningDelegate`'s animator). Callbacks in UIKit's order (well-established iOS
    /// behaviour for a full-screen presentation): the presenting controller's
    /// `viewWillDisappear`, the presented one's `viewWillAppear`, `viewIsAppearing` and layout,
    /// the animation, then the presented one's `viewDidAppear`, the presenting one's
    /// `viewDidDisappear`, and `completion`. Sheets and over-full-screen styles keep the
    /// presenting view, which gets no disappearance callbacks. Ignored (no completion) when the
    /// presenter already presents something or is not in a window, as UIKit does with a warning.
    func performPresentation(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootAncestor
        guard presenter.presentation.presented == nil, presenter.presentation.transition == nil,
              presented.presentation.presenting == nil, presented.parent == nil, presented !== presenter,
              let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            print("Layercast: Attempt to present \(type(of: presented)) on \(type(of: rootAncestor)) which is already presenting or is not in a window.")
            return
        }
        let style = presented.resolvedPresentationStyle
        let removesPresenter = style == .fullScreen
        presented.presentation.presenting = presenter
        presented.presentation.style = style
        presenter.presentation.presented = presented
        presented.presentation.isBeingPresented = true
        // UIKit asks for the animator first, before the presented view loads.
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)

        let dimming: CGFloat? = switch style {
        case .pageSheet, .formSheet: PresentationContainerView.sheetDimming
        default: (presented as? UIAlertController).map { _ in PresentationContainerView.alertDimming }
        }
        let container = PresentationContainerView(frame: window.bounds, dimming: dimming)
        presented.presentation.container = container
        container.presentedController = presented
        let toView: UIView = presented.view
        let finalFrame = presented.presentationFrame(style: style, in: container.bounds, safe: window.safeAreaInsets)
        if style == .pageSheet || style == .formSheet {
            toView.layer.cornerRadius = 10
            toView.layer.masksToBounds = true
        }
        toView.autoresizingMask = style == .fullScreen || style == .overFullScreen || style == .custom
            ? [.flexibleWidth, .flexibleHeight] : []

        let transition = ViewControllerTransition(container: container, animated: animated, style: style,
                                                  from: presenter, to: presented,
                                                  fromView: removesPresenter ? presenterView : nil, toView: toView)
        transition.initialFrames[ObjectIdentifier(presenter)] = presenterView.frame
        transition.finalFrames[ObjectIdentifier(presenter)] = presenterView.frame
        transition.finalFrames[ObjectIdentifier(presented)] = finalFrame
        presenter.presentation.transition = transition
        presented.presentation.transition = transition

        window.addSubview(container)
        if style == .pageSheet || style == .formSheet {
            // The grabber, the corner radius and whether the sheet dims at its detent.
            container.installSheetDrag()
            container.layoutSheetChrome(around: finalFrame)
        }
        if let dimming = container.dimmingView, animated {
            let target = dimming.alpha
            dimming.alpha = 0
            ViewControllerTransition.commitStartState()
            UIView.animate(withDuration: 0.3, animations: { dimming.alpha = target })
        }
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        transition.finish = { [weak presenter, weak presented] completed in
            guard let presenter, let presented else { return }
            presenter.presentation.transition = nil
            presented.presentation.transition = nil
            presented.presentation.isBeingPresented = false
            if removesPresenter, presenterView.superview != nil {
                presenter.presentation.removedViewHome = presenterView.superview
                presenterView.removeFromSuperview()
            }
            presented.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
            animator.animationEnded(completed)
            completion?()
        }
        transition.run(with: animator, arriving: presented)
    }

    /// Dismisses what this controller (or its outermost ancestor) presents, or else the
    /// presentation this controller is part of. Callbacks (well-established iOS behaviour for a
    /// full-screen presentation): the presented controller's `viewWillDisappear`, the presenting
    /// one's `viewWillAppear`, the animation, the presenting one's `viewDidAppear`, the presented
    /// one's `viewDidDisappear`, then `completion`. Controllers presented above the one dismissed
    /// go at once, without animation.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = rootAncestor
        if let presented = root.presentation.presented {
            root.dismissPresented(presented, animated: animated, completion: completion)
        } else if let presenting = presentingViewController {
            presenting.performDismissal(animated: animated, completion: completion)
        }
    }

    private func dismissPresented(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presented.presentation.transition == nil, presentation.transition == nil,
              let container = presented.presentation.container else { return }
        if let above = presented.presentation.presented {
            presented.dismissPresented(above, animated: false, completion: nil)
        }
        let style = presented.presentation.style
        let restoresPresenter = style == .fullScreen
        let presenterView: UIView = view
        presented.presentation.isBeingDismissed = true
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
        if restoresPresenter, presenterView.superview == nil, let home = presentation.removedViewHome ?? container.superview {
            if container.superview === home { home.insertSubview(presenterView, belowSubview: container) } else { home.addSubview(presenterView) }
            presenterView.frame = home.bounds
        }
        let fromView: UIView = presented.view
        let transition = ViewControllerTransition(container: container, animated: animated, style: style,
                                                  from: presented, to: self, fromView: fromView,
                                                  toView: restoresPresenter ? presenterView : nil)
        transition.initialFrames[ObjectIdentifier(presented)] = fromView.frame
        transition.finalFrames[ObjectIdentifier(self)] = presenterView.frame
        presentation.transition = transition
        presented.presentation.transition = transition

        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter { beginAppearanceTransition(true, animated: animated) }
        if let dimming = container.dimmingView, animated {
            UIView.animate(withDuration: 0.3, animations: { dimming.alpha = 0 })
        }
        transition.finish = { [weak self, weak presented] completed in
            guard let self, let presented else { return }
            self.presentation.transition = nil
            presented.presentation.transition = nil
            presented.presentation.isBeingDismissed = false
            container.removeFromSuperview()
            fromView.removeFromSuperview()
            self.presentation.presented = nil
            self.presentation.removedViewHome = nil
            presented.presentation.presenting = nil
            presented.presentation.container = nil
            if restoresPresenter { self.endAppearanceTransition() }
            presented.endAppearanceTransition()
            animator.animationEnded(completed)
            completion?()
        }
        transition.run(with: animator, arriving: restoresPresenter ? self : nil)
    }
}
