import Foundation
import LayercastProtocol

/// The mutant client's rules beyond the mirror's: partial updates (§11.4), the keyboard and
/// clipboard messages (§2.3, §11.7, §12.11–§12.13) and the ack (§7.2, §12.4).
extension MutantClient {
    /// §11.4: the new bitmap is the base with the rectangle replaced; it must lie inside the base
    /// (`invalidTree`) and hash to the new id (`contentMismatch`).
    func update(_ u: ContentsUpdateMessage) throws {
        guard let base = bitmaps[u.baseID] else { return }
        let x = Int(u.x), y = Int(u.y), w = Int(u.width), h = Int(u.height)
        guard x + w <= base.width, y + h <= base.height else {
            _ = try checked(.contentsUpdate) { () throws(ProtocolError) -> Void in
                throw ProtocolError(.invalidTree, "update rectangle outside the base \(base.width)×\(base.height)")
            }
            return
        }
        var pixels = base.pixels
        for row in 0..<h {
            let to = ((y + row) * base.width + x) * 4
            pixels.replaceSubrange(to..<(to + w * 4), with: u.pixels[(row * w * 4)..<((row + 1) * w * 4)])
        }
        let new = ContentBitmap(width: base.width, height: base.height, scale: base.scale, format: base.format, pixels: pixels)
        guard ContentID(of: new) == u.newID else {
            _ = try checked(.contentsUpdate) { () throws(ProtocolError) -> Void in
                throw ProtocolError(.contentMismatch, "the update does not hash to its new id \(u.newID)")
            }
            return
        }
        bitmaps[u.newID] = new
        sinceLastUpdate.insert(u.newID)
    }

    /// The keyboard and clipboard messages, each only with its capability (§2.3), as the
    /// reference client takes them; a request is answered (unavailable: the mutant holds no
    /// clipboard), data must answer a request of ours (§12.13).
    func keyboard(_ message: ServerMessage, _ type: MessageType) throws {
        func refuse(_ reason: String) throws {
            _ = try checked(type) { () throws(ProtocolError) -> Void in throw ProtocolError(.unexpectedMessage, reason) }
        }
        switch message {
        case .textInputState:
            guard mirror.accepted(.keyboard) else { return try refuse("textInputState without keyboard") }
        case .textInputCaret:
            guard mirror.accepted(.keyboard), mirror.accepted(.caretLayer) else {
                return try refuse("textInputCaret without keyboard and caretLayer")
            }
        case .clipboardOffer(let offer):
            guard mirror.accepted(.clipboard) else { return try refuse("clipboard offer without clipboard") }
            guard let first = offer.types.first else { return }
            pendingRequests.append(offer.serial)
            send(.clipboardRequest(ClipboardRequestMessage(serial: offer.serial, type: first)))
        case .clipboardRequest(let request):
            guard mirror.accepted(.clipboard) else { return try refuse("clipboard request without clipboard") }
            guard !has(.clipboardRequestUnanswered) else { return }
            send(.clipboardData(ClipboardDataMessage(serial: request.serial, type: request.type, data: nil)))
        case .clipboardData(let answer):
            guard mirror.accepted(.clipboard), pendingRequests.first == answer.serial else {
                return try refuse("clipboard data never requested")
            }
            pendingRequests.removeFirst()
        default:
            return
        }
    }

    /// §12.4: the ack of the update just applied, with the §7.2 hash (or the mutant's).
    func ack(_ commitID: UInt64) {
        let tree = mirror.tree
        var hash = tree.canonicalHash
        if has(.hashPlusOne) { hash &+= 1 }
        if has(.negativeZeroHashed), tree.nodes.contains(where: { Self.hasNegativeZero($0.value.state) }) {
            // What a hash of −0's own bits changes: the node's hash, so the sum.
            hash &+= 0x9E37_79B9
        }
        for (id, node) in tree.nodes {
            var changed = node
            if has(.detachedNotHashed), id != .root, !reachesRoot(id, tree) {
                hash &-= LayerTree.nodeHash(id, node)
                continue
            }
            if has(.finishedAnimationDropped) {
                changed.animations = node.animations.filter { _, a in
                    a.repeatCount.isInfinite || a.beginTime + a.duration * Double(max(a.repeatCount, 1)) >= serverTime
                }
            }
            if has(.repeatCountHashedAsOne) {
                changed.animations = node.animations.mapValues { a in
                    var a = a
                    if a.repeatCount == 0 { a.repeatCount = 1 }
                    return a
                }
            }
            if changed != node { hash = hash &- LayerTree.nodeHash(id, node) &+ LayerTree.nodeHash(id, changed) }
        }
        let id = has(.acksLaterCommit) ? commitID + 1 : commitID
        send(.ack(AckMessage(commitID: id, receivedTime: 0, presentedTime: 0, treeHash: hash)), compressed: has(.compressesWithoutZstd))
    }

    private func reachesRoot(_ id: LayerID, _ tree: LayerTree) -> Bool {
        var current: LayerID? = id
        var steps = 0
        while let c = current, steps <= tree.count {
            if c == .root { return true }
            current = tree[c]?.superlayer
            steps += 1
        }
        return false
    }

    static func hasNegativeZero(_ s: LayerState) -> Bool {
        let values: [Double] = [Double(s.position.x), Double(s.position.y), Double(s.bounds.origin.x), Double(s.bounds.origin.y),
                                Double(s.bounds.size.width), Double(s.bounds.size.height), s.cornerRadius, s.zPosition,
                                s.borderWidth, Double(s.opacity)]
        return values.contains { $0 == 0 && $0.sign == .minus }
    }
}
