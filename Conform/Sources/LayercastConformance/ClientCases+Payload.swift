import Foundation
import LayercastProtocol

/// Client cases of §4 (properties and their values), §5.3–§5.5 (operations, animations, the tree's
/// rules), §6 (contents) and §8 (fixed limits): each a rule a mutant client broke unseen (issue 31).
/// Malformed payloads are written by hand (`Raw`); invalid trees go through the encoder, which
/// does not check them.
extension ClientCases {
    static let payloads: [ConformanceCase<ClientUnderTest>] = [
        // §4.1: "id 0 … MUST NOT appear as an operation's layer or as a sublayer → malformed".
        refusal("§4.1", "layer-id-zero", "createLayer of id 0 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, [1] + Raw.le(UInt64(0)))))
        },
        refusal("§4.1", "sublayer-id-zero", "a sublayer list naming id 0 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, [4] + Raw.le(UInt64(1)) + Raw.le(UInt32(1)) + Raw.le(UInt64(0)))))
        },
        refusal("§4.2", "unknown-property", "an unknown property key (200) gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [200, 0]))
        },
        // §5.3: "a key appears at most once in one setProperties → malformed".
        refusal("§5.3", "property-twice", "a key set twice in one setProperties gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, count: 2, [6] + Raw.f32(0.5) + [6] + Raw.f32(0.25)))
        },
        refusal("§4.2", "contents-scale-zero", "a contentsScale of 0 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [23] + Raw.f64(0)))
        },
        refusal("§4.2", "rasterization-scale-zero", "a rasterizationScale of 0 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [33] + Raw.f64(0)))
        },
        // §4.2: "a receiver that implements version 4 reads keys 27–33 … in every session".
        acceptance("§4.2", "v4-keys-any-session", "keys 30 and 32 sent to a client not granted layerGroups or edgeAntialiasing are applied and hashed",
                   version: 4, withholding: [.layerGroups, .edgeAntialiasing]) { s in
            try s.update([.setProperties(LayerID(2), [.allowsGroupOpacity(false), .allowsEdgeAntialiasing(true)])])
        },
        refusal("§4.4", "path-kind", "a path element of kind 6 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [18, 1] + Raw.le(UInt32(1)) + [6]))
        },
        refusal("§4.5", "gravity", "a contentsGravity of 12 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [20, 12]))
        },
        refusal("§4.6", "run-size", "a glyph run of size 0 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [27] + Raw.le(UInt16(1)) + Raw.run(size: 0)))
        },
        refusal("§4.6", "glyphs-per-run", "a run of more than 4096 glyphs (L20) gets goodbye limitExceeded", .limitExceeded, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [27] + Raw.le(UInt16(1)) + Raw.run(glyphCount: 4097)))
        },
        refusal("§4.6", "runs-per-layer", "more than 1024 runs on a layer (L21) get goodbye limitExceeded", .limitExceeded, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [27] + Raw.le(UInt16(1025))))
        },
        refusal("§4.7", "fill-rule", "a shape's fill rule of 2 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, Raw.shape(rule: 2)))
        },
        refusal("§4.7", "line-cap", "a shape's line cap of 3 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, Raw.shape(cap: 3)))
        },
        refusal("§4.7", "line-join", "a shape's line join of 3 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, Raw.shape(join: 3)))
        },
        refusal("§4.7", "dashes", "a dash pattern of 65 entries (L25) gets goodbye limitExceeded", .limitExceeded, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, Raw.shape(dashes: 65)))
        },
        refusal("§4.8", "gradient-type", "a gradient of type 3 gets goodbye malformed", .malformed, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [29, 1, 3]))
        },
        refusal("§4.8", "gradient-stops", "a gradient of 65 stops (L26) gets goodbye limitExceeded", .limitExceeded, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [29, 1, 0] + Raw.le(UInt16(65))))
        },
        refusal("§4.10", "replicator-copies", "a replicator of 1025 copies (L27) gets goodbye limitExceeded", .limitExceeded, version: 4) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [31, 1] + Raw.le(UInt16(1025))))
        },
        refusal("§5.3", "unknown-opcode", "opcode 8 gets goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, [8] + Raw.le(UInt64(2)))))
        },
        // §5.4: each field rule → malformed (sent only to a client that accepted animations, §10.4).
        animationRefusal("animation-empty-key", "an animation with an empty key", Raw.animation(key: "")),
        animationRefusal("animation-no-values", "an animation with no values", Raw.animation(values: [])),
        animationRefusal("animation-key-times", "an animation with one key time for two values", Raw.animation(keyTimes: [0])),
        animationRefusal("animation-key-order", "an animation whose key times decrease", Raw.animation(keyTimes: [1, 0])),
        animationRefusal("animation-duration", "an animation of negative duration", Raw.animation(duration: -1)),
        animationRefusal("animation-fill-mode", "an animation of fill mode 4", Raw.animation(fill: 4)),
        animationRefusal("animation-value-kind", "an animation value of kind 8", Raw.animation(values: [[8] + Raw.f64(0)])),
        refusal("§5.4", "animation-colours", "a colour list of 65 colours (L26) gets goodbye limitExceeded", .limitExceeded,
                version: 4, needs: .animations) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, Raw.animation(values: [[7] + Raw.le(UInt16(65))]))))
        },
        // §6.1, §6.3: a bitmap's fields.
        refusal("§6.1", "pixel-format", "contents of pixel format 2 get goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0012, payload: Raw.contents(format: 2)))
        },
        refusal("§6.1", "empty-bitmap", "contents 0 pixels wide get goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0012, payload: Raw.contents(width: 0)))
        },
        refusal("§6.3", "unknown-filter", "contents of pixel filter 3 get goodbye malformed", .malformed) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0012, payload: Raw.contents(filter: 3)))
        },
        // §8: the fixed limits L8 and L9, checked when the count is read.
        refusal("§8", "path-elements", "a path of 10 001 elements (L8) gets goodbye limitExceeded", .limitExceeded) { s in
            try s.peer.sendRaw(Raw.setFrame(s, [18, 1] + Raw.le(UInt32(10_001))))
        },
        refusal("§8", "operations", "an update of 1 000 001 operations (L9) gets goodbye limitExceeded", .limitExceeded) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, [], count: 1_000_001)))
        },
    ]

    static func animationRefusal(_ name: String, _ what: String, _ op: [UInt8]) -> ConformanceCase<ClientUnderTest> {
        refusal("§5.4", name, "\(what) gets goodbye malformed", .malformed, needs: .animations) { s in
            try s.peer.sendRaw(rawFrame(type: 0x0011, payload: Raw.commit(s.commitID + 1, op)))
        }
    }

    /// §5.5's rules, each alone: a commit breaking it gets goodbye invalidTree.
    static let treeRules: [ConformanceCase<ClientUnderTest>] = [
        treeRefusal("destroy-root", "T3: destroying the root", [.destroyLayer(.root)]),
        treeRefusal("destroy-listed", "T3: destroying a layer in a sublayer list", [.destroyLayer(LayerID(3))]),
        treeRefusal("destroy-mask", "T3: destroying a mask",
                    [.createLayer(LayerID(4)), .setProperties(LayerID(2), [.mask(LayerID(4))]), .destroyLayer(LayerID(4))]),
        treeRefusal("destroy-parent", "T3: destroying a layer that has sublayers",
                    [.createLayer(LayerID(4)), .createLayer(LayerID(5)), .setSublayers(LayerID(4), [LayerID(5)]), .destroyLayer(LayerID(4))]),
        treeRefusal("list-twice", "T4: a sublayer list naming a layer twice", [.setSublayers(.root, [LayerID(2), LayerID(2)])]),
        treeRefusal("list-self", "T4: a sublayer list naming its owner", [.setSublayers(LayerID(3), [LayerID(3)])]),
        treeRefusal("two-lists", "T5: a layer left in two sublayer lists",
                    [.createLayer(LayerID(4)), .setSublayers(LayerID(2), [LayerID(3), LayerID(4)]), .setSublayers(.root, [LayerID(2), LayerID(4)])]),
        treeRefusal("two-owners", "T5: a layer the mask of two layers",
                    [.createLayer(LayerID(4)), .setProperties(LayerID(2), [.mask(LayerID(4))]), .setProperties(LayerID(3), [.mask(LayerID(4))])]),
        treeRefusal("mask-self", "T6: a layer its own mask", [.setProperties(LayerID(2), [.mask(LayerID(2))])]),
        treeRefusal("mask-and-sublayer", "T7: a layer both a mask and a sublayer",
                    [.createLayer(LayerID(4)), .setSublayers(LayerID(2), [LayerID(3), LayerID(4)]), .setProperties(LayerID(3), [.mask(LayerID(4))])]),
        treeRefusal("cycle", "T8: a cycle of sublayers",
                    [.createLayer(LayerID(4)), .createLayer(LayerID(5)), .setSublayers(LayerID(4), [LayerID(5)]), .setSublayers(LayerID(5), [LayerID(4)])]),
        treeRefusal("splice-range", "T9: a splice of a run the layer does not have",
                    [.spliceGlyphs(LayerID(2), GlyphSplice(run: 0, start: 0, deleteCount: 1, glyphs: []))], version: 4),
        // §6.4: "held … for as long as a layer of its tree refers to it"; "already held … not an error".
        acceptance("§6.4", "contents-reused", "held contents shown by a second layer, not sent again, are acked with the SPEC's hash") { s in
            try s.update([.setProperties(LayerID(2), [.contents(ContentID(of: bitmap(0x80)))])])
        },
        acceptance("§6.4", "contents-again", "contents sent again while held are checked and kept: the next commit is acked") { s in
            try s.peer.send(ServerMessage.contents(ContentsMessage(bitmap: bitmap(0x80))))
            try s.update([.setProperties(LayerID(2), [.opacity(0.5)])])
        },
        // §11.4: the base held, the rectangle inside it, its rows filtered like a bitmap's (§6.3).
        refusal("§11.4", "update-base-unheld", "a contentsUpdate of a base never sent gets goodbye invalidTree", .invalidTree,
                needs: .partialContents) { s in
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(0xABCD), newID: ContentID(0xDCBA), x: 0, y: 0, width: 1, height: 1, pixels: [1, 2, 3, 4])))
        },
        refusal("§11.4", "update-outside", "a contentsUpdate whose rectangle leaves the base gets goodbye invalidTree", .invalidTree,
                needs: .partialContents) { s in
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(of: bitmap(0x80)), newID: ContentID(0xDCBA), x: 3, y: 0, width: 2, height: 1, pixels: [UInt8](repeating: 9, count: 8))))
        },
        refusal("§8", "update-rect-size", "an update rectangle wider than maxBitmapDimension (L5) gets goodbye limitExceeded",
                .limitExceeded, needs: .partialContents, limits: ProtocolLimits(maxBitmapDimension: 8)) { s in
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(of: bitmap(0x80)), newID: ContentID(0xDCBA), x: 0, y: 0, width: 16, height: 1, pixels: [UInt8](repeating: 9, count: 64))))
        },
        acceptance("§6.3", "update-filtered", "a contentsUpdate sent with the sub filter is unfiltered exactly: a commit using it is acked",
                   needs: [.partialContents, .pixelFilter]) { s in
            let base = bitmap(0x80)
            var new = base
            let rect: [UInt8] = [10, 20, 30, 255, 40, 80, 120, 255]
            new.pixels.replaceSubrange(((1 * 4 + 1) * 4)..<((1 * 4 + 3) * 4), with: rect)
            try s.peer.send(ServerMessage.contentsUpdate(ContentsUpdateMessage(
                baseID: ContentID(of: base), newID: ContentID(of: new), x: 1, y: 1, width: 2, height: 1, filter: .sub, pixels: rect)))
            try s.update([.setProperties(LayerID(3), [.contents(ContentID(of: new))])])
        },
    ]

    static func treeRefusal(_ name: String, _ what: String, _ ops: [LayerOperation], version: UInt16 = 1) -> ConformanceCase<ClientUnderTest> {
        refusal("§5.5", name, "\(what) gets goodbye invalidTree", .invalidTree, version: version) { s in
            try s.peer.send(ServerMessage.commit(CommitMessage(commitID: s.commitID + 1, serverTime: 0, operations: ops)))
        }
    }
}
