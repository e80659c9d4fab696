import Foundation
import LayercastGraphics
import LayercastLayers

// The trait environment views resolve dynamic colours against, and the forced appearance.
extension UIView {
    /// The traits of the view's environment: the appearance (its own or the nearest ancestor's
    /// `overrideUserInterfaceStyle`, else light — Layercast has no system dark mode), the window
    /// screen's scale, the phone idiom and a left-to-right layout.
    public var traitCollection: UITraitCollection {
        var traits = [UITraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle),
                      UITraitCollection(userInterfaceIdiom: .phone),
                      UITraitCollection(layoutDirection: .leftToRight)]
        if let scale = window?.screen?.scale { traits.append(UITraitCollection(displayScale: scale)) }
        return UITraitCollection(traitsFrom: traits)
    }

    /// The appearance forced on this view and its subviews; `.unspecified` (the default)
    /// inherits the superview's. Changing it resolves dynamic background colours again, redraws
    /// the subtree and calls `traitCollectionDidChange(_:)` on each view whose appearance changed.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            let before = effectiveStylesInSubtree()
            overrideUserInterfaceStyleStorage = newValue
            traitsChanged(from: before)
        }
    }

    private var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let v = view {
            if v.overrideUserInterfaceStyleStorage != .unspecified { return v.overrideUserInterfaceStyleStorage }
            view = v.superview
        }
        return .light
    }

    private func effectiveStylesInSubtree() -> [ObjectIdentifier: UIUserInterfaceStyle] {
        var styles: [ObjectIdentifier: UIUserInterfaceStyle] = [:]
        func visit(_ view: UIView) {
            styles[ObjectIdentifier(view)] = view.effectiveUserInterfaceStyle
            view.subviews.forEach(visit)
        }
        visit(self)
        return styles
    }

    /// Re-resolves and notifies the views of the subtree whose appearance changed.
    private func traitsChanged(from before: [ObjectIdentifier: UIUserInterfaceStyle]) {
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
