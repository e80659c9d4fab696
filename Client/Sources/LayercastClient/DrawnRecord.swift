import Foundation
import LayercastProtocol
import LayercastCompositing

/// What one layer drew in a frame, kept between frames by the `DamageTracker` to find what the
/// next frame must redraw, and by the compositor to skip layers a partial frame does not touch.
struct DrawnRecord: Equatable {
    /// What a layer's superlayer hands down to it: all a layer's record depends on besides the
    /// layer's own subtree. Kept so that a changed layer is recorded again from where it stands,
    /// without walking its ancestors.
    struct Inputs: Equatable {
        /// The superlayer's space to output pixels.
        var parentToDevice: CompositingTransform
        /// The product of the ancestors' opacities.
        var opacity: Double
        /// A hash of its place in its superlayer's drawing order.
        var place: Int
    }

    /// A hash of everything that decides the layer's own pixels: its state, where it is drawn
    /// (the transform to the output and the opacity it inherits), and its place in its
    /// superlayer's drawing order. A layer drawn through a mask, a replicator or rasterisation
    /// folds its whole subtree in.
    var fingerprint: Int
    /// The output pixels its subtree can reach (device pixels, margins included); `.null` when
    /// it draws nothing (hidden, transparent, or a singular transform).
    var reach: CGRect
    /// The output pixels its own drawing can reach (without its sublayers).
    var ownReach: CGRect = .null
    /// The rectangle its sublayers' reach is cut to (`masksToBounds`), margin included.
    var sublayerClip: CGRect? = nil
    /// Its recorded sublayers, in drawing order: empty when it draws nothing or folds its subtree.
    var sublayers: [LayerID] = []
    /// What its superlayer handed down.
    var inputs: Inputs
    /// Whether the record stands for its whole subtree (a mask, a replicator's copies or a
    /// rasterised bitmap): no layer below it has a record, and any change below records it again.
    var foldsSubtree = false
    /// Whether the layer's sublayers have records of their own (it is drawn and does not fold).
    var drawsSublayers = false
    /// Whether its pixels change with the frame's time alone: a replicator whose subtree has
    /// animations (its delayed copies show other times than the frame's).
    var showsTime = false
    /// Where its contents are copied scaled on the software renderer, which a clip must not
    /// cut (SDL re-derives a clipped, scaled copy's source rectangle in whole pixels, which
    /// shifts the sampling): a damage that touches it takes all of it.
    var indivisible: CGRect? = nil

    /// The reach of a layer whose own drawing reaches `own`, its sublayers `below` (their
    /// union) cut to `clip` when it clips them.
    static func reach(own: CGRect, below: CGRect, clip: CGRect?) -> CGRect {
        var below = below
        if let clip, !below.isNull { below = below.intersection(clip) }
        return below.isNull ? own : own.union(below)
    }
}

/// What the `DamageTracker` asks of the renderer about one layer: how far its own drawing
/// (background, border, contents, glyphs, shape, shadow) reaches on the output, which depends
/// on what the renderer holds (contents sizes, glyph masks).
protocol LayerReachMeasure {
    /// The output pixels `s`'s own drawing can reach at `toDevice`, margin included, and the
    /// area a clip must not cut (see `DrawnRecord.indivisible`).
    func ownDrawing(of s: LayerState, toDevice: CompositingTransform,
                    parentToDevice: CompositingTransform) -> (reach: CGRect, indivisible: CGRect?)
}

/// What a frame draws, as far as its damage goes.
struct DamageFrame {
    /// The tree drawn: the mirror, or its presentation at `time`.
    var tree: LayerTree
    /// The time animations are evaluated at (`nil`: model values).
    var time: Double?
    /// Screen points to output pixels (the viewport).
    var rootToDevice: CompositingTransform
    /// The output rectangle, in pixels.
    var output: CGRect
    /// Whether opacity groups and replicators are drawn (SPEC §4.9, §4.10).
    var compositesLayerGroups: Bool
    /// Whether `shouldRasterize` layers are drawn as bitmaps (SPEC §4.12).
    var rasterizesLayers: Bool
}
