import Foundation
import LayercastGraphics
import LayercastModel

extension CALayer {
    // MARK: - Contents

    /// The toolkit-level contents: bitmaps by scale, as the commit diff carries them.
    public var layerContents: LayerContents? { contentsStorage }

    /// The drawn bitmap for one scale, if there is one (what a renderer redraws over).
    public func drawnContents(forScale scale: CGFloat) -> CGImage? {
        guard let c = contentsStorage, c.origin == .drawn else { return nil }
        return c.bitmaps[scale]
    }

    /// Stores drawn bitmaps by scale (pixels per point), replacing the contents. `damage` is the
    /// changed area in the bounds space; `nil` means the whole bitmap.
    /// - Parameter vector: a shape's or gradient's drawing as properties (SPEC §4.7, §4.8).
    public func setDrawnContents(_ bitmaps: [CGFloat: CGImage], recordedText: [CGFloat: LayerContents.RecordedText] = [:],
                                 vector: LayerContents.VectorContents? = nil, damage: CGRect?) {
        replaceContents(bitmaps.isEmpty ? nil : LayerContents(drawn: bitmaps, recordedText: recordedText, vector: vector),
                        damage: damage)
    }

    /// Stores the bitmaps `draw` makes at every display scale of the context (the layer's
    /// `contentsScale` without one) as the drawn contents, with `vector`, the same drawing as
    /// properties for clients of `shapes`; an empty bitmap gives no contents.
    func drawBitmaps(vector: LayerContents.VectorContents, _ draw: (CGFloat) -> ContentBitmap) {
        var bitmaps: [CGFloat: CGImage] = [:]
        for scale in context?.displayScales ?? [contentsScale] {
            let bitmap = draw(scale)
            guard bitmap.width > 0, bitmap.height > 0, bitmap.pixels.contains(where: { $0 != 0 }),
                  let image = CGImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels) else { continue }
            bitmaps[scale] = image
        }
        setDrawnContents(bitmaps, vector: vector, damage: nil)
    }

    func replaceContents(_ new: LayerContents?, damage: CGRect?) {
        guard new != contentsStorage else { return }
        contentsStorage = new
        if let damage, !contentsDamageWhole {
            contentsDamage = contentsDamage.union(damage)
        } else {
            contentsDamageWhole = true
        }
        markDirty(.contents)
    }

    // MARK: - Display

    func flagNeedsDisplay() {
        needsDisplayFlag = true
        if let context, !isInDisplayList { context.registerDisplay(self) }
    }

    /// The area `display()` must redraw, in the bounds space: the bounds after
    /// `setNeedsDisplay()`, else the union of the `setNeedsDisplay(_:)` rects. Valid until the
    /// display completes.
    public var dirtyRectForDisplay: CGRect {
        needsDisplayWhole ? bounds : needsDisplayArea.intersection(bounds)
    }


    /// Draws the contents at every display scale of the context with its contents renderer and
    /// stores them. Does nothing without a context or renderer.
    public func drawContents() {
        guard let context, let renderer = context.contentsRenderer else { return }
        let rect = dirtyRectForDisplay
        var bitmaps: [CGFloat: CGImage] = [:]
        var recorded: [CGFloat: LayerContents.RecordedText] = [:]
        for scale in context.displayScales {
            if let image = renderer.drawContents(of: self, scale: scale, dirtyRect: rect) { bitmaps[scale] = image }
            // SPEC §4.6: for clients of glyphRuns, the same drawing with its text as runs
            // (always the whole layer: the runs replace the previous ones).
            if context.recordsGlyphRuns, bitmaps[scale] != nil, let r = renderer.drawRecordingText(of: self, scale: scale) {
                recorded[scale] = LayerContents.RecordedText(image: r.image, runs: r.runs)
            }
        }
        // A layer that draws nothing keeps a bitmap assigned by code (as a UIKit view that does
        // not override draw(_:) keeps its layer's contents).
        if bitmaps.isEmpty, contentsStorage?.origin == .assigned { return }
        setDrawnContents(bitmaps, recordedText: recorded, damage: needsDisplayWhole ? nil : rect)
    }

    /// Calls `draw(in:)` and reports whether anything overrode the default, i.e. whether the
    /// layer (or its delegate) draws. For contents renderers.
    public func drawLayerContent(in ctx: CGContext) -> Bool {
        reachedDefaultDraw = false
        draw(in: ctx)
        return !reachedDefaultDraw
    }

    /// Whether the display pass is redrawing only part of the layer (`setNeedsDisplay(_:)` rects
    /// only since the last display). Valid until the display completes.
    public var isPartialDisplay: Bool { !needsDisplayWhole }

    // MARK: - Layout

    func layoutSubtreeIfNeeded() {
        layoutOnlyIfNeeded()
        for sublayer in sublayerStorage { sublayer.layoutSubtreeIfNeeded() }
    }

    /// Runs `layoutSublayers()` if marked, clearing the mark first so layout may re-mark.
    func layoutOnlyIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }
}
