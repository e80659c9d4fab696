import Foundation
import LayercastGraphics
import LayercastLayers

/// The default contents renderer: draws a layer (a view's `draw(_:)`, or a raw layer's
/// `draw(in:)`) into a Cairo bitmap at one display scale. `UIApplication` installs one unless
/// another is injected.
///
/// For each scale: a context of the bounds size at that scale; for a partial redraw
/// (`setNeedsDisplay(_:)` only) the previous bitmap at that scale is copied in and the context
/// clipped to the dirty rect, so pixels outside it stay; cleared in the redrawn area when the view
/// `clearsContextBeforeDrawing`; the CTM translated by `-bounds.origin` so drawing code works in
/// the view's own coordinates; the context bound as the current context while drawing.
///
/// A view class whose `draw(_:)` is UIView's (it does not draw) is remembered after its first
/// display, so later views of that class cost no bitmap: UIKit decides the same way, per class.
/// A view with a pattern background colour always gets a bitmap: its tiles, under its drawing.
@MainActor
public final class ViewContentsRenderer: CALayerContentsRenderer {
    private var nonDrawingViewClasses: Set<ObjectIdentifier> = []

    /// The number of bitmaps drawn so far (one per layer and scale), for tests and benchmarks.
    public private(set) var bitmapsDrawn = 0

    /// Creates a renderer.
    public init() {}

    /// Draws `layer` at `scale` pixels per point, redrawing `dirtyRect` (bounds space, points).
    /// Returns `nil` when the layer draws nothing, has an empty size, or Cairo fails.
    public func drawContents(of layer: CALayer, scale: CGFloat, dirtyRect: CGRect) -> CGImage? {
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let view = (layer.delegate as? UIView).flatMap { $0.layer === layer ? $0 : nil }
        let pattern = view?.backgroundPattern
        if let view, pattern == nil, nonDrawingViewClasses.contains(ObjectIdentifier(type(of: view))) { return nil }
        // A view's `isOpaque` is only a hint (UIKit's default is true even for views that leave
        // pixels untouched), so views always get an alpha bitmap: what they leave shows through.
        let opaque = view == nil && layer.isOpaque
        let clears = view?.clearsContextBeforeDrawing ?? true

        var area = bounds
        var context: CGContext?
        if layer.isPartialDisplay, !dirtyRect.isEmpty, let previous = layer.drawnContents(forScale: scale) {
            context = try? CGContext(size: bounds.size, scale: scale, copying: previous, opaque: opaque)
            if context != nil { area = dirtyRect.intersection(bounds) }
        }
        if context == nil { context = try? CGContext(size: bounds.size, scale: scale, opaque: opaque) }
        guard let context, !area.isEmpty else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if area != bounds { context.clip(to: area) }
        if clears, area != bounds || opaque { context.clear(area) }

        // As UIKit, the view's traits are the current ones while it draws (dynamic colours).
        let traits = view?.traitCollection ?? UITraitCollection.current
        let drew = traits.performAsCurrent {
            UIGraphicsContextStack.withCurrentContext(context) {
                context.withGState {
                    if let pattern {
                        pattern.setFill()
                        context.fill(area)
                    }
                    if let view { return view.drawContent(in: area) }
                    return layer.drawLayerContent(in: context)
                }
            }
        }
        guard drew || pattern != nil else {
            if let view { nonDrawingViewClasses.insert(ObjectIdentifier(type(of: view))) }
            return nil
        }
        bitmapsDrawn += 1
        return try? context.makeImage()
    }
}
