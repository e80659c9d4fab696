import LayercastLayers
import LayercastProtocol
import NIOCore

// SPEC §4.6 and §6.5 on the server: which screens record text as runs, and the glyph masks each
// connection is sent before the update whose runs need them.
extension SessionHub {
    /// Turns run recording on for `key`'s screen when the group takes glyph runs and it is off;
    /// returns whether it changed (the UI then needs a turn to record what it shows).
    func startRecordingGlyphRuns(for key: ScaleGroupKey) -> Bool {
        guard key.features.contains(.glyphRuns), !glyphRecordingScreens.contains(key.screen) else { return false }
        glyphRecordingScreens.insert(key.screen)
        ui.setRecordsGlyphRuns(true, screen: key.screen)
        return true
    }

    /// Turns run recording off on screens no glyph group shows any more (drawing text twice
    /// costs the UI's turns for nobody).
    func stopUnusedGlyphRecording() {
        let used = Set(groups.keys.filter { $0.features.contains(.glyphRuns) }.map(\.screen))
        for screen in glyphRecordingScreens.subtracting(used) {
            glyphRecordingScreens.remove(screen)
            ui.setRecordsGlyphRuns(false, screen: screen)
        }
    }

    /// The `glyphRelease` and `glyphs` frames `session` needs before `update` (SPEC §6.5): the
    /// masks its runs name that the client does not hold, at the group's scale. `before` is the
    /// tree the client has until the update applies (masks its runs name are never released).
    func glyphFrames(for session: ServedSession, update: ClientSync.Update, group: ScaleGroup, before: LayerTree,
                     commitID: UInt64, zstd: Bool) throws(ProtocolError) -> [ByteBuffer] {
        guard group.key.features.contains(.glyphRuns) else { return [] }
        let tree = group.tree
        var runs: [GlyphRun] = []
        for op in update.operations {
            switch op {
            case .setProperties(_, let properties):
                for case .glyphRuns(let set) in properties { runs += set }
            case .spliceGlyphs(let id, let splice):
                if let set = tree[id]?.state.glyphRuns, splice.run < set.count { runs.append(set[splice.run]) }
            default: break
            }
        }
        let oldScale = session.glyphSupply.scale, newScale = group.key.scale
        // At a new glyph scale every run the client keeps needs its masks again, changed or not.
        if oldScale != newScale { runs = tree.nodes.values.flatMap(\.state.glyphRuns) }
        let faces = group.glyphFaces
        let messages = session.glyphSupply.prepare(
            runs: runs, inUse: Self.glyphKeys(of: before, scale: oldScale).union(Self.glyphKeys(of: tree, scale: newScale)),
            scale: newScale, commitID: commitID) { key in glyphMasks.mask(key, faces: faces) }
        var frames: [ByteBuffer] = []
        for message in messages {
            let frame = zstd ? try zstdEncoder.encode(message) : try plainEncoder.encode(message)
            frames.append(frame)
            statistics.glyphBytesSent += frame.readableBytes
            if case .glyphs(let g) = message { statistics.glyphMasksSent += g.masks.count }
        }
        statistics.glyphMasksRasterised = glyphMasks.rasterised
        return frames
    }

    /// Every mask key the runs of `tree` name at `scale`.
    nonisolated static func glyphKeys(of tree: LayerTree, scale: Double) -> Set<GlyphKey> {
        var keys = Set<GlyphKey>()
        for node in tree.nodes.values where !node.state.glyphRuns.isEmpty {
            for run in node.state.glyphRuns { keys.formUnion(run.keys(scale: scale)) }
        }
        return keys
    }
}
