import CZstd
import NIOCore
import LayercastModel

/// A zstd decompression context that never inflates past a limit (SPEC §2.4, §8 L2).
/// Not Sendable: keep one per decoder.
public final class ZstdDecompressor {
    private let context: OpaquePointer

    /// Creates a context.
    public init() {
        guard let c = ZSTD_createDCtx() else { fatalError("ZSTD_createDCtx failed: out of memory") }
        context = c
        // §2.4: "a frame whose window exceeds 2^24 bytes is malformed" — bounds the context's memory.
        ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 24)
    }

    deinit { ZSTD_freeDCtx(context) }

    /// Inflates exactly one zstd frame.
    ///
    /// Throws `decompressedTooLarge` when the frame declares, or turns out to produce, more than
    /// `limit` bytes (checked before and while inflating), and `malformed` for anything that is
    /// not exactly one valid frame.
    public func decompress(_ input: ByteBuffer, limit: Int) throws(ProtocolError) -> ByteBuffer {
        var failure: ProtocolError?
        let out = input.withUnsafeReadableBytes { src -> ByteBuffer in
            do throws(ProtocolError) { return try inflate(src, limit: limit) } catch { failure = error; return ByteBuffer() }
        }
        if let failure { throw failure }
        return out
    }

    private func inflate(_ src: UnsafeRawBufferPointer, limit: Int) throws(ProtocolError) -> ByteBuffer {
        // §2.4: "a zstd skippable frame carries no payload and is malformed here" (zstd itself
        // would inflate one to nothing).
        if src.count >= 4, src.loadUnaligned(as: UInt32.self).littleEndian & 0xFFFF_FFF0 == 0x184D_2A50 {
            throw ProtocolError(.malformed, "payload is a zstd skippable frame")
        }
        let declared = ZSTD_getFrameContentSize(src.baseAddress, src.count)
        let unknown = UInt64.max, error = UInt64.max - 1
        // §2.4: "the payload of a compressed frame MUST be one zstd frame".
        guard declared != error else { throw ProtocolError(.malformed, "payload is not a zstd frame") }
        // §8 L2: checked before inflating when the frame declares its size.
        if declared != unknown, declared > UInt64(limit) {
            throw ProtocolError(.decompressedTooLarge, "frame declares \(declared) bytes, limit \(limit)")
        }
        ZSTD_DCtx_reset(context, ZSTD_reset_session_only)
        var capacity = declared != unknown ? Int(declared) : min(limit, 64 * 1024)
        var out = ByteBuffer()
        out.reserveCapacity(max(capacity, 1))
        var inBuf = ZSTD_inBuffer(src: src.baseAddress, size: src.count, pos: 0)
        var produced = 0
        while true {
            let consumedBefore = inBuf.pos, producedBefore = produced
            var ret = 0
            var zstdError = false
            let room = capacity - produced
            out.writeWithUnsafeMutableBytes(minimumWritableBytes: max(room, 1)) { dst in
                var outBuf = ZSTD_outBuffer(dst: dst.baseAddress, size: room, pos: 0)
                ret = ZSTD_decompressStream(context, &outBuf, &inBuf)
                zstdError = ZSTD_isError(ret) != 0
                return zstdError ? 0 : outBuf.pos
            }
            guard !zstdError else {
                throw ProtocolError(.malformed, "zstd: " + String(cString: ZSTD_getErrorName(ret)))
            }
            produced = out.readableBytes
            // §8 L2: checked while inflating, whatever the frame header said.
            guard produced <= limit else { throw ProtocolError(.decompressedTooLarge, "inflates past \(limit) bytes") }
            if ret == 0 {
                // §2.4: "nothing may follow the frame inside the payload".
                guard inBuf.pos == inBuf.size else { throw ProtocolError(.malformed, "bytes after the zstd frame") }
                if declared != unknown, UInt64(produced) != declared {
                    throw ProtocolError(.malformed, "frame declared \(declared) bytes but produced \(produced)")
                }
                return out
            }
            // Never hang: zstd either consumes input or produces output on every call.
            guard inBuf.pos != consumedBefore || produced != producedBefore || produced == capacity else {
                throw ProtocolError(.malformed, "zstd frame makes no progress")
            }
            if produced == capacity {
                guard capacity < limit else {
                    throw ProtocolError(.decompressedTooLarge, "inflates past \(limit) bytes")
                }
                capacity = min(limit, max(capacity * 2, 64 * 1024))
            } else if inBuf.pos == inBuf.size {
                throw ProtocolError(.malformed, "zstd frame is truncated")
            }
        }
    }
}
