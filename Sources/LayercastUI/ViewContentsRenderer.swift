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
@preconcurrency @MainActor
public final class ViewContentsRenderer: CALayerContentsRenderer {
    private var nonDrawingViewClasses: Set<ObjectIdentifier> = []

    /// The number of bitmaps drawn so far (one per layer and scale), for tests and benchmarks.
    public private(set) var bitmapsDrawn = 0

    /// Creates a renderer.
    public init() {}

    /// Draws `layer` at `scale` pixels per point, redrawing `dirtyRect` (bounds space, points).
    /// Returns `nil` when the layer draws nothing, has an empty size, or Cairo fails.
    public func drawContents(of layer: CALayer, scale: CGFloat, dirtyRect: CGRect) -> CGImage? {
        draw(layer, scale: scale, dirtyRect: dirtyRect, recordingText: false)?.image
    }

    /// Draws the whole of `layer` at `scale` with its text recorded as glyph runs (SPEC §4.6):
    /// the bitmap of everything else (`nil` when only text was drawn) and the runs, in points
    /// from the top-left of the bounds. `nil` when the layer draws nothing, or when its drawing
    /// cannot be "the bitmap, then the runs" (non-text drawn over text, text with a shadow, a
    /// clip, an alpha or a non-translating CTM): the layer then travels as `drawContents` draws it.
    public func drawRecordingText(of layer: CALayer, scale: CGFloat) -> (image: CGImage?, runs: [TextGlyphRun])? {
        guard let (image, recorder) = draw(layer, scale: scale, dirtyRect: layer.bounds, recordingText: true),
              let recorder, !recorder.fellBack else { return nil }
        let blank = image.map { $0.pixels.allSatisfy { $0 == 0 } } ?? true
        return (blank ? nil : image, recorder.runs)
    }

    private func draw(_ layer: CALayer, scale: CGFloat, dirtyRect: CGRect,
                      recordingText: Bool) -> (image: CGImage?, recorder: TextRecorder?)? {
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
        if !recordingText, layer.isPartialDisplay, !dirtyRect.isEmpty, let previous = layer.drawnContents(forScale: scale) {
            context = try? CGContext(size: bounds.size, scale: scale, copying: previous, opaque: opaque)
            if context != nil { area = dirtyRect.intersection(bounds) }
        }
        if context == nil { context = try? CGContext(size: bounds.size, scale: scale, opaque: opaque) }
        guard let context, !area.isEmpty else { return nil }
        let recorder = recordingText ? context.beginRecordingText() : nil
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
        if !recordingText { bitmapsDrawn += 1 }
        return (try? context.makeImage(), recorder)
    }
}
