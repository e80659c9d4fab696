import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor @Suite struct UIViewAnimationTests {
    // MARK: - Animation blocks
    @Test func viewChangesAnimateOnlyInsideAnimationBlocks() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        stage.app.runTurn()
        view.alpha = 0.5
        #expect(stage.app.runTurn().first?.animations.isEmpty == true)
        var finished: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 0.3, animations: {
                view.center = CGPoint(x: 100, y: 100)
            }, completion: { finished = $0 })
        }
        let diff = stage.app.runTurn().first
        let animation = diff?.animations.first?.animation
        #expect(animation?.keyPath == "position")
        #expect(animation?.values == [.point(CGPoint(x: 5, y: 5)), .point(CGPoint(x: 100, y: 100))])
        #expect(animation?.duration == 0.3)
        #expect(animation?.timingFunction == CAMediaTimingFunction.easeInEaseOut.controlPoints)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(finished == nil)
        stage.clock.advance(by: 0.3)
        stage.app.runTurn()
        #expect(finished == true)
    }

    @Test func performWithoutAnimationSuppressesIt() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        stage.app.runTurn()
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { view.alpha = 0.2 }
            })
        }
        let diff = stage.app.runTurn().first
        #expect(diff?.animations.isEmpty == true)
        #expect(diff?.properties(of: view.layer.layerID!) == [.opacity(0.2)])
    }

    @Test func withoutAContextTheBlockAppliesAndCompletesAtOnce() {
        let view = UIView()
        var finished = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && finished)
    }
}
