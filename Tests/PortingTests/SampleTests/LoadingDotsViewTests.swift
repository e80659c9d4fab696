import Testing
import UIKit

/// The loading-dots sample: a replicator layer as iOS code writes it. A `layerGroups` client
/// draws the twelve copies (SPEC §4.10); here, what the toolkit holds and shows.
@MainActor @Suite struct LoadingDotsViewTests {
    @Test func twelveDotsRoundTheCircleEachATwelfthLate() throws {
        let stage = SampleStage()
        let dots = LoadingDotsView(frame: CGRect(x: 100, y: 200, width: 60, height: 60))
        stage.window.addSubview(dots)
        stage.app.runTurn()
        let replicator = dots.replicatorLayer
        #expect(replicator.frame == dots.bounds && dots.dot.position == CGPoint(x: 30, y: 8))
        #expect(replicator.instanceCount == 12 && abs(replicator.instanceDelay - 1.0 / 12) < 1e-12)
        // Copy 3 is a quarter turn clockwise about the centre: the dot at the top goes to the
        // right edge's middle.
        let copy3 = replicator.layerReplicator.transform(ofInstance: 3, about: CGPoint(x: 30, y: 30)).apply(to: CGPoint(x: 30, y: 8))
        #expect(abs(copy3.x - 52) < 1e-9 && abs(copy3.y - 30) < 1e-9)
        dots.startAnimating()
        stage.app.runTurn()
        #expect(dots.dot.animation(forKey: "fade")?.repeatCount == .infinity)
        dots.stopAnimating()
        #expect(dots.dot.animationKeys() == nil)
    }
}
