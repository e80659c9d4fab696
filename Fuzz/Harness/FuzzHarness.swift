import LayercastProtocol
import NIOCore

/// The logic every fuzz target runs on one input, in one place so that the libFuzzer binaries
/// (Fuzz/Targets/) and the regression replay (Tests/LayercastProtocolTests/FuzzRegressionTests)
/// cannot drift apart. Each function is total: it returns a `FuzzOutcome` and never traps unless
/// the code under test does.
enum FuzzHarness {
    /// Limits small enough that the fuzzer reaches every limit check in a few mutations, and
    /// `maxFrameSize == maxDecompressedSize` so that any decoded payload re-encodes uncompressed.
    static let limits = ProtocolLimits(maxFrameSize: 1 << 20, maxDecompressedSize: 1 << 20,
                                       maxLayers: 64, maxTreeDepth: 8, maxBitmapDimension: 256,
                                       maxSublayers: 16, maxMessagesPerSecond: 1000)

    // MARK: - Targets 1 and 2: the decoders

    /// Target `client-decoder`: what the server does with a client's bytes.
    static func clientDecoder(_ data: [UInt8]) -> FuzzOutcome { decoder(ClientMessage.self, data) }

    /// Target `server-decoder`: what the client does with a server's bytes.
    static func serverDecoder(_ data: [UInt8]) -> FuzzOutcome { decoder(ServerMessage.self, data) }

    /// Decodes `data` appended at once, then appended in two parts split at a point derived from
    /// the data; both must give the same messages and the same error. Every decoded message must
    /// re-encode, and decode back to itself with the same bytes (the encoding is canonical).
    static func decoder<M: WireMessage>(_ type: M.Type, _ data: [UInt8]) -> FuzzOutcome {
        let whole = decodeAll(M.self, [data[...]])
        var outcome = FuzzOutcome(messages: whole.messages.count,
                                  ending: whole.error.map { .failed($0.code) } ?? .needMore,
                                  violations: whole.violations)
        let split = splitPoint(data)
        let parts = decodeAll(M.self, [data[..<split], data[split...]])
        outcome.violations += parts.violations
        outcome.check(parts.error?.code == whole.error?.code,
                      "split at \(split): error \(String(describing: parts.error)) vs \(String(describing: whole.error))")
        outcome.check(parts.messages == whole.messages,
                      "split at \(split): \(parts.messages.count) messages vs \(whole.messages.count)")
        for message in whole.messages { outcome.violations += roundTripViolations(message) }
        return outcome
    }

    /// A split point in `0...data.count` that mutations of any byte move.
    static func splitPoint(_ data: [UInt8]) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(h % UInt64(data.count + 1))
    }

    /// Feeds `chunks` one by one to a fresh decoder and drains it after each, stopping at the
    /// first error; checks that a failed decoder stays failed with the same error.
    static func decodeAll<M: WireMessage>(_ type: M.Type, _ chunks: [ArraySlice<UInt8>])
        -> (messages: [M], error: ProtocolError?, violations: [String]) {
        var decoder = MessageDecoder<M>(limits: limits)
        var messages: [M] = []
        for chunk in chunks {
            decoder.append(chunk)
            do {
                while let m = try decoder.nextMessage() { messages.append(m) }
            } catch {
                var violations: [String] = []
                do {
                    _ = try decoder.nextMessage()
                    violations.append("decoder went on after \(error)")
                } catch let again {
                    if again != error { violations.append("failed decoder threw \(again), first \(error)") }
                }
                return (messages, error, violations)
            }
        }
        return (messages, nil, [])
    }

    /// A decoded message encodes without error, and its frame decodes to the same message.
    static func roundTripViolations<M: WireMessage>(_ message: M) -> [String] {
        var encoder = MessageEncoder(compression: .none, limits: limits)
        let bytes: ByteBuffer
        do { bytes = try encoder.encode(message) } catch {
            return ["decoded \(M.self) does not re-encode: \(error)"]
        }
        let again = decodeAll(M.self, [Array(bytes.readableBytesView)[...]])
        guard again.error == nil, again.messages.count == 1 else {
            return ["re-encoded \(M.self) does not decode: \(String(describing: again.error)), \(again.messages.count) messages"]
        }
        guard again.messages[0] == message else { return ["re-encoded \(M.self) decodes to another message"] }
        return []
    }
}
