import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// UIKit's shared objects resolve to the served application, and its lifecycle notifications
/// come in UIKit's order (UIApplication.h: willEnterForeground before didBecomeActive,
/// willResignActive before didEnterBackground).
@MainActor @Suite(.serialized) struct UIKitSharedObjectsTests {
    @Test func sharedIsTheApplicationWhoseTurnRuns() {
        let first = Stage(), second = Stage()
        first.app.perform { #expect(UIApplication.shared === first.app) }
        second.app.perform {
            #expect(UIApplication.shared === second.app)
            #expect(UIScreen.main === second.screen)
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
        }
    }

    @Test func theDeviceFollowsTheMainScreen() {
        let pad = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2),
                                clock: ManualClock())
        pad.perform {
            // The narrowest iPad is 768 points (Apple's Human Interface Guidelines, "Layout").
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UIDevice.current.orientation == .landscapeLeft)
        }
    }

    @Test func lifecycleNotificationsComeInUIKitsOrder() {
        let stage = Stage()
        let log = Log()
        var tokens: [NSObjectProtocol] = []
        for name in [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: stage.app, queue: nil) { note in
                nonisolated(unsafe) let name = note.name.rawValue
                MainActor.assumeIsolated { log.add(name) }
            })
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        #expect(stage.app.applicationState == .inactive)
        stage.app.transition(to: .background)
        stage.app.transition(to: .active)
        stage.app.transition(to: .background)
        #expect(log.entries == ["UIApplicationDidEnterBackgroundNotification",
                                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
                                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"])
        #expect(stage.app.applicationState == .background)
    }

    @Test func geometryTravelsInNSValuesAsUIKitBoxesIt() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        // A value of another type unboxes as zero rather than as reinterpreted bytes.
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgRectValue == .zero)
    }

    @Test func viewsCompareByIdentityAsNSObjectsDo() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func aSegmentedControlSelectsTheTappedSegmentAndSendsValueChangedOnce() {
        let stage = Stage()
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        stage.window.addSubview(control)
        let changes = Log()
        control.addAction(UIAction { _ in changes.add("valueChanged") }, for: .valueChanged)
        let second = CGPoint(x: 150, y: 16)
        for _ in 0..<2 {
            stage.touch(TouchInput(identifier: 1, phase: .began, location: second))
            stage.touch(TouchInput(identifier: 1, phase: .ended, location: second))
        }
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes.entries == ["valueChanged"])
    }

    @Test func theKeyboardGuideCoversTheBottomSafeAreaWhileNoKeyboardShows() {
        let stage = Stage()
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let guide = stage.window.keyboardLayoutGuide
        #expect(close(guide.layoutFrame, CGRect(x: 0, y: 480 - 34, width: 320, height: 34)))
    }
}
