import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

/// A layer whose `action(forKey:)` turns off opacity's implicit animation (Core Animation:
/// returning `NSNull` stops the search for an action) and replaces position's with its own.
@MainActor private final class ActionLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        switch event {
        case "opacity": return NSNull()
        case "position":
            let custom = CABasicAnimation(keyPath: "position")
            custom.duration = 3
            return custom
        default: return nil
        }
    }
}

/// A layer that redraws when its `bounds` change (CALayer.h: `needsDisplay(forKey:)`).
@MainActor private final class RedrawingLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool { key == "bounds" || super.needsDisplay(forKey: key) }
}

@MainActor @Suite struct CALayerActionForKeyTests {
    private func onWire(_ layer: CALayer) -> LayerContext {
        let context = LayerContext(clock: ManualClock(start: 1))
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return context
    }

    @Test func nsNullTurnsTheImplicitAnimationOffAndAnAnimationReplacesIt() {
        let layer = ActionLayer()
        let context = onWire(layer)
        layer.opacity = 0.5
        #expect(Support.commit(context).animations.isEmpty)
        layer.position = CGPoint(x: 40, y: 40)
        let diff = Support.commit(context)
        #expect(diff.animations.count == 1)
        #expect(diff.animations.first?.animation.keyPath == "position")
        #expect(diff.animations.first?.animation.duration == 3)
    }

    @Test func theDefaultActionIsTheImplicitAnimation() {
        let layer = CALayer()
        #expect(layer.action(forKey: "opacity") == nil)
        let context = onWire(layer)
        layer.opacity = 0.5
        #expect(Support.commit(context).animations.first?.animation.keyPath == "opacity")
    }

    @Test func needsDisplayForKeyMarksTheLayerForDisplay() {
        let layer = RedrawingLayer()
        let context = onWire(layer)
        _ = context
        #expect(!layer.needsDisplay())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsDisplay())
        let plain = CALayer()
        _ = onWire(plain)
        plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!plain.needsDisplay())
        // Core Animation's defaults (CALayer.h).
        #expect(CALayer.needsDisplay(forKey: "bounds") == false)
        #expect(CALayer.defaultValue(forKey: "opacity") == nil)
        #expect(plain.preferredFrameSize() == CGSize(width: 10, height: 10))
    }
}
