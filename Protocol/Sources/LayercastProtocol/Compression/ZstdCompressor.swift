import CZstd
import NIOCore
import LayercastModel

/// A zstd compression context (SPEC §2.4). Not Sendable: keep one per encoder.
public final class ZstdCompressor {
    private let context: OpaquePointer
    /// The zstd level (1…19); SPEC §2.4 recommends 3.
    public let level: Int32

    /// Creates a context at a level. With `freesLargeWorkspaces`, inputs of `largeInputBytes`
    /// or more are compressed in a context made for them and freed at once: for an encoder that
    /// lives as long as a server and sees a large message only now and then (a snapshot).
    public convenience init(level: Int32 = 3, freesLargeWorkspaces: Bool = false) {
        self.init(level: level, writesContentSize: true, freesLargeWorkspaces: freesLargeWorkspaces)
    }

    /// The input size (bytes, one zstd block) from which `freesLargeWorkspaces` applies. A zstd
    /// context keeps the working memory of the largest input it compressed (its tables grow
    /// with the input, up to the level's limits): after one snapshot of a 10,000-layer tree
    /// about a megabyte, which small commits never need again.
    public static let largeInputBytes = 128 * 1024

    private let writesContentSize: Bool
    private let freesLargeWorkspaces: Bool

    /// `writesContentSize: false` makes frames that do not declare their size: only tests need
    /// them, to check that the decoder's limit holds while inflating too.
    init(level: Int32, writesContentSize: Bool, freesLargeWorkspaces: Bool = false) {
        self.level = level
        self.writesContentSize = writesContentSize
        self.freesLargeWorkspaces = freesLargeWorkspaces
        context = Self.makeContext(level: level, writesContentSize: writesContentSize)
    }

    deinit { ZSTD_freeCCtx(context) }

    private static func makeContext(level: Int32, writesContentSize: Bool) -> OpaquePointer {
        // ZSTD_createCCtx only fails when out of memory, where crashing is the honest answer.
        guard let c = ZSTD_createCCtx() else { fatalError("ZSTD_createCCtx failed: out of memory") }
        ZSTD_CCtx_setParameter(c, ZSTD_c_compressionLevel, level)
        ZSTD_CCtx_setParameter(c, ZSTD_c_contentSizeFlag, writesContentSize ? 1 : 0)
        // §2.4: "a sender MUST NOT use a window larger than 2^24 bytes".
        ZSTD_CCtx_setParameter(c, ZSTD_c_windowLog, 24)
        return c
    }

    /// Appends one zstd frame holding `input` to `output`. The bytes do not depend on whether
    /// the kept context or a fresh one (`freesLargeWorkspaces`) compressed them.
    public func compress(_ input: UnsafeRawBufferPointer, into output: inout ByteBuffer) throws(ProtocolError) {
        let large = freesLargeWorkspaces && input.count >= Self.largeInputBytes
        let context = large ? Self.makeContext(level: level, writesContentSize: writesContentSize) : self.context
        defer { if large { ZSTD_freeCCtx(context) } }
        let bound = ZSTD_compressBound(input.count)
        var result = 0
        output.writeWithUnsafeMutableBytes(minimumWritableBytes: bound) { out in
            result = ZSTD_compress2(context, out.baseAddress, out.count, input.baseAddress, input.count)
            return ZSTD_isError(result) != 0 ? 0 : result
        }
        guard ZSTD_isError(result) == 0 else {
            throw ProtocolError(.internalError, "zstd: " + String(cString: ZSTD_getErrorName(result)))
        }
    }

    /// One zstd frame holding `input`.
    public func compress(_ input: [UInt8]) throws(ProtocolError) -> ByteBuffer {
        var out = ByteBuffer()
        let result = input.withUnsafeBytes { p in Result { () throws(ProtocolError) in try compress(p, into: &out) } }
        try result.get()
        return out
    }
}
