import CSDL2
import Foundation
import LayercastProtocol

/// The state of drawing one frame, which `Compositor.composite(into:clip:)` starts afresh and
/// its drawing functions save, change and restore as they descend the tree: the tree and time
/// drawn, the clip stack and offscreen nesting, what a replicator's copy changes (tint, time,
/// copies), whether edges are aliased, which layers are being rasterised, and what a partial
/// frame culls and drew.
struct DrawState {
    /// The tree being drawn: the mirror, or its presentation at the frame's time.
    var tree = LayerTree()
    /// The time animations are evaluated at for the frame being drawn (nil: model values).
    var time: Double?
    /// While a replicator's delayed copy is drawn: the time its layers show (SPEC §4.10).
    var instanceTime: Double?
    /// The colour every draw is multiplied by: a replicator copy's instance colour (SPEC §4.10).
    var tint = LayerTint.none
    /// The product of the instance counts of the replicators above the layer being drawn
    /// (bounded by L28).
    var copiesAbove = 1
    /// The clip rectangles in force, innermost last (device pixels).
    var clipStack: [SDL_Rect] = []
    /// How many offscreen targets are in use (the nesting of groups, masks, clips, rasters).
    var targetDepth = 0
    /// Whether the parts being drawn now are those of a turned layer whose edges are aliased
    /// (SPEC §4.11).
    var edgesAliased = false
    /// The layers whose bitmap is being drawn now (drawn directly inside it, SPEC §4.12).
    var rasterizing: Set<LayerID> = []
    /// While a partial frame is drawn: skip layers whose recorded reach misses the clip.
    var cullsByReach = false
    /// The layers a partial frame drew (not skipped outside its damage).
    var layersDrawn: Set<LayerID> = []

    /// Starts drawing a frame within `clip`; `partial`: it culls layers by their recorded reach.
    mutating func begin(clip: SDL_Rect, partial: Bool) {
        instanceTime = nil
        tint = .none
        copiesAbove = 1
        targetDepth = 0
        clipStack = [clip]
        edgesAliased = false
        cullsByReach = partial
        layersDrawn = []
    }
}
