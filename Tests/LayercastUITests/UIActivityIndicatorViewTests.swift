import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastCompositing
@testable import LayercastUI

@MainActor @Suite struct UIActivityIndicatorViewTests {
    // MARK: - Defaults and sizes

    // UIKit: init(style:) sizes the view to the style (20×20 medium, 37×37 large); the default
    // style is medium; hidesWhenStopped defaults to true, so a stopped indicator is hidden.
    @Test func defaultsAndSizes() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20) && medium.intrinsicContentSize.width == 20)
        #expect(UIActivityIndicatorView(style: .large).bounds.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        #expect(medium.hidesWhenStopped && !medium.isAnimating && medium.isHidden)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    }

    @Test func colourDefaultsToTheStyleAndCanBeReset() {
        let indicator = UIActivityIndicatorView(style: .white)
        #expect(indicator.color == .white)
        indicator.color = .red
        #expect(indicator.color == .red)
        indicator.color = nil
        #expect(indicator.color == .white)
    }

    // MARK: - Animating

    @Test func startAndStopShowAndHide() {
        let indicator = UIActivityIndicatorView()
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    // The spin is one layer animation repeating forever, sent once; later turns send nothing
    // and do not redraw.
    @Test func spinningIsAnInfiniteLayerAnimation() throws {
        let stage = Stage()
        let indicator = UIActivityIndicatorView(style: .large)
        stage.window.addSubview(indicator)
        stage.app.runTurn()
        indicator.startAnimating()
        let diffs = stage.app.runTurn()
        let animations = diffs.flatMap(\.animations).map(\.animation)
        let spin = try #require(animations.first { $0.keyPath == "transform.rotation.z" })
        #expect(spin.repeatCount == .infinity && spin.duration == 1)
        // UIKit's wheel steps a spoke at a time: eight held angles, 45° apart.
        let steps = Set(spin.values.compactMap { if case .scalar(let v) = $0 { (v * 4 / Double.pi).rounded() } else { nil } })
        #expect(steps == Set((0..<8).map(Double.init)))
        #expect(indicator.layer.animationKeys() == [UIActivityIndicatorView.spinKey])
        stage.clock.advance(by: 10)
        #expect(stage.app.runTurn().isEmpty)
        // Just past a quarter second in, the presentation layer has stepped a quarter turn, and
        // 1/16 s later it still shows the quarter (the next spoke comes at 3/8 s): steps, not a
        // glide.
        stage.clock.advance(by: 0.25 + 1.0 / 32)
        let turned = try #require(indicator.layer.presentation()).affineTransform()
        #expect(abs(turned.b - 1) < 1e-6)
        stage.clock.advance(by: 1.0 / 16)
        let held = try #require(indicator.layer.presentation()).affineTransform()
        #expect(abs(held.b - 1) < 1e-6)
        indicator.stopAnimating()
        let stopped = stage.app.runTurn()
        #expect(stopped.flatMap(\.animationRemovals).map(\.key) == [UIActivityIndicatorView.spinKey])
        #expect(indicator.layer.animationKeys() == nil)
    }

    @Test func drawsSpokesInItsColour() throws {
        let stage = Stage()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.color = .red
        indicator.hidesWhenStopped = false
        stage.window.addSubview(indicator)
        stage.app.runTurn()
        let bitmap = try #require(indicator.layer.drawnContents(forScale: 2))
        #expect(bitmap.width == 74)
        // The top spoke is opaque red; the centre is empty.
        let top = try #require(bitmap.pixel(x: 37, y: 14))
        #expect(top.r > 200 && top.g < 30 && top.a > 200)
        #expect(bitmap.pixel(x: 37, y: 37)!.a == 0)
        // The wheel steps clockwise, so its fading tail is anticlockwise of the top spoke: the
        // spoke at the top left is the second brightest, the one at the top right the faintest.
        let topLeft = try #require(bitmap.pixel(x: 21, y: 21)), topRight = try #require(bitmap.pixel(x: 53, y: 21))
        #expect(Int(topLeft.a) > Int(topRight.a) + 60, "top left \(topLeft.a), top right \(topRight.a)")
    }
}
