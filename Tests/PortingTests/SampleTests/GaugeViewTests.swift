import Testing
import UIKit

/// The gauge sample draws with paths, fills, strokes and text; its pixels are checked where the
/// geometry is unambiguous: the middle of the 8-point stroke, the centre dot, a corner.
@MainActor @Suite struct GaugeViewTests {
    /// A 200×200 gauge at (95, 100) in the window: centre (100, 100), track radius 92.
    private func drawnGauge(progress: CGFloat) -> (SampleStage, GaugeView) {
        let stage = SampleStage()
        let gauge = GaugeView(frame: CGRect(x: 95, y: 100, width: 200, height: 200))
        gauge.progressColor = .red
        gauge.progress = progress
        stage.window.addSubview(gauge)
        stage.app.runTurn()
        return (stage, gauge)
    }

    /// The point of the track at `degrees` clockwise from 3 o'clock (UIKit's y grows downwards).
    private func trackPoint(_ gauge: GaugeView, degrees: CGFloat) -> CGPoint {
        let angle = degrees * .pi / 180
        return CGPoint(x: 100 + gauge.radius * cos(angle), y: 100 + gauge.radius * sin(angle))
    }

    @Test func aQuarterFillsTheArcFromTwelveToThreeOClock() throws {
        let (_, gauge) = drawnGauge(progress: 0.25)
        let image = try #require(gauge.layer.drawnContents(forScale: 2))
        #expect(image.width == 400 && image.height == 400)
        #expect(gauge.radius == 92)
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: -45)), 255, 0, 0))
        // The track elsewhere: UIColor(white: 0.85) is 217 of 255.
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: 45)), 217, 217, 217))
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: 135)), 217, 217, 217))
        #expect(matches(drawnColor(of: gauge, at: CGPoint(x: 100, y: 100)), 255, 0, 0))   // the centre dot
        // The background colour is the layer's, composited under the drawing, as in UIKit.
        #expect(drawnColor(of: gauge, at: CGPoint(x: 3, y: 3))?.a == 0)
        #expect(gauge.layer.backgroundColor == UIColor.white.cgColor)
    }

    @Test func settingProgressRedrawsOnTheNextTurn() {
        let (stage, gauge) = drawnGauge(progress: 0.25)
        gauge.progress = 0.75
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: 45)), 217, 217, 217))
        stage.app.runTurn()
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: 45)), 255, 0, 0))
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: 135)), 255, 0, 0))
        #expect(matches(drawnColor(of: gauge, at: trackPoint(gauge, degrees: -135)), 217, 217, 217))
    }

    @Test func thePercentageIsDrawnAsBlackTextBelowTheCentre() {
        let (_, gauge) = drawnGauge(progress: 0.25)
        // "25%" in bold 14 pt starts 8 points below the centre; some of its glyph pixels are dark.
        func darkPixels(rows: ClosedRange<CGFloat>) -> Int {
            var count = 0
            for y in stride(from: rows.lowerBound, through: rows.upperBound, by: 0.5) {
                for x in stride(from: CGFloat(85), through: 115, by: 0.5) {
                    if let c = drawnColor(of: gauge, at: CGPoint(x: x, y: y)), c.a > 128, max(c.r, c.g, c.b) < 80 {
                        count += 1
                    }
                }
            }
            return count
        }
        #expect(darkPixels(rows: 109...125) > 40)
        // None in the same width above the centre, where nothing black is drawn.
        #expect(darkPixels(rows: 70...90) == 0)
    }
}
