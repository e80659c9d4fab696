import Foundation
import NIOCore
@testable import LayercastProtocol
@testable import LayercastModel

extension VectorCatalog {
    private static func frame(_ m: ServerMessage, patch label: String, _ bytes: [UInt8]) throws -> [UInt8] {
        rawFrame(type: m.type.rawValue, payload: try patchedPayload(m, label, bytes))
    }
    private static func frame(_ m: ClientMessage, patch label: String, _ bytes: [UInt8]) throws -> [UInt8] {
        rawFrame(type: m.type.rawValue, payload: try patchedPayload(m, label, bytes))
    }
    private static func commit(_ ops: [LayerOperation]) -> ServerMessage {
        .commit(CommitMessage(commitID: 9, serverTime: 1, operations: ops))
    }
    private static func le64(_ v: UInt64) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    private static func le32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    private static func zstd(_ bytes: [UInt8]) throws -> [UInt8] {
        Array(try ZstdCompressor(level: 3).compress(bytes).readableBytesView)
    }

    /// One vector per rule of the spec that has an error code (SPEC §16.2).
    static func malformed() throws -> [MalformedVector] {
        var v: [MalformedVector] = []
        func s(_ name: String, _ rule: String, _ bytes: [UInt8], _ error: ProtocolError.Code?, messages: Int? = nil) {
            v.append(MalformedVector(name: name, rule: rule, direction: "serverToClient", frame: Hex.encode(bytes),
                                     error: error.map { "\($0)" }, messages: messages))
        }
        func c(_ name: String, _ rule: String, _ bytes: [UInt8], _ error: ProtocolError.Code?) {
            v.append(MalformedVector(name: name, rule: rule, direction: "clientToServer", frame: Hex.encode(bytes),
                                     error: error.map { "\($0)" }, messages: error == nil ? 1 : nil))
        }
        let ping = ServerMessage.ping(PingMessage(nonce: 1, serverTime: 2))
        let pingPayload = try payloadBytes(ping)
        let limits = ProtocolLimits.default

        // §2 framing
        s("frame too large", "§2.2 payload length MUST NOT exceed maxFrameSize",
          rawFrame(type: 0x0015, payload: [], length: UInt32(limits.maxFrameSize + 1)), .frameTooLarge)
        s("reserved flag", "§2.2 flag bits other than bit 0 MUST be zero", rawFrame(type: 0x0015, flags: 0x0002, payload: pingPayload), .malformed)
        s("unknown critical type", "§2.3 unknown type in 0x0001…0x7FFF closes the connection", rawFrame(type: 0x7ABC, payload: [1, 2, 3]), .unknownMessage)
        s("unknown type 0", "§2.3 type 0 is never defined: critical", rawFrame(type: 0x0000, payload: []), .unknownMessage)
        s("unknown skippable type, then a ping", "§2.3 unknown type in 0x8000…0xFFFF MUST be skipped",
          rawFrame(type: 0x8001, payload: [9, 9, 9]) + rawFrame(type: 0x0015, payload: pingPayload), nil, messages: 1)
        s("unknown skippable type with compressed flag and garbage", "§2.3 a skipped frame is not inflated",
          rawFrame(type: 0xFFFF, flags: 1, payload: [1, 2, 3]), nil, messages: 0)
        s("client message to a client", "§2.3 a known type in the wrong direction is unexpectedMessage",
          rawFrame(type: 0x0026, payload: le64(1)), .unexpectedMessage)
        c("server message to a server", "§2.3 a known type in the wrong direction is unexpectedMessage",
          rawFrame(type: 0x0011, payload: try payloadBytes(commit([]))), .unexpectedMessage)
        s("compressed garbage", "§2.4 a compressed payload MUST be one zstd frame", rawFrame(type: 0x0015, flags: 1, payload: [1, 2, 3, 4, 5, 6, 7, 8]), .malformed)
        s("bytes after the zstd frame", "§2.4 nothing may follow the zstd frame",
          rawFrame(type: 0x0015, flags: 1, payload: try zstd(pingPayload) + [0]), .malformed)
        s("truncated zstd frame", "§2.4 a compressed payload MUST be one whole zstd frame",
          rawFrame(type: 0x0015, flags: 1, payload: Array(try zstd(pingPayload).dropLast(2))), .malformed)
        // RFC 8878 §3.1.2: magic 0x184D2A50 (little-endian), u32 size, then that many bytes.
        s("zstd skippable frame", "§2.4 the payload MUST be a compressed-data zstd frame, not a skippable one",
          rawFrame(type: 0x0015, flags: 1, payload: [0x50, 0x2A, 0x4D, 0x18] + le32(16) + pingPayload), .malformed)
        s("skippable type with a reserved flag", "§2.2 the header rules apply to skippable frames too: reserved flag bits MUST be zero",
          rawFrame(type: 0x8001, flags: 0x0004, payload: [9, 9, 9]), .malformed)
        s("zstd bomb", "§8 L2 a payload MUST NOT inflate past maxDecompressedSize",
          rawFrame(type: 0x0010, flags: 1, payload: try zstd([UInt8](repeating: 0, count: limits.maxDecompressedSize + 1))), .decompressedTooLarge)
        s("compressed payload, then malformed inside", "§3 rules apply to the inflated payload",
          rawFrame(type: 0x0015, flags: 1, payload: try zstd(pingPayload + [0])), .malformed)

        // §3 primitive types
        s("truncated payload", "§3 a payload MUST hold all its fields", rawFrame(type: 0x0015, payload: Array(pingPayload.dropLast())), .malformed)
        s("trailing bytes", "§3 a payload MUST end exactly after its last field", rawFrame(type: 0x0015, payload: pingPayload + [0]), .malformed)
        s("NaN", "§3 floating-point fields MUST be finite", try frame(ping, patch: "serverTime", le64(Double.nan.bitPattern)), .malformed)
        s("infinity", "§3 floating-point fields MUST be finite", try frame(ping, patch: "serverTime", le64(Double.infinity.bitPattern)), .malformed)
        let welcome = ServerMessage.welcome(WelcomeMessage(version: 3, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 10, height: 10), capabilities: []))
        s("bool 2", "§3 a bool is 0 or 1", try frame(welcome, patch: "resumed", [2]), .malformed)
        s("invalid UTF-8", "§3 strings MUST be valid UTF-8",
          rawFrame(type: 0x0014, payload: [8, 0, 2, 0, 0xC3, 0x28]), .malformed)
        s("count beyond payload", "§3 a count MUST NOT promise more elements than the bytes left",
          rawFrame(type: 0x0011, payload: le64(1) + le64(0) + le32(1_000_000) + [1]), .malformed)

        // §4 layer values
        s("layer id 0", "§4.1 layer id 0 is never valid in an operation", try frame(commit([.createLayer(LayerID(5))]), patch: "op[0] layer id", le64(0)), .malformed)
        s("sublayer id 0", "§4.1 layer id 0 is never valid in an operation",
          try frame(commit([.setSublayers(LayerID(5), [LayerID(6)])]), patch: "op[0] sublayer[0]", le64(0)), .malformed)
        s("unknown property key", "§4.2 an unknown property key is malformed",
          try frame(commit([.setProperties(LayerID(5), [.isHidden(true)])]), patch: "op[0] property[0] key isHidden", [99]), .malformed)
        s("contentsScale 0", "§4.2 contentsScale MUST be greater than 0",
          try frame(commit([.setProperties(LayerID(5), [.contentsScale(1)])]), patch: "op[0] property[0] contentsScale", le64(0.0.bitPattern)), .malformed)
        s("invalid UTF-8 name", "§3 strings MUST be valid UTF-8",
          try frame(commit([.setProperties(LayerID(5), [.name("ab")])]), patch: "op[0] property[0] name", [0xFF, 0xFE]), .malformed)
        s("optional presence 2", "§3 a presence byte is a bool",
          try frame(commit([.setProperties(LayerID(5), [.backgroundColor(nil)])]), patch: "op[0] property[0] backgroundColor present", [2]), .malformed)
        s("unknown path element", "§4.4 an element kind other than 1…5 is malformed",
          try frame(commit([.setProperties(LayerID(5), [.shadowPath(LayerPath([.closeSubpath]))])]),
                    patch: "op[0] property[0] shadowPath[0] kind close", [9]), .malformed)
        s("unknown gravity", "§4.5 a gravity other than 0…11 is malformed",
          try frame(commit([.setProperties(LayerID(5), [.contentsGravity(.center)])]), patch: "op[0] property[0] contentsGravity", [12]), .malformed)

        // §5 operations and animations
        s("unknown opcode", "§5.3 an opcode other than 1…7 is malformed", try frame(commit([.createLayer(LayerID(5))]), patch: "op[0] op createLayer", [8]), .malformed)
        s("property twice", "§5.3 each key appears at most once in one setProperties",
          try frame(commit([.setProperties(LayerID(5), [.isHidden(true), .isOpaque(true)])]), patch: "op[0] property[1] key isOpaque", [LayerPropertyKey.isHidden.rawValue]), .malformed)
        s("too many sublayers", "§8 L6 a sublayer list MUST NOT exceed maxSublayers",
          rawFrame(type: 0x0011, payload: le64(1) + le64(0) + le32(1) + [4] + le64(5) + le32(UInt32(limits.maxSublayers + 1))), .limitExceeded)
        s("too many path elements", "§8 L8 a path MUST NOT have more than 10000 elements",
          try frame(commit([.setProperties(LayerID(5), [.shadowPath(LayerPath([.closeSubpath]))])]),
                    patch: "op[0] property[0] shadowPath element count", le32(UInt32(ProtocolLimits.maxPathElements + 1))), .limitExceeded)
        s("too many operations", "§8 L9 a commit MUST NOT have more than 1000000 operations",
          rawFrame(type: 0x0011, payload: le64(1) + le64(0) + le32(UInt32(ProtocolLimits.maxOperations + 1)) + [1] + le64(5)), .limitExceeded)
        // §3 uvar and §11.11 compactCommit
        let compactOne = try payloadBytes(ServerMessage.commit(CommitMessage(commitID: 9, serverTime: 1,
                                                                              operations: [.createLayer(LayerID(5))], isCompact: true)))
        let afterHeader = Array(compactOne.dropFirst(1 + 3 + 1))   // id 9 (1 byte), 1 s (3 bytes), count 1 (1 byte)
        s("compact commit: a uvar in a longer form than needed", "§3 a uvar MUST be in its shortest form",
          rawFrame(type: 0x001B, payload: [0x89, 0x00] + Array(compactOne.dropFirst(1))), .malformed)
        s("compact commit: a uvar past 2^64 − 1", "§3 a uvar MUST NOT exceed 2^64 − 1",
          rawFrame(type: 0x001B, payload: [UInt8](repeating: 0xFF, count: 9) + [0x02] + Array(compactOne.dropFirst(1))), .malformed)
        s("compact commit: a uvar of 11 bytes", "§3 a uvar is at most 10 bytes",
          rawFrame(type: 0x001B, payload: [UInt8](repeating: 0x80, count: 10) + [0x00] + Array(compactOne.dropFirst(1))), .malformed)
        s("compact commit: the payload ends inside a uvar", "§3 a field past the payload's end is malformed",
          rawFrame(type: 0x001B, payload: [0x09, 0x80]), .malformed)
        s("compact commit: time past 2^53 µs", "§11.11 server time MUST NOT exceed 2^53 microseconds",
          rawFrame(type: 0x001B, payload: [0x09, 0x81, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10, 0x01] + afterHeader), .malformed)
        s("compact commit: too many operations", "§8 L9 a commit MUST NOT have more than 1000000 operations",
          rawFrame(type: 0x001B, payload: [0x09, 0x00, 0xC1, 0x84, 0x3D] + afterHeader), .limitExceeded)
        s("compact commit: more operations than the payload holds", "§3 a count past the payload's end is malformed",
          rawFrame(type: 0x001B, payload: [0x09, 0x00, 0x02] + afterHeader), .malformed)
        let anim = commit([.addAnimation(LayerID(5), fade)])
        // Kind 8: kind 7 (a colour list, version 4) would read the scalar's bytes as a colour list.
        s("unknown animation value kind", "§5.4 a value kind other than 1…7 is malformed", try frame(anim, patch: "op[0] animation value[0] kind scalar", [8]), .malformed)
        s("empty animation key", "§5.4 key and keyPath MUST NOT be empty",
          rawFrame(type: 0x0011, payload: try payloadBytes(commit([.addAnimation(LayerID(5), LayerAnimation(
              key: "", keyPath: "opacity", values: [.scalar(1)], beginTime: 0, duration: 1))]))), .malformed)
        s("no animation values", "§5.4 an animation has at least one value",
          rawFrame(type: 0x0011, payload: le64(1) + le64(0) + le32(1) + [5] + le64(5) + [1, 0x61, 1, 0x62, 0, 0, 0, 0]
                   + [UInt8](repeating: 0, count: 16 + 16 + 4 + 2)), .malformed)
        s("key times do not match values", "§5.4 keyTimes is empty or one per value",
          try frame(anim, patch: "op[0] animation keyTime count", [1, 0]), .malformed)
        let pulseCommit = commit([.addAnimation(LayerID(5), pulse)])
        s("key times out of order", "§5.4 key times are in 0…1 and non-decreasing",
          try frame(pulseCommit, patch: "op[0] animation keyTime[2]", le64(0.25.bitPattern)), .malformed)
        s("negative duration", "§5.4 duration and repeatCount MUST NOT be negative",
          try frame(anim, patch: "op[0] animation duration", le64((-1.0).bitPattern)), .malformed)
        s("unknown fill mode", "§5.4 a fill mode other than 0…3 is malformed", try frame(anim, patch: "op[0] animation fillMode", [4]), .malformed)
        // §3: the value count is checked at 9 bytes a value whatever the kinds, although an empty
        // colour list is 3 bytes. After the count: n × 3 bytes of values, then 40 (keyTime count,
        // timing function, beginTime, duration, repeatCount, autoreverses, fill mode).
        func emptyColourLists(_ n: Int) -> ServerMessage {
            commit([.addAnimation(LayerID(5), LayerAnimation(key: "k", keyPath: "colors", values: Array(repeating: .colors([]), count: n),
                                                             beginTime: 0, duration: 1))])
        }
        s("animation of 6 empty colour lists", "§3 an animation value counts 9 bytes in the count check: 6 × 9 ≤ the 58 bytes after the count",
          rawFrame(type: 0x0011, payload: try payloadBytes(emptyColourLists(6))), nil, messages: 1)
        s("animation of 8 empty colour lists", "§3 an animation value counts 9 bytes in the count check, although an empty colour list (§5.4 kind 7) is 3: 8 × 9 > the 64 bytes after the count",
          rawFrame(type: 0x0011, payload: try payloadBytes(emptyColourLists(8))), .malformed)

        // §4.6, §11.8, §11.9 glyph runs and masks (version 4)
        let runCommit = commit([.setProperties(LayerID(5), [.glyphRuns(runs)])])
        let run = "op[0] property[0] glyphRuns run"
        s("glyph run of size 0", "§4.6 a run's size MUST be greater than 0", try frame(runCommit, patch: "\(run)[0] size", le32(Float(0).bitPattern)), .malformed)
        s("glyph position NaN", "§3 floating-point fields MUST be finite (§4.6 glyph positions)",
          try frame(runCommit, patch: "\(run)[0] glyph[1].x", le32(Float.nan.bitPattern)), .malformed)
        s("glyph run origin infinite", "§3 floating-point fields MUST be finite (§4.6 run origin)",
          try frame(runCommit, patch: "\(run)[1] origin.y", le64(Double.infinity.bitPattern)), .malformed)
        s("too many glyphs in a run", "§8 L20 a run MUST NOT have more than 4096 glyphs",
          try frame(runCommit, patch: "\(run)[0] glyph count", [0x01, 0x10]), .limitExceeded)
        s("too many runs on a layer", "§8 L21 a layer MUST NOT have more than 1024 runs",
          try frame(runCommit, patch: "\(run) count", [0x01, 0x04]), .limitExceeded)
        s("glyph count beyond payload", "§3 a count MUST NOT promise more elements than the bytes left",
          try frame(runCommit, patch: "\(run)[1] glyph count", [0x00, 0x10]), .malformed)
        s("clip presence 2", "§3 a presence byte is a bool", try frame(runCommit, patch: "\(run)[0] clip present", [2]), .malformed)
        // §4.7, §4.8 shapes and gradients (version 4)
        let shapeCommit = commit([.setProperties(LayerID(5), [.shape(ringShape), .gradient(radialGradient)])])
        let shape = "op[0] property[0] shape", gradient = "op[0] property[1] gradient"
        s("shape fill rule 2", "§4.7 a fill rule other than 0 or 1 is malformed", try frame(shapeCommit, patch: "\(shape) fillRule", [2]), .malformed)
        s("shape line cap 3", "§4.7 a cap or join other than 0…2 is malformed", try frame(shapeCommit, patch: "\(shape) lineCap", [3]), .malformed)
        s("shape line join 7", "§4.7 a cap or join other than 0…2 is malformed", try frame(shapeCommit, patch: "\(shape) lineJoin", [7]), .malformed)
        s("shape line width NaN", "§3 floating-point fields MUST be finite (§4.7 lineWidth)",
          try frame(shapeCommit, patch: "\(shape) lineWidth", le64(Double.nan.bitPattern)), .malformed)
        s("too many dashes", "§8 L25 a dash pattern MUST NOT have more than 64 entries",
          try frame(shapeCommit, patch: "\(shape) dash count", [65, 0]), .limitExceeded)
        s("dash count beyond payload", "§3 a count MUST NOT promise more elements than the bytes left",
          try frame(shapeCommit, patch: "\(shape) dash count", [40, 0]), .malformed)
        s("gradient type 3", "§4.8 a type other than 0…2 is malformed", try frame(shapeCommit, patch: "\(gradient) type", [3]), .malformed)
        s("too many gradient stops", "§8 L26 a gradient MUST NOT have more than 64 stops",
          try frame(shapeCommit, patch: "\(gradient) stop count", [65, 0]), .limitExceeded)
        let tint = commit([.addAnimation(LayerID(5), LayerAnimation(key: "tint", keyPath: "colors",
                                                                    values: [.colors([.white]), .colors([.black])], beginTime: 0, duration: 1))])
        s("colour list of 65 colours", "§8 L26 a colour list (§5.4 kind 7) MUST NOT have more than 64 colours",
          try frame(tint, patch: "op[0] animation value[0] color count", [65, 0]), .limitExceeded)
        s("gradient start point infinite", "§3 floating-point fields MUST be finite (§4.8 startPoint)",
          try frame(shapeCommit, patch: "\(gradient) startPoint.x", le64(Double.infinity.bitPattern)), .malformed)
        // §4.9, §4.10 group opacity and replicators (version 4)
        let replicatorCommit = commit([.setProperties(LayerID(5), [.replicator(spinnerReplicator), .allowsGroupOpacity(false)])])
        let replicator = "op[0] property[0] replicator"
        s("replicator of 1025 copies", "§8 L27 a replicator MUST NOT draw more than 1024 copies",
          try frame(replicatorCommit, patch: "\(replicator) instanceCount", [0x01, 0x04]), .limitExceeded)
        // §3: L27 is checked when the instance count is read, before the fields after it.
        s("replicator of 1025 copies, the payload ending there", "§3 L27 is checked when the instance count is read, before the fields after it",
          rawFrame(type: 0x0011, payload: le64(9) + le64(1.0.bitPattern) + le32(1) + [3] + le64(5) + [1, 31, 1, 0x01, 0x04]), .limitExceeded)
        s("replicator delay NaN", "§3 floating-point fields MUST be finite (§4.10 instanceDelay)",
          try frame(replicatorCommit, patch: "\(replicator) instanceDelay", le64(Double.nan.bitPattern)), .malformed)
        s("replicator alpha offset infinite", "§3 floating-point fields MUST be finite (§4.10 alpha offset)",
          try frame(replicatorCommit, patch: "\(replicator) instanceAlphaOffset", le32(Float.infinity.bitPattern)), .malformed)
        s("group opacity bool 2", "§3 a bool is 0 or 1 (§4.9 allowsGroupOpacity)",
          try frame(replicatorCommit, patch: "op[0] property[1] allowsGroupOpacity", [2]), .malformed)
        let rasterCommit = commit([.setProperties(LayerID(5), [.rasterizationScale(2)])])
        s("rasterization scale 0", "§4.12 rasterizationScale MUST be greater than 0",
          try frame(rasterCommit, patch: "op[0] property[0] rasterizationScale", le64(Double(0).bitPattern)), .malformed)
        let edgeCommit = commit([.setProperties(LayerID(5), [.allowsEdgeAntialiasing(true)])])
        s("edge antialiasing bool 7", "§3 a bool is 0 or 1 (§4.11 allowsEdgeAntialiasing)",
          try frame(edgeCommit, patch: "op[0] property[0] allowsEdgeAntialiasing", [7]), .malformed)
        let splice = commit([.spliceGlyphs(LayerID(5), GlyphSplice(run: 0, start: 1, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 9, x: 3)]))])
        s("splice of more than 4096 glyphs", "§8 L20 a splice MUST NOT insert more than 4096 glyphs",
          try frame(splice, patch: "op[0] glyph count", [0x01, 0x10]), .limitExceeded)
        s("splice glyph position NaN", "§3 floating-point fields MUST be finite (§5.3 spliceGlyphs)",
          try frame(splice, patch: "op[0] glyph[0].x", le32(Float.nan.bitPattern)), .malformed)
        let glyphs = ServerMessage.glyphs(GlyphsMessage(scale: 2, masks: masks))
        s("glyph mask of the wrong size", "§11.8 a mask's byte count MUST be width × height × bytes per pixel",
          try frame(glyphs, patch: "mask[0] byte count", le32(5)), .malformed)
        s("colour glyph mask of the wrong size", "§11.8 a mask's byte count MUST be width × height × bytes per pixel",
          try frame(glyphs, patch: "mask[2] byte count", le32(1)), .malformed)
        s("glyph mask too wide", "§8 L24 a mask MUST NOT be wider or taller than 1024 pixels",
          try frame(glyphs, patch: "mask[0] width", [0x01, 0x04]), .limitExceeded)
        s("unknown glyph mask format", "§11.8 a format other than 1 or 2 is malformed", try frame(glyphs, patch: "mask[0] format alpha8", [3]), .malformed)
        s("glyph phase 4", "§6.5 a phase other than 0…3 is malformed", try frame(glyphs, patch: "mask[1] phase", [4]), .malformed)
        s("glyph scale 0", "§11.8 the scale MUST be greater than 0", try frame(glyphs, patch: "scale", le64(0.0.bitPattern)), .malformed)
        s("too many glyph masks", "§8 L22 a glyphs message MUST NOT carry more than 4096 masks",
          try frame(glyphs, patch: "mask count", [0x01, 0x10]), .limitExceeded)
        s("release past the glyph cache", "§8 L23 a release MUST NOT name more than 16384 masks",
          rawFrame(type: MessageType.glyphRelease.rawValue, payload: le32(UInt32(ProtocolLimits.maxHeldGlyphs + 1))), .limitExceeded)

        // §10 handshake
        let hello = ClientMessage.hello(HelloMessage(name: "x", screen: screen))
        c("bad magic", "§10.1 a hello whose magic is not LCST is unsupportedVersion", try frame(hello, patch: "magic \"LCST\"", Array("HTTP".utf8)), .unsupportedVersion)
        c("versions reversed", "§10.1 minVersion MUST NOT exceed maxVersion", try frame(hello, patch: "minVersion", [5, 0]), .malformed)
        c("unknown screen mode", "§10.1.1 a mode other than 0, 1 or 2 is malformed", try frame(hello, patch: "mode mirror", [3]), .malformed)
        let v3Hello = ClientMessage.hello(HelloMessage(maxVersion: 3, name: "x", screen: screen))
        c("mirror a screen before version 4", "§10.1.1 mode 2 is malformed in a hello whose maxVersion is below 4",
          try frame(v3Hello, patch: "mode mirror", [2]), .malformed)
        let mirrorHello = ClientMessage.hello(HelloMessage(minVersion: 4, maxVersion: 4, name: "x", screen: screen,
                                                           mode: .mirrorScreen, screenID: 1))
        c("mirror a screen, no screen id", "§10.1.1 mode 2 is followed by a u32 screenID (§3: a payload holds all its fields)",
          rawFrame(type: 0x0001, payload: { p in Array(p.dropLast(5)) + [p[p.count - 1]] }(try payloadBytes(mirrorHello))), .malformed)
        c("zero scale", "§10.1 scale and refresh rate MUST be greater than 0", try frame(hello, patch: "screen scale (px per pt)", le64(0.0.bitPattern)), .malformed)
        c("empty screen", "§10.1 width and height MUST be at least 1", try frame(hello, patch: "screen width (px)", le32(0)), .malformed)
        s("empty logical screen", "§10.2 the screen size MUST be positive", try frame(welcome, patch: "screenSize (points).width", le64(0.0.bitPattern)), .malformed)
        s("version 2 welcome, zero contents scale", "§10.2 (version 2) the contents scale MUST be greater than 0",
          try frame(welcome, patch: "contentsScale (v2)", le64(0.0.bitPattern)), .malformed)
        s("version 2 welcome, unknown mode", "§10.2 (version 2) a mode other than 0, 1 or 2 is malformed",
          try frame(welcome, patch: "mode (v2)", [3]), .malformed)
        let v3Welcome = ServerMessage.welcome(WelcomeMessage(version: 3, sessionID: 1, resumeToken: 2,
                                                             screenSize: CGSize(width: 10, height: 10), capabilities: []))
        s("version 3 welcome, mode 2", "§10.2 mode 2 (mirror a screen) exists from version 4 on",
          try frame(v3Welcome, patch: "mode (v2)", [2]), .malformed)
        let v1Welcome = ServerMessage.welcome(WelcomeMessage(version: 1, sessionID: 1, resumeToken: 2,
                                                             screenSize: CGSize(width: 10, height: 10), capabilities: []))
        s("version 1 welcome claiming version 2", "§13 a version-2 welcome carries the version-2 fields (§3: a payload MUST hold all its fields)",
          try frame(v1Welcome, patch: "version", [2, 0]), .malformed)

        // §11 contents
        let contents = ServerMessage.contents(ContentsMessage(bitmap: tiny))
        s("wrong content id", "§6.2 the pixels MUST hash to the content id", try frame(contents, patch: "content id", le64(1)), .contentMismatch)
        s("pixels short", "§11.3 the pixels are exactly width × height × 4 bytes",
          Array(rawFrame(type: 0x0012, payload: Array(try payloadBytes(contents).dropLast(4)))), .malformed)
        s("bitmap too wide", "§8 L5 width and height MUST NOT exceed maxBitmapDimension",
          try frame(contents, patch: "width (px)", le32(UInt32(limits.maxBitmapDimension + 1))), .limitExceeded)
        s("empty bitmap", "§8 L5 width and height are at least 1", try frame(contents, patch: "height (px)", le32(0)), .malformed)
        s("unknown pixel format", "§6.1 a pixel format other than 1 is malformed", try frame(contents, patch: "format", [2]), .malformed)
        s("unknown filter", "§6.3 a filter other than 0, 1 or 2 is malformed", try frame(contents, patch: "filter", [3]), .malformed)
        s("zero contents scale", "§11.3 scale MUST be greater than 0", try frame(contents, patch: "scale (px per pt)", le64(0.0.bitPattern)), .malformed)
        let update = ServerMessage.contentsUpdate(ContentsUpdateMessage(baseID: ContentID(1), newID: ContentID(2), x: 0, y: 0, width: 1, height: 1, pixels: [1, 2, 3, 4]))
        s("update rectangle empty", "§8 L5 width and height are at least 1", try frame(update, patch: "width (px)", le32(0)), .malformed)
        s("update pixels long", "§11.4 the pixels are exactly width × height × 4 bytes", rawFrame(type: 0x0013, payload: try payloadBytes(update) + [0]), .malformed)

        // §12 input
        let tap = ClientMessage.pointer(PointerMessage(device: .mouse, pointerID: 0, phase: .began, location: CGPoint(x: 1, y: 1), timestamp: 1))
        c("NaN position", "§12 every f64 of an input message MUST be finite", try frame(tap, patch: "location (pt).x", le64(Double.nan.bitPattern)), .invalidInput)
        c("unknown device", "§12.1 a device other than 1 or 2 is invalidInput", try frame(tap, patch: "device mouse", [9]), .invalidInput)
        c("unknown phase", "§12.1 a phase other than 0…4 is invalidInput", try frame(tap, patch: "phase began", [9]), .invalidInput)
        let scroll = ClientMessage.scroll(ScrollMessage(location: .zero, delta: .zero, timestamp: 1))
        c("infinite scroll", "§12 every f64 of an input message MUST be finite", try frame(scroll, patch: "dy (pt)", le64(Double.infinity.bitPattern)), .invalidInput)
        try keyboardVectors(c, s)
        return v
    }
}
