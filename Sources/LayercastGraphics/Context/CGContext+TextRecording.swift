import CCairo
import Foundation

/// The text a context recorded as glyph runs instead of rasterising it (SPEC §4.6), and whether
/// it had to give up: the layer's contents are then a bitmap with the text in it, as before.
///
/// A layer's contents with runs are "the bitmap, then the runs above it": text drawn and then
/// painted over, or text the runs cannot say (a shadow, a global alpha, a blend mode, a clip
/// other than one rectangle, a rotated or scaled CTM), cannot keep that order, so the recording falls back.
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

    /// Whether text drawn now can be a run, and the clip it must keep: `nil` when it cannot (the
    /// CTM does more than translate, a shadow, less than full alpha, another blend mode, or a
    /// clip that is not one rectangle); otherwise the clip in the base space (`.some(nil)`: none).
    /// A rectangular clip — a text field's editing rectangle — travels with the run (SPEC §4.6).
    var recordableTextClip: CGRect?? {
        let t = ctm
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, paint.shadow == nil, paint.alpha == 1,
              cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, transparencyLayerAlphas.isEmpty else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        // Rectangles are in user space: the base space is it moved by the CTM's translation.
        let whole = CGRect(x: -t.tx, y: -t.ty, width: size.width, height: size.height)
        switch list.pointee.num_rectangles {
        case 0:
            return .some(CGRect(x: t.tx, y: t.ty, width: 0, height: 0))
        case 1:
            let r = list.pointee.rectangles[0]
            let clip = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
            if clip.insetBy(dx: -0.001, dy: -0.001).contains(whole) { return .some(nil) }
            return .some(clip.offsetBy(dx: t.tx, dy: t.ty))
        default:
            return nil
        }
    }

    /// Records `layout` drawn with its top-left at `origin` (user space) when recording and the
    /// state allows; returns whether it did (the caller then draws nothing). Text that cannot be
    /// recorded while recording makes the recording fall back.
    func recordText(_ layout: TextLayout, at origin: CGPoint) -> Bool {
        guard let recorder = textRecorder, !recorder.fellBack else { return false }
        guard let clip = recordableTextClip else { recorder.fellBack = true; return false }
        let t = ctm
        var runs = layout.glyphRuns(at: CGPoint(x: origin.x + t.tx, y: origin.y + t.ty))
        if let clip {
            for i in runs.indices {
                let both = runs[i].clip.map { $0.intersection(clip) } ?? clip
                // Disjoint clips hide the run: an empty rectangle, never the null rectangle's infinities.
                runs[i].clip = both.isNull ? CGRect(origin: clip.origin, size: .zero) : both
            }
        }
        // SPEC §8 L24: a mask is at most 1024 px a side. At the largest scale a server draws at
        // (4×) a glyph of more than 192 pt could pass it (glyphs reach about 1.3 em), so such
        // text stays in the bitmap.
        guard runs.allSatisfy({ $0.size <= Self.largestRecordedTextSize }) else { recorder.fellBack = true; return false }
        recorder.runs += runs
        return true
    }

    /// The largest em size, in points, recorded as glyph runs.
    public static let largestRecordedTextSize: CGFloat = 192
}
