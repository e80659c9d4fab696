#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
private let noSignal = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
import Darwin
private let streamSocket = SOCK_STREAM
private let noSignal: Int32 = 0
#endif
import Foundation

/// The C library's `close` and `send`, out of reach of the methods of the same names.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { send(fd, bytes, count, noSignal) }

/// A blocking TCP connection to the kit, read with a timeout: the mutant client is a sequential
/// script on a thread of its own, so it reads raw bytes and frames them itself (which lets a
/// mutant break the framing rules of SPEC §2.2–§2.4 that a codec would never let through).
final class MutantSocket {
    private let fd: Int32

    /// Connects to 127.0.0.1:`port`; `nil` when the kit is not listening.
    init?(port: Int) {
        let s = socket(AF_INET, streamSocket, 0)
        guard s >= 0 else { return nil }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(s, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { closeDescriptor(s); return nil }
        fd = s
    }

    deinit { closeDescriptor(fd) }

    /// Writes every byte; `false` when the kit closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { sendBytes(fd, $0.baseAddress! + sent, bytes.count - sent) }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// What a read found.
    enum Read {
        case bytes([UInt8])
        case closed
        case timedOut
    }

    /// The bytes that arrive within `timeout` seconds.
    func receive(timeout: Double) -> Read {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&p, 1, Int32(timeout * 1000))
        guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return .closed }
        return .bytes(Array(chunk[0..<n]))
    }

    /// Ends the connection (both directions).
    func close() { shutdown(fd, Int32(SHUT_RDWR)) }
}

/// Just enough of a zstd frame's layout (RFC 8878 §3.1.1) for the mutants that get §2.4 wrong on
/// purpose: where the frame ends, what window it asks for, and what size it declares.
enum ZstdFrameLayout {
    /// The magic of a zstd skippable frame, its low nibble masked (RFC 8878 §3.1.2).
    static func isSkippable(_ b: [UInt8]) -> Bool {
        b.count >= 4 && b[1] == 0x2A && b[2] == 0x4D && b[3] == 0x18 && b[0] & 0xF0 == 0x50
    }

    /// The frame header's size and fields: descriptor at 4, then window, dictionary id, size.
    private static func header(_ b: [UInt8]) -> (size: Int, windowAt: Int?, declared: UInt64?)? {
        guard b.count >= 6 else { return nil }
        let d = b[4]
        let single = d & 0x20 != 0
        let fcsFlag = Int(d >> 6)
        let dictSize = [0, 1, 2, 4][Int(d & 3)]
        let fcsSize = fcsFlag == 0 ? (single ? 1 : 0) : [1, 2, 4, 8][fcsFlag]
        let windowAt: Int? = single ? nil : 5
        let fcsAt = 5 + (single ? 0 : 1) + dictSize
        let size = fcsAt + fcsSize
        guard b.count >= size else { return nil }
        var declared: UInt64?
        if fcsSize > 0 {
            var v: UInt64 = 0
            for i in 0..<fcsSize { v |= UInt64(b[fcsAt + i]) << (8 * i) }
            declared = fcsSize == 2 ? v + 256 : v
        }
        return (size, windowAt, declared)
    }

    /// The content size the header declares, if any.
    static func declaredSize(_ b: [UInt8]) -> UInt64? { header(b)?.declared }

    /// The bytes with a window over 2^24 lowered to 2^24: what a decoder that never checked the
    /// window would inflate.
    static func windowLowered(_ b: [UInt8]) -> [UInt8] {
        guard let at = header(b)?.windowAt, b[at] >> 3 > 14 else { return b }
        var out = b
        out[at] = 14 << 3
        return out
    }

    /// The first frame alone (blocks walked to the last, then the checksum): what is left after
    /// it is what a lax decoder would ignore.
    static func firstFrame(_ b: [UInt8]) -> [UInt8] {
        guard let h = header(b) else { return b }
        var i = h.size
        while i + 3 <= b.count {
            let header = UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16
            let last = header & 1 != 0
            let type = (header >> 1) & 3
            let size = Int(header >> 3)
            i += 3 + (type == 1 ? 1 : size)
            if last { break }
        }
        if b[4] & 0x04 != 0 { i += 4 }
        return Array(b[0..<min(i, b.count)])
    }
}
