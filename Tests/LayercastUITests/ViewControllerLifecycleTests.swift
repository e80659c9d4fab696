import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A controller that keeps its appearance callbacks from its children.
@MainActor private final class NonForwardingController: LoggingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// The lifecycle in UIKit's order (Apple's UIViewController documentation: viewIsAppearing
/// comes after viewWillAppear once the view is in the hierarchy, before its layout; viewDidAppear
/// after the layout), containment as UIKit calls it (addChild calls willMove(toParent:),
/// removeFromParent calls didMove(toParent: nil)), size changes and the responder chain.
@MainActor @Suite struct ViewControllerLifecycleTests {
    @Test func firstAppearanceInAWindow() {
        let stage = Stage(), log = Log()
        let a = LoggingController("A", log: log)
        #expect(!a.isViewLoaded && a.viewIfLoaded == nil)
        stage.window.rootViewController = a
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.willAppear(false)", "A.isAppearing",
                                "A.willLayout", "A.didLayout", "A.didAppear(false)"])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.viewIfLoaded === a.view)
    }

    @Test func replacingTheRootControllerSwapsAppearance() {
        let stage = Stage(), log = Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        a.logsLayout = false; b.logsLayout = false
        stage.window.rootViewController = a
        log.entries = []
        stage.window.rootViewController = b
        #expect(log.entries == ["A.willDisappear(false)", "A.didDisappear(false)", "B.loadView", "B.viewDidLoad",
                                "B.willAppear(false)", "B.isAppearing", "B.didAppear(false)"])
        #expect(a.view.superview == nil && b.view.superview === stage.window)
    }

    // MARK: - Containment

    @Test func addingAChildToAVisibleParent() {
        let stage = Stage(), log = Log()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        parent.logsLayout = false; child.logsLayout = false
        stage.window.rootViewController = parent
        log.entries = []
        parent.addChild(child)
        #expect(log.entries == ["C.willMove(P)"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["C.willMove(P)", "C.loadView", "C.viewDidLoad", "C.willAppear(false)", "C.isAppearing",
                                "C.didAppear(false)", "C.didMove(P)"])
        #expect(parent.children.count == 1 && parent.children.first === child)
        #expect(child.parent === parent)

        log.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["C.willMove(nil)", "C.willDisappear(false)", "C.didDisappear(false)", "C.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func appearanceIsForwardedToChildrenInTheParentsView() {
        let stage = Stage(), log = Log()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        let offscreen = LoggingController("O", log: log)
        for vc in [parent, child, offscreen] { vc.logsLayout = false }
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(offscreen)
        offscreen.didMove(toParent: parent)
        log.entries = []
        stage.window.rootViewController = parent
        // The child whose view is not in the parent's view gets nothing.
        #expect(log.entries == ["P.willAppear(false)", "C.willAppear(false)", "P.isAppearing", "C.isAppearing",
                                "P.didAppear(false)", "C.didAppear(false)"])
        log.entries = []
        stage.window.isHidden = true
        #expect(log.entries == ["P.willDisappear(false)", "C.willDisappear(false)", "P.didDisappear(false)", "C.didDisappear(false)"])
    }

    @Test func aParentThatDoesNotForwardKeepsTheCallbacks() {
        let stage = Stage(), log = Log()
        let parent = NonForwardingController("P", log: log), child = LoggingController("C", log: log)
        parent.logsLayout = false; child.logsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries = []
        stage.window.rootViewController = parent
        #expect(log.entries == ["P.willAppear(false)", "P.isAppearing", "P.didAppear(false)"])
        // The parent forwards them itself, as UIKit expects of it.
        log.entries = []
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.entries == ["C.willAppear(false)", "C.isAppearing", "C.didAppear(false)"])
    }

    @Test func addChildMovesAChildFromItsOldParent() {
        let log = Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        a.addChild(c)
        b.addChild(c)
        #expect(log.entries == ["C.willMove(A)", "C.didMove(nil)", "C.willMove(B)"])
        #expect(a.children.isEmpty && b.children.count == 1 && c.parent === b)
    }

    // MARK: - Size changes

    @Test func aScreenSizeChangeTellsTheControllersBeforeTheViewsChange() {
        let stage = Stage(), log = Log()
        let a = LoggingController("A", log: log), child = LoggingController("C", log: log)
        a.logsLayout = false; child.logsLayout = false
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        stage.window.rootViewController = a
        a.onWillTransition = { size, coordinator in
            log.add("bounds then \(Int(a.view.bounds.width))x\(Int(a.view.bounds.height))")
            #expect(!coordinator.isAnimated && coordinator.transitionDuration == 0)
            coordinator.animate(alongsideTransition: { _ in
                log.add("alongside \(Int(a.view.bounds.width))x\(Int(a.view.bounds.height))")
            }, completion: { context in log.add("completion cancelled=\(context.isCancelled)") })
        }
        log.entries = []
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(log.entries == ["A.willTransition(480x320)", "bounds then 320x480", "C.willTransition(480x320)",
                                "alongside 480x320", "completion cancelled=false"])
        #expect(stage.window.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    // MARK: - Responder chain

    @Test func responderChainRunsThroughControllers() {
        let stage = Stage()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        let holder = UIView()
        parent.view.addSubview(holder)
        holder.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.window.rootViewController = parent
        let button = UIView()
        child.view.addSubview(button)
        // UIKit (UIResponder.next): a view → its controller → the view's superview; a window's
        // root controller → the window.
        #expect(button.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === holder)
        #expect(holder.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next === stage.window)
    }

    @Test func aPresentedControllersNextResponderIsThePresentingController() {
        let stage = Stage()
        let a = UIViewController(), b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        stage.window.rootViewController = a
        a.present(b, animated: false)
        #expect(b.view.next === b)
        #expect(b.next === a)
        #expect(a.next === stage.window)
    }
}
