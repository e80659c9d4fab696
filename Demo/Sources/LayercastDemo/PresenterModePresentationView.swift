import Foundation
import LayercastGraphics
import LayercastUI

/// What the demo shows on a second screen in presenter mode: one photo filling the screen, its
/// caption, and the presenter's pointer dot.
@MainActor
public final class DemoPresentationView: UIView {
    private let imageView = UIImageView()
    private let caption = UILabel()
    /// The presenter's pointer: hidden until the remote's trackpad is dragged.
    public let pointerDot = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    private let imageScale: CGFloat
    /// The scene shown, by index (`DemoPhotos.Scene`).
    public private(set) var sceneIndex = -1

    /// Creates the view for a screen of `frame` whose photos are painted at `imageScale`.
    public init(frame: CGRect, imageScale: CGFloat) {
        self.imageScale = imageScale
        super.init(frame: frame)
        backgroundColor = .black
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        caption.font = .systemFont(ofSize: 28, weight: .semibold)
        caption.textColor = .white
        caption.textAlignment = .center
        caption.backgroundColor = UIColor(white: 0, alpha: 0.45)
        addSubview(caption)
        pointerDot.backgroundColor = .demo(DemoPalette.pink)
        pointerDot.layer.cornerRadius = 14
        pointerDot.layer.borderWidth = 3
        pointerDot.layer.borderColor = .demo(.white)
        pointerDot.isHidden = true
        addSubview(pointerDot)
    }

    required init?(coder: NSCoder) { nil }

    /// The caption shown ("Sunset Hills").
    public var captionText: String? { caption.text }

    /// Shows scene `index` (wrapping), painted at this view's size.
    public func show(sceneIndex index: Int) {
        let count = DemoPhotos.Scene.allCases.count
        let wrapped = ((index % count) + count) % count
        guard wrapped != sceneIndex, let scene = DemoPhotos.Scene(rawValue: wrapped) else { return }
        sceneIndex = wrapped
        imageView.image = DemoPhotos.image(scene, size: bounds.size, scale: imageScale)
        caption.text = scene.title
    }

    /// Moves the pointer dot to `unit` (0…1 in each axis of the screen), or hides it (`nil`).
    public func movePointer(to unit: CGPoint?) {
        guard let unit else {
            pointerDot.isHidden = true
            return
        }
        pointerDot.isHidden = false
        pointerDot.center = CGPoint(x: min(max(unit.x, 0), 1) * bounds.width, y: min(max(unit.y, 0), 1) * bounds.height)
    }

    public override func layoutSubviews() {
        imageView.frame = bounds
        caption.frame = CGRect(x: 0, y: bounds.height - 64, width: bounds.width, height: 64)
    }
}
