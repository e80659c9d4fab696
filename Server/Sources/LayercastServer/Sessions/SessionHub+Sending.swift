import LayercastProtocol
import NIOCore

/// What makes two updates the same bytes: the group (scale and animations), the commit the
/// client has (0 for a snapshot), the commit it gets, and whether a commit travels compact
/// (SPEC §11.11).
struct UpdateKey: Hashable {
    var group: ScaleGroupKey
    var from: UInt64
    var to: UInt64
    var compact = false
}

/// One update's operations, and its frame per encoding once encoded.
struct CachedUpdate {
    var operations: [LayerOperation]
    var plain: ByteBuffer?
    var zstd: ByteBuffer?
}

/// What makes two contents messages the same bytes.
struct ContentsKey: Hashable {
    var id: ContentID
    var zstd: Bool
    var filter: PixelFilter
    /// The base of a partial update; `nil` for whole contents.
    var base: ContentID? = nil
}

extension SessionHub {
    /// Sends `session` the update that brings it to its group's current tree, if it has
    /// changes, flow control allows (acks in flight, channel writability) and it is open.
    /// Contents it does not hold go first (SPEC §6.4), each encoded once for every session.
    func pump(_ session: ServedSession) {
        guard !session.isClosed, session.isWritable, session.sync.hasPendingChanges, session.sync.canSend,
              let group = groups[session.groupKey] else { return }
        // A snapshot of a state the client was already sent still needs a greater commit id.
        if group.commitID <= session.lastSentCommitID { group.commitID = allocateCommitID() }
        let to = group.commitID
        let isSnapshot = session.sync.needsSnapshot
        // §11.11: a client that accepted compactCommits takes commits (not snapshots) compact
        // whenever their time can travel that way.
        let compact = !isSnapshot && session.capabilities.contains(.compactCommits)
            && CommitMessage.compactMicroseconds(group.commitTime) != nil
        let key = UpdateKey(group: group.key, from: isSnapshot ? 0 : session.lastSentCommitID, to: to, compact: compact)
        let tree = group.tree
        let before = session.sync.clientTree
        let operationsKey = UpdateKey(group: key.group, from: key.from, to: key.to)
        let found = session.sync.nextUpdate(current: tree, commitID: to, hash: tree.canonicalHash) { snapshot, base, touched in
            if let cached = updateCache[operationsKey] { return cached.operations }
            let operations = snapshot ? tree.snapshotOperations() : tree.operations(since: base, touched: touched)
            updateCache[operationsKey] = CachedUpdate(operations: operations)
            statistics.diffsComputed += 1
            return operations
        }
        guard let update = found else { return }
        let zstd = session.capabilities.contains(.zstd)
        let filter: PixelFilter = session.capabilities.contains(.planarFilter) ? .subPlanar
            : session.capabilities.contains(.pixelFilter) ? .sub : .none
        var frames: [ByteBuffer] = []
        do throws(ProtocolError) {
            // SPEC §6.5: the masks its runs need go before the update (and its contents).
            frames += try glyphFrames(for: session, update: update, group: group, before: before, commitID: to, zstd: zstd)
            for id in update.newContents {
                guard let bitmap = group.bitmaps[id] else {
                    statistics.contentsMissing += 1
                    session.logger.error("no bitmap for content \(id) at \(group.key): the UI did not provide it")
                    continue
                }
                session.contentsSent += 1
                if session.capabilities.contains(.partialContents), let hint = group.partials[id],
                   update.heldBefore.contains(hint.base) {
                    frames.append(try contentsUpdateFrame(id: id, hint: hint, bitmap: bitmap, zstd: zstd, filter: filter))
                } else {
                    frames.append(try contentsFrame(id: id, bitmap: bitmap, zstd: zstd, filter: filter))
                }
            }
            frames.append(try updateFrame(key: key, operations: update.operations, isSnapshot: isSnapshot,
                                          time: group.commitTime, zstd: zstd))
        } catch {
            session.logger.error("cannot encode an update: \(error)")
            session.fail(ProtocolError(.internalError, "the server could not encode an update"))
            return
        }
        session.lastSentCommitID = to
        session.updatesSent += 1
        session.write(frames, batch: outbound)
        if let probe = configuration.inputLatencyProbe {
            let id = session.id, loop = session.channel.eventLoop
            if let outbound {
                outbound.afterSubmitting { probe.updateQueued(sessionID: id, commitID: to, eventLoop: loop) }
            } else {
                probe.updateQueued(sessionID: id, commitID: to, eventLoop: loop)
            }
        }
        statistics.bytesSent += frames.reduce(0) { $0 + $1.readableBytes }
    }

    /// Pumps every session (e.g. after a commit), their writes batched per event loop.
    func pumpAll() { pumpBatched(sessions.values) }

    /// Pumps `list`, their writes batched per event loop (one task and flush per loop).
    func pumpBatched(_ list: some Sequence<ServedSession>) {
        let batch = OutboundBatch()
        outbound = batch
        for session in list { pump(session) }
        outbound = nil
        batch.submit()
    }

    /// The frame of a snapshot or commit, encoded once per key and encoding.
    private func updateFrame(key: UpdateKey, operations: [LayerOperation], isSnapshot: Bool, time: Double,
                             zstd: Bool) throws(ProtocolError) -> ByteBuffer {
        if let cached = updateCache[key], let bytes = zstd ? cached.zstd : cached.plain { return bytes }
        let message: ServerMessage = isSnapshot
            ? .snapshot(SnapshotMessage(commitID: key.to, serverTime: time, operations: operations))
            : .commit(CommitMessage(commitID: key.to, serverTime: time, operations: operations, isCompact: key.compact))
        let bytes = zstd ? try zstdEncoder.encode(message) : try plainEncoder.encode(message)
        statistics.framesEncoded += 1
        var entry = updateCache[key] ?? CachedUpdate(operations: operations)
        if zstd { entry.zstd = bytes } else { entry.plain = bytes }
        updateCache[key] = entry
        return bytes
    }

    /// The frame of a contents message, encoded once per content and encoding.
    private func contentsFrame(id: ContentID, bitmap: ContentBitmap, zstd: Bool,
                               filter: PixelFilter) throws(ProtocolError) -> ByteBuffer {
        let key = ContentsKey(id: id, zstd: zstd, filter: filter)
        if let bytes = contentsCache[key] { return bytes }
        let chosen = chooseFilter(allowed: filter, zstd: zstd, pixels: bitmap.pixels, bytesPerRow: bitmap.bytesPerRow)
        let message = ServerMessage.contents(ContentsMessage(bitmap: bitmap, id: id, filter: chosen))
        let bytes = zstd ? try zstdEncoder.encode(message) : try plainEncoder.encode(message)
        statistics.contentsEncoded += 1
        contentsCache[key] = bytes
        return bytes
    }

    /// The frame of a partial contents update (SPEC §11.4), encoded once per content and encoding.
    private func contentsUpdateFrame(id: ContentID, hint: PartialContents, bitmap: ContentBitmap, zstd: Bool,
                                     filter: PixelFilter) throws(ProtocolError) -> ByteBuffer {
        let key = ContentsKey(id: id, zstd: zstd, filter: filter, base: hint.base)
        if let bytes = contentsCache[key] { return bytes }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(hint.width * hint.height * 4)
        for y in hint.y..<hint.y + hint.height {
            let start = (y * bitmap.width + hint.x) * 4
            pixels += bitmap.pixels[start..<start + hint.width * 4]
        }
        let message = ServerMessage.contentsUpdate(ContentsUpdateMessage(
            baseID: hint.base, newID: id, x: UInt32(hint.x), y: UInt32(hint.y), width: UInt32(hint.width),
            height: UInt32(hint.height),
            filter: chooseFilter(allowed: filter, zstd: zstd, pixels: pixels, bytesPerRow: hint.width * 4), pixels: pixels))
        let bytes = zstd ? try zstdEncoder.encode(message) : try plainEncoder.encode(message)
        statistics.contentsEncoded += 1
        contentsCache[key] = bytes
        return bytes
    }

    /// The filter to send pixels with, given the most capable one the client accepted (cache
    /// keys use that one): with `subPlanar` accepted and zstd on, whichever of `sub` and
    /// `subPlanar` compresses these pixels better (`PixelFilterChooser`).
    private func chooseFilter(allowed: PixelFilter, zstd: Bool, pixels: [UInt8], bytesPerRow: Int) -> PixelFilter {
        guard allowed == .subPlanar else { return allowed }
        guard zstd else { return .sub }
        return filterChooser.choose(among: [.sub, .subPlanar], pixels: pixels, bytesPerRow: bytesPerRow)
    }

    /// Drops encoded contents no group refers to any more.
    func pruneContentsCache() {
        guard !contentsCache.isEmpty else { return }
        contentsCache = contentsCache.filter { entry in
            groups.values.contains { $0.bitmaps[entry.key.id] != nil }
        }
    }
}
