import Foundation
import LayercastGraphics
import LayercastUI

/// The sample's container view: two image views stacked in a rounded, clipped frame, one
/// showing, one waiting; `transitionToNextScene(completion:)` cross-dissolves from the showing
/// one to the other and swaps their roles, as the ViewTransitions sample does with its extra
/// image view.
@MainActor
public final class DemoPhotoView: UIView {
    /// Seconds a transition takes.
    public static let transitionDuration: TimeInterval = 0.6

    private var imageViews: [UIImageView]
    private var frontIndex = 0
    private let captionBackground = UIView()
    private let caption = UILabel()
    /// The scene showing (or being transitioned to).
    public private(set) var sceneIndex = 0
    /// Whether a transition is running; a request during one is ignored, as the sample
    /// disables its button.
    public private(set) var isTransitioning = false
    private let imageScale: CGFloat
    private var photos: [Int: UIImage] = [:]

    /// The image view showing the current scene (during a transition, the one being revealed
    /// under the fading old one).
    public var visibleImageView: UIImageView { imageViews[frontIndex] }
    /// The image view waiting behind (hidden when no transition runs).
    public var hiddenImageView: UIImageView { imageViews[1 - frontIndex] }

    /// Creates the container with the first scene showing; pictures are painted at
    /// `imageScale` pixels per point.
    public init(frame: CGRect, imageScale: CGFloat) {
        self.imageScale = imageScale
        imageViews = [UIImageView(frame: CGRect(origin: .zero, size: frame.size)),
                      UIImageView(frame: CGRect(origin: .zero, size: frame.size))]
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.ink)
        layer.cornerRadius = 18
        clipsToBounds = true
        for view in imageViews {
            view.contentMode = .scaleAspectFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        imageViews[0].image = photo(0)
        imageViews[1].isHidden = true

        // A translucent caption strip over the picture (transparency over contents).
        captionBackground.backgroundColor = .demo(UIColor(white: 0, alpha: 0.35))
        captionBackground.layer.cornerRadius = 11
        captionBackground.isUserInteractionEnabled = false
        caption.font = .systemFont(ofSize: 13, weight: .semibold)
        caption.textColor = .white
        caption.textAlignment = .center
        caption.text = DemoPhotos.Scene.sunset.title
        captionBackground.addSubview(caption)
        addSubview(captionBackground)
    }

    /// The picture for scene `index`, painted on first use at the size the container has then.
    private func photo(_ index: Int) -> UIImage {
        if let cached = photos[index] { return cached }
        let scene = DemoPhotos.Scene(rawValue: index) ?? .sunset
        let size = bounds.size == .zero ? CGSize(width: 350, height: 210) : bounds.size
        let image = DemoPhotos.image(scene, size: size, scale: imageScale)
        photos[index] = image
        return image
    }

    /// Cross-dissolves to the next scene over `transitionDuration` seconds; `completion` runs
    /// when it has finished (on the first run-loop turn at or after that time). Returns `false`
    /// (and does nothing) while a transition is already running.
    @discardableResult
    public func transitionToNextScene(completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard !isTransitioning else { return false }
        isTransitioning = true
        sceneIndex = (sceneIndex + 1) % DemoPhotos.Scene.allCases.count
        let outgoing = imageViews[frontIndex]
        let incoming = imageViews[1 - frontIndex]
        // The new picture goes right under the old one, which fades out over it: with opaque
        // pictures that is a cross-dissolve, and it takes one animation (of the old one's
        // opacity) rather than two.
        UIView.performWithoutAnimation {
            incoming.image = photo(sceneIndex)
            incoming.alpha = 1
            incoming.isHidden = false
            insertSubview(incoming, belowSubview: outgoing)
        }
        frontIndex = 1 - frontIndex
        caption.text = DemoPhotos.Scene(rawValue: sceneIndex)?.title
        layoutCaption()
        UIView.animate(withDuration: Self.transitionDuration, animations: {
            outgoing.alpha = 0
        }, completion: { [weak self] _ in
            UIView.performWithoutAnimation {
                outgoing.isHidden = true
                outgoing.alpha = 1
            }
            self?.isTransitioning = false
            completion?()
        })
        return true
    }

    public override func layoutSubviews() {
        layoutCaption()
    }

    private func layoutCaption() {
        let width = ceil(caption.intrinsicContentSize.width) + 24
        captionBackground.frame = CGRect(x: 12, y: bounds.height - 34, width: width, height: 22)
        caption.frame = captionBackground.bounds
    }
}
