import CZstd
import NIOCore

/// A zstd compression context (SPEC §2.4). Not Sendable: keep one per encoder.
public final class ZstdCompressor {
    private let context: OpaquePointer
    /// The zstd level (1…19); SPEC §2.4 recommends 3.
    public let level: Int32

    /// Creates a context at a level.
    public convenience init(level: Int32 = 3) { self.init(level: level, writesContentSize: true) }

    /// `writesContentSize: false` makes frames that do not declare their size: only tests need
    /// them, to check that the decoder's limit holds while inflating too.
    init(level: Int32, writesContentSize: Bool) {
        // ZSTD_createCCtx only fails when out of memory, where crashing is the honest answer.
        guard let c = ZSTD_createCCtx() else { fatalError("ZSTD_createCCtx failed: out of memory") }
        context = c
        self.level = level
        ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, level)
        ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, writesContentSize ? 1 : 0)
        // §2.4: "a sender MUST NOT use a window larger than 2^24 bytes".
        ZSTD_CCtx_setParameter(context, ZSTD_c_windowLog, 24)
    }

    deinit { ZSTD_freeCCtx(context) }

    /// Appends one zstd frame holding `input` to `output`.
    public func compress(_ input: UnsafeRawBufferPointer, into output: inout ByteBuffer) throws(ProtocolError) {
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
