import Foundation
import LayercastProtocol

/// The server's tree for one group of clients (same scale, same animation capability): what
/// every client of the group converges to, with the bitmaps it refers to.
///
/// Commit ids are global to the server and each names one state of one group's tree, so
/// (group, from-commit, to-commit) identifies the bytes of an update: the encode-once key.
final class ScaleGroup {
    /// The group's key.
    let key: ScaleGroupKey
    /// The current tree at the group's scale.
    private(set) var tree = LayerTree()
    /// The id of the commit that produced `tree` (global across groups).
    var commitID: UInt64
    /// The UI's time of that commit, in seconds.
    var commitTime: Double
    /// The bitmaps `tree` refers to, by content id.
    private(set) var bitmaps: [ContentID: ContentBitmap] = [:]
    /// Verified partial updates of bitmaps in `bitmaps`, by new content id.
    private(set) var partials: [ContentID: PartialContents] = [:]
    private var contentRefs: [ContentID: Int] = [:]
    /// The faces the group's glyph runs have named, by SPEC §6.5 face id (a font's description
    /// is a few dozen bytes and an app uses a handful: kept for the group's life).
    private(set) var glyphFaces: [UInt64: String] = [:]
    /// The sessions in the group.
    var sessions: Set<UInt64> = []

    /// Creates a group whose tree is `snapshot` applied to the empty tree. Throws like
    /// `LayerTree.apply` when the UI's snapshot is invalid.
    init(key: ScaleGroupKey, snapshot: ServedCommit, commitID: UInt64, time: Double,
         limits: ProtocolLimits) throws(ProtocolError) {
        self.key = key; self.commitID = commitID; self.commitTime = time
        _ = try apply(snapshot, limits: limits)
    }

    /// Applies one UI commit at the group's scale; returns the layers it touched (to be
    /// coalesced by each client's `ClientSync`). Atomic: on a throw the tree is unchanged.
    func apply(_ commit: ServedCommit, limits: ProtocolLimits) throws(ProtocolError) -> Set<LayerID> {
        var scaled = commit.operations(forScale: key.scale, features: key.features)
        glyphFaces.merge(scaled.glyphFaces) { a, _ in a }
        if !key.animations {
            scaled.operations.removeAll {
                if case .addAnimation = $0 { return true }
                if case .removeAnimation = $0 { return true }
                return false
            }
        }
        var touched = Set<LayerID>()
        for op in scaled.operations {
            switch op {
            case .createLayer(let id), .destroyLayer(let id), .addAnimation(let id, _), .removeAnimation(let id, _),
                 .spliceGlyphs(let id, _):
                touched.insert(id)
            case .setProperties(let id, _):
                touched.insert(id)
            case .setSublayers(let id, let list):
                // Sublayers that join or leave change their superlayer (SPEC §5.5 effects).
                touched.insert(id)
                touched.formUnion(list)
                touched.formUnion(tree[id]?.sublayers ?? [])
            }
        }
        let before = tree
        try tree.apply(scaled.operations, limits: limits)
        // Checked while the bases are still stored: a hint becomes a partial update only when the
        // new bitmap really is the base with the rectangle replaced.
        var verified: [ContentID: PartialContents] = [:]
        var hints = scaled.partialUpdates
        for (layer, damage) in scaled.contentsDamage {
            guard let base = before[layer]?.state.contents, let state = tree[layer]?.state,
                  let new = state.contents, new != base, let bitmap = scaled.bitmaps[new] else { continue }
            // Points of the bounds space to pixels of the bitmap (its top-left is bounds.origin).
            let s = state.contentsScale
            let x0 = max(0, Int(((damage.minX - state.bounds.minX) * s).rounded(.down)))
            let y0 = max(0, Int(((damage.minY - state.bounds.minY) * s).rounded(.down)))
            let x1 = min(bitmap.width, Int(((damage.maxX - state.bounds.minX) * s).rounded(.up)))
            let y1 = min(bitmap.height, Int(((damage.maxY - state.bounds.minY) * s).rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            hints[new] = PartialContents(base: base, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        for (id, hint) in hints {
            if let new = scaled.bitmaps[id], let base = bitmaps[hint.base], Self.differsOnlyInside(hint, base, new) {
                verified[id] = hint
            }
        }
        // A whole redraw (a label's new text, a button's highlight) often changes a small part of
        // the bitmap: found by comparing the pixels, it goes out as a partial update too.
        for id in touched {
            guard let base = before[id]?.state.contents, let new = tree[id]?.state.contents, new != base,
                  hints[new] == nil, let newBitmap = scaled.bitmaps[new], let baseBitmap = bitmaps[base],
                  let changed = Self.changedRect(baseBitmap, newBitmap),
                  changed.width * changed.height * 2 <= newBitmap.width * newBitmap.height else { continue }
            verified[new] = PartialContents(base: base, x: changed.x, y: changed.y,
                                            width: changed.width, height: changed.height)
        }
        // Every reference the touched layers hold now is counted before any they held is released:
        // a layer touched without new contents (hidden, moved, reparented) keeps its bitmap even
        // when it is the bitmap's only user. Releasing first dropped it, and the next snapshot,
        // catch-up or resume named a content the group could no longer send.
        for id in touched {
            if let new = tree[id]?.state.contents { retain(new, bitmap: scaled.bitmaps[new], partial: verified[new]) }
        }
        for id in touched {
            if let old = before[id]?.state.contents { release(old) }
        }
        return touched
    }

    /// The content ids the tree refers to whose bitmaps the group does not have (empty unless
    /// the UI failed to provide one).
    var missingBitmaps: Set<ContentID> { Set(contentRefs.keys.filter { bitmaps[$0] == nil }) }

    private func retain(_ id: ContentID, bitmap: ContentBitmap?, partial: PartialContents?) {
        contentRefs[id, default: 0] += 1
        if bitmaps[id] == nil, let bitmap {
            bitmaps[id] = bitmap
            partials[id] = partial
        }
    }

    private func release(_ id: ContentID) {
        guard let n = contentRefs[id] else { return }
        if n > 1 { contentRefs[id] = n - 1 } else { contentRefs[id] = nil; bitmaps[id] = nil; partials[id] = nil }
    }

    /// The smallest rectangle (pixels) outside which `new` equals `base`; `nil` when their sizes
    /// or formats differ, or when nothing changed.
    static func changedRect(_ base: ContentBitmap, _ new: ContentBitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard base.width == new.width, base.height == new.height, base.format == new.format,
              base.pixels.count == new.pixels.count, new.width > 0,
              new.pixels.count >= new.width * new.height * 4 else { return nil }
        let row = new.width * 4
        var top = -1, bottom = -1, left = new.width, right = -1
        base.pixels.withUnsafeBufferPointer { old in
            new.pixels.withUnsafeBufferPointer { now in
                for y in 0..<new.height {
                    let start = y * row
                    guard memcmp(old.baseAddress! + start, now.baseAddress! + start, row) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    var x = 0
                    while x < left, old[start + x * 4..<start + x * 4 + 4].elementsEqual(now[start + x * 4..<start + x * 4 + 4]) { x += 1 }
                    left = min(left, x)
                    x = new.width - 1
                    while x > right, old[start + x * 4..<start + x * 4 + 4].elementsEqual(now[start + x * 4..<start + x * 4 + 4]) { x -= 1 }
                    right = max(right, x)
                }
            }
        }
        guard top >= 0, right >= left else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// Whether `new` is `base` with only the hint's rectangle changed (same size and format).
    static func differsOnlyInside(_ hint: PartialContents, _ base: ContentBitmap, _ new: ContentBitmap) -> Bool {
        guard base.width == new.width, base.height == new.height, base.format == new.format,
              hint.width > 0, hint.height > 0, hint.x >= 0, hint.y >= 0,
              hint.x + hint.width <= new.width, hint.y + hint.height <= new.height else { return false }
        let row = new.width * 4
        for y in 0..<new.height {
            let start = y * row
            if y < hint.y || y >= hint.y + hint.height {
                if base.pixels[start..<start + row] != new.pixels[start..<start + row] { return false }
            } else {
                let left = start + hint.x * 4, right = start + (hint.x + hint.width) * 4
                if base.pixels[start..<left] != new.pixels[start..<left]
                    || base.pixels[right..<start + row] != new.pixels[right..<start + row] { return false }
            }
        }
        return true
    }
}
