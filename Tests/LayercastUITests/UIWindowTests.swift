import Foundation
import Testing
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor private final class KeyLog: UIWindow {
    var log: Log?
    var label = ""
    override func becomeKey() { log?.add("\(label).becomeKey") }
    override func resignKey() { log?.add("\(label).resignKey") }
}

@MainActor @Suite struct UIWindowTests {
    // MARK: - Levels and visibility
    @Test func windowsStackByLevelThenByShowingOrder() {
        let stage = Stage()
        let alert = UIWindow(screen: stage.screen); alert.windowLevel = .alert
        let status = UIWindow(screen: stage.screen); status.windowLevel = .statusBar
        let second = UIWindow(screen: stage.screen)
        alert.makeKeyAndVisible(); status.makeKeyAndVisible(); second.makeKeyAndVisible()
        #expect(stage.app.visibleWindowsFrontToBack.map { ObjectIdentifier($0) } ==
                [alert, status, second, stage.window].map { ObjectIdentifier($0) })
        stage.window.makeKeyAndVisible()
        #expect(stage.app.visibleWindowsFrontToBack[2] === stage.window)
        status.windowLevel = UIWindow.Level(rawValue: 5000)
        #expect(stage.app.visibleWindowsFrontToBack.first === status)
        #expect(stage.app.windows.count == 4)
    }

    @Test func hiddenWindowsAreOffTheScreenAndTheWire() {
        let stage = Stage()
        stage.app.runTurn()
        let extra = UIWindow(screen: stage.screen)
        #expect(extra.isHidden)
        #expect(stage.app.runTurn().isEmpty)
        extra.isHidden = false
        let shown = stage.app.runTurn()
        #expect(shown.first?.created.contains(extra.layer.layerID!) == true)
        extra.isHidden = true
        let hidden = stage.app.runTurn()
        #expect(hidden.first?.destroyed == [extra.layer.layerID!])
        #expect(stage.app.visibleWindowsFrontToBack.count == 1)
    }

    // MARK: - Key window
    @Test func makeKeyAndVisibleMakesItKey() {
        let stage = Stage()
        let log = Log()
        let a = KeyLog(screen: stage.screen), b = KeyLog(screen: stage.screen)
        a.log = log; a.label = "a"; b.log = log; b.label = "b"
        #expect(stage.window.isKeyWindow)
        a.makeKeyAndVisible()
        #expect(a.isKeyWindow && !stage.window.isKeyWindow && !a.isHidden)
        b.makeKeyAndVisible()
        #expect(log.entries == ["a.becomeKey", "a.resignKey", "b.becomeKey"])
        #expect(stage.app.keyWindow === b)
    }

    // MARK: - Root view controller
    @Test func rootViewControllerViewFillsTheWindow() {
        let stage = Stage()
        let vc = UIViewController()
        stage.window.rootViewController = vc
        #expect(vc.view.superview === stage.window)
        #expect(vc.view.frame == stage.window.bounds)
        #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let other = UIViewController()
        stage.window.rootViewController = other
        #expect(vc.view.superview == nil && other.view.superview === stage.window)
    }

    // MARK: - Screen
    @Test func screenValues() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2, nativeScale: 3)
        #expect(screen.bounds.size == CGSize(width: 375, height: 667))
        #expect(screen.scale == 2 && screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1125, height: 2001))
        let plain = UIScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 1)
        #expect(plain.nativeScale == 1)
    }

    @Test func rootLayerTakesTheScreenBounds() {
        let stage = Stage()
        let diff = stage.app.runTurn().first
        #expect(diff?.properties(of: .root)?.contains(.bounds(CGRect(x: 0, y: 0, width: 320, height: 480))) == true)
        #expect(diff?.properties(of: .root)?.contains(.position(CGPoint(x: 160, y: 240))) == true)
        #expect(diff?.sublayerChanges.contains(.init(layer: .root, sublayers: [stage.window.layer.layerID!])) == true)
    }
}

@MainActor @Suite struct UIScreenChangeTests {
    // MARK: - Screen changes
    @Test func screenResizeResizesFullScreenWindowsAndRelaysOut() {
        let stage = Stage()
        let vc = UIViewController()
        stage.window.rootViewController = vc
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        small.screen = stage.screen
        stage.app.runTurn()
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(stage.screen.bounds.size == CGSize(width: 480, height: 320))
        #expect(stage.window.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(small.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        let diff = stage.app.runTurn().first
        #expect(diff?.properties(of: .root)?.contains(.bounds(CGRect(x: 0, y: 0, width: 480, height: 320))) == true)
    }

    @Test func scaleChangeReplacesTheDisplayScale() {
        let stage = Stage()
        stage.app.displayScales = [1, 2]
        stage.app.screenDidChange(bounds: stage.screen.bounds, scale: 3)
        #expect(stage.screen.scale == 3 && stage.screen.nativeScale == 3)
        #expect(stage.app.displayScales == [1, 3])
    }
}
