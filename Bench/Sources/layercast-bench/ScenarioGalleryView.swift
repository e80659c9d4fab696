import Foundation
import LayercastGraphics
import LayercastUI

/// A full-screen photo gallery that pages horizontally, as a paging scroll view does: the pages
/// are image views side by side in content space, a drag moves `bounds.origin.x`, and lifting
/// the finger animates to the nearest page in the drag's direction. Photos load when their page
/// comes next to the one showing, as a gallery app loads them, so each swipe costs the next
/// photo's pixels.
@MainActor
final class ScenarioGalleryView: UIView {
    /// How many photos the gallery holds.
    let photoCount: Int
    /// Seconds the page snap animation takes.
    static let snapDuration: TimeInterval = 0.3
    private var pages: [UIImageView] = []
    private let imageScale: CGFloat
    /// The page showing (or being animated to).
    private(set) var page = 0
    private var dragStartX: CGFloat = 0

    init(frame: CGRect, photoCount: Int, imageScale: CGFloat) {
        self.photoCount = photoCount
        self.imageScale = imageScale
        super.init(frame: frame)
        backgroundColor = .black
        clipsToBounds = true
        for _ in 0..<photoCount {
            let view = UIImageView(frame: .zero)
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            pages.append(view)
            addSubview(view)
        }
        loadPhotos(around: 0)
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    private func loadPhotos(around index: Int) {
        for i in max(0, index - 1)...min(photoCount - 1, index + 1) where pages[i].image == nil {
            pages[i].image = ScenarioPhotos.image(index: i, size: bounds.size, scale: imageScale)
        }
    }

    override func layoutSubviews() {
        for (i, view) in pages.enumerated() {
            view.frame = CGRect(x: CGFloat(i) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
        }
    }

    private func setOffsetX(_ x: CGFloat) {
        var b = bounds
        b.origin.x = min(max(0, x), CGFloat(photoCount - 1) * bounds.width)
        if b != bounds { bounds = b }
    }

    // MARK: - Swiping

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStartX = bounds.origin.x
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Measured in the superview: the gallery's own space moves with the paging.
        guard let touch = touches.first, let superview else { return }
        let dx = touch.location(in: superview).x - touch.previousLocation(in: superview).x
        setOffsetX(bounds.origin.x - dx)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let moved = bounds.origin.x - dragStartX
        if moved > bounds.width * 0.2 { page = min(photoCount - 1, page + 1) }
        if moved < -bounds.width * 0.2 { page = max(0, page - 1) }
        let target = CGFloat(page) * bounds.width
        UIView.animate(withDuration: Self.snapDuration) { self.setOffsetX(target) }
        loadPhotos(around: page)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchesEnded(touches, with: event) }
}
