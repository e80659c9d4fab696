import Foundation
import NIOCore
import NIOSSL

/// The client's side of TLS (SPEC §14.1): how it checks the server's certificate, and the name
/// it sends (SNI) and checks. A session with one connects with TLS 1.2 or later and offers the
/// ALPN protocol `layercast/1`; it never falls back to plaintext.
public struct ClientTLSConfiguration: Sendable, Hashable {
    /// The ALPN protocol name both sides offer.
    public static let applicationProtocol = "layercast/1"

    /// How the server's certificate is accepted.
    public enum Verification: Sendable, Hashable {
        /// Chains to the system's trust store and names the server (`serverName`, else the host).
        case systemTrustRoots
        /// Chains to one of these certificates (a private CA) and names the server.
        case trustRoots([NIOSSLCertificate])
        /// The server's own (leaf) certificate has exactly this SHA-256 fingerprint over its DER
        /// bytes (32 bytes); no chain or name check (a self-signed server certificate is fine).
        case pinnedCertificate(sha256: [UInt8])
    }

    /// How the server's certificate is accepted.
    public var verification: Verification
    /// The name sent as SNI and checked against the certificate; `nil`: the host connected to
    /// when it is a name, none when it is an IP address (then the certificate must list that
    /// address).
    public var serverName: String?

    /// Creates a configuration.
    public init(verification: Verification = .systemTrustRoots, serverName: String? = nil) {
        self.verification = verification; self.serverName = serverName
    }

    /// Trusts the PEM CA certificates in `caFile`. Throws `ClientError.tlsConfiguration` when the
    /// file is missing or holds no PEM certificate.
    public static func trustRoots(caFile: String, serverName: String? = nil) throws(ClientError) -> ClientTLSConfiguration {
        guard FileManager.default.isReadableFile(atPath: caFile) else {
            throw .tlsConfiguration("CA file '\(caFile)' does not exist or is not readable")
        }
        let roots = try? NIOSSLCertificate.fromPEMFile(caFile)
        guard let roots, !roots.isEmpty else { throw .tlsConfiguration("CA file '\(caFile)' holds no PEM certificate") }
        return ClientTLSConfiguration(verification: .trustRoots(roots), serverName: serverName)
    }

    /// Pins the server certificate by its SHA-256 fingerprint: 64 hex digits, upper or lower
    /// case, optionally in colon-separated pairs (as `openssl x509 -fingerprint -sha256` prints
    /// it). Throws `ClientError.tlsConfiguration` for anything else.
    public static func pinned(sha256 text: String, serverName: String? = nil) throws(ClientError) -> ClientTLSConfiguration {
        let hex = text.hasPrefix("sha256:") || text.hasPrefix("SHA256:") ? String(text.dropFirst(7)) : text
        let digits = Array(hex.filter { $0 != ":" })
        var bytes: [UInt8] = []
        if digits.count == 64 {
            for i in stride(from: 0, to: 64, by: 2) {
                guard let byte = UInt8(String(digits[i...i + 1]), radix: 16) else { break }
                bytes.append(byte)
            }
        }
        guard bytes.count == 32 else {
            throw .tlsConfiguration("pin '\(text)' is not a SHA-256 fingerprint (64 hex digits, colons allowed)")
        }
        return ClientTLSConfiguration(verification: .pinnedCertificate(sha256: bytes), serverName: serverName)
    }

    /// The SHA-256 fingerprint of a certificate's DER bytes, as pins compare it.
    public static func fingerprint(of certificate: NIOSSLCertificate) throws -> [UInt8] {
        SHA256.digest(try certificate.toDERBytes())
    }

    /// A fingerprint in the colon-separated upper-case hex form `openssl` prints.
    public static func hexString(_ fingerprint: [UInt8]) -> String {
        fingerprint.map { String(format: "%02X", $0) }.joined(separator: ":")
    }

    /// The SNI name for `host`: `serverName`, else `host` unless it is an IP address (SNI
    /// carries names only).
    func sniName(host: String) -> String? {
        if let serverName { return serverName }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return (try? SocketAddress(ipAddress: bare, port: 0)) == nil ? bare : nil
    }

    /// The NIO context: TLS 1.2 minimum, ALPN `layercast/1`, full verification against the
    /// chosen roots (hostname included), or, when pinned, a verification the pin callback
    /// decides. Throws `ClientError.tlsConfiguration` when BoringSSL refuses it.
    func makeContext() throws(ClientError) -> NIOSSLContext {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        tls.applicationProtocols = [Self.applicationProtocol]
        switch verification {
        case .systemTrustRoots:
            tls.certificateVerification = .fullVerification
            tls.trustRoots = .default
        case .trustRoots(let roots):
            tls.certificateVerification = .fullVerification
            tls.trustRoots = .certificates(roots)
        case .pinnedCertificate:
            // The custom verification callback replaces BoringSSL's check; it only runs when
            // verification is not `.none`.
            tls.certificateVerification = .noHostnameVerification
        }
        do {
            return try NIOSSLContext(configuration: tls)
        } catch {
            throw .tlsConfiguration("cannot set up TLS: \(error)")
        }
    }
}
