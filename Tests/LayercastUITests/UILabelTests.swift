import Foundation
import Testing
import LayercastTestSupport
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

@MainActor private final class CountingLabel: UILabel {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1; super.draw(rect) }
}

@MainActor @Suite struct UILabelTests {
    private func shown(_ label: UILabel) -> Stage {
        let stage = Stage()
        stage.window.addSubview(label)
        stage.app.runTurn()
        return stage
    }

    // MARK: - Defaults
    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled && !label.isOpaque)
        #expect(label.contentMode == .redraw)
        #expect(label.text == nil && label.attributedText == nil)
    }

    // MARK: - When it redraws
    @Test func redrawsOnlyWhenItsContentChanges() {
        let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hello"
        let stage = shown(label)
        #expect(label.draws == 1)
        label.center = CGPoint(x: 150, y: 150)
        label.text = "Hello"
        stage.app.runTurn()
        #expect(label.draws == 1)
        _ = label.sizeThatFits(CGSize(width: 50, height: 100))
        _ = label.intrinsicContentSize
        stage.app.runTurn()
        #expect(label.draws == 1)
        label.text = "World"
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 20)
        stage.app.runTurn()
        #expect(label.draws == 2)
        label.bounds.size = CGSize(width: 100, height: 30)   // .redraw content mode
        stage.app.runTurn()
        #expect(label.draws == 3)
    }

    @Test func aLabelWithoutTextHasNoInk() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        _ = shown(label)
        let image = try #require(label.layer.drawnContents(forScale: 2))
        #expect(inkBounds(image) == nil)
    }

    // MARK: - Sizing
    @Test func sizeThatFitsGrowsWithTextAndWrapsWithMoreLines() {
        let label = UILabel()
        label.text = "A few words of text"
        let one = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(one.width > 100 && one.height >= 17 && one.height < 30)
        #expect(one == label.intrinsicContentSize)
        #expect(one.width == one.width.rounded(.up))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(wrapped.width <= 60 && wrapped.height > 2 * one.height)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(two.height < wrapped.height && two.height > one.height)
        label.sizeToFit()
        #expect(label.bounds.size == label.sizeThatFits(label.bounds.size))
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    // MARK: - Rendering
    @Test func alignmentPlacesTheInk() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Mid"
        label.textAlignment = .center
        let stage = shown(label)
        let image = try #require(label.layer.drawnContents(forScale: 2))
        let ink = try #require(inkBounds(image, threshold: 64))
        #expect(abs((ink.minX + ink.maxX) / 2 - 200) <= 4)   // centred horizontally (400 px wide)
        #expect(abs((ink.minY + ink.maxY) / 2 - 40) <= 6)    // and vertically (80 px high)
        label.textAlignment = .right
        stage.app.runTurn()
        let redrawn = try #require(label.layer.drawnContents(forScale: 2))
        let right = try #require(inkBounds(redrawn, threshold: 64))
        #expect(right.maxX > 390)
    }

    @Test func labelMatchesItsGolden() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        label.text = "Layercast label that wraps"
        label.numberOfLines = 2
        label.textColor = .systemBlue
        label.font = .boldSystemFont(ofSize: 15)
        _ = shown(label)
        let image = try #require(label.layer.drawnContents(forScale: 2))
        try Golden.check(image, named: "ui-label@2x", tolerance: .text)
    }
}
