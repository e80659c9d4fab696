import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

@MainActor @Suite struct DemoInteractionTests {
    // MARK: - Button and label

    @Test func eachTapOnTheButtonCountsInTheLabel() {
        let stage = DemoStage()
        let point = center(of: stage.demo.tapButtonFrame)
        stage.tap(at: point)
        #expect(stage.demo.tapCountText == "Taps: 1")
        stage.tap(at: point)
        stage.tap(at: point)
        #expect(stage.demo.tapCountText == "Taps: 3")
        #expect(stage.demo.viewController.tapCount == 3)
    }

    @Test func aTapChangesOnlyTheButtonAndTheLabel() {
        let stage = DemoStage()
        let point = center(of: stage.demo.tapButtonFrame)
        var touched = Set<LayerID>()
        for diffs in [stage.touch(TouchInput(identifier: 1, phase: .began, location: point)),
                      stage.touch(TouchInput(identifier: 1, phase: .ended, location: point))] {
            for diff in diffs {
                #expect(diff.created.isEmpty && diff.destroyed.isEmpty && diff.sublayerChanges.isEmpty)
                touched.formUnion(diff.propertyChanges.map(\.layer))
                touched.formUnion(diff.contentsChanges.map(\.layer))
            }
        }
        let allowed = Set(([stage.demo.tapButton, stage.demo.tapCountLabel] + stage.demo.tapButton.subviews)
            .compactMap(\.layer.layerID))
        #expect(touched.contains(stage.demo.tapCountLabel.layer.layerID!))
        #expect(touched.isSubset(of: allowed))
    }

    @Test func aTouchThatLeavesTheButtonDoesNotCount() {
        let stage = DemoStage()
        let frame = stage.demo.tapButtonFrame
        stage.touch(TouchInput(identifier: 1, phase: .began, location: center(of: frame)))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: frame.midX, y: frame.maxY + 200)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: frame.midX, y: frame.maxY + 200)))
        #expect(stage.demo.tapCountText == "Taps: 0")
    }

    // MARK: - Transition

    @Test func theBarButtonItemSwitchesTheVisibleImageViewAfterTheTransition() throws {
        let stage = DemoStage()
        let photo = stage.demo.photoView
        let before = stage.demo.visibleImageView
        let item = try #require(stage.demo.transitionItemFrame)
        stage.tap(at: center(of: item))
        // Mid-transition: both image views are on screen, the old one fading out over the new.
        #expect(photo.isTransitioning)
        let after = stage.demo.visibleImageView
        #expect(after !== before)
        #expect(!after.isHidden && !before.isHidden)
        #expect(photo.subviews.firstIndex { $0 === after }! < photo.subviews.firstIndex { $0 === before }!)
        #expect(before.alpha == 0 && after.alpha == 1)
        #expect(photo.sceneIndex == 1)
        // A second tap during the transition is ignored.
        stage.tap(at: center(of: item))
        #expect(photo.sceneIndex == 1)

        stage.clock.advance(by: DemoPhotoView.transitionDuration)
        stage.app.runTurn()
        #expect(!photo.isTransitioning)
        #expect(before.isHidden)
        #expect(!after.isHidden && after.alpha == 1)
        #expect(after.layer.contents != nil && after.layer.contents != before.layer.contents)
        #expect(stage.demo.viewController.transitionItem.isEnabled)
    }

    @Test func theTransitionIsAnimatedOnTheClient() throws {
        let stage = DemoStage()
        let item = try #require(stage.demo.transitionItemFrame)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: center(of: item)))
        let diffs = stage.touch(TouchInput(identifier: 1, phase: .ended, location: center(of: item)))
        let animations = diffs.flatMap(\.animations)
        let fading = stage.demo.photoView.hiddenImageView
        #expect(animations.count == 1)
        #expect(animations.first?.layer == fading.layer.layerID)
        #expect(animations.first?.animation.keyPath == "opacity")
        #expect(animations.first?.animation.duration == DemoPhotoView.transitionDuration)
    }

    @Test func transitionsCycleThroughEveryScene() throws {
        let stage = DemoStage()
        let item = try #require(stage.demo.transitionItemFrame)
        var seen = [stage.demo.photoView.sceneIndex]
        for _ in DemoPhotos.Scene.allCases {
            stage.tap(at: center(of: item))
            stage.clock.advance(by: DemoPhotoView.transitionDuration)
            stage.app.runTurn()
            seen.append(stage.demo.photoView.sceneIndex)
        }
        #expect(seen == [0, 1, 2, 0])
    }

    // MARK: - Dragging

    @Test func draggingMovesThePuckByTheTouchDelta() {
        let stage = DemoStage()
        let start = stage.demo.draggableView.center
        stage.touch(TouchInput(identifier: 7, phase: .began, location: start))
        stage.touch(TouchInput(identifier: 7, phase: .moved, location: CGPoint(x: start.x - 30, y: start.y - 50)))
        stage.touch(TouchInput(identifier: 7, phase: .moved, location: CGPoint(x: start.x - 100, y: start.y - 120)))
        stage.touch(TouchInput(identifier: 7, phase: .ended, location: CGPoint(x: start.x - 100, y: start.y - 120)))
        #expect(stage.demo.draggableView.center == CGPoint(x: start.x - 100, y: start.y - 120))
    }

    @Test func aDragStepChangesOneLayerProperty() {
        let stage = DemoStage()
        let puck = stage.demo.draggableView
        let start = puck.center
        stage.touch(TouchInput(identifier: 1, phase: .began, location: start))
        let diffs = stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: start.x + 5, y: start.y + 8)))
        #expect(diffs.count == 1)
        let diff = diffs[0]
        #expect(diff.created.isEmpty && diff.contentsChanges.isEmpty && diff.sublayerChanges.isEmpty)
        #expect(diff.propertyChanges.count == 1)
        #expect(diff.propertyChanges.first?.layer == puck.layer.layerID)
        #expect(diff.propertyChanges.first?.properties == [.position(CGPoint(x: start.x + 5, y: start.y + 8))])
    }

    // MARK: - List

    @Test func draggingTheListScrollsItsBoundsOrigin() {
        let stage = DemoStage()
        let list = stage.demo.listView
        let frame = list.convert(list.bounds, to: nil)
        let p = CGPoint(x: frame.midX, y: frame.midY)
        stage.touch(TouchInput(identifier: 2, phase: .began, location: p))
        let diffs = stage.touch(TouchInput(identifier: 2, phase: .moved, location: CGPoint(x: p.x, y: p.y - 60)))
        #expect(list.bounds.origin.y == 60)
        // The rows moved with one property of one layer: the list's bounds.
        #expect(diffs.flatMap(\.propertyChanges).map(\.layer) == [list.layer.layerID!])
        stage.touch(TouchInput(identifier: 2, phase: .ended, location: CGPoint(x: p.x, y: p.y - 60)))
        #expect(list.bounds.origin.y == 60)
    }

    @Test func theListClampsAtBothEnds() {
        let stage = DemoStage()
        let list = stage.demo.listView
        let frame = list.convert(list.bounds, to: nil)
        #expect(list.maximumOffsetY == list.contentHeight - frame.height)
        #expect(list.maximumOffsetY > 0)
        // Pulling down at the top stays at the top.
        stage.touch(TouchInput(identifier: 3, phase: .began, location: CGPoint(x: frame.midX, y: frame.minY + 10)))
        stage.touch(TouchInput(identifier: 3, phase: .moved, location: CGPoint(x: frame.midX, y: frame.maxY - 10)))
        #expect(list.bounds.origin.y == 0)
        // Flinging far up stops at the last row.
        for step in 1...12 {
            stage.touch(TouchInput(identifier: 3, phase: .moved,
                                   location: CGPoint(x: frame.midX, y: frame.maxY - 10 - CGFloat(step) * 200)))
        }
        #expect(list.bounds.origin.y == list.maximumOffsetY)
        stage.touch(TouchInput(identifier: 3, phase: .ended, location: CGPoint(x: frame.midX, y: 0)))
        #expect(list.bounds.origin.y == list.maximumOffsetY)
    }
}

