import Foundation
import LayercastGraphics
import LayercastLayers

// Snapshots: UIKit's `snapshotView(afterScreenUpdates:)` and `drawHierarchy(in:afterScreenUpdates:)`,
// drawn from the layer tree by Core Animation's `render(in:)` (model values, not animations in
// flight).
extension UIView {
    /// A view showing what this view looks like now: an image view of the view's layer tree
    /// drawn at its screen's scale, the view's bounds in size. `afterScreenUpdates` lays out
    /// pending changes first. `nil` when the image cannot be made.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat.default()
        if let scale = window?.screen?.scale { format.scale = scale }
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        guard let image = try? renderer.makeImage(actions: { layer.render(in: $0.cgContext) }) else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }

    /// Draws the view's layer tree into the current graphics context, fitted into `rect`.
    /// Returns `false` when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
