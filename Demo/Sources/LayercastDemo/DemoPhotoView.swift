import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's gallery: a paging `UIScrollView` of one zoomable page per scene in a rounded,
/// clipped frame, with a caption naming the page showing. Swipe (or scroll the wheel sideways)
/// to page; pinch or double-tap a photo to zoom it.
///
/// `transitionToNextScene(completion:)` keeps the ViewTransitions sample's cross-dissolve: a
/// copy of the showing photo covers the gallery, the gallery moves to the next page beneath it
/// and the copy fades out.
@MainActor
public final class DemoPhotoView: UIView, UIScrollViewDelegate {
    /// Seconds a transition takes.
    public static let transitionDuration: TimeInterval = 0.6

    /// The paging scroll view; a page per scene.
    public let pagingView = UIScrollView(frame: .zero)
    /// The pages, one per scene.
    public let pages: [DemoPhotoPageView]
    /// The copy of the old photo that fades out during a transition (hidden otherwise).
    public let fadingImageView = UIImageView(frame: .zero)
    private let captionBackground = UIView()
    private let caption = UILabel()
    /// The scene showing (the page nearest the paging view's offset, or the one a transition
    /// goes to).
    public private(set) var sceneIndex = 0
    /// Whether a transition is running; a request during one is ignored, as the sample
    /// disables its button.
    public private(set) var isTransitioning = false
    private let imageScale: CGFloat
    private var photos: [Int: UIImage] = [:]

    /// The image view of the page showing.
    public var visibleImageView: UIImageView { pages[sceneIndex].imageView }

    /// Creates the gallery with the first scene showing; pictures are painted at `imageScale`
    /// pixels per point when their page first comes near the screen.
    public init(frame: CGRect, imageScale: CGFloat) {
        self.imageScale = imageScale
        pages = DemoPhotos.Scene.allCases.map { _ in DemoPhotoPageView(frame: CGRect(origin: .zero, size: frame.size)) }
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.ink)
        layer.cornerRadius = 18
        clipsToBounds = true

        pagingView.isPagingEnabled = true
        pagingView.showsHorizontalScrollIndicator = false
        pagingView.showsVerticalScrollIndicator = false
        pagingView.delegate = self
        pages.forEach(pagingView.addSubview)
        addSubview(pagingView)

        fadingImageView.contentMode = .scaleAspectFill
        fadingImageView.isHidden = true
        fadingImageView.isUserInteractionEnabled = false
        addSubview(fadingImageView)

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
        layoutPages()
    }

    required init?(coder: NSCoder) { nil }

    /// The caption's text.
    public var captionText: String? { caption.text }

    /// The picture for scene `index`, painted on first use at the size the gallery has then.
    private func photo(_ index: Int) -> UIImage {
        if let cached = photos[index] { return cached }
        let scene = DemoPhotos.Scene(rawValue: index) ?? .sunset
        let size = bounds.size == .zero ? CGSize(width: 350, height: 210) : bounds.size
        let image = DemoPhotos.image(scene, size: size, scale: imageScale)
        photos[index] = image
        return image
    }

    /// Gives the pages within one page of the visible area their photos.
    private func loadVisiblePages() {
        let width = max(pagingView.bounds.width, 1)
        let first = Int(floor(pagingView.bounds.minX / width)) - 1
        let last = Int(ceil(pagingView.bounds.maxX / width))
        for index in max(0, first)...min(pages.count - 1, max(0, last)) where pages[index].imageView.image == nil {
            UIView.performWithoutAnimation { pages[index].imageView.image = photo(index) }
        }
    }

    /// Cross-dissolves to the next scene over `transitionDuration` seconds; `completion` runs
    /// when it has finished (on the first run-loop turn at or after that time). Returns `false`
    /// (and does nothing) while a transition is already running.
    @discardableResult
    public func transitionToNextScene(completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard !isTransitioning else { return false }
        isTransitioning = true
        let next = (sceneIndex + 1) % pages.count
        // The copy goes over the gallery; the gallery moves beneath it; the copy fades out: with
        // opaque pictures that is a cross-dissolve, and it takes one animation (of the copy's
        // opacity).
        UIView.performWithoutAnimation {
            fadingImageView.image = photo(sceneIndex)
            fadingImageView.frame = bounds
            fadingImageView.alpha = 1
            fadingImageView.isHidden = false
            pages[sceneIndex].zoomScale = 1
            pagingView.contentOffset = CGPoint(x: CGFloat(next) * pagingView.bounds.width, y: 0)
        }
        setScene(next)
        loadVisiblePages()
        UIView.animate(withDuration: Self.transitionDuration, animations: {
            self.fadingImageView.alpha = 0
        }, completion: { [weak self] _ in
            guard let self else { return }
            UIView.performWithoutAnimation {
                self.fadingImageView.isHidden = true
                self.fadingImageView.alpha = 1
                self.fadingImageView.image = nil
            }
            self.isTransitioning = false
            completion?()
        })
        return true
    }

    /// Flips the gallery over to the next scene (UIKit's `.transitionFlipFromRight`, the
    /// reference documents' "Creating Animated Transitions Between Views") over
    /// `transitionDuration` seconds; `completion` runs when it ends. Returns `false` (and does
    /// nothing) while a transition runs.
    @discardableResult
    public func flipToNextScene(completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard !isTransitioning else { return false }
        isTransitioning = true
        let next = (sceneIndex + 1) % pages.count
        UIView.transition(with: self, duration: Self.transitionDuration, options: [.transitionFlipFromRight], animations: {
            self.pages[self.sceneIndex].zoomScale = 1
            self.pagingView.contentOffset = CGPoint(x: CGFloat(next) * self.pagingView.bounds.width, y: 0)
            self.setScene(next)
            self.loadVisiblePages()
        }, completion: { [weak self] _ in
            self?.isTransitioning = false
            completion?()
        })
        return true
    }

    private func setScene(_ index: Int) {
        guard index != sceneIndex else { return }
        sceneIndex = index
        caption.text = DemoPhotos.Scene(rawValue: index)?.title
        layoutCaption()
    }

    // MARK: - UIScrollViewDelegate

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === pagingView, !isTransitioning else { return }
        let width = max(pagingView.bounds.width, 1)
        setScene(min(max(Int((pagingView.contentOffset.x / width).rounded()), 0), pages.count - 1))
        loadVisiblePages()
    }

    /// A page scrolled away is unzoomed, as the Photos app does.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        for (index, page) in pages.enumerated() where index != sceneIndex && page.zoomScale != 1 {
            page.setZoomScale(1, animated: false)
        }
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        layoutPages()
        layoutCaption()
    }

    private func layoutPages() {
        let size = bounds.size
        guard pagingView.frame.size != size || pages.first?.frame.size != size else { return }
        UIView.performWithoutAnimation {
            pagingView.frame = bounds
            pagingView.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
            for (index, page) in pages.enumerated() {
                page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
                page.fitPhoto()
            }
            pagingView.contentOffset = CGPoint(x: CGFloat(sceneIndex) * size.width, y: 0)
        }
        loadVisiblePages()
    }

    private func layoutCaption() {
        let width = ceil(caption.intrinsicContentSize.width) + 24
        captionBackground.frame = CGRect(x: 12, y: bounds.height - 34, width: width, height: 22)
        caption.frame = captionBackground.bounds
    }
}
