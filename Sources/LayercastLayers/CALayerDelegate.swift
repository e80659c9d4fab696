import Foundation
import LayercastGraphics

/// The object a layer tells about display and layout. A view is its layer's delegate.
///
/// Every requirement has a default implementation, so a delegate implements only what it needs.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates `layer`'s contents. The default draws through the context's contents renderer
    /// (`CALayer.drawContents()`); implement it to set `layer.contents` yourself.
    func display(_ layer: CALayer)
    /// Lays out `layer`'s sublayers; called by the layer's default `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// Draws `layer`'s contents into `ctx`, whose user space is the layer's bounds space in points
    /// (called by the layer's default `draw(in:)`). A delegate that does not implement it draws
    /// nothing, and the layer then gets no contents bitmap.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// Draws through the contents renderer.
    public func display(_ layer: CALayer) { layer.drawContents() }
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws nothing (and tells the layer so: it gets no contents bitmap).
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.reachedDefaultDraw = true }
}

/// Draws a layer's contents into a bitmap: the hook the drawing module plugs in.
///
/// The display pass calls it once per display scale for each layer that needs display. The
/// renderer makes a bitmap of `bounds.size × scale` pixels, sets up a context whose user space is
/// the layer's bounds space in points, draws (for a view: its `draw(_:)`), and returns the bitmap.
@preconcurrency @MainActor
public protocol CALayerContentsRenderer: AnyObject {
    /// Draws `layer` at `scale` pixels per point. `dirtyRect` (bounds space, points) is the area
    /// that changed; the previous bitmap for that scale is `layer.drawnContents(forScale:)`.
    /// Returns `nil` when the layer draws nothing (it then has no contents at that scale).
    func drawContents(of layer: CALayer, scale: CGFloat, dirtyRect: CGRect) -> CGImage?
    /// Draws the whole `layer` at `scale` with its text as glyph runs (SPEC §4.6): the bitmap of
    /// the rest (`nil`: nothing but text) and the runs; `nil` when it draws nothing or its
    /// drawing cannot be "bitmap, then runs" (it then travels as a bitmap only).
    func drawRecordingText(of layer: CALayer, scale: CGFloat) -> (image: CGImage?, runs: [TextGlyphRun])?
}

extension CALayerContentsRenderer {
    /// Renderers that cannot record text record nothing: layers travel as bitmaps.
    public func drawRecordingText(of layer: CALayer, scale: CGFloat) -> (image: CGImage?, runs: [TextGlyphRun])? { nil }
}
