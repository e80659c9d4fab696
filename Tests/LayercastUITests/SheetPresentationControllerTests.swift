import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Records a sheet delegate's callbacks in order.
@MainActor private final class SheetDelegateLog: UISheetPresentationControllerDelegate {
    var entries: [String] = []
    var refusesDismissal = false
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !refusesDismissal }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        entries.append("didAttemptToDismiss")
    }
}

/// `UISheetPresentationController` (iOS 15/16): defaults and identifiers from Apple's
/// documentation (`detents` defaults to `[.large()]`; a `nil` `selectedDetentIdentifier` rests at
/// the smallest detent; a detent's value is "a height within the safe area of the sheet"), the
/// drag between detents and down to dismiss with UIAdaptivePresentationControllerDelegate's
/// callbacks. The stage is a 320 × 480 screen with a 20-point top and 34-point bottom safe area:
/// the full sheet starts 10 points below the top safe area (30) and is 450 points tall, so the
/// large detent's value is 416; the medium detent is half the screen, 240 points tall.
@MainActor @Suite struct SheetPresentationControllerTests {
    private func scene(detents: [UISheetPresentationController.Detent]? = nil)
        -> (Stage, UIViewController, UIViewController, SheetDelegateLog) {
        let stage = Stage()
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let a = UIViewController(), b = UIViewController()
        stage.window.rootViewController = a
        stage.app.runTurn()
        let log = SheetDelegateLog()
        if let detents { b.sheetPresentationController?.detents = detents }
        b.sheetPresentationController?.delegate = log
        a.present(b, animated: false)
        stage.app.runTurn()
        return (stage, a, b, log)
    }

    /// A drag with a finger from `start` to `end` in `steps` moves, 1/60 s apart.
    private func drag(_ stage: Stage, from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        stage.touch(TouchInput(identifier: 1, phase: .began, location: start))
        for i in 1...steps {
            stage.clock.advance(by: 1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            stage.touch(TouchInput(identifier: 1, phase: .moved,
                                   location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
        }
        stage.clock.advance(by: 1.0 / 60)
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: end))
    }

    @Test func theDefaultsAreUIKits() {
        let b = UIViewController()
        let sheet = b.sheetPresentationController
        #expect(sheet != nil, ".automatic presents as a page sheet")
        #expect(sheet?.detents.map(\.identifier) == [.large])
        #expect(sheet?.selectedDetentIdentifier == nil)
        #expect(sheet?.largestUndimmedDetentIdentifier == nil)
        #expect(sheet?.prefersGrabberVisible == false)
        #expect(sheet?.preferredCornerRadius == nil)
        #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(sheet?.prefersEdgeAttachedInCompactHeight == false)
        // UISheetPresentationControllerDetentIdentifierMedium / …Large.
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        #expect(UIAlertController(title: "t", message: nil, preferredStyle: .alert).sheetPresentationController == nil)
        let custom = UISheetPresentationController.Detent.custom { _ in 10 }
        #expect(custom.identifier != UISheetPresentationController.Detent.custom { _ in 10 }.identifier,
                "a custom detent without an identifier gets a unique one")
    }

    @Test func aSheetRestsAtItsSmallestDetentUnlessOneIsSelected() {
        let (stage, a, b, _) = scene(detents: [.medium(), .large()])
        // Medium: half the 480-point screen.
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 240, width: 320, height: 240))
        a.dismiss(animated: false)
        let c = UIViewController()
        c.sheetPresentationController?.detents = [.medium(), .large()]
        c.sheetPresentationController?.selectedDetentIdentifier = .large
        a.present(c, animated: false)
        stage.app.runTurn()
        #expect(c.view.frameInWindow == CGRect(x: 0, y: 30, width: 320, height: 450))
    }

    @Test func aCustomDetentIsAHeightWithinTheSheetsSafeArea() {
        var seenMaximum: CGFloat?
        let (_, _, b, _) = scene(detents: [.custom(identifier: .init("small")) { context in
            seenMaximum = context.maximumDetentValue
            return 100
        }])
        #expect(seenMaximum == 416)
        // 100 points plus the 34-point bottom inset.
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 346, width: 320, height: 134))
        let context = SheetResolutionContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480),
                                             safe: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
                                             traits: b.traitCollection)
        #expect(UISheetPresentationController.Detent.custom { _ in 9_999 }.resolvedValue(in: context) == 416,
                "no detent is larger than the large one")
        #expect(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context) == nil)
    }

    @Test func changingTheDetentInCodeAnimatesAndDoesNotCallTheDelegate() {
        let (stage, _, b, log) = scene(detents: [.medium(), .large()])
        stage.run {
            b.sheetPresentationController?.animateChanges {
                b.sheetPresentationController?.selectedDetentIdentifier = .large
            }
        }
        // The model is at the large detent at once; the layer animates there.
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 30, width: 320, height: 450))
        #expect(b.view.layer.animationKeys()?.isEmpty == false, "the change animates")
        stage.advance(0.15)
        let midway = b.view.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 30 && midway < 240, "moving: \(midway)")
        stage.advance(0.3)
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 30, width: 320, height: 450))
        #expect(log.entries.isEmpty)
    }

    @Test func draggingUpSelectsTheLargeDetentAndTellsTheDelegate() {
        let (stage, _, b, log) = scene(detents: [.medium(), .large()])
        drag(stage, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 80))
        stage.advance(0.5)
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(log.entries == ["didChangeDetent(com.apple.UIKit.large)"])
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 30, width: 320, height: 450))
    }

    @Test func aShortDragGoesBackToItsDetent() {
        let (stage, _, b, log) = scene(detents: [.medium(), .large()])
        drag(stage, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 280), steps: 20)
        stage.advance(0.5)
        #expect(b.view.frameInWindow == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(log.entries.isEmpty)
    }

    @Test func draggingDownDismissesWithTheDelegatesCallbacksInOrder() {
        let (stage, a, b, log) = scene(detents: [.medium(), .large()])
        drag(stage, from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 470))
        #expect(log.entries == ["willDismiss"])
        stage.advance(1)
        #expect(log.entries == ["willDismiss", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test func aModalSheetOrARefusingDelegateStaysAndHearsOfTheAttempt() {
        for refusal in ["isModalInPresentation", "delegate"] {
            let (stage, a, b, log) = scene(detents: [.medium(), .large()])
            if refusal == "delegate" { log.refusesDismissal = true } else { b.isModalInPresentation = true }
            drag(stage, from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 470))
            stage.advance(1)
            #expect(log.entries == ["didAttemptToDismiss"], "\(refusal)")
            #expect(a.presentedViewController === b)
            #expect(b.view.frameInWindow == CGRect(x: 0, y: 240, width: 320, height: 240), "back at its detent")
        }
    }

    @Test func belowTheLargestUndimmedDetentWhatIsBehindTakesTouches() {
        let stage = Stage()
        let a = UIViewController(), b = UIViewController()
        let button = UIButton(type: .system)
        let taps = Log()
        button.addAction(UIAction { _ in taps.add("tap") }, for: .touchUpInside)
        stage.window.rootViewController = a
        a.view.addSubview(button)
        button.frame = CGRect(x: 100, y: 50, width: 120, height: 44)
        stage.app.runTurn()
        b.sheetPresentationController?.detents = [.medium(), .large()]
        b.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        a.present(b, animated: false)
        stage.app.runTurn()
        stage.tap(CGPoint(x: 160, y: 70))
        #expect(taps.entries.count == 1, "undimmed at medium: the button behind is reachable")
        b.sheetPresentationController?.selectedDetentIdentifier = .large
        stage.app.runTurn()
        stage.tap(CGPoint(x: 160, y: 10))
        #expect(taps.entries.count == 1, "dimmed at large: the dimming view takes the tap")
    }

    @Test func theGrabberIsACapsuleAtTheSheetsTop() throws {
        let (stage, _, b, _) = scene(detents: [.medium(), .large()])
        b.sheetPresentationController?.prefersGrabberVisible = true
        stage.app.runTurn()
        let container = try #require(b.view.superview as? PresentationContainerView)
        let grabber = try #require(container.sheetGrabber)
        #expect(grabber.frameInWindow == CGRect(x: 142, y: 245, width: 36, height: 5))
        b.sheetPresentationController?.prefersGrabberVisible = false
        #expect(container.sheetGrabber == nil)
    }
}
