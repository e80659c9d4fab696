extension ServerMessage {
    /// A one-line readable form, for logs and `layercast-dump`.
    public var summary: String {
        switch self {
        case .welcome(let m):
            "welcome version=\(m.version) session=\(m.sessionID) resumed=\(m.resumed) screen=\(m.screenSize.width)x\(m.screenSize.height)pt caps=0x\(String(m.capabilities.rawValue, radix: 16))"
        case .reject(let m): "reject \(m.code): \(m.reason)"
        case .snapshot(let m): "snapshot commit=\(m.commitID) t=\(m.serverTime) ops=\(m.operations.count) " + opsSummary(m.operations)
        case .commit(let m): (m.isCompact ? "compactCommit" : "commit") + " id=\(m.commitID) t=\(m.serverTime) ops=\(m.operations.count) " + opsSummary(m.operations)
        case .contents(let m):
            "contents \(m.id) \(m.bitmap.width)x\(m.bitmap.height)px @\(m.bitmap.scale)x format=\(m.bitmap.format) filter=\(m.filter)"
        case .contentsUpdate(let m):
            "contentsUpdate \(m.baseID) -> \(m.newID) rect=\(m.x),\(m.y) \(m.width)x\(m.height)px filter=\(m.filter)"
        case .error(let m): "error \(m.code): \(m.reason)"
        case .ping(let m): "ping nonce=\(m.nonce) t=\(m.serverTime)"
        case .textInputState(let m): "textInputState active=\(m.isActive) caret=\(m.caretRect) flags=\(m.flags.rawValue)"
        case .textInputCaret(let m): "textInputCaret layer=\(m.layer.map { "\($0)" } ?? "none")"
        case .clipboardOffer(let m): "clipboardOffer serial=\(m.serial) types=\(m.types)"
        case .clipboardRequest(let m): "clipboardRequest serial=\(m.serial) type=\(m.type)"
        case .clipboardData(let m): "clipboardData serial=\(m.serial) type=\(m.type) \(m.data.map { "\($0.count) bytes" } ?? "unavailable")"
        case .glyphs(let m): "glyphs scale=\(m.scale) masks=\(m.masks.count) bytes=\(m.masks.reduce(0) { $0 + $1.byteCount })"
        case .glyphRelease(let m): "glyphRelease keys=\(m.keys.count)"
        }
    }
}

/// At most eight operations spelled out, then a count of the rest.
private func opsSummary(_ ops: [LayerOperation]) -> String {
    let shown = ops.prefix(8).map { op -> String in
        switch op {
        case .createLayer(let id): "create \(id)"
        case .destroyLayer(let id): "destroy \(id)"
        case .setProperties(let id, let p): "set \(id) {\(p.map { "\($0.key)" }.joined(separator: ","))}"
        case .setSublayers(let id, let s): "sublayers \(id) [\(s.map(\.description).joined(separator: ","))]"
        case .addAnimation(let id, let a): "animate \(id) \(a.keyPath) key=\(a.key)"
        case .removeAnimation(let id, let key): "unanimate \(id) key=\(key)"
        case .spliceGlyphs(let id, let s): "splice \(id) run=\(s.run) \(s.start)+\(s.deleteCount) ← \(s.glyphs.count) glyphs"
        }
    }
    return "[" + shown.joined(separator: "; ") + (ops.count > 8 ? "; … \(ops.count - 8) more" : "") + "]"
}
