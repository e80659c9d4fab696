/// §11.2 One transaction: ordered operations applied atomically.
public struct CommitMessage: Hashable, Sendable, Codable {
    /// Strictly increasing per session.
    public var commitID: UInt64
    /// Server time in seconds when the transaction committed.
    public var serverTime: Double
    /// The operations, in order.
    public var operations: [LayerOperation]
    /// Whether the commit travels as `compactCommit` (§11.11, capability `compactCommits`):
    /// id, time and operation count as `uvar`s, the time in whole microseconds. The meaning is
    /// the same; a decoded one says which layout it came in.
    public var isCompact: Bool
    /// Creates a commit.
    public init(commitID: UInt64, serverTime: Double, operations: [LayerOperation], isCompact: Bool = false) {
        self.commitID = commitID; self.serverTime = serverTime; self.operations = operations; self.isCompact = isCompact
    }

    private enum CodingKeys: String, CodingKey { case commitID, serverTime, operations, isCompact }

    /// Decodes a commit; `isCompact` may be absent (records made before it existed).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        commitID = try c.decode(UInt64.self, forKey: .commitID)
        serverTime = try c.decode(Double.self, forKey: .serverTime)
        operations = try c.decode([LayerOperation].self, forKey: .operations)
        isCompact = try c.decodeIfPresent(Bool.self, forKey: .isCompact) ?? false
    }

    /// Encodes a commit; `isCompact` only when true (SPEC §16.1's JSON form).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(commitID, forKey: .commitID)
        try c.encode(serverTime, forKey: .serverTime)
        try c.encode(operations, forKey: .operations)
        if isCompact { try c.encode(true, forKey: .isCompact) }
    }

    /// The largest server time a compact commit carries, in microseconds (2^53: every whole
    /// number up to it is exact as a double).
    public static let maxCompactMicroseconds: UInt64 = 1 << 53

    /// `serverTime` in whole microseconds as §11.11 carries it; `nil` when it cannot travel
    /// that way (negative, not finite, or past `maxCompactMicroseconds`): send it as `commit`.
    public static func compactMicroseconds(_ serverTime: Double) -> UInt64? {
        let micros = (serverTime * 1_000_000).rounded()
        guard micros.isFinite, micros >= 0, micros <= Double(maxCompactMicroseconds) else { return nil }
        return UInt64(micros)
    }
}
