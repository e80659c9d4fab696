import Foundation
import LayercastProtocol
import LayercastCompositing

/// Damage tracking without SDL: the tracker keeps what every drawn layer drew in the last frame
/// (a `DrawnRecord`: a fingerprint of its pixels and the output its subtree reaches). Each frame
/// records every layer again; a layer whose record changed, appeared or went damages the output
/// it reached before and reaches now.
///
/// Things no layer's state says changed — the first frame, a resize, capabilities, contents or
/// glyphs that arrived after a layer named them — invalidate the whole frame
/// (`invalidateWholeFrame()`): the next frame damages the whole output.
struct DamageTracker {
    /// Pixels added around every reach: antialiasing fringes and rounding to whole pixels.
    static let margin = 2.0

    /// Each drawn layer's record as the last frame left it.
    private(set) var records: [LayerID: DrawnRecord] = [:]
    /// The areas of `records` a damage must take whole (`DrawnRecord.indivisible`), by layer.
    private(set) var indivisibleAreas: [LayerID: CGRect] = [:]
    /// Whether the next frame damages the whole output.
    private(set) var wholeFrameInvalid = true
    /// How many layers the last frame recorded (visited), for tests and statistics.
    private(set) var layersRecordedLastFrame = 0

    /// Makes the next frame damage the whole output.
    mutating func invalidateWholeFrame() { wholeFrameInvalid = true }

    /// Forgets every record (damage tracking is off): the next frame is whole.
    mutating func forget() {
        self = DamageTracker()
    }

    /// The output the frame must redraw (`.null`: nothing changed), recording what it draws.
    mutating func damage(for frame: DamageFrame, measure: some LayerReachMeasure) -> CGRect {
        var fresh: [LayerID: DrawnRecord] = [:]
        fresh.reserveCapacity(records.count)
        var visits = 0
        _ = Self.record(.root, Self.rootInputs(frame), frame, measure, into: &fresh, visits: &visits)
        layersRecordedLastFrame = visits
        var damage = CGRect.null
        if wholeFrameInvalid {
            damage = frame.output
        } else {
            for (id, r) in fresh {
                if let old = records[id] {
                    if old.fingerprint != r.fingerprint { damage = damage.union(old.reach).union(r.reach) }
                } else {
                    damage = damage.union(r.reach)
                }
            }
            for (id, old) in records where fresh[id] == nil { damage = damage.union(old.reach) }
        }
        records = fresh
        indivisibleAreas = fresh.compactMapValues(\.indivisible)
        wholeFrameInvalid = false
        return damage
    }

    /// `damage` grown until every indivisible area it touches lies inside it.
    static func widened(_ damage: CGRect, toInclude areas: some Collection<CGRect>) -> CGRect {
        guard !damage.isNull else { return damage }
        var out = damage
        var grew = true
        while grew {
            grew = false
            for a in areas where a.intersects(out) && !out.contains(a) {
                out = out.union(a)
                grew = true
            }
        }
        return out
    }
}
