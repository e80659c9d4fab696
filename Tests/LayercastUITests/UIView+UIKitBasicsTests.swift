import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

@MainActor private final class Field: UIView {
    var refuses = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refuses }
}

@MainActor private final class TraitWatcher: UIView {
    var previous: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

@MainActor @Suite struct UIViewUIKitBasicsTests {
    // MARK: - endEditing

    // UIKit: endEditing(_:) makes the first responder in the view's subtree resign; with force it
    // resigns even when it would refuse.
    @Test func endEditingResignsTheFirstResponderInTheSubtree() {
        let stage = Stage()
        let form = UIView(), field = Field(), elsewhere = UIView()
        form.addSubview(field)
        stage.window.addSubview(form)
        stage.window.addSubview(elsewhere)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(elsewhere.endEditing(false))               // not in that subtree: untouched
        #expect(field.isFirstResponder)
        #expect(form.endEditing(false) && !field.isFirstResponder)
        #expect(form.endEditing(false))                    // nothing to resign
    }

    @Test func forcedEndEditingOverridesARefusal() {
        let stage = Stage()
        let field = Field()
        stage.window.addSubview(field)
        field.becomeFirstResponder()
        field.refuses = true
        #expect(!stage.window.endEditing(false) && field.isFirstResponder)
        #expect(stage.window.endEditing(true) && !field.isFirstResponder)
    }

    // MARK: - Touch flags and scale

    // UIKit: isMultipleTouchEnabled and isExclusiveTouch default to false.
    @Test func touchFlagsDefaultToFalse() {
        let view = UIView()
        #expect(!view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        view.isMultipleTouchEnabled = true
        view.isExclusiveTouch = true
        #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
    }

    // UIKit: contentScaleFactor defaults to the scale of the view's screen and maps to the
    // layer's contentsScale.
    @Test func contentScaleFactorFollowsTheScreenUntilSet() {
        let stage = Stage()
        let view = UIView()
        #expect(view.contentScaleFactor == 1)
        stage.window.addSubview(view)
        #expect(view.contentScaleFactor == 2)
        view.contentScaleFactor = 3
        #expect(view.contentScaleFactor == 3 && view.layer.contentsScale == 3)
    }

    // MARK: - Controller title

    @Test func controllerTitle() {
        let controller = UIViewController()
        #expect(controller.title == nil)
        controller.title = "Settings"
        #expect(controller.title == "Settings")
    }

    // MARK: - Traits and dynamic colours

    @Test func dynamicBackgroundResolvesWithTheViewsAppearance() {
        let stage = Stage()
        let parent = UIView(), child = TraitWatcher()
        parent.addSubview(child)
        stage.window.addSubview(parent)
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        child.backgroundColor = dynamic
        #expect(child.traitCollection.userInterfaceStyle == .light && child.traitCollection.displayScale == 2)
        #expect(child.layer.backgroundColor == UIColor.white.cgColor)
        #expect(child.backgroundColor === dynamic)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.layer.backgroundColor == UIColor.black.cgColor)
        #expect(child.previous == [.light])
        child.layer.backgroundColor = UIColor.red.cgColor
        #expect(child.backgroundColor == .red)
    }

    // A pattern background is drawn as tiles under the view's content, even for a view that
    // draws nothing of its own.
    @Test func patternBackgroundIsTiled() throws {
        let stage = Stage()
        var pixels = [UInt8](repeating: 0, count: 16)
        for i in 0..<4 { pixels[i * 4 + 1] = 255; pixels[i * 4 + 3] = 255 }       // green
        pixels[1] = 0; pixels[2] = 255                                             // (0, 0) red
        let tile = UIImage(cgImage: try #require(CGImage(width: 2, height: 2, pixels: pixels)), scale: 2)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor(patternImage: tile)
        stage.window.addSubview(view)
        stage.app.runTurn()
        #expect(view.layer.backgroundColor == nil)
        let bitmap = try #require(view.layer.drawnContents(forScale: 2))
        #expect(bitmap.pixel(x: 0, y: 0)! == (0, 0, 255, 255) && bitmap.pixel(x: 2, y: 2)! == (0, 0, 255, 255))
        #expect(bitmap.pixel(x: 1, y: 0)! == (0, 255, 0, 255))
        #expect(view.backgroundColor?.patternImage === tile)
        view.backgroundColor = .blue
        stage.app.runTurn()
        #expect(view.layer.drawnContents(forScale: 2) == nil && view.layer.backgroundColor == UIColor.blue.cgColor)
    }
}
