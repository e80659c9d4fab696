import ArgumentParser
import Foundation
import LayercastProtocol
import NIOCore

/// `layercast-dump FILE`: prints a recorded stream (SPEC §15) one message per line, then the
/// bytes by message type, as on the wire (compressed) and inflated (raw).
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-dump",
        abstract: "Print a recorded Layercast stream one message per line, with a byte summary.")

    @Argument(help: "A recorded stream file (16-byte header, then frames as on the wire).")
    var file: String

    @Flag(name: .long, help: "Print only the summary.")
    var summaryOnly = false

    @Flag(name: .long, help: "After each message, print its payload field by field (hex | type | field).")
    var fields = false

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("cannot read \(file)")
        }
        var buffer = ByteBuffer(bytes: data)
        let header: RecordedStreamHeader
        do { header = try RecordedStreamHeader.read(from: &buffer) } catch { fail("\(file): \(error)") }
        print("# \(file): protocol version \(header.version), \(header.direction), \(data.count) bytes")
        var stats = Stats()
        switch header.direction {
        case .serverToClient:
            var decoder = ServerMessageDecoder()
            decoder.append(buffer)
            dumpFrames(&decoder, &stats) { $0.summary }
        case .clientToServer:
            var decoder = ClientMessageDecoder()
            decoder.append(buffer)
            dumpFrames(&decoder, &stats) { $0.summary }
        }
        stats.printSummary()
    }

    private func dumpFrames<M: WireMessage>(_ decoder: inout MessageDecoder<M>, _ stats: inout Stats, _ describe: (M) -> String) {
        var index = 0
        var offset = RecordedStreamHeader.size
        while true {
            let frame: DecodedFrame<M>?
            do { frame = try decoder.nextFrame() } catch {
                fail("\(file): frame \(index) at byte \(offset): \(error)")
            }
            guard let frame else { break }
            let wire = FrameHeader.size + Int(frame.header.payloadLength)
            let name = MessageType(rawValue: frame.header.type).map { "\($0)" } ?? "unknown(0x\(String(frame.header.type, radix: 16)))"
            stats.add(name, wire: wire, raw: FrameHeader.size + frame.rawPayloadLength)
            if !summaryOnly {
                let z = frame.header.isCompressed ? " zstd \(frame.header.payloadLength)->\(frame.rawPayloadLength)" : ""
                let text = frame.message.map(describe) ?? "skipped unknown skippable message type 0x\(String(frame.header.type, radix: 16))"
                print("\(index) @\(offset) \(wire)B\(z): \(text)")
                if fields, let message = frame.message { printFields(message) }
            }
            index += 1
            offset += wire
        }
        if decoder.bufferedBytes > 0 {
            fail("\(file): stream ends inside a frame at byte \(offset) (\(decoder.bufferedBytes) bytes left)")
        }
    }

    /// The payload re-encoded with annotations: the same bytes the frame carried (inflated).
    private func printFields(_ message: some WireMessage) {
        var payload = ByteBuffer()
        guard let annotations = try? message.annotatedPayload(into: &payload) else { return }
        let bytes = Array(payload.readableBytesView)
        for a in annotations {
            let slice = bytes[a.offset..<(a.offset + a.length)]
            let hex = slice.prefix(32).map { String(format: "%02x", $0) }.joined() + (slice.count > 32 ? "…(\(slice.count) bytes)" : "")
            print("    \(hex) | \(a.type) | \(a.label)")
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("layercast-dump: error: " + message + "\n").utf8))
        Foundation.exit(2)
    }
}

/// Bytes by message type.
struct Stats {
    var rows: [String: (count: Int, wire: Int, raw: Int)] = [:]
    mutating func add(_ name: String, wire: Int, raw: Int) {
        var r = rows[name] ?? (0, 0, 0)
        r.count += 1; r.wire += wire; r.raw += raw
        rows[name] = r
    }
    func printSummary() {
        print("# summary: type, messages, bytes on the wire (compressed), bytes raw (inflated)")
        var total = (count: 0, wire: 0, raw: 0)
        for (name, r) in rows.sorted(by: { $0.value.wire > $1.value.wire }) {
            print("\(name)\t\(r.count)\t\(r.wire)\t\(r.raw)")
            total.count += r.count; total.wire += r.wire; total.raw += r.raw
        }
        print("total\t\(total.count)\t\(total.wire)\t\(total.raw)")
    }
}

Dump.main()
