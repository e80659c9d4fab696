import Foundation
import Logging
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// The error a connection ended with: the last message when it is an `error` or `reject`.
func closingCode(_ messages: [ServerMessage]) -> ProtocolError.Code? {
    switch messages.last {
    case .error(let e)?: e.code
    case .reject(let r)?: r.code
    default: nil
    }
}

/// A frame header (SPEC §2.2) followed by `payload`.
func rawFrame(type: UInt16, flags: UInt16 = 0, length: UInt32? = nil, payload: [UInt8] = []) -> [UInt8] {
    var bytes: [UInt8] = []
    let n = length ?? UInt32(payload.count)
    bytes += withUnsafeBytes(of: n.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: type.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: flags.littleEndian, Array.init)
    return bytes + payload
}

/// A `pointer` payload (SPEC §12.1) with any values, finite or not, in range or not.
func rawPointerPayload(device: UInt8 = 2, pointerID: UInt32 = 1, phase: UInt8 = 0,
                       x: Double = 10, y: Double = 10) -> [UInt8] {
    var bytes: [UInt8] = [device]
    bytes += withUnsafeBytes(of: pointerID.littleEndian, Array.init)
    bytes.append(phase)
    bytes += withUnsafeBytes(of: x.bitPattern.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: y.bitPattern.littleEndian, Array.init)
    bytes += [UInt8](repeating: 0, count: 8)  // buttons, modifiers
    bytes += withUnsafeBytes(of: (0.0).bitPattern.littleEndian, Array.init)
    return bytes
}

/// The process's open descriptors that are TCP sockets to or from `port` (the server's listener,
/// its connections, and the tests' clients of it), from /proc: other suites running in this
/// process at the same time do not count.
func socketDescriptors(port: Int) -> Int {
    var inodes = Set<String>()
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        // Read to the end: /proc files report size 0 and give a page per read.
        guard let handle = FileHandle(forReadingAtPath: table),
              let data = try? handle.readToEnd(), let text = String(data: data, encoding: .utf8) else { continue }
        try? handle.close()
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, fields[9] != "0" else { continue }
            let ports = [fields[1], fields[2]].compactMap { $0.split(separator: ":").last.flatMap { Int($0, radix: 16) } }
            if ports.contains(port) { inodes.insert(String(fields[9])) }
        }
    }
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return fds.filter { fd in
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)"),
              target.hasPrefix("socket:[") else { return false }
        return inodes.contains(String(target.dropFirst(8).dropLast()))
    }.count
}
