import LayercastProtocol

extension KitClient {
    /// The property keys each capability enables (SPEC §4.6–§4.12, §10.1's tree features): a
    /// server sends a key only to a session that accepted its capability (§13: "a peer sends only
    /// what the negotiated version and accepted capabilities allow").
    static let gatedKeys: [(LayerPropertyKey, Capabilities)] = [
        (.glyphRuns, .glyphRuns), (.shape, .shapes), (.gradient, .shapes), (.allowsGroupOpacity, .layerGroups),
        (.replicator, .layerGroups), (.allowsEdgeAntialiasing, .edgeAntialiasing), (.rasterizationScale, .rasterization),
    ]

    /// Why `message` is one the welcome did not allow (§2.3, §6.3, §10.4, §11.4, §11.7, §11.10,
    /// §12.11–§12.13, §13), or `nil` when it is allowed. The mirror checks compact commits and glyph
    /// messages itself; these are the rest a client can see on the wire.
    static func unaccepted(_ message: ServerMessage, welcome: WelcomeMessage) -> String? {
        let accepted = welcome.capabilities
        func lacks(_ c: Capabilities) -> Bool { !accepted.contains(c) }
        switch message {
        case .snapshot(let s): return unaccepted(s.operations, accepted: accepted)
        case .commit(let c): return unaccepted(c.operations, accepted: accepted)
        case .contents(let c):
            if c.filter == .sub, lacks(.pixelFilter) { return "§6.3: contents \(c.id) filtered sub, but pixelFilter was not accepted" }
            if c.filter == .subPlanar, lacks(.planarFilter) { return "§6.3: contents \(c.id) filtered subPlanar, but planarFilter was not accepted" }
        case .contentsUpdate(let u):
            if lacks(.partialContents) { return "§11.4: a contentsUpdate of \(u.baseID), but partialContents was not accepted" }
            if u.filter == .sub, lacks(.pixelFilter) { return "§6.3: a contentsUpdate filtered sub, but pixelFilter was not accepted" }
            if u.filter == .subPlanar, lacks(.planarFilter) { return "§6.3: a contentsUpdate filtered subPlanar, but planarFilter was not accepted" }
        case .textInputState:
            if lacks(.keyboard) { return "§11.7: textInputState, but keyboard was not accepted" }
        case .textInputCaret:
            if lacks([.keyboard, .caretLayer]) { return "§11.10: textInputCaret, but keyboard and caretLayer were not both accepted" }
        case .clipboardOffer, .clipboardRequest, .clipboardData:
            if lacks(.clipboard) { return "§12.11: \(message.type), but clipboard was not accepted" }
        default: break
        }
        return nil
    }

    /// Why an update's operations use an unaccepted capability: animations (§5.4, §10.4), glyph
    /// splices (§5.3) or a gated property key (§4.6–§4.12).
    static func unaccepted(_ operations: [LayerOperation], accepted: Capabilities) -> String? {
        for op in operations {
            switch op {
            case .addAnimation(let layer, let a) where !accepted.contains(.animations):
                return "§10.4: animation \"\(a.key)\" added to layer \(layer), but animations was not accepted (only model values)"
            case .spliceGlyphs(let layer, _) where !accepted.contains(.glyphRuns):
                return "§5.3: spliceGlyphs on layer \(layer), but glyphRuns was not accepted"
            case .setProperties(let layer, let properties):
                for p in properties {
                    if let gate = gatedKeys.first(where: { $0.0 == p.key }), !accepted.contains(gate.1) {
                        return "§13: property \(p.key) (key \(p.key.rawValue)) set on layer \(layer), but its capability was not accepted"
                    }
                }
            default: break
            }
        }
        return nil
    }
}
