import Foundation
import LayercastProtocol
@testable import LayercastConformance

/// The faults in what the server reads: the proxy hides a frame of the kit's from the server,
/// rewrites it so the server accepts what it must refuse, or answers on the server's behalf.
extension MutantEngine {
    /// A little-endian integer at `offset` of `bytes`.
    static func read<T: FixedWidthInteger>(_ bytes: [UInt8], at offset: Int, as _: T.Type = T.self) -> T? {
        guard offset + MemoryLayout<T>.size <= bytes.count else { return nil }
        return bytes[offset..<offset + MemoryLayout<T>.size].reversed().reduce(T(0)) { $0 << 8 | T($1) }
    }

    /// A little-endian f64 at `offset`.
    static func double(_ bytes: [UInt8], at offset: Int) -> Double? { read(bytes, at: offset, as: UInt64.self).map(Double.init(bitPattern:)) }

    /// §12.3's defined keyboard usages.
    static func isDefinedUsage(_ usage: UInt16) -> Bool {
        (0x04...0xA4).contains(usage) || (0xB0...0xDD).contains(usage) || (0xE0...0xE7).contains(usage)
    }

    /// The kit's frame after the mutant.
    mutating func mutate(_ frame: ClientFrame) -> ClientAction {
        guard let mutant else { return .forward(frame) }
        let type = MessageType(rawValue: frame.header.type)
        let p = frame.payload
        var f = frame
        switch mutant {
        case .badMagicWelcomed where type == .hello && welcome == nil && p.count >= 4 && Array(p[0..<4]) != Array("LCST".utf8):
            f.payload.replaceSubrange(0..<4, with: Array("LCST".utf8))
            return .forward(f)
        case .versionsReversedWelcomed where type == .hello && welcome == nil:
            guard let low = Self.read(p, at: 4, as: UInt16.self), let high = Self.read(p, at: 6, as: UInt16.self), low > high else { break }
            f.payload.replaceSubrange(4..<8, with: ServerCases.le(high) + ServerCases.le(low))
            return .forward(f)
        case .noCommonVersionWelcomed:
            guard case .hello(var h) = frame.message, welcome == nil,
                  h.maxVersion < ProtocolVersion.oldest || h.minVersion > ProtocolVersion.current else { break }
            h.minVersion = ProtocolVersion.oldest; h.maxVersion = ProtocolVersion.current
            return replace(h)
        case .unknownScreenServed:
            guard case .hello(var h) = frame.message, h.mode == .mirrorScreen, (h.screenID ?? 0) != 0 else { break }
            h.mode = .mirror; h.screenID = nil
            return replace(h)
        case .resumeRefused:
            guard case .hello(var h) = frame.message, h.resume != nil else { break }
            h.resume = nil
            return replace(h)
        case .tokenRequiredWithoutConfiguration:
            guard case .hello(let h) = frame.message, h.token != nil else { break }
            return ClientAction(toServer: nil, toKit: [.reject(RejectMessage(code: .unauthorized, reason: "mutant: a token"))], closeAfter: true)
        case .messageBeforeHelloIgnored where hello == nil && type != .hello: return .drop
        case .secondHelloIgnored where welcome != nil && type == .hello: return .drop
        case .reservedFlagCleared where frame.header.flags & ~FrameHeader.knownFlags != 0:
            f.header.flags &= FrameHeader.knownFlags
            return .forward(f)
        case .unknownCriticalSkipped where type == nil && !MessageType.isSkippable(frame.header.type): return .drop
        case .skippableRefused where type == nil && MessageType.isSkippable(frame.header.type):
            return ClientAction(toServer: nil, toKit: [.error(ErrorMessage(code: .unknownMessage, reason: "mutant: a skippable frame"))],
                                closeAfter: true)
        case .wrongDirectionIgnored where type != nil && type != .hello && frame.header.type < MessageType.pointer.rawValue: return .drop
        case .trailingBytesIgnored where type == .pong && p.count > 8:
            f.payload = Array(p.prefix(8)); f.header.payloadLength = 8
            return .forward(f)
        case .zstdBombAccepted where frame.header.isCompressed: return .drop
        case .ackBeyondSentIgnored:
            if case .ack(let a) = frame.message, a.commitID > lastUpdateID { return .drop }
        case .nanPointerAccepted where type == .pointer:
            if [6, 14].contains(where: { Self.double(p, at: $0)?.isFinite == false }) { return .drop }
        case .unknownDeviceAccepted where type == .pointer && !p.isEmpty && p[0] != 1 && p[0] != 2: return .drop
        case .unknownPhaseAccepted where type == .pointer && p.count > 5 && p[5] > 4: return .drop
        case .nanScrollAccepted where type == .scroll:
            if [0, 8, 16, 24].contains(where: { Self.double(p, at: $0)?.isFinite == false }) { return .drop }
        case .badBoolAccepted where type == .scroll && p.count > 32 && p[32] > 1:
            f.payload[32] = 1
            return .forward(f)
        case .screenChangeOutOfRangeAccepted where type == .screenChange:
            if Self.read(p, at: 0, as: UInt32.self) == 0 || Self.read(p, at: 4, as: UInt32.self) == 0 { return .drop }
        case .keyWithoutKeyboardAccepted where type == .key && welcome?.capabilities.contains(.keyboard) == false: return .drop
        case .keyUnknownUsageAccepted where type == .key:
            if let usage = Self.read(p, at: 1, as: UInt16.self), !Self.isDefinedUsage(usage) { return .drop }
        case .keyUpRepeatAccepted where type == .key && p.count > 7 && p[0] == 1 && p[7] == 1: return .drop
        case .textOverLimitAccepted where type == .text:
            if let n = Self.read(p, at: 0, as: UInt16.self), Int(n) > welcome?.limits.maxTextSize ?? Int.max { return .drop }
        case .floodAccepted where type == .pong && pongs > 300: return .drop
        case .strayPongCloses:
            if case .pong(let pong) = frame.message, welcome != nil, pong.nonce != outstandingPing {
                return ClientAction(toServer: nil, toKit: [.error(ErrorMessage(code: .unexpectedMessage, reason: "mutant: a stray pong"))],
                                    closeAfter: true)
            }
        case .pongsDropped where type == .pong: return .drop
        case .goodbyeAnswered where type == .goodbye:
            return ClientAction(toServer: frame.bytes, toKit: [.error(ErrorMessage(code: .internalError, reason: "mutant: goodbye answered"))])
        case .goodbyeIgnored where type == .goodbye: return .drop
        case .resyncIgnored where type == .resyncRequest: return .drop
        case .ackHashAltered:
            if case .ack(var a) = frame.message {
                a.treeHash ^= 1
                return ClientAction(toServer: Self.frame(.ack(a)))
            }
        default: break
        }
        return .forward(frame)
    }

    /// The hello the server reads instead of the kit's.
    mutating func replace(_ h: HelloMessage) -> ClientAction {
        hello = h
        return ClientAction(toServer: Self.frame(.hello(h)))
    }

    /// A client message as a frame, uncompressed.
    static func frame(_ message: ClientMessage) -> [UInt8] {
        var encoder = MessageEncoder(compression: .none)
        return (try? encoder.encode(message)).map { Array($0.readableBytesView) } ?? []
    }
}
