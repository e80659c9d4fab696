import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

// The standard views size themselves under Auto Layout from their content, as in UIKit. The
// text metrics come from the toolkit's text layout, so the expected sizes are what the views'
// own `sizeThatFits(_:)` measures, checked against the frames the engine sets.
@MainActor @Suite struct AutoLayoutStandardViewsTests {
    private func placeAtOrigin(_ view: UIView, in stage: Stage) {
        view.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: stage.window.topAnchor)])
    }

    @Test func aLabelTakesItsTextsSizeAndFollowsNewText() {
        let stage = Stage()
        let label = UILabel()
        label.text = "Hi"
        placeAtOrigin(label, in: stage)
        stage.app.runTurn()
        let short = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(short.width > 0 && label.frame.size == short)
        label.text = "Hello, wider world"
        stage.app.runTurn()
        #expect(label.frame.width > short.width)
        #expect(label.frame.size == label.intrinsicContentSize)
        label.font = .systemFont(ofSize: 30)
        stage.app.runTurn()
        #expect(label.frame.height > short.height)
    }

    @Test func aWrappingLabelTakesTheHeightOfItsTextAtTheWidthItIsGiven() {
        let stage = Stage()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label with enough words to wrap over several lines"
        placeAtOrigin(label, in: stage)
        label.widthAnchor.constraint(equalToConstant: 100).isActive = true
        stage.app.runTurn()
        let oneLine = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > oneLine.height)
        // The first pass uses the unwrapped size; the width the engine sets makes the label
        // measure again at 100 points, as UIKit's automatic preferred width does.
        #expect(label.frame.size == CGSize(width: 100, height: wrapped.height))
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label with enough words to wrap over several lines"
        label.preferredMaxLayoutWidth = 80
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.intrinsicContentSize == wrapped)
        #expect(wrapped.width <= 80)
    }

    @Test func aButtonIsItsTitlePlusContentInsets() {
        let stage = Stage()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        placeAtOrigin(button, in: stage)
        stage.app.runTurn()
        let title = button.titleLabel!.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(button.frame.size == title)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        stage.app.runTurn()
        #expect(button.frame.size == CGSize(width: title.width + 22, height: title.height + 10))
        button.setTitle("Cancel the order", for: .normal)
        stage.app.runTurn()
        #expect(button.frame.width > title.width + 22)
    }

    @Test func switchesSlidersAndImageViewsReportTheirSizes() {
        let stage = Stage()
        let toggle = UISwitch(), slider = UISlider()
        let image = UIImage(cgImage: CGImage(width: 6, height: 4, pixels: [UInt8](repeating: 7, count: 96))!, scale: 2)
        let imageView = UIImageView(image: image)
        // UISwitch is 51 × 31 points (Apple's HIG and UIKit's fixed switch size); the slider
        // has no intrinsic width; an image view is its image's size in points (6 × 4 px at 2×).
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(imageView.intrinsicContentSize == CGSize(width: 3, height: 2))
        for view in [toggle, slider, imageView] as [UIView] { placeAtOrigin(view, in: stage) }
        slider.widthAnchor.constraint(equalToConstant: 200).isActive = true
        stage.app.runTurn()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(slider.frame.size == CGSize(width: 200, height: 31))
        #expect(imageView.frame.size == CGSize(width: 3, height: 2))
        imageView.image = UIImage(cgImage: CGImage(width: 10, height: 8, pixels: [UInt8](repeating: 7, count: 320))!, scale: 1)
        stage.app.runTurn()
        #expect(imageView.frame.size == CGSize(width: 10, height: 8))
    }

    @Test func labelsAlignOnTheirBaselines() {
        let stage = Stage()
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        placeAtOrigin(big, in: stage)
        small.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(small)
        NSLayoutConstraint.activate([small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
                                     small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)])
        stage.app.runTurn()
        // Each label is its text's height, so its first baseline is its top plus its font's
        // ascender (half the text height above the middle, then the ascender).
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)   // edges snap to half points at 2×
        #expect(small.frame.minY > big.frame.minY)
    }
}
