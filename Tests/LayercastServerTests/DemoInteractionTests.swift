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

    @Test func theBarButtonItemCrossDissolvesToTheNextPage() throws {
        let stage = DemoStage()
        let photo = stage.demo.photoView
        let before = stage.demo.visibleImageView
        let item = try #require(stage.demo.transitionItemFrame)
        stage.tap(at: center(of: item))
        // Mid-transition: the gallery is on the next page under a copy of the old photo that
        // fades out over it.
        #expect(photo.isTransitioning)
        let after = stage.demo.visibleImageView
        #expect(after !== before)
        #expect(after === photo.pages[1].imageView)
        #expect(photo.pagingView.contentOffset == CGPoint(x: photo.bounds.width, y: 0))
        #expect(!photo.fadingImageView.isHidden && photo.fadingImageView.alpha == 0)
        #expect(photo.fadingImageView.layer.contents == before.layer.contents)
        #expect(photo.subviews.firstIndex { $0 === photo.fadingImageView }! > photo.subviews.firstIndex { $0 === photo.pagingView }!)
        #expect(photo.sceneIndex == 1)
        #expect(photo.captionText == "Night Sea")
        // A second tap during the transition is ignored.
        stage.tap(at: center(of: item))
        #expect(photo.sceneIndex == 1)

        stage.clock.advance(by: DemoPhotoView.transitionDuration)
        stage.app.runTurn()
        #expect(!photo.isTransitioning)
        #expect(photo.fadingImageView.isHidden)
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
        let fading = stage.demo.photoView.fadingImageView
        #expect(animations.count == 1)
        #expect(animations.first?.layer == fading.layer.layerID)
        #expect(animations.first?.animation.keyPath == "opacity")
        #expect(animations.first?.animation.duration == DemoPhotoView.transitionDuration)
    }

    /// The flip item turns the gallery over to the next photo: one transition the client plays
    /// (UIKit's `.transitionFlipFromRight`), the item disabled until it ends.
    @Test func theFlipItemFlipsTheGalleryToTheNextPhoto() throws {
        let stage = DemoStage()
        let photo = stage.demo.photoView
        let item = try #require(stage.demo.flipItemFrame)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: center(of: item)))
        let diffs = stage.touch(TouchInput(identifier: 1, phase: .ended, location: center(of: item)))
        #expect(photo.isTransitioning && photo.sceneIndex == 1)
        #expect(!stage.demo.viewController.flipItem.isEnabled)
        // The flip is animated on the gallery's layer, once, for the whole transition.
        let onGallery = diffs.flatMap(\.animations).filter { $0.layer == photo.layer.layerID }
        #expect(!onGallery.isEmpty)
        #expect(onGallery.allSatisfy { $0.animation.duration == DemoPhotoView.transitionDuration })
        #expect(photo.pagingView.contentOffset == CGPoint(x: photo.bounds.width, y: 0))
        stage.clock.advance(by: DemoPhotoView.transitionDuration + 0.01)
        stage.app.runTurn()
        #expect(!photo.isTransitioning)
        #expect(stage.demo.viewController.flipItem.isEnabled)
        #expect(stage.demo.visibleImageView === photo.pages[1].imageView)
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

    @Test func draggingTheListScrollsTheTableViewsBoundsOrigin() {
        let stage = DemoStage()
        let table = stage.demo.tableView
        let frame = table.convert(table.bounds, to: nil)
        let p = CGPoint(x: frame.midX, y: frame.midY)
        stage.touch(TouchInput(identifier: 2, phase: .began, location: p))
        stage.clock.advance(by: 0.02)
        stage.touch(TouchInput(identifier: 2, phase: .moved, location: CGPoint(x: p.x, y: p.y - 30)))
        stage.clock.advance(by: 0.02)
        stage.touch(TouchInput(identifier: 2, phase: .moved, location: CGPoint(x: p.x, y: p.y - 90)))
        // The pan recognizer begins after UIKit's 10-point slop: the content follows the finger
        // from there, so 90 points of finger travel move it 80 (the first 10 are the slop).
        #expect(table.contentOffset.y == 80)
        // Hold still before lifting: no velocity, no momentum.
        stage.clock.advance(by: 0.2)
        stage.touch(TouchInput(identifier: 2, phase: .moved, location: CGPoint(x: p.x, y: p.y - 90)))
        stage.clock.advance(by: 0.2)
        stage.touch(TouchInput(identifier: 2, phase: .ended, location: CGPoint(x: p.x, y: p.y - 90)))
        #expect(table.contentOffset.y == 80)
        #expect(!table.isDecelerating)
    }
}
