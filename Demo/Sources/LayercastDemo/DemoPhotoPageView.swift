import Foundation
import LayercastGraphics
import LayercastUI

/// One page of the gallery: a scroll view that zooms its photo, by a pinch (between
/// `minimumZoomScale` 1 and `maximumZoomScale` 4) or a double tap (in to 2.5× around the tap,
/// or back out to 1×), as Apple's PhotoScroller sample pages do. It is its own delegate, for
/// `viewForZooming(in:)`.
@MainActor
public final class DemoPhotoPageView: UIScrollView, UIScrollViewDelegate {
    /// The zoom a double tap goes to from the unzoomed photo.
    public static let doubleTapZoomScale: CGFloat = 2.5

    /// The photo; the view zoomed.
    public let imageView = UIImageView(frame: .zero)
    /// The double-tap recognizer that zooms in and out.
    public let doubleTapRecognizer = UITapGestureRecognizer()

    /// Creates an empty page; the gallery gives it its photo.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        minimumZoomScale = 1
        maximumZoomScale = 4
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        decelerationRate = .fast
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        delegate = self
        doubleTapRecognizer.numberOfTapsRequired = 2
        doubleTapRecognizer.addTarget(self, action: DemoPhotoPageView.doubleTapped)
        addGestureRecognizer(doubleTapRecognizer)
    }

    required init?(coder: NSCoder) { nil }

    /// Sizes the photo to the page, unzoomed, when the page's size changes.
    func fitPhoto() {
        guard imageView.bounds.size != bounds.size else { return }
        UIView.performWithoutAnimation {
            zoomScale = 1
            imageView.transform = .identity
            imageView.frame = CGRect(origin: .zero, size: bounds.size)
            contentSize = bounds.size
            contentOffset = .zero
        }
    }

    /// Zooms to 2.5× around the tap, or back to 1× when zoomed.
    func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let p = recognizer.location(in: imageView)
            let size = CGSize(width: bounds.width / Self.doubleTapZoomScale, height: bounds.height / Self.doubleTapZoomScale)
            zoom(to: CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height),
                 animated: true)
        }
    }

    // MARK: - UIScrollViewDelegate

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
}
