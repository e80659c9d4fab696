/// How a connection that ended is described to the session (SPEC §9 and §14.1's failures): a
/// pure function of what the connection showed, so each rule is tested without a socket.
enum ClientConnectionEnd {
    /// What a connection showed before it ended.
    struct Observed: Equatable, Sendable {
        /// The first bytes received (at most three), to recognise a TLS record.
        var firstBytes: [UInt8] = []
        /// Frames decoded (skipped unknown ones included).
        var framesDecoded = 0
        /// Bytes of a frame received but not finished.
        var unfinishedBytes = 0
        /// Whether the decoder failed (the error was reported then).
        var decodingFailed = false

        mutating func noteFirstBytes<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            guard firstBytes.count < 3 else { return }
            firstBytes += bytes.prefix(3 - firstBytes.count)
        }

        /// A TLS record header: content type 21 (alert) or 22 (handshake), then major version 3.
        var looksLikeTLS: Bool {
            firstBytes.count >= 2 && (firstBytes[0] == 0x15 || firstBytes[0] == 0x16) && firstBytes[1] == 0x03
        }
    }

    /// The answer of a plaintext client reached by a TLS server.
    static let answeredWithTLS = "the server answered with TLS: it requires TLS (connect with TLS, --tls)"

    /// The event for a connection closed by the peer or the network.
    static func closed(_ seen: Observed, usesTLS: Bool) -> ConnectionEvent {
        if !usesTLS, seen.framesDecoded == 0, seen.looksLikeTLS { return .tlsFailed(answeredWithTLS) }
        if !seen.decodingFailed, seen.unfinishedBytes > 0 {
            return .closed("the server closed the connection inside a frame (\(seen.unfinishedBytes) bytes of it received)")
        }
        return .closed(nil)
    }

    /// The event for an error the channel reported (`isTLSError` and `describeTLS` classify
    /// what TLS raised).
    static func failed(_ seen: Observed, usesTLS: Bool, error: any Error,
                       isTLSError: Bool, describeTLS: () -> String) -> ConnectionEvent {
        if !seen.decodingFailed, !usesTLS, seen.framesDecoded == 0, seen.looksLikeTLS { return .tlsFailed(answeredWithTLS) }
        if usesTLS, isTLSError { return .tlsFailed(describeTLS()) }
        return .closed("\(error)")
    }
}
