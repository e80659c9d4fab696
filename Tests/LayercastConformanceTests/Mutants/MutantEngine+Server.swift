import Foundation
import LayercastProtocol
@testable import LayercastConformance

/// The faults in what the server sends: each rewrites, adds, drops or holds back frames the real
/// server wrote (SPEC sections as in `ServerMutant.rule`).
extension MutantEngine {
    /// An animation of the root's opacity (§5.4), for `animationUngranted`.
    static let fade = LayerAnimation(key: "mutant", keyPath: "opacity", values: [.scalar(0), .scalar(1)], beginTime: 0, duration: 1)

    /// The server frame after the mutant; `[frame.bytes]` when it does not touch it.
    mutating func mutate(_ frame: ServerFrame) -> [[UInt8]] {
        let same = [frame.bytes]
        guard let mutant, let message = frame.message else { return same }
        let offered = hello?.capabilities ?? []
        switch (mutant, message) {
        case (.reservedFlag, .snapshot):
            var bytes = frame.bytes
            bytes[6] |= 4   // §2.2: flag bit 2, reserved
            return [bytes]
        case (.trailingBytes, .ping):
            return [rawFrame(type: frame.header.type, payload: Array(frame.bytes.dropFirst(FrameHeader.size)) + [0])]
        case (.compressedWithoutZstd, _) where !offered.contains(.zstd) && frame.header.flags == 0:
            let payload = Array(frame.bytes.dropFirst(FrameHeader.size))
            guard payload.count >= 16, let packed = try? ZstdCompressor(level: 3).compress(payload) else { return same }
            return [rawFrame(type: frame.header.type, flags: FrameHeader.compressedFlag, payload: Array(packed.readableBytesView))]
        case (.clientTypeSent, .welcome):
            return same + [rawFrame(type: MessageType.pong.rawValue, payload: ServerCases.le(UInt64(7)))]
        case (.unknownCriticalSent, .welcome):
            return same + [rawFrame(type: 0x4444, payload: [1, 2, 3])]
        case (.welcomeTwice, .welcome):
            return same + same
        case (.resumeResendsContents, .welcome(let w)) where w.resumed:
            return same + (hello?.resume.map { shared.contents(of: $0.token) } ?? [])
        case (_, .welcome(let w)):
            return rewrite(w).map { [Self.encode(.welcome($0))] } ?? same
        case (.firstSnapshotAsCommit, .snapshot(let s)) where snapshots == 1,
             (.resyncAsCommit, .snapshot(let s)) where snapshots > 1:
            return [Self.encode(.commit(CommitMessage(commitID: s.commitID, serverTime: s.serverTime, operations: s.operations)))]
        case (.contentsAfterUse, .contents):
            heldBack.append(frame.bytes)
            return []
        case (.contentsAfterUse, .snapshot), (.contentsAfterUse, .commit):
            defer { heldBack = [] }
            return same + heldBack
        case (.contentsNeverSent, .contents):
            return []
        case (.contentsResent, .snapshot) where snapshots > 1:
            return contentsSent + same
        case (.contentsAltered, .contents(var c)) where !c.bitmap.pixels.isEmpty:
            c.bitmap.pixels[0] ^= 0x01
            return [Self.encode(.contents(c))]
        case (.contentsUpdateUngranted, .snapshot) where snapshots == 1 && !offered.contains(.partialContents):
            guard let base = firstContent else { return same }
            let update = ContentsUpdateMessage(baseID: base, newID: ContentID(base.rawValue ^ 0x5A5A), x: 0, y: 0, width: 1, height: 1,
                                               pixels: [0, 0, 0, 0])
            return same + [Self.encode(.contentsUpdate(update))]
        case (.filterUngranted, .contents(var c)) where !offered.contains(.pixelFilter):
            c.filter = .sub
            return [Self.encode(.contents(c))]
        case (.animationUngranted, .snapshot(let s)) where !offered.contains(.animations):
            return [append(s, [.addAnimation(.root, Self.fade)])]
        case (.propertyUngranted, .snapshot(let s)) where !offered.contains(.layerGroups):
            return [append(s, [.setProperties(.root, [.allowsGroupOpacity(false)])])]
        case (.compactUngranted, .commit(var c)) where !offered.contains(.compactCommits):
            c.isCompact = true
            return [Self.encode(.commit(c))]
        case (.commitIDRepeated, .commit(var c)):
            c.commitID = lastUpdateID
            return [Self.encode(.commit(c))]
        case (.commitDuplicated, .commit):
            return same + same
        case (.unknownLayer, .snapshot(let s)): return [append(s, [.setProperties(LayerID(0xDEAD_BEEF), [.opacity(1)])])]
        case (.rootCreated, .snapshot(let s)): return [append(s, [.createLayer(.root)])]
        case (.rootDestroyed, .snapshot(let s)): return [append(s, [.destroyLayer(.root)])]
        case (.selfSublayer, .snapshot(let s)): return [append(s, [.setSublayers(.root, [.root])])]
        case (.selfMask, .snapshot(let s)): return [append(s, [.setProperties(.root, [.mask(.root)])])]
        case (.cycle, .snapshot(let s)):
            let a = LayerID(0x7FFF_0001), b = LayerID(0x7FFF_0002)
            return [append(s, [.createLayer(a), .createLayer(b), .setSublayers(a, [b]), .setSublayers(b, [a])])]
        case (.snapshotAltered, .snapshot(let s)) where snapshots == 1:
            return [append(s, [.setProperties(.root, [.opacity(0.5)])])]
        case (.resyncAltered, .snapshot(let s)) where snapshots > 1:
            return [append(s, [.createLayer(LayerID(0x7FFF_0100))])]
        case (.rejectAsError, .reject(let r)):
            return [Self.encode(.error(ErrorMessage(code: r.code, reason: r.reason)))]
        case (.errorBeforeWelcomeAsReject, .error(let e)) where welcome == nil:
            return [Self.encode(.reject(RejectMessage(code: e.code, reason: e.reason)))]
        case (.rejectCodeWrong, .reject(var r)) where r.code == .unsupportedVersion:
            r.code = .unauthorized
            return [Self.encode(.reject(r))]
        case (_, .error(var e)):
            guard let to = Self.codeSwaps[mutant], to.from == e.code else { return same }
            e.code = to.to
            return [Self.encode(.error(e))]
        default:
            return same
        }
    }

    /// The error-code mutants: the code the rule gives, and the one sent instead (§9).
    static let codeSwaps: [ServerMutant: (from: ProtocolError.Code, to: ProtocolError.Code)] = [
        .codeFrameTooLarge: (.frameTooLarge, .malformed), .codeMalformed: (.malformed, .unknownMessage),
        .codeUnknownMessage: (.unknownMessage, .malformed), .codeUnexpectedMessage: (.unexpectedMessage, .malformed),
        .codeDecompressedTooLarge: (.decompressedTooLarge, .malformed), .codeInvalidInput: (.invalidInput, .malformed),
        .codeRateLimited: (.rateLimited, .limitExceeded), .codeLimitExceeded: (.limitExceeded, .malformed),
        .codeUnknownScreen: (.unknownScreen, .malformed),
    ]

    /// A snapshot with operations appended, encoded.
    func append(_ s: SnapshotMessage, _ operations: [LayerOperation]) -> [UInt8] {
        Self.encode(.snapshot(SnapshotMessage(commitID: s.commitID, serverTime: s.serverTime, operations: s.operations + operations)))
    }

    /// The welcome the mutant sends instead of `w`; `nil` to leave it as it is.
    func rewrite(_ original: WelcomeMessage) -> WelcomeMessage? {
        guard let mutant, let hello else { return nil }
        var w = original
        switch mutant {
        case .unofferedCapability:
            let extra = Capabilities.defined(inVersion: w.version).subtracting(hello.capabilities)
            guard !extra.isEmpty else { return nil }
            w.capabilities.formUnion(extra)
        case .lowestVersion:
            let lowest = max(hello.minVersion, ProtocolVersion.oldest)
            guard lowest < w.version else { return nil }
            w.version = lowest
            if lowest < 2 { w.contentsScale = nil; w.mode = nil; w.screenID = nil }
        case .versionOutsideOffer:
            guard hello.maxVersion < UInt16.max else { return nil }
            w.version = hello.maxVersion + 1
        case .keyboardBeforeVersion3:
            let keys = hello.capabilities.intersection([.keyboard, .clipboard])
            guard w.version < 3, !keys.isEmpty else { return nil }
            w.capabilities.formUnion(keys)
        case .version4CapabilityInVersion3:
            let later = hello.capabilities.intersection(Capabilities.all.subtracting(.defined(inVersion: 3)))
            guard w.version == 3, !later.isEmpty else { return nil }
            w.capabilities.formUnion(later)
        case .caretLayerWithoutKeyboard:
            guard hello.capabilities.contains(.caretLayer), !w.capabilities.contains(.keyboard) else { return nil }
            w.capabilities.insert(.caretLayer)
        case .unknownCapabilityAccepted:
            let unknown = hello.capabilities.rawValue & ~Capabilities.all.rawValue
            guard unknown != 0 else { return nil }
            w.capabilities = Capabilities(rawValue: w.capabilities.rawValue | unknown)
        case .resumedUnknownToken:
            guard let r = hello.resume, !shared.wasIssued(r.token), !w.resumed else { return nil }
            w.resumed = true
        case .resumeAfterGoodbye:
            guard let r = hello.resume, shared.saidGoodbye(r.token), !w.resumed else { return nil }
            w.resumed = true
        case .frameSizeAnnouncedLower: w.limits.maxFrameSize = 1 << 20
        case .frameSizeAnnouncedHigher: w.limits.maxFrameSize = 100 << 20
        case .decompressedSizeAnnouncedLower: w.limits.maxDecompressedSize = 1024
        case .layersAnnouncedLower: w.limits.maxLayers = 2
        case .depthAnnouncedLower: w.limits.maxTreeDepth = 1
        case .bitmapAnnouncedLower: w.limits.maxBitmapDimension = 8
        case .sublayersAnnouncedLower: w.limits.maxSublayers = 1
        case .rateAnnouncedLower: w.limits.maxMessagesPerSecond = 100
        case .rateAnnouncedHigher: w.limits.maxMessagesPerSecond = 20_000
        case .textSizeAnnouncedLower:
            guard w.version >= 3 else { return nil }
            w.limits.maxTextSize = 16
        default: return nil
        }
        return w
    }
}
