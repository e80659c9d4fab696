import CCairo
import Foundation

/// The text a context recorded as glyph runs instead of rasterising it (SPEC §4.6), and whether
/// it had to give up: the layer's contents are then a bitmap with the text in it, as before.
///
/// A layer's contents with runs are "the bitmap, then the runs above it": text drawn and then
/// painted over, or text the runs cannot say (a shadow, a global alpha, a blend mode, a clip, a
/// rotated or scaled CTM), cannot keep that order, so the recording falls back.
public final class TextRecorder {
    /// The runs, in the order drawn; in points of the context's base space (the bitmap's top-left
    /// is the origin).
    public internal(set) var runs: [TextGlyphRun] = []
    /// Whether the recording gave up; `runs` is then not to be used.
    public internal(set) var fellBack = false
    init() {}
}

extension CGContext {
    /// Starts recording text drawn into this context as glyph runs (`TextLayout`, `String` and
    /// `NSAttributedString` drawing) instead of rasterising it; other drawing still paints the
    /// bitmap. Read the result from the returned recorder after drawing.
    public func beginRecordingText() -> TextRecorder {
        let recorder = TextRecorder()
        textRecorder = recorder
        return recorder
    }

    /// Called by every painting operation: painting after a recorded run may cover it, which
    /// "bitmap, then runs" cannot say.
    func notePainting() {
        if let r = textRecorder, !r.runs.isEmpty { r.fellBack = true }
    }

    /// Whether text drawn now can be a run: the CTM only translates, no shadow, full alpha, the
    /// normal blend mode, and nothing clipped.
    var canRecordText: Bool {
        let t = ctm
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, paint.shadow == nil, paint.alpha == 1,
              cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, transparencyLayerAlphas.isEmpty else { return false }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        // Clip extents are in user space: compare with the whole bitmap moved by the CTM.
        let whole = CGRect(x: -t.tx, y: -t.ty, width: size.width, height: size.height)
        return x1 <= whole.minX + 0.001 && y1 <= whole.minY + 0.001 && x2 >= whole.maxX - 0.001 && y2 >= whole.maxY - 0.001
    }

    /// Records `layout` drawn with its top-left at `origin` (user space) when recording and the
    /// state allows; returns whether it did (the caller then draws nothing). Text that cannot be
    /// recorded while recording makes the recording fall back.
    func recordText(_ layout: TextLayout, at origin: CGPoint) -> Bool {
        guard let recorder = textRecorder, !recorder.fellBack else { return false }
        guard canRecordText else { recorder.fellBack = true; return false }
        let t = ctm
        recorder.runs += layout.glyphRuns(at: CGPoint(x: origin.x + t.tx, y: origin.y + t.ty))
        return true
    }
}
