import Foundation
import Testing
import LayercastTestSupport
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

@MainActor @Suite struct UIButtonTests {
    // MARK: - Per-state values
    @Test func statesFallBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Go" && button.titleLabel?.text == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        #expect(button.titleColor(for: .highlighted) == .red)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Go" && button.state == .selected)
    }

    @Test func systemButtonsUseTheTintAndDimWhenHighlighted() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        button.isHighlighted = true
        // The highlighted colour is the tint at a fifth of its alpha; the label shows it by its
        // alpha, as the image view does, so the title's text is not drawn again.
        #expect(button.currentTitleColor == UIColor.systemBlue.withAlphaComponent(0.2))
        #expect(button.titleLabel?.textColor == .systemBlue)
        #expect(abs(button.titleLabel!.alpha - 0.2) < 1e-6)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
        button.tintColor = .red
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test func aColourSetForTheHighlightedStateIsShownAsItIs() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == .green && button.titleLabel?.alpha == 1)
    }

    @Test func imageAndTitleAreLaidOutSideBySideAndSized() {
        let icon = UIImage(cgImage: CGImage(width: 40, height: 40, pixels: [UInt8](repeating: 255, count: 6400))!, scale: 2)
        let button = UIButton(type: .custom)
        button.setImage(icon, for: .normal)
        button.setTitle("Title", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let fit = button.sizeThatFits(.zero)
        let title = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(fit.width == 20 + title.width + 16)
        #expect(fit.height == max(20, title.height) + 8)
        button.frame = CGRect(origin: .zero, size: CGSize(width: fit.width + 20, height: fit.height))
        button.layoutIfNeeded()
        #expect(button.imageView!.frame == CGRect(x: 18, y: (fit.height - 20) / 2, width: 20, height: 20))
        #expect(button.titleLabel!.frame.minX == 38)
        #expect(button.imageView!.layer.contents == icon.cgImage)
    }

    // MARK: - Redrawing
    @Test func aHighlightDimsTheTitleWithoutDrawingItAgain() {
        let stage = Stage()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        stage.window.addSubview(button)
        stage.app.runTurn()
        let labelID = button.titleLabel!.layer.layerID
        #expect(button.layer.contents == nil)
        #expect(button.titleLabel!.layer.drawnContents(forScale: 2) != nil)
        let pressed = stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 20, y: 20)))
        #expect(abs(button.titleLabel!.layer.opacity - 0.2) < 1e-6)
        let released = stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 20, y: 20)))
        #expect(button.titleLabel!.layer.opacity == 1)
        #expect((pressed + released).allSatisfy { $0.contentsChanges.isEmpty })
        #expect(button.titleLabel!.layer.layerID == labelID)
        button.center = CGPoint(x: 200, y: 200)
        #expect(stage.app.runTurn().allSatisfy { $0.contentsChanges.isEmpty })
    }

    @Test func buttonMatchesItsGolden() throws {
        let stage = Stage()
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 17)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        stage.window.addSubview(button)
        stage.app.runTurn()
        let image = try #require(button.titleLabel!.layer.drawnContents(forScale: 2))
        try Golden.check(image, named: "ui-button-title@2x", tolerance: .text)
    }
}
