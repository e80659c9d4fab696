import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastUI

// Stand-in until the toolkit's UIImageView lands (branch `drawing`).

/// Shows an image as its layer's contents, laid out by the content mode (no redraw on resize).
@MainActor
final class UIImageView: UIView {
    /// The image shown; `nil` shows nothing.
    var image: UIImage? {
        didSet {
            layer.contents = image?.cgImage
            layer.contentsScale = image?.scale ?? 1
        }
    }

    init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        defer { self.image = image }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func display(_ layer: CALayer) {}
}
