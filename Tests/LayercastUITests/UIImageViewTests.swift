import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor @Suite struct UIImageViewTests {
    private func image(_ b: UInt8, scale: CGFloat = 2) -> UIImage {
        UIImage(cgImage: CGImage(width: 4, height: 4, pixels: [UInt8](repeating: b, count: 64))!, scale: scale)
    }

    // MARK: - Contents
    @Test func theImageIsTheLayersContentsAtItsScale() {
        let picture = image(9)
        let view = UIImageView(image: picture)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(view.layer.contents == picture.cgImage && view.layer.contentsScale == 2)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: 2, height: 2))
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func highlightingSwapsTheImage() {
        let normal = image(1), lit = image(2, scale: 1)
        let view = UIImageView(image: normal, highlightedImage: lit)
        view.isHighlighted = true
        #expect(view.layer.contents == lit.cgImage && view.layer.contentsScale == 1)
        view.isHighlighted = false
        #expect(view.layer.contents == normal.cgImage)
    }

    @Test func theContentsSurviveTheDisplayPassAndGoOnTheWire() throws {
        let stage = Stage()
        let picture = image(7)
        let view = UIImageView(image: picture)
        stage.window.addSubview(view)
        let diffs = stage.app.runTurn()
        #expect(view.layer.contents == picture.cgImage)
        let change = try #require(diffs.first?.contentsChanges.first { $0.layer == view.layer.layerID })
        #expect(change.contents?.bitmap(forScale: 3)?.scale == 2)
    }

    // MARK: - Content mode
    @Test func resizingDoesNotTouchTheContentsAndTheModeIsTheGravity() {
        let stage = Stage()
        let view = UIImageView(image: image(3))
        view.contentMode = .scaleAspectFit
        stage.window.addSubview(view)
        stage.app.runTurn()
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        let diffs = stage.app.runTurn()
        #expect(diffs.allSatisfy { $0.contentsChanges.isEmpty })
        #expect(view.layer.contentsGravity == .resizeAspect)
    }

    @Test func templateImagesAreTinted() throws {
        let view = UIImageView(image: image(255).withRenderingMode(.alwaysTemplate))
        view.tintColor = .red
        let pixel = try #require(view.layer.contents?.pixel(x: 0, y: 0))
        #expect(pixel == (b: 0, g: 0, r: 255, a: 255))
    }
}
