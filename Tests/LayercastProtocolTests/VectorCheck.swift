import Foundation
import NIOCore
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// The vector-driven checks behind each message's Decoding / Encoding / DecodingFailure tests.
enum VectorCheck {
    static func load<M: WireMessage & Codable>(_: M.Type, _ type: MessageType) throws -> MessageVectorFile<M> {
        let data = try Data(contentsOf: VectorPaths.message(type))
        return try JSON.decoder().decode(MessageVectorFile<M>.self, from: data)
    }

    /// Every vector's frame decodes to its value.
    static func decoding<M: WireMessage & Codable>(_ m: M.Type, _ type: MessageType) throws {
        let file = try load(m, type)
        #expect(file.type == type.rawValue)
        #expect(!file.vectors.isEmpty)
        for v in file.vectors {
            var decoder = MessageDecoder<M>()
            decoder.append(Hex.decode(v.frame))
            let decoded = try decoder.nextMessage()
            #expect(decoded == v.value, "\(type) / \(v.name)")
            #expect(decoder.bufferedBytes == 0)
        }
    }

    /// Every vector's value encodes to its payload, and uncompressed ones to their frame.
    static func encoding<M: WireMessage & Codable>(_ m: M.Type, _ type: MessageType) throws {
        let file = try load(m, type)
        for v in file.vectors {
            #expect(v.value.type == type)
            #expect(Hex.encode(try payloadBytes(v.value)) == v.payload, "\(type) / \(v.name) payload")
            if !v.compressed {
                var encoder = MessageEncoder(compression: .none)
                #expect(Hex.encode(try encoder.encode(v.value)) == v.frame, "\(type) / \(v.name) frame")
            }
        }
    }

    /// Each vector cut short by one byte, or lengthened by one, is malformed; and every malformed
    /// vector of this type gives its error.
    static func failures<M: WireMessage & Codable>(_ m: M.Type, _ type: MessageType) throws {
        let file = try load(m, type)
        for v in file.vectors {
            let payload = Hex.decode(v.payload)
            for bad in [Array(payload.dropLast()), payload + [0]] {
                var decoder = MessageDecoder<M>()
                decoder.append(rawFrame(type: type.rawValue, payload: bad))
                #expect(throws: ProtocolError.self, "\(type) / \(v.name)") { try decoder.nextMessage() }
            }
        }
        let malformed = try JSON.decoder().decode(MalformedVectorFile.self, from: Data(contentsOf: VectorPaths.malformed))
        let direction = M.self == ServerMessage.self ? "serverToClient" : "clientToServer"
        for v in malformed.vectors where v.direction == direction {
            let bytes = Hex.decode(v.frame)
            guard bytes.count >= 6, UInt16(bytes[4]) | UInt16(bytes[5]) << 8 == type.rawValue else { continue }
            #expect(outcome(M.self, bytes, limits: .default).error == v.error, "\(v.name) (\(v.rule))")
        }
    }

    /// What a decoder makes of bytes fed in the given chunk sizes: messages, then the error code.
    static func outcome<M: WireMessage>(_: M.Type, _ bytes: [UInt8], chunks: [Int]? = nil, limits: ProtocolLimits) -> (messages: [M], error: String?) {
        var decoder = MessageDecoder<M>(limits: limits)
        var messages: [M] = []
        var offset = 0
        var sizes = chunks ?? [bytes.count]
        var i = 0
        do {
            while offset < bytes.count {
                let n = min(max(sizes[i % sizes.count], 1), bytes.count - offset)
                decoder.append(bytes[offset..<(offset + n)])
                offset += n
                i += 1
                while let m = try decoder.nextMessage() { messages.append(m) }
            }
            sizes = []
            return (messages, decoder.bufferedBytes == 0 ? nil : "incomplete")
        } catch {
            return (messages, "\(error.code)")
        }
    }
}
