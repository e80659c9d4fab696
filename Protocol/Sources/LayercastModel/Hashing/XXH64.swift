/// XXH64, the 64-bit xxHash of Yann Collet, in Swift (SPEC §7.1).
///
/// Used for content ids (§6.2) and the canonical tree hash (§7.2). Streaming: `update` any
/// number of times, then `digest`. Matches the reference implementation bit for bit.
public struct XXH64: Sendable {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    private let seed: UInt64
    private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
    private var total: UInt64 = 0
    private var pending: [UInt8] = []

    /// A hasher with a seed (0 everywhere in the protocol).
    public init(seed: UInt64 = 0) {
        self.seed = seed
        v1 = seed &+ Self.p1 &+ Self.p2; v2 = seed &+ Self.p2; v3 = seed; v4 = seed &- Self.p1
        pending.reserveCapacity(32)
    }

    /// The hash of `bytes` in one call.
    public static func hash(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0) -> UInt64 {
        var h = XXH64(seed: seed)
        h.update(Array(bytes))
        return h.digest()
    }

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }
    @inline(__always) private static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 {
        (acc ^ round(0, v)) &* p1 &+ p4
    }

    /// Feeds bytes.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    /// Feeds bytes.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        total &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(32 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { consumeStripe($0, at: 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 32 {
            consumeStripe(bytes, at: offset)
            offset += 32
        }
        if offset < bytes.count { pending.append(contentsOf: bytes[offset...]) }
    }

    @inline(__always) private mutating func consumeStripe(_ p: UnsafeRawBufferPointer, at o: Int) {
        v1 = Self.round(v1, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: o, as: UInt64.self)))
        v2 = Self.round(v2, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)))
        v3 = Self.round(v3, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)))
        v4 = Self.round(v4, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)))
    }

    /// The hash of everything fed so far.
    public func digest() -> UInt64 {
        var h: UInt64
        if total >= 32 {
            h = Self.rotl(v1, 1) &+ Self.rotl(v2, 7) &+ Self.rotl(v3, 12) &+ Self.rotl(v4, 18)
            h = Self.merge(h, v1); h = Self.merge(h, v2); h = Self.merge(h, v3); h = Self.merge(h, v4)
        } else {
            h = seed &+ Self.p5
        }
        h &+= total
        pending.withUnsafeBytes { p in
            var i = 0
            while p.count - i >= 8 {
                let k = Self.round(0, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                h ^= k; h = Self.rotl(h, 27) &* Self.p1 &+ Self.p4; i += 8
            }
            if p.count - i >= 4 {
                h ^= UInt64(UInt32(littleEndian: p.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* Self.p1
                h = Self.rotl(h, 23) &* Self.p2 &+ Self.p3; i += 4
            }
            while i < p.count {
                h ^= UInt64(p[i]) &* Self.p5; h = Self.rotl(h, 11) &* Self.p1; i += 1
            }
        }
        h ^= h >> 33; h &*= Self.p2; h ^= h >> 29; h &*= Self.p3; h ^= h >> 32
        return h
    }
}
