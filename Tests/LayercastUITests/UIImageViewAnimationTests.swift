import Foundation
import Testing
import LayercastGraphics
@testable import LayercastLayers
@testable import LayercastUI

/// `UIImageView`'s animated images. Apple's documentation: `animationDuration` 0 means 1/30 s
/// an image; `animationRepeatCount` 0 repeats forever; `isAnimating` is false once a finite
/// animation ended. The cycle travels as one discrete keyframe animation of `contents` (the
/// layer module turns it into one overlay per image with an opacity track).
@MainActor @Suite struct UIImageViewAnimationTests {
    private static func images() -> [UIImage] {
        [UIColor.systemRed, .systemGreen, .systemBlue].map { colour in
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
    }

    @Test func theImagesCycleAsOneContentsAnimationAndAFiniteOneEnds() throws {
        let stage = Stage()
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        stage.window.addSubview(view)
        view.animationImages = Self.images()
        view.animationRepeatCount = 2
        #expect(!view.isAnimating)
        stage.run { view.startAnimating() }
        #expect(view.isAnimating)
        stage.app.runTurn()
        let overlays = view.layer.sublayers?.filter { $0.name == CALayer.contentsOverlayName } ?? []
        #expect(overlays.count == 3, "one overlay per image")
        let track = try #require(overlays.first?.animation(forKey: "layercast.contents.\(UIImageView.imageAnimationKey)"))
        #expect(track.duration == 0.1, "three images at 1/30 s")
        #expect(track.repeatCount == 2)
        stage.advance(0.25)
        stage.advance(0.05)
        #expect(!view.isAnimating, "two cycles of 0.1 s are over")
    }

    @Test func stoppingShowsTheImageAgainAndNoImagesDoNothing() {
        let stage = Stage()
        let view = UIImageView(image: Self.images()[0])
        stage.window.addSubview(view)
        stage.run { view.startAnimating() }
        #expect(!view.isAnimating, "no animation images")
        view.animationImages = Self.images()
        view.animationDuration = 2
        stage.run { view.startAnimating() }
        #expect(view.isAnimating)
        stage.run { view.stopAnimating() }
        #expect(!view.isAnimating)
        #expect(view.layer.contents != nil, "the image shows again")
    }
}
