import Testing
import UIKit

/// The progress-ring sample: shape and gradient layers as iOS code writes them, drawn at the
/// screen's 2× scale.
@MainActor @Suite struct ProgressRingViewTests {
    /// A 200×200 ring at (95, 100): centre (100, 100) in its bounds, centre line radius 90.
    private func ring(progress: CGFloat, animated: Bool = false) -> (SampleStage, ProgressRingView) {
        let stage = SampleStage()
        let ring = ProgressRingView(frame: CGRect(x: 95, y: 100, width: 200, height: 200))
        stage.window.addSubview(ring)
        stage.app.runTurn()
        ring.setProgress(progress, animated: animated)
        stage.app.runTurn()
        return (stage, ring)
    }

    /// The point of the ring at `degrees` clockwise from 12 o'clock (UIKit's y grows downwards).
    private func ringPoint(_ ring: ProgressRingView, degrees: CGFloat) -> CGPoint {
        let angle = (degrees - 90) * .pi / 180
        return CGPoint(x: 100 + ring.radius * cos(angle), y: 100 + ring.radius * sin(angle))
    }

    @Test func aQuarterIsRedFromTwelveToThreeOverTheGreyTrack() {
        let (_, ring) = ring(progress: 0.25)
        #expect(ring.radius == 90)
        // The clockwise arc from 12 o'clock: the first quarter is the progress, the rest only the
        // track (UIColor.lightGray is white 2/3: 170 of 255).
        #expect(matches(drawnColor(of: ring.progressLayer, at: ringPoint(ring, degrees: 45)), 255, 0, 0))
        #expect(drawnColor(of: ring.progressLayer, at: ringPoint(ring, degrees: 180))?.a == 0)
        #expect(matches(drawnColor(of: ring.trackLayer, at: ringPoint(ring, degrees: 180)), 170, 170, 170))
        // Nothing is drawn inside the ring: the fill is clear.
        #expect(drawnColor(of: ring.trackLayer, at: CGPoint(x: 100, y: 100))?.a == 0)
    }

    @Test func theGradientRunsFromWhiteAtTheTopToBlueAtTheBottom() {
        let (_, ring) = ring(progress: 0)
        // CAGradientLayer's default axis is (0.5, 0) → (0.5, 1): top to bottom on iOS.
        #expect(matches(drawnColor(of: ring.gradientLayer, at: CGPoint(x: 100, y: 0.25)), 255, 255, 255, tolerance: 3))
        #expect(matches(drawnColor(of: ring.gradientLayer, at: CGPoint(x: 100, y: 199.75)), 0, 0, 255, tolerance: 3))
        #expect(matches(drawnColor(of: ring.gradientLayer, at: CGPoint(x: 100, y: 100)), 128, 128, 255, tolerance: 3))
    }

    /// The animation stays attached (a `shapes` client plays it, SPEC §4.7) and the ring is drawn
    /// at its new value.
    @Test func anAnimatedProgressEndsDrawnAtItsValue() {
        let (stage, ring) = ring(progress: 0.5, animated: true)
        #expect(ring.progressLayer.animation(forKey: "progress")?.duration == 0.5)
        // As on iOS, the sample's `strokeEnd = value` after adding its animation also starts Core
        // Animation's implicit action on the standalone layer: 0.25 s under the key "strokeEnd".
        #expect(ring.progressLayer.animation(forKey: "strokeEnd")?.duration == 0.25)
        stage.app.runTurn()
        #expect(matches(drawnColor(of: ring.progressLayer, at: ringPoint(ring, degrees: 135)), 255, 0, 0))
        #expect(drawnColor(of: ring.progressLayer, at: ringPoint(ring, degrees: 225))?.a == 0)
    }
}
