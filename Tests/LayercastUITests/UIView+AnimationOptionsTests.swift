import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// The wire animation of `keyPath` sent for `view` in `diffs`, if any.
@MainActor
func sentAnimation(_ diffs: [LayerTreeDiff], _ view: UIView, _ keyPath: String) -> LayerAnimation? {
    diffs.flatMap(\.animations).last { $0.layer == view.layer.layerID && $0.animation.keyPath == keyPath }?.animation
}

/// A stage with one 10×10 view at the origin, committed.
@MainActor
func stageWithView() -> (Stage, UIView) {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.window.addSubview(view)
    stage.app.runTurn()
    return (stage, view)
}

@MainActor @Suite struct UIViewAnimationOptionsTests {
    // UIKit: the delay postpones the start; the old value shows meanwhile (fill backwards); the
    // curve options name Core Animation's functions (Apple's CAMediaTimingFunctionName docs:
    // ease-in is (0.42, 0, 1, 1)); .repeat repeats forever, .autoreverse plays back.
    @Test func delayCurveRepeatAndAutoreverseReachTheWire() throws {
        let (stage, view) = stageWithView()
        stage.clock.advance(by: 1)
        stage.app.perform {
            UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseIn, .repeat, .autoreverse],
                           animations: { view.alpha = 0 })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(sent.beginTime == 1.25 && sent.duration == 0.5)
        #expect(sent.fillMode == .backwards)
        #expect(sent.timingFunction == [0.42, 0, 1, 1])
        #expect(sent.repeatCount == .infinity && sent.autoreverses)
        #expect(sent.values == [.scalar(1), .scalar(0)])
    }

    // UIKit: completion(true) once the animation has run (delay + duration; autoreverse
    // doubles the active time).
    @Test func completionWaitsForDelayAndAutoreverse() {
        let (stage, view) = stageWithView()
        var finished: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0.5, options: [.autoreverse], animations: { view.alpha = 0.5 },
                           completion: { finished = $0 })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 2)
        stage.app.runTurn()
        #expect(finished == nil)
        stage.clock.advance(by: 0.5)                 // 0.5 + 2 × 1
        stage.app.runTurn()
        #expect(finished == true)
    }

    // UIKit (iOS 8 and later, WWDC 2014 "Building Interruptible and Responsive Interactions"):
    // animations are additive, so a new animation of the same property does not cut the one in
    // flight short: its completion gets true at its own end. What shows is continuous: halfway
    // through the linear 5 → 105 move, 55.
    @Test func newAnimationOfTheSamePropertyAddsToTheOneInFlight() throws {
        let (stage, view) = stageWithView()
        var first: Bool?, second: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { first = $0 })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 205, y: 5) }, completion: { second = $0 })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(sent.values.first == .point(CGPoint(x: 55, y: 5)))
        stage.app.runTurn()
        #expect(first == nil && second == nil)
        stage.clock.advance(by: 0.5)                 // the first's own end
        stage.app.runTurn()
        #expect(first == true && second == nil)
        stage.clock.advance(by: 0.5)
        stage.app.runTurn()
        #expect(second == true)
    }

    // With .beginFromCurrentState the new animation replaces the one in flight, whose
    // completion gets false.
    @Test func beginFromCurrentStateReplacesTheOneInFlight() {
        let (stage, view) = stageWithView()
        var first: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { first = $0 })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState,
                           animations: { view.center = CGPoint(x: 205, y: 5) })
        }
        stage.app.runTurn()
        stage.app.runTurn()
        #expect(first == false)
    }

    // A view leaving its window ends the block animations taken over too.
    @Test func aTakenOverAnimationEndsWhenItsViewLeavesTheWindow() {
        let (stage, view) = stageWithView()
        var first: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 105, y: 5) }, completion: { first = $0 })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.25)
        stage.app.perform { UIView.animate(withDuration: 1) { view.center = CGPoint(x: 205, y: 5) } }
        stage.app.runTurn()
        view.removeFromSuperview()
        stage.app.runTurn()
        stage.app.runTurn()
        #expect(first == false)
    }

    // UIKit: .beginFromCurrentState starts from what is shown: halfway through a linear
    // 5 → 105 move, 55.
    @Test func beginFromCurrentStateStartsFromThePresentationValue() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.center = CGPoint(x: 105, y: 5) })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState,
                           animations: { view.center = CGPoint(x: 205, y: 5) })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(sent.values == [.point(CGPoint(x: 55, y: 5)), .point(CGPoint(x: 205, y: 5))])
    }

    // The guide's nesting rule: a nested block inherits the outer duration and curve unless it
    // overrides them.
    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let (stage, view) = stageWithView()
        let other = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        stage.window.addSubview(other)
        stage.app.runTurn()
        stage.app.perform {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration,
                                                                       .overrideInheritedCurve],
                               animations: { other.alpha = 0 })
            })
        }
        let diffs = stage.app.runTurn()
        let inner = try #require(sentAnimation(diffs, view, "opacity"))
        #expect(inner.duration == 2 && inner.timingFunction == [0, 0, 1, 1])
        let overridden = try #require(sentAnimation(diffs, other, "opacity"))
        #expect(overridden.duration == 0.5 && overridden.timingFunction == [0.42, 0, 1, 1])
    }

    // UIKit: setAnimationRepeatCount/setAnimationRepeatAutoreverses inside a block.
    @Test func repeatCountAndAutoreverseInsideABlock() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: {
                UIView.setAnimationRepeatCount(2.5)
                UIView.setAnimationRepeatAutoreverses(true)
                view.alpha = 0
            })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(sent.repeatCount == 2.5 && sent.autoreverses)
    }

    // UIKit: removing the animations, or the view leaving the window, ends them with false.
    @Test func removalAndLeavingTheWindowCompleteWithFalse() {
        let (stage, view) = stageWithView()
        let other = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        stage.window.addSubview(other)
        stage.app.runTurn()
        var removed: Bool?, left: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { removed = $0 })
            UIView.animate(withDuration: 1, animations: { other.alpha = 0 }, completion: { left = $0 })
        }
        stage.app.runTurn()
        stage.app.perform {
            view.layer.removeAllAnimations()
            other.removeFromSuperview()
        }
        stage.app.runTurn()
        stage.app.runTurn()
        #expect(removed == false && left == false)
    }

    // UIKit: without .allowUserInteraction an animating view takes no touches; with it, it is
    // hit-tested at its model frame.
    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let (stage, view) = stageWithView()
        let other = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        stage.window.addSubview(other)
        stage.app.runTurn()
        stage.app.perform {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.alpha = 0.5 })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        #expect(stage.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === stage.window)
        #expect(stage.window.hitTest(CGPoint(x: 5, y: 25), with: nil) === other)
        stage.clock.advance(by: 0.5)
        #expect(stage.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }

    // The guide's "Linking multiple animations together": the next animation starts in the
    // completion of the first, at the first's end.
    @Test func chainedAnimationsStartWhenTheFirstEnds() throws {
        let (stage, view) = stageWithView()
        stage.clock.advance(by: 3)
        stage.app.perform {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in
                UIView.animate(withDuration: 0.5, animations: { view.alpha = 1 })
            })
        }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        let second = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(second.beginTime == 3.5 && second.values == [.scalar(0), .scalar(1)])
    }

    // UIKit: beginAnimations/commitAnimations with the setters; 0.2 s is the documented default
    // duration (UIView.setAnimationDuration: "The default value is 0.2").
    @Test func beginCommitFormWithDelegate() throws {
        final class Listener {
            var stops: [(String?, Bool)] = []
            func didStop(_ id: String?, _ finished: NSNumber, _ context: UnsafeMutableRawPointer?) {
                stops.append((id, finished.boolValue))
            }
        }
        let (stage, view) = stageWithView()
        let listener = Listener()
        stage.app.perform {
            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDelegate(listener)
            UIView.setAnimationDidStop(Listener.didStop)
            view.alpha = 0
            UIView.commitAnimations()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationDelay(0.5)
            UIView.setAnimationCurve(.easeOut)
            view.center = CGPoint(x: 50, y: 50)
            UIView.commitAnimations()
        }
        let diffs = stage.app.runTurn()
        let fade = try #require(sentAnimation(diffs, view, "opacity"))
        #expect(fade.duration == 0.2 && fade.timingFunction == [0.42, 0, 0.58, 1])
        let move = try #require(sentAnimation(diffs, view, "position"))
        #expect(move.duration == 1 && move.beginTime == 0.5 && move.timingFunction == [0, 0, 0.58, 1])
        stage.clock.advance(by: 0.2)
        stage.app.runTurn()
        #expect(listener.stops.count == 1 && listener.stops.first?.0 == "fade" && listener.stops.first?.1 == true)
    }

    // UIKit: with animations disabled, blocks apply at once and complete with true.
    @Test func disabledAnimationsApplyAtOnce() {
        let (stage, view) = stageWithView()
        var finished: Bool?
        stage.app.perform {
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            UIView.setAnimationsEnabled(true)
        }
        let diffs = stage.app.runTurn()
        #expect(diffs.flatMap(\.animations).isEmpty)
        #expect(finished == true)
    }

    // Layercast: CACurrentMediaTime reads the clock of the context bound for the turn.
    @Test func currentMediaTimeReadsTheInjectedClock() {
        let (stage, _) = stageWithView()
        stage.clock.advance(by: 4.25)
        #expect(stage.app.perform { CACurrentMediaTime() } == 4.25)
        #expect(CACurrentMediaTime() == 0)
    }

    // The guide's "Animating view and layer changes together": a CABasicAnimation added in a
    // block takes the block's duration and curve and runs with the view's change.
    @Test func layerAnimationInsideABlockRunsWithIt() throws {
        let (stage, view) = stageWithView()
        var finished: Bool?
        stage.app.perform {
            UIView.animate(withDuration: 0.75, animations: {
                view.alpha = 0.5
                let radius = CABasicAnimation(keyPath: "cornerRadius")
                radius.fromValue = 0.0
                radius.toValue = 5.0
                view.layer.add(radius, forKey: "radius")
                view.layer.cornerRadius = 5
            }, completion: { finished = $0 })
        }
        let diffs = stage.app.runTurn()
        let radius = try #require(sentAnimation(diffs, view, "cornerRadius"))
        #expect(radius.duration == 0.75 && radius.timingFunction == [0.42, 0, 0.58, 1])
        #expect(sentAnimation(diffs, view, "opacity")?.duration == 0.75)
        stage.clock.advance(by: 0.75)
        stage.app.runTurn()
        #expect(finished == true)
    }

    // UIKit: a value set without animation and then animated in the same turn animates from
    // the value set (the classic fade-in: alpha = 0, then animate to 1).
    @Test func valueSetBeforeTheBlockIsTheStart() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            view.alpha = 0
            UIView.animate(withDuration: 0.3) { view.alpha = 1 }
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(sent.values == [.scalar(0), .scalar(1)])
    }

    // UIKit: blocks inside performWithoutAnimation do not animate; their completion gets true.
    @Test func blocksInsidePerformWithoutAnimationDoNotAnimate() {
        let (stage, view) = stageWithView()
        var finished: Bool?
        stage.app.perform {
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            }
            #expect(UIView.areAnimationsEnabled)
        }
        #expect(stage.app.runTurn().flatMap(\.animations).isEmpty)
        #expect(finished == true && view.alpha == 0)
    }
}
