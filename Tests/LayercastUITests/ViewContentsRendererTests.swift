import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// Fills its bounds' left half red and records every `draw(_:)` with the clip it saw.
@MainActor private final class HalfRed: UIView {
    var rects: [CGRect] = []
    var clips: [CGRect] = []
    var fill = UIColor.red
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        let context = UIGraphicsGetCurrentContext()!
        clips.append(context.boundingBoxOfClipPath)
        context.setFillColor(fill.cgColor)
        context.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height))
    }
}

@MainActor private final class DotLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

@MainActor private final class GreenDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

@MainActor @Suite struct ViewContentsRendererTests {
    private func drawnView(frame: CGRect = CGRect(x: 10, y: 10, width: 40, height: 20)) -> (Stage, HalfRed) {
        let stage = Stage()
        let view = HalfRed(frame: frame)
        stage.window.addSubview(view)
        stage.app.runTurn()
        return (stage, view)
    }

    // MARK: - When draw(_:) runs
    @Test func aNewViewDrawsOnceWhenItFirstAppears() {
        let (stage, view) = drawnView()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(stage.app.runTurn().isEmpty)
        #expect(view.rects.count == 1)
    }

    @Test func severalInvalidationsInOneTurnDrawOnce() {
        let (stage, view) = drawnView()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        view.setNeedsDisplay()
        stage.app.runTurn()
        #expect(view.rects.count == 2)
    }

    @Test func moveAndScaleToFillResizeDoNotRedraw() {
        let (stage, view) = drawnView()
        view.center = CGPoint(x: 100, y: 100)
        stage.app.runTurn()
        view.bounds.size = CGSize(width: 80, height: 40)
        let diffs = stage.app.runTurn()
        #expect(view.rects.count == 1)
        #expect(diffs.allSatisfy { $0.contentsChanges.isEmpty })
    }

    @Test func redrawContentModeRedrawsOnResizeOnly() {
        let (stage, view) = drawnView()
        view.contentMode = .redraw
        view.center = CGPoint(x: 100, y: 100)
        stage.app.runTurn()
        #expect(view.rects.count == 1)
        view.bounds.size = CGSize(width: 80, height: 40)
        stage.app.runTurn()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 0, width: 80, height: 40)])
        #expect(view.layer.drawnContents(forScale: 2)?.width == 160)
    }

    @Test func partialInvalidationClipsToTheDirtyRectAndTheDiffCarriesIt() throws {
        let (stage, view) = drawnView()
        view.fill = .blue
        let dirty = CGRect(x: 2, y: 4, width: 6, height: 8)
        view.setNeedsDisplay(dirty)
        let diffs = stage.app.runTurn()
        #expect(view.rects.last == dirty)
        #expect(view.clips.last == dirty)
        let change = try #require(diffs.first?.contentsChanges.first)
        #expect(change.layer == view.layer.layerID)
        #expect(change.dirtyRect == dirty)
        // Inside the dirty rect the new colour, outside it the previous pixels (scale 2).
        let image = try #require(view.layer.drawnContents(forScale: 2))
        #expect(image.pixel(x: 10, y: 10)! == (b: 255, g: 0, r: 0, a: 255))
        #expect(image.pixel(x: 2, y: 2)! == (b: 0, g: 0, r: 255, a: 255))
        #expect(image.pixel(x: 60, y: 10)! == (b: 0, g: 0, r: 0, a: 0))
    }

    // MARK: - Pixels
    @Test func drawnContentsAtScaleOneAndTwoHaveTheViewsPixels() throws {
        let (stage, view) = drawnView()
        view.bounds.origin = CGPoint(x: 5, y: 5)   // draw(_:) works in bounds space
        view.setNeedsDisplay()
        stage.app.displayScales = [1, 2]
        stage.app.runTurn()
        let one = try #require(view.layer.drawnContents(forScale: 1))
        let two = try #require(view.layer.drawnContents(forScale: 2))
        #expect(one.width == 40 && one.height == 20 && two.width == 80 && two.height == 40)
        #expect(one.pixel(x: 0, y: 0)! == (b: 0, g: 0, r: 255, a: 255))
        #expect(one.pixel(x: 19, y: 19)! == (b: 0, g: 0, r: 255, a: 255))
        #expect(one.pixel(x: 20, y: 0)! == (b: 0, g: 0, r: 0, a: 0))
        #expect(two.pixel(x: 39, y: 39)! == (b: 0, g: 0, r: 255, a: 255))
        #expect(two.pixel(x: 40, y: 0)! == (b: 0, g: 0, r: 0, a: 0))
    }

    @Test func aNewDisplayScaleDrawsEveryDrawnLayerAtIt() throws {
        let (stage, view) = drawnView()
        #expect(view.layer.drawnContents(forScale: 3) == nil)
        stage.app.displayScales = [2, 3]
        let diffs = stage.app.runTurn()
        // draw(_:) runs once per display scale: a bitmap per scale, each drawn sharp.
        #expect(view.rects.count == 3)
        #expect(view.layer.drawnContents(forScale: 3)?.width == 120)
        let contents = try #require(diffs.first?.contentsChanges.first?.contents)
        #expect(Set(contents.bitmaps.keys) == [2, 3])
    }

    // MARK: - Views and layers that do not draw
    @Test func aViewThatDoesNotDrawHasNoContents() {
        let stage = Stage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.layer.borderWidth = 1
        stage.window.addSubview(plain)
        let diffs = stage.app.runTurn()
        #expect(plain.layer.contents == nil)
        #expect(diffs.allSatisfy { $0.contentsChanges.isEmpty })
    }

    @Test func contentsAssignedToAViewThatDoesNotDrawStay() {
        let stage = Stage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = CGImage(width: 1, height: 1, pixels: [1, 2, 3, 255])!
        plain.layer.contents = image
        stage.window.addSubview(plain)
        stage.app.runTurn()
        #expect(plain.layer.contents == image)
    }

    @Test func rawLayersDrawThroughDrawInAndTheirDelegate() throws {
        let stage = Stage()
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        let delegated = CALayer()
        let delegate = GreenDelegate()
        delegated.delegate = delegate
        delegated.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        for layer in [dot, delegated, plain] {
            stage.window.layer.addSublayer(layer)
            layer.setNeedsDisplay()
        }
        stage.app.runTurn()
        let dotImage = try #require(dot.drawnContents(forScale: 2))
        #expect(dotImage.pixel(x: 1, y: 1)! == (b: 255, g: 0, r: 0, a: 255))
        #expect(dotImage.pixel(x: 2, y: 2)! == (b: 0, g: 0, r: 0, a: 0))
        #expect(try #require(delegated.drawnContents(forScale: 2)?.pixel(x: 3, y: 3)) == (b: 0, g: 255, r: 0, a: 255))
        #expect(plain.contents == nil)
    }
}
