import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// A custom animator: fades the presented view in over 0.2 s and records what it was given.
@MainActor private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let log: Log
    init(log: Log) { self.log = log }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animateTransition animated=\(context.isAnimated)")
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
            context.containerView.addSubview(toView)
        }
        let fading = context.view(forKey: .to) ?? context.view(forKey: .from)
        UIView.animate(withDuration: 0.2, animations: { fading?.alpha = context.view(forKey: .to) == nil ? 0 : 1 },
                       completion: { _ in context.completeTransition(true) })
    }
    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

@MainActor private final class Transitions: UIViewControllerTransitioningDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("forPresented \((presented as? LoggingController)?.name ?? "?") by \((presenting as? LoggingController)?.name ?? "?") from \((source as? LoggingController)?.name ?? "?")")
        return FadeAnimator(log: log)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("forDismissed \((dismissed as? LoggingController)?.name ?? "?")")
        return FadeAnimator(log: log)
    }
}

/// Modal presentation. Callback order for a full-screen presentation and dismissal is the
/// well-established iOS one (the presented controller's viewDidAppear before the presenting
/// one's viewDidDisappear); frames follow iOS 13+ sheets (10 pt below the top safe area on an
/// iPhone) and UIKit's 540 × 620 form sheet.
@MainActor @Suite struct ViewControllerPresentationTests {
    private func scene(_ log: Log) -> (Stage, LoggingController, LoggingController) {
        let stage = Stage()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        a.logsLayout = false; b.logsLayout = false
        stage.window.rootViewController = a
        stage.app.runTurn()
        log.entries = []
        return (stage, a, b)
    }

    @Test func presentingFullScreenWithoutAnimation() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false) { log.add("completion") }
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)", "B.isAppearing",
                                "B.didAppear(false)", "A.didDisappear(false)", "completion"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(a.presentingViewController == nil && b.presentedViewController == nil)
        // Full screen: the presenting view leaves the window once the transition is over.
        #expect(a.view.superview == nil)
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(b.view.window === stage.window)
    }

    @Test func animatedPresentationCompletesWhenItsAnimationEnds() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        stage.run { a.present(b, animated: true) { log.add("completion") } }
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.willDisappear(true)", "B.willAppear(true)", "B.isAppearing"])
        #expect(b.isBeingPresented)
        #expect(b.transitionCoordinator?.isAnimated == true)
        let diffs = stage.app.runTurn()
        // Cover vertical: the view rises from just below the window (centre y 480 + 240).
        let position = diffs.flatMap(\.animations).first { $0.layer == b.view.layer.layerID && $0.animation.keyPath == "position" }
        #expect(position?.animation.values == [.point(CGPoint(x: 160, y: 720)), .point(CGPoint(x: 160, y: 240))])
        #expect(position?.animation.duration == 0.5)
        stage.advance(0.45)
        #expect(log.entries.count == 5)
        stage.advance(0.06)
        #expect(log.entries.suffix(3) == ["B.didAppear(true)", "A.didDisappear(true)", "completion"])
        #expect(!b.isBeingPresented && b.transitionCoordinator == nil)
    }

    @Test func animatedDismissalRestoresThePresentingView() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        log.entries = []
        stage.run { b.dismiss(animated: true) { log.add("completion") } }
        #expect(log.entries == ["B.willDisappear(true)", "A.willAppear(true)", "A.isAppearing"])
        #expect(b.isBeingDismissed)
        #expect(a.view.superview === stage.window)
        stage.app.runTurn()
        stage.advance(0.45)
        #expect(log.entries.count == 3)
        stage.advance(0.06)
        #expect(log.entries.suffix(3) == ["A.didAppear(true)", "B.didDisappear(true)", "completion"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === a.view)
    }

    @Test func dismissOnThePresentingControllerDismissesThePresentedOne() {
        let log = Log()
        let (stage, a, b) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        log.entries = []
        a.dismiss(animated: false) { log.add("completion") }
        #expect(log.entries == ["B.willDisappear(false)", "A.willAppear(false)", "A.isAppearing", "A.didAppear(false)",
                                "B.didDisappear(false)", "completion"])
    }

    @Test func sheetsKeepThePresentingControllerOnScreen() {
        let log = Log()
        let (stage, a, b) = scene(log)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: false)
        // .automatic is a page sheet: the presenting controller gets no callbacks, its view stays.
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "B.willAppear(false)", "B.isAppearing", "B.didAppear(false)"])
        #expect(a.view.superview === stage.window)
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 10, width: 320, height: 470))
        #expect(b.view.layer.cornerRadius == 10)
        let container = b.view.superview as? PresentationContainerView
        #expect(container?.dimmingView?.backgroundColor == UIColor(white: 0, alpha: 0.4))
        log.entries = []
        a.dismiss(animated: false)
        #expect(log.entries == ["B.willDisappear(false)", "B.didDisappear(false)"])
        #expect(container?.superview == nil)
    }

    @Test func theDimmingTakesTouchesFromTheAppBehind() {
        let log = Log()
        let (stage, a, b) = scene(log)
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 0, y: 0, width: 320, height: 5)
        a.view.addSubview(behind)
        a.present(b, animated: false)
        stage.app.runTurn()
        let hit = stage.window.hitTest(CGPoint(x: 100, y: 2), with: nil)
        #expect(hit === (b.view.superview as? PresentationContainerView)?.dimmingView)
    }

    @Test func sheetFramesFollowTheSafeAreaAndTheWidth() {
        let stage = Stage()
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let a = UIViewController()
        stage.window.rootViewController = a
        for (style, frame) in [(UIModalPresentationStyle.pageSheet, CGRect(x: 0, y: 30, width: 320, height: 450)),
                               (.formSheet, CGRect(x: 0, y: 30, width: 320, height: 450)),
                               (.overFullScreen, CGRect(x: 0, y: 0, width: 320, height: 480))] {
            let b = UIViewController()
            b.modalPresentationStyle = style
            a.present(b, animated: false)
            #expect(b.view.frameInWindow == frame, "\(style)")
            a.dismiss(animated: false)
        }
    }

    @Test func regularWidthSheetsAreCentredCards() {
        let clock = ManualClock()
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2)
        let app = UIApplication(screen: screen, clock: clock)
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        _ = app
        let a = UIViewController()
        window.rootViewController = a
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        a.present(form, animated: false)
        // UIKit's form sheet: 540 × 620, centred.
        #expect(form.view.frameInWindow == CGRect(x: 242, y: 74, width: 540, height: 620))
        a.dismiss(animated: false)
        let sized = UIViewController()
        sized.modalPresentationStyle = .formSheet
        sized.preferredContentSize = CGSize(width: 400, height: 300)
        a.present(sized, animated: false)
        #expect(sized.view.frameInWindow == CGRect(x: 312, y: 234, width: 400, height: 300))
        a.dismiss(animated: false)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        a.present(page, animated: false)
        #expect(page.view.frameInWindow == CGRect(x: 160, y: 10, width: 704, height: 758))
    }

    @Test func hidingTheWindowHidesThePresentedControllersToo() {
        let log = Log()
        let (stage, a, b) = scene(log)
        a.present(b, animated: false)
        log.entries = []
        stage.window.isHidden = true
        #expect(log.entries == ["A.willDisappear(false)", "B.willDisappear(false)", "A.didDisappear(false)", "B.didDisappear(false)"])
        log.entries = []
        stage.window.isHidden = false
        #expect(log.entries == ["A.willAppear(false)", "A.isAppearing", "A.didAppear(false)",
                                "B.willAppear(false)", "B.isAppearing", "B.didAppear(false)"])
    }

    @Test func aSheetFollowsAWindowSizeChange() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        log.entries = []
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
        stage.app.runTurn()
        // The presented controller hears its own new size: the regular-width form sheet.
        #expect(log.entries.filter { $0.contains("willTransition") } == ["A.willTransition(1024x768)", "B.willTransition(540x620)"])
        #expect(b.view.frameInWindow == CGRect(x: 242, y: 74, width: 540, height: 620))
    }

    @Test func overFullScreenKeepsThePresentingView() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        #expect(!log.entries.contains { $0.hasPrefix("A.") })
        #expect(a.view.superview === stage.window)
        #expect((b.view.superview as? PresentationContainerView)?.dimmingView == nil)
    }

    @Test func crossDissolveFadesTheViewIn() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        stage.run { a.present(b, animated: true) }
        let diffs = stage.app.runTurn()
        let opacity = diffs.flatMap(\.animations).first { $0.layer == b.view.layer.layerID && $0.animation.keyPath == "opacity" }
        #expect(opacity?.animation.values == [.scalar(0), .scalar(1)])
        #expect(opacity?.animation.duration == 0.35)
    }

    @Test func flipHorizontalIsApproximatedByAnUnfoldingScale() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        stage.run { a.present(b, animated: true) }
        let animations = stage.app.runTurn().flatMap(\.animations).filter { $0.layer == b.view.layer.layerID }
        #expect(Set(animations.map(\.animation.keyPath)).isSuperset(of: ["transform", "opacity"]))
        #expect(animations.allSatisfy { $0.animation.duration == 0.5 })
        stage.advance(0.51)
        #expect(b.view.transform == .identity && b.view.alpha == 1)
    }

    @Test func aCustomAnimatorRunsTheTransition() {
        let log = Log()
        let (stage, a, b) = scene(log)
        let transitions = Transitions(log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        stage.run { a.present(b, animated: true) { log.add("completion") } }
        #expect(log.entries == ["forPresented B by A from A", "B.loadView", "B.viewDidLoad", "B.willAppear(true)",
                                "animateTransition animated=true", "B.isAppearing"])
        let fade = stage.app.runTurn().flatMap(\.animations).first { $0.layer == b.view.layer.layerID }
        // The view the animator added at alpha 0 fades in on the client.
        #expect(fade?.animation.keyPath == "opacity" && fade?.animation.values == [.scalar(0), .scalar(1)])
        stage.advance(0.15)
        #expect(!log.entries.contains("completion"))
        stage.advance(0.06)
        #expect(log.entries.suffix(3) == ["B.didAppear(true)", "animationEnded(true)", "completion"])
        log.entries = []
        stage.run { b.dismiss(animated: true) }
        stage.app.runTurn()
        stage.advance(0.21)
        #expect(log.entries == ["forDismissed B", "B.willDisappear(true)", "animateTransition animated=true",
                                "B.didDisappear(true)", "animationEnded(true)"])
    }

    @Test func theCoordinatorRunsAlongsideAndCompletesBeforeDidAppear() {
        let log = Log()
        let (stage, a, b) = scene(log)
        b.modalPresentationStyle = .fullScreen
        b.onWillAppear = { vc in
            vc.transitionCoordinator?.animate(alongsideTransition: { context in
                log.add("alongside \(context.transitionDuration)")
            }, completion: { context in log.add("coordinator completion cancelled=\(context.isCancelled)") })
        }
        stage.run { a.present(b, animated: true) }
        stage.app.runTurn()
        stage.advance(0.51)
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.willDisappear(true)", "B.willAppear(true)", "B.isAppearing",
                                "alongside 0.5", "coordinator completion cancelled=false", "B.didAppear(true)",
                                "A.didDisappear(true)"])
    }

    @Test func presentingTwiceFromTheSameControllerIsIgnored() {
        let log = Log()
        let (stage, a, b) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        a.present(b, animated: false)
        let c = UIViewController()
        a.present(c, animated: false) { log.add("second completion") }
        #expect(a.presentedViewController === b)
        #expect(c.presentingViewController == nil)
        #expect(!log.entries.contains("second completion"))
        // Presenting from the presented controller stacks a new presentation on it.
        b.present(c, animated: false)
        #expect(b.presentedViewController === c && c.presentingViewController === b)
        // Dismissing from the bottom takes both away.
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
    }
}
