import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel


@Suite struct DripFeedTests {
    static func allStreams() throws -> [(name: String, direction: String, bytes: [UInt8])] {
        var out: [(String, String, [UInt8])] = []
        for t in MessageType.allCases where !VectorCatalog.withoutVectors.contains(t) {
            let data = try Data(contentsOf: VectorPaths.message(t))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let direction = object?["direction"] as? String ?? ""
            let frames = (object?["vectors"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? String }
            // All of a type's vectors back to back: a stream of several frames.
            out.append(("\(t)", direction, frames.flatMap { Hex.decode($0) }))
        }
        let malformed = try JSON.decoder().decode(MalformedVectorFile.self, from: Data(contentsOf: VectorPaths.malformed))
        for v in malformed.vectors { out.append((v.name, v.direction, Hex.decode(v.frame))) }
        return out
    }

    static func check<M: WireMessage>(_ m: M.Type, _ name: String, _ bytes: [UInt8]) {
        let whole = VectorCheck.outcome(m, bytes, limits: .default)
        let single = VectorCheck.outcome(m, bytes, chunks: [1], limits: .default)
        #expect(single.messages == whole.messages && single.error == whole.error, "\(name): byte by byte")
        var rng = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<3 {
            let chunks = (0..<16).map { _ in Int.random(in: 1...64, using: &rng) }
            let random = VectorCheck.outcome(m, bytes, chunks: chunks, limits: .default)
            #expect(random.messages == whole.messages && random.error == whole.error, "\(name): chunks \(chunks)")
        }
    }

    // MARK: - Every vector, every chunking

    @Test func everyVectorDecodesTheSameWhateverTheChunks() throws {
        let streams = try Self.allStreams()
        #expect(streams.count > 50)
        for s in streams {
            if s.direction == "serverToClient" { Self.check(ServerMessage.self, s.name, s.bytes) }
            else { Self.check(ClientMessage.self, s.name, s.bytes) }
        }
    }

    @Test func malformedVectorsGiveTheirErrors() throws {
        let file = try JSON.decoder().decode(MalformedVectorFile.self, from: Data(contentsOf: VectorPaths.malformed))
        for v in file.vectors {
            let bytes = Hex.decode(v.frame)
            let result = v.direction == "serverToClient"
                ? { let o = VectorCheck.outcome(ServerMessage.self, bytes, limits: .default); return (o.messages.count, o.error) }()
                : { let o = VectorCheck.outcome(ClientMessage.self, bytes, limits: .default); return (o.messages.count, o.error) }()
            #expect(result.1 == v.error, "\(v.name) (\(v.rule))")
            if let n = v.messages { #expect(result.0 == n, "\(v.name)") }
        }
    }

    // MARK: - A failed decoder stays failed

    @Test func errorsAreSticky() throws {
        var decoder = ServerMessageDecoder()
        decoder.append(rawFrame(type: 0x7000, payload: []))
        #expect(throws: ProtocolError.self) { try decoder.nextMessage() }
        decoder.append(rawFrame(type: 0x0015, payload: try payloadBytes(ServerMessage.ping(PingMessage(nonce: 1, serverTime: 1)))))
        #expect(throws: ProtocolError.self) { try decoder.nextMessage() }
    }

    // MARK: - Random bytes never crash

    @Test func randomBytesGiveAMessageNeedMoreOrAnError() {
        var rng = SplitMix64(seed: 7)
        for i in 0..<2000 {
            var bytes = (0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if bytes.count >= 8 {
                // Plausible headers reach the payload parsers.
                let len = UInt32(bytes.count - 8)
                bytes[0] = UInt8(len & 0xFF); bytes[1] = 0; bytes[2] = 0; bytes[3] = 0
                let types: [UInt16] = MessageType.allCases.map(\.rawValue)
                let t = types[i % types.count]
                bytes[4] = UInt8(t & 0xFF); bytes[5] = UInt8(t >> 8); bytes[6] = i % 5 == 0 ? 1 : 0; bytes[7] = 0
            }
            _ = VectorCheck.outcome(ServerMessage.self, bytes, limits: .default)
            _ = VectorCheck.outcome(ClientMessage.self, bytes, limits: .default)
        }
        #expect(Bool(true), "no crash and no hang on 4000 random inputs")
    }
}
