/// Counters of a running server, for tests and benchmarks (read on the main actor).
public struct ServerStatistics: Sendable, Equatable {
    /// UI turns run.
    public var turns = 0
    /// Commits the UI produced.
    public var commits = 0
    /// Sessions that completed the handshake.
    public var sessionsAccepted = 0
    /// Coalesced diffs (or snapshots) computed: once per (group, from, to), whatever the
    /// number of clients.
    public var diffsComputed = 0
    /// Snapshot and commit frames encoded: once per (group, from, to, encoding).
    public var framesEncoded = 0
    /// Contents frames encoded: once per (content, encoding).
    public var contentsEncoded = 0
    /// Bytes of welcome, glyph, contents, snapshot and commit frames written, over all sessions.
    public var bytesSent = 0
    /// Acknowledgements whose hash matched.
    public var acks = 0
    /// Snapshots resent after a hash mismatch or a resync request.
    public var resyncs = 0
    /// Sessions resumed on a new connection (SPEC §10.5).
    public var resumes = 0
    /// Pointer messages delivered to the UI as touches.
    public var inputs = 0
    /// Contents an update referred to that the server had no bitmap for (SPEC §6.4 broken: the
    /// client must refuse that update). Zero unless the UI failed to provide a bitmap.
    public var contentsMissing = 0
    /// Glyph masks sent (SPEC §11.8), over all sessions: each at most once per connection.
    public var glyphMasksSent = 0
    /// Bytes of `glyphs` and `glyphRelease` frames written (counted in `bytesSent` too).
    public var glyphBytesSent = 0
    /// Glyph masks rasterised: once per key, whatever the number of clients (SPEC §6.5).
    public var glyphMasksRasterised = 0

    /// All zero.
    public init() {}
}
