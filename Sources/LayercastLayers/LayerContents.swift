import Foundation
import LayercastGraphics
import LayercastModel

/// The contents of a layer at the toolkit level: one bitmap per scale.
///
/// Drawn contents hold one bitmap per display scale (one per connected screen scale), so the
/// same layer can be shown sharp on a 1× and a 2× screen at once. A bitmap assigned through
/// `CALayer.contents` is a single bitmap at the layer's `contentsScale`, used for every scale.
public struct LayerContents: Hashable, Sendable {
    /// Where the bitmaps came from.
    public enum Origin: Hashable, Sendable {
        /// Set by code through `CALayer.contents`: one bitmap for every display scale.
        case assigned
        /// Produced by the display pass: one bitmap per display scale.
        case drawn
    }

    /// Where the bitmaps came from.
    public var origin: Origin { storage.origin }
    /// The bitmaps by scale (pixels per point).
    public var bitmaps: [CGFloat: CGImage] { storage.bitmaps }
    /// Version 4 (SPEC §4.6): the same drawing with its text as glyph runs, by scale: what a
    /// client of `glyphRuns` gets instead of `bitmaps`. Empty when not recorded or when the
    /// drawing fell back to a bitmap.
    public var recordedText: [CGFloat: RecordedText] { storage.recordedText }
    /// Version 4 (SPEC §4.7, §4.8): the shape or gradient the bitmaps were drawn from, which a
    /// client of `shapes` gets instead of the bitmaps, to draw at its own scale.
    public var vector: VectorContents? { storage.vector }

    /// The values, held out of line: a layer keeps two of these (its contents and what the wire
    /// holds), and an optional reference costs a layer 8 bytes where the values inline cost 184.
    private let storage: Storage

    private final class Storage: Hashable, Sendable {
        let origin: Origin
        let bitmaps: [CGFloat: CGImage]
        let recordedText: [CGFloat: RecordedText]
        let vector: VectorContents?

        init(origin: Origin, bitmaps: [CGFloat: CGImage], recordedText: [CGFloat: RecordedText], vector: VectorContents?) {
            self.origin = origin; self.bitmaps = bitmaps; self.recordedText = recordedText; self.vector = vector
        }

        static func == (a: Storage, b: Storage) -> Bool {
            a === b || (a.origin == b.origin && a.bitmaps == b.bitmaps && a.recordedText == b.recordedText && a.vector == b.vector)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(origin); hasher.combine(bitmaps); hasher.combine(recordedText); hasher.combine(vector)
        }
    }

    /// A shape layer's or gradient layer's drawing as properties (SPEC §4.7, §4.8).
    public struct VectorContents: Hashable, Sendable {
        /// The shape, for a `CAShapeLayer`.
        public var shape: LayerShape?
        /// The gradient, for a `CAGradientLayer`.
        public var gradient: LayerGradient?
        /// Creates vector contents.
        public init(shape: LayerShape? = nil, gradient: LayerGradient? = nil) { self.shape = shape; self.gradient = gradient }
    }

    /// A drawing with its text recorded: the bitmap of the rest (`nil`: only text) and the runs.
    public struct RecordedText: Hashable, Sendable {
        /// The bitmap without the text; `nil` when the layer drew only text.
        public var image: CGImage?
        /// The text, in points from the top-left of the bounds.
        public var runs: [TextGlyphRun]
        /// Creates a recording.
        public init(image: CGImage?, runs: [TextGlyphRun]) { self.image = image; self.runs = runs }
    }

    /// Contents assigned by code: one bitmap with its scale in pixels per point.
    public init(image: CGImage, scale: CGFloat) {
        storage = Storage(origin: .assigned, bitmaps: [scale: image], recordedText: [:], vector: nil)
    }

    /// Drawn contents: bitmaps by scale (pixels per point).
    public init(drawn bitmaps: [CGFloat: CGImage], recordedText: [CGFloat: RecordedText] = [:], vector: VectorContents? = nil) {
        storage = Storage(origin: .drawn, bitmaps: bitmaps, recordedText: recordedText, vector: vector)
    }

    /// The bitmap to show on a screen of `scale` pixels per point, with the scale it was made
    /// at: the exact scale when present, else the smallest scale above it, else the largest.
    /// `nil` only when there are no bitmaps.
    public func bitmap(forScale scale: CGFloat) -> (image: CGImage, scale: CGFloat)? {
        if let exact = bitmaps[scale] { return (exact, scale) }
        let scales = bitmaps.keys.sorted()
        guard let chosen = scales.first(where: { $0 > scale }) ?? scales.last else { return nil }
        return (bitmaps[chosen]!, chosen)
    }
}
