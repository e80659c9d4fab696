import Foundation
import LayercastGraphics
import LayercastLayers

// The trait environment views resolve dynamic colours against, and the forced appearance.
extension UIView {
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let v = view {
            if v.overrideUserInterfaceStyleStorage != .unspecified { return v.overrideUserInterfaceStyleStorage }
            view = v.superview
        }
        return .light
    }

    func effectiveStylesInSubtree() -> [ObjectIdentifier: UIUserInterfaceStyle] {
        var styles: [ObjectIdentifier: UIUserInterfaceStyle] = [:]
        func visit(_ view: UIView) {
            styles[ObjectIdentifier(view)] = view.effectiveUserInterfaceStyle
            view.subviews.forEach(visit)
        }
        visit(self)
        return styles
    }

    /// Re-resolves and notifies the views of the subtree whose appearance changed.
    func traitsChanged(from before: [ObjectIdentifier: UIUserInterfaceStyle]) {
        func visit(_ view: UIView) {
            let old = before[ObjectIdentifier(view)] ?? .light
            if view.effectiveUserInterfaceStyle != old {
                view.resolveBackgroundColor()
                view.setNeedsDisplay()
                let previous = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(userInterfaceStyle: old)])
                view.traitCollectionDidChange(previous)
            }
            view.subviews.forEach(visit)
        }
        visit(self)
    }

    /// Puts the resolved background colour on the layer: a dynamic colour resolved with the
    /// view's traits; nothing for a pattern colour (the view draws the tiles itself).
    func resolveBackgroundColor() {
        guard let color = backgroundColorStorage else { return }
        layer.backgroundColor = color.patternImage == nil ? color.resolvedColor(with: traitCollection).cgColor : nil
    }

    /// The tiled image of a pattern background colour, which the contents renderer paints under
    /// the view's drawing.
    var backgroundPattern: UIColor? {
        guard let color = backgroundColorStorage, color.patternImage != nil, layer.backgroundColor == nil else { return nil }
        return color
    }
}
