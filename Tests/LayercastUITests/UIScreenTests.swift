import Foundation
import Testing
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// Records the screen and window notifications an application posts, as "name label".
@MainActor final class NotificationLog {
    private(set) var entries: [String] = []
    private var labels: [ObjectIdentifier: String] = [:]
    private var tokens: [NSObjectProtocol] = []
    private let center: NotificationCenter

    init(_ app: UIApplication) {
        center = app.notificationCenter
        let names: [(Notification.Name, String)] = [
            (UIScreen.didConnectNotification, "connect"), (UIScreen.didDisconnectNotification, "disconnect"),
            (UIScreen.modeDidChangeNotification, "mode"),
            (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
            (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
        ]
        for (name, short) in names {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let id = (note.object as AnyObject?).map { ObjectIdentifier($0) }
                MainActor.assumeIsolated { self?.add(short, id) }
            })
        }
    }

    func name(_ object: AnyObject, _ label: String) { labels[ObjectIdentifier(object)] = label }
    private func add(_ short: String, _ id: ObjectIdentifier?) { entries.append("\(short) \(id.flatMap { labels[$0] } ?? "?")") }
    func take() -> [String] { defer { entries = [] }; return entries }
    func stop() { for token in tokens { center.removeObserver(token) } }
}

@MainActor @Suite struct UIScreenTests {
    /// A phone-sized main screen at 3× and a 1920×1080 display at 1×, not yet connected.
    @MainActor struct TwoScreens {
        let stage = Stage()
        let tv = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080), scale: 1)
        let log: NotificationLog
        init() {
            log = NotificationLog(stage.app)
            log.name(stage.screen, "main"); log.name(tv, "tv"); log.name(stage.window, "mainWindow")
        }

        /// Connects the display and returns a new window on it, still hidden (logged as `name`
        /// when given): the test shows it as it needs.
        func connectedTVWindow(named name: String? = nil) -> UIWindow {
            stage.app.connect(tv)
            let window = UIWindow(screen: tv)
            if let name { log.name(window, name) }
            return window
        }
    }

    // MARK: - Screens

    @Test func screensListTheMainScreenFirstAndPostConnectAndDisconnect() {
        let s = TwoScreens()
        #expect(s.stage.app.screens.map(ObjectIdentifier.init) == [ObjectIdentifier(s.stage.screen)])
        s.stage.app.connect(s.tv)
        #expect(s.log.take() == ["connect tv"])
        #expect(s.stage.app.screens.map(ObjectIdentifier.init) == [s.stage.screen, s.tv].map(ObjectIdentifier.init))
        // UIScreen.screens is the running application's.
        #expect(s.stage.app.perform { UIScreen.screens.count } == 2)
        #expect(UIScreen.screens.isEmpty)
        s.stage.app.connect(s.tv)
        #expect(s.log.take().isEmpty, "connecting a connected screen posts nothing")
        s.stage.app.disconnect(s.tv)
        #expect(s.log.take() == ["disconnect tv"])
        #expect(s.stage.app.screens.count == 1)
        s.stage.app.disconnect(s.stage.screen)
        #expect(s.log.take().isEmpty, "the main screen never disconnects")
        #expect(s.stage.app.screens.count == 1)
    }

    @Test func modesAndNativeBoundsFollowTheScreen() {
        let s = TwoScreens()
        s.stage.app.connect(s.tv)
        // UIKit: nativeBounds = bounds × nativeScale; currentMode.size is in pixels.
        #expect(s.tv.nativeBounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(s.tv.currentMode?.size == CGSize(width: 1920, height: 1080))
        #expect(s.tv.currentMode?.pixelAspectRatio == 1)
        #expect(s.tv.availableModes == [s.tv.currentMode!])
        #expect(s.tv.preferredMode == s.tv.currentMode)
        #expect(s.tv.mirrored == nil)
        #expect(s.tv.overscanCompensation == .scale)
        s.stage.app.screenDidChange(s.tv, bounds: CGRect(x: 0, y: 0, width: 1280, height: 720), scale: 2)
        #expect(s.tv.currentMode?.size == CGSize(width: 2560, height: 1440))
        #expect(s.tv.layerContext?.displayScales == [2])
        #expect(s.log.take() == ["connect tv", "mode tv"])
        s.stage.app.screenDidChange(s.tv, bounds: CGRect(x: 0, y: 0, width: 1280, height: 720), scale: 2)
        #expect(s.log.take().isEmpty, "the same mode again is no change")
        // The main screen's scale set is its own.
        #expect(s.stage.app.displayScales == [2])
        #expect(s.stage.screen.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 960))
    }

    // MARK: - Windows on an external screen

    @Test func anExternalScreenHasItsOwnRootLayerAndTree() {
        let s = TwoScreens()
        s.stage.app.runTurn()
        let tvWindow = s.connectedTVWindow()
        #expect(tvWindow.frame == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        tvWindow.backgroundColor = .black
        tvWindow.makeKeyAndVisible()
        let turn = s.stage.app.runTurnOnAllScreens()
        #expect(turn.count == 2)
        #expect(turn[0].diffs.isEmpty, "nothing changed on the main screen")
        #expect(turn[1].screen === s.tv)
        #expect(turn[1].diffs.first?.created.contains(tvWindow.layer.layerID!) == true)
        #expect(s.tv.rootLayer !== s.stage.screen.rootLayer)
        #expect(s.tv.rootLayer?.bounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(tvWindow.layer.superlayer === s.tv.rootLayer)
        #expect(s.stage.app.visibleWindowsFrontToBack.map(ObjectIdentifier.init) == [ObjectIdentifier(s.stage.window)])
        #expect(s.tv.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(tvWindow)])
        #expect(s.stage.app.windows.count == 2)
    }

    @Test func eachScreenKeepsItsOwnKeyWindow() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow(named: "tvWindow")
        tvWindow.makeKeyAndVisible()
        // The main screen's key window does not resign: it is another screen's.
        #expect(s.log.take() == ["connect tv", "visible tvWindow", "key tvWindow"])
        #expect(s.stage.window.isKeyWindow && tvWindow.isKeyWindow)
        #expect(s.stage.screen.keyWindow === s.stage.window && s.tv.keyWindow === tvWindow)
        #expect(s.stage.app.keyWindow === tvWindow, "the application's key window is the one made key last")
        s.stage.window.makeKey()
        #expect(s.log.take().isEmpty, "already its screen's key window")
        #expect(s.stage.app.keyWindow === s.stage.window)
    }

    /// Keys and text from a client showing a screen go to that screen's key window: it becomes
    /// the application's key window first (as a keyboard used with a scene on another display
    /// focuses it on iPadOS).
    @Test func theKeyboardFollowsTheScreenItsUserIsOn() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow(named: "tvWindow")
        let tvField = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        tvWindow.addSubview(tvField)
        tvWindow.makeKeyAndVisible()
        tvField.becomeFirstResponder()
        let mainField = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        s.stage.window.addSubview(mainField)
        s.stage.window.makeKey()
        mainField.becomeFirstResponder()
        _ = s.log.take()
        #expect(s.stage.app.keyWindow === s.stage.window)

        s.stage.app.enqueueKeyboardFocus(on: s.tv)
        s.stage.app.enqueueText("tv")
        s.stage.app.runTurn()
        #expect(tvField.text == "tv" && (mainField.text ?? "").isEmpty)
        #expect(s.stage.app.keyWindow === tvWindow)
        // Each was already its screen's key window: the screens' key windows post nothing.
        #expect(s.log.take().isEmpty)

        s.stage.app.enqueueKeyboardFocus(on: s.stage.screen)
        s.stage.app.enqueueText("m")
        s.stage.app.runTurn()
        #expect(mainField.text == "m" && tvField.text == "tv")
        // A disconnected screen does not take the keyboard.
        s.stage.app.disconnect(s.tv)
        s.stage.app.enqueueKeyboardFocus(on: s.tv)
        s.stage.app.enqueueText("!")
        s.stage.app.runTurn()
        #expect(mainField.text == "m!" && tvField.text == "tv")
    }

    @Test func windowLevelsOrderWindowsPerScreen() {
        let s = TwoScreens()
        s.stage.app.connect(s.tv)
        let alert = UIWindow(screen: s.tv); alert.windowLevel = .alert
        let status = UIWindow(screen: s.tv); status.windowLevel = .statusBar
        let normal = UIWindow(screen: s.tv)
        alert.isHidden = false; status.isHidden = false; normal.isHidden = false
        #expect(s.tv.visibleWindowsFrontToBack.map(ObjectIdentifier.init) == [alert, status, normal].map(ObjectIdentifier.init))
        let mainAlert = UIWindow(screen: s.stage.screen); mainAlert.windowLevel = .alert
        mainAlert.isHidden = false
        #expect(s.stage.app.visibleWindowsFrontToBack.map(ObjectIdentifier.init) == [mainAlert, s.stage.window].map(ObjectIdentifier.init))
        #expect(s.tv.visibleWindowsFrontToBack.count == 3)
    }

    // MARK: - Window notifications, in UIKit's order

    /// iOS logs of an alert window show it: the new window becomes visible, the old key window
    /// resigns, the new one becomes key; when the alert goes, it resigns, the app's window
    /// becomes key again, then the alert's window is hidden.
    @Test func showingAndHidingAWindowPostInUIKitsOrder() {
        let s = TwoScreens()
        let alert = UIWindow(screen: s.stage.screen); alert.windowLevel = .alert
        s.log.name(alert, "alert")
        alert.makeKeyAndVisible()
        #expect(s.log.take() == ["visible alert", "resign mainWindow", "key alert"])
        alert.isHidden = true
        #expect(s.log.take() == ["resign alert", "key mainWindow", "hidden alert"])
        #expect(s.stage.window.isKeyWindow && !alert.isKeyWindow)
        alert.isHidden = false
        #expect(s.log.take() == ["visible alert"], "showing does not make key")
        alert.makeKey()
        #expect(s.log.take() == ["resign mainWindow", "key alert"])
    }

    @Test func movingAWindowToAnotherScreenMovesItsLayersAndPostsInOrder() {
        let s = TwoScreens()
        s.stage.app.connect(s.tv)
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        s.stage.window.addSubview(label)
        s.stage.app.runTurn()
        _ = s.log.take()
        let oldIDs = [s.stage.window.layer.layerID!, label.layer.layerID!]
        s.stage.window.screen = s.tv
        #expect(s.log.take() == ["hidden mainWindow", "resign mainWindow", "visible mainWindow"])
        #expect(!s.stage.window.isKeyWindow && s.stage.screen.keyWindow == nil && s.tv.keyWindow == nil)
        #expect(s.stage.window.frame == CGRect(x: 0, y: 0, width: 1920, height: 1080), "it covered the old screen")
        let turn = s.stage.app.runTurnOnAllScreens()
        #expect(turn[0].diffs.first?.destroyed == oldIDs, "the window and its subview leave the main tree")
        #expect(Set(turn[1].diffs.first?.created ?? []) == [s.stage.window.layer.layerID!, label.layer.layerID!])
        #expect(s.tv.visibleWindowsFrontToBack.first === s.stage.window)
        #expect(s.stage.app.visibleWindowsFrontToBack.isEmpty)
    }

    // MARK: - Input, safe area, disconnection

    @Test func touchesOnAScreenReachItsWindows() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow()
        tvWindow.isHidden = false
        let target = UIView(frame: CGRect(x: 1000, y: 500, width: 100, height: 100))
        tvWindow.addSubview(target)
        s.stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 1050, y: 550))], on: s.tv)
        s.stage.app.enqueueTouches([TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 50, y: 50))])
        s.stage.app.runTurn()
        #expect(s.stage.app.touchesDown[1]?.view === target)
        #expect(s.stage.app.touchesDown[1]?.window === tvWindow)
        #expect(s.stage.app.touchesDown[2]?.window === s.stage.window)
        s.stage.app.disconnect(s.tv)
        s.stage.app.runTurn()
        #expect(s.stage.app.touchesDown[1] == nil, "a disconnected screen's touches are cancelled")
        #expect(s.stage.app.touchesDown[2] != nil)
    }

    @Test func scrollsOnAScreenReachItsScrollViews() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow()
        tvWindow.isHidden = false
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        scroll.contentSize = CGSize(width: 1920, height: 5000)
        tvWindow.addSubview(scroll)
        let phoneScroll = UIScrollView(frame: s.stage.screen.bounds)
        phoneScroll.contentSize = CGSize(width: 320, height: 5000)
        s.stage.window.addSubview(phoneScroll)
        // A wheel notch moving the content up 40 points (SPEC §12.2 signs).
        s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -40), on: s.tv)
        s.stage.app.runTurnOnAllScreens()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(phoneScroll.contentOffset == .zero)
    }

    @Test func safeAreaIsPerScreen() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow()
        tvWindow.isHidden = false
        s.tv.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(tvWindow.safeAreaInsets.top == 20)
        #expect(s.stage.window.safeAreaInsets == .zero)
    }

    @Test func aDisconnectedScreenKeepsItsWindowsOffTheWire() {
        let s = TwoScreens()
        let tvWindow = s.connectedTVWindow(named: "tvWindow")
        tvWindow.isHidden = false
        s.stage.app.runTurnOnAllScreens()
        s.stage.app.disconnect(s.tv)
        #expect(s.log.take() == ["connect tv", "visible tvWindow", "disconnect tv"])
        tvWindow.backgroundColor = .red
        let turn = s.stage.app.runTurnOnAllScreens()
        #expect(turn.count == 1, "only the main screen commits")
        #expect(tvWindow.screen === s.tv && !tvWindow.isHidden)
        #expect(s.stage.app.windows.contains { $0 === tvWindow })
        // Connecting again brings its windows back as they were.
        s.stage.app.connect(s.tv)
        let again = s.stage.app.runTurnOnAllScreens()
        #expect(again[1].diffs.first?.properties(of: tvWindow.layer.layerID!) != nil)
        #expect(s.log.take() == ["connect tv"])
    }
}

@MainActor @Suite struct UIScreenAnimationTests {
    /// A stage with a connected 1920×1080 display at 1× showing a window with a 100-point view,
    /// every screen's first turn run.
    private func viewOnAnExternalScreen() -> (Stage, UIView) {
        let stage = Stage()
        let tv = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080), scale: 1)
        stage.app.connect(tv)
        let window = UIWindow(screen: tv)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.isHidden = false
        stage.app.runTurnOnAllScreens()
        return (stage, view)
    }

    /// An animation block run during the application's turn (the main screen's context current)
    /// animates the views of an external screen too: one transaction covers them all.
    @Test func anAnimationBlockAnimatesAViewOnAnExternalScreen() {
        let (stage, view) = viewOnAnExternalScreen()
        stage.app.perform {
            UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        }
        let turn = stage.app.runTurnOnAllScreens()
        let animations = turn[1].diffs.flatMap(\.animations).filter { $0.layer == view.layer.layerID }
        #expect(animations.count == 1)
        #expect(animations.first?.animation.keyPath == "opacity")
        #expect(animations.first?.animation.duration == 0.5)
    }

    /// The block's completion waits for the external screen's animation, as for the main one's.
    @Test func theCompletionWaitsForTheExternalScreensAnimation() {
        let (stage, view) = viewOnAnExternalScreen()
        var finished: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { finished = $0 })
        }
        stage.app.runTurnOnAllScreens()
        stage.clock.advance(by: 0.25)
        stage.app.runTurnOnAllScreens()
        #expect(finished == nil, "still animating at 0.25 s")
        stage.clock.advance(by: 0.3)
        stage.app.runTurnOnAllScreens()
        #expect(finished == true)
    }
}
