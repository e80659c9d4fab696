import Foundation
import LayercastGraphics
import LayercastLayers

extension UIView {
    /// A size change autoresizes the subviews now and marks the view for layout.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
        }
        setNeedsLayout()
    }

    // MARK: - Conversion
}
