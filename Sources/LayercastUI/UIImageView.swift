import Foundation
import LayercastGraphics
import LayercastLayers

/// A view that shows an image: UIKit's `UIImageView`.
///
/// The image is not drawn: its bitmap becomes the layer's `contents` at the image's scale, and
/// the content mode is the layer's gravity, so a resize or move never redraws (the compositor
/// places the bitmap). A template image (`renderingMode == .alwaysTemplate`) is shown tinted with
/// `tintColor`. User interaction is off by default, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view with `frame` (superview space, points) and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image` (its size in points), at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()   // observers do not run in the class's own initializers
    }

    /// Creates an image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// The image shown; `nil` shows nothing (the background colour only).
    open var image: UIImage? {
        didSet { if image != oldValue { updateContents() } }
    }

    /// The image shown while `isHighlighted`; `nil` keeps `image`.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage != oldValue { updateContents() } }
    }

    /// Whether `highlightedImage` is shown. Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    // MARK: - Animated images

    /// The images `startAnimating()` cycles through, in order; `nil` by default.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }
    /// The images cycled through while `isHighlighted`; `nil` uses `animationImages`.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds for one cycle through the images; 0 (the default) is 1/30 s an image (Apple's
    /// documentation).
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// The key of the flipbook animation on the layer.
    static let imageAnimationKey = "UIImageViewAnimation"

    /// Starts cycling through `animationImages` (or `highlightedAnimationImages` while
    /// highlighted): a discrete keyframe animation of the layer's contents, which the client
    /// plays from one commit (each image sent once). Does nothing without images.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        guard !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.compactMap { $0.cgImage }
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        let end = ImageAnimationEnd()
        end.view = self
        animation.delegate = end
        layer.contentsScale = images[0].scale
        layer.add(animation, forKey: Self.imageAnimationKey)
        imageAnimationRunning = true
    }

    /// Stops the animation; the view shows `image` again.
    open func stopAnimating() {
        imageAnimationRunning = false
        layer.removeAnimation(forKey: Self.imageAnimationKey)
        updateContents()
    }

    /// Whether the images are cycling (a finite repeat count ends by itself).
    open var isAnimating: Bool { imageAnimationRunning }
    /// Set by `startAnimating()`, cleared when the animation stops or ends.
    var imageAnimationRunning = false

    /// The image currently on the layer.
    var shownImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    private func updateContents() {
        invalidateIntrinsicContentSize()
        guard var shown = shownImage else { layer.contents = nil; return }
        if shown.renderingMode == .alwaysTemplate { shown = shown.withTintColor(tintColor) }
        layer.contentsScale = shown.scale
        layer.contents = shown.cgImage
    }

    /// Keeps the image as the contents: an image view never draws.
    open override func display(_ layer: CALayer) {}

    /// Re-tints a template image.
    open override func tintColorDidChange() {
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    /// The image's size in points; `.zero` without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// Tells an image view that its animated images ended (a finite repeat count ran out).
@MainActor
private final class ImageAnimationEnd: CAAnimationDelegate {
    weak var view: UIImageView?
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        view?.imageAnimationRunning = false
    }
}
