import Foundation
import NIOSSL

/// The server's side of TLS (SPEC §14.1): its certificate chain and private key. A server with
/// one speaks TLS 1.2 or later from the first byte of every connection and offers the ALPN
/// protocol `layercast/1`; there is no plaintext fallback on the same port.
public struct ServerTLSConfiguration: Sendable {
    /// The ALPN protocol name both sides offer (SPEC §14.1).
    public static let applicationProtocol = "layercast/1"

    /// The server's certificate first, then any intermediates (not the root).
    public var certificateChain: [NIOSSLCertificate]
    /// The private key of the first certificate.
    public var privateKey: NIOSSLPrivateKey

    /// Creates a configuration from loaded objects.
    public init(certificateChain: [NIOSSLCertificate], privateKey: NIOSSLPrivateKey) {
        self.certificateChain = certificateChain
        self.privateKey = privateKey
    }

    /// Loads a PEM certificate chain (the server's certificate first) and a PEM private key.
    /// Throws `LayercastServerError.invalidConfiguration` naming the file that is missing,
    /// unreadable or not PEM of the right kind.
    public init(certificateChainFile: String, privateKeyFile: String) throws(LayercastServerError) {
        for (what, path) in [("certificate", certificateChainFile), ("private key", privateKeyFile)]
        where !FileManager.default.isReadableFile(atPath: path) {
            throw .invalidConfiguration("TLS \(what) file '\(path)' does not exist or is not readable")
        }
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateChainFile)
        } catch {
            throw .invalidConfiguration("TLS certificate file '\(certificateChainFile)' holds no PEM certificate (\(error))")
        }
        guard !chain.isEmpty else {
            throw .invalidConfiguration("TLS certificate file '\(certificateChainFile)' holds no PEM certificate")
        }
        do {
            privateKey = try NIOSSLPrivateKey(file: privateKeyFile, format: .pem)
        } catch {
            throw .invalidConfiguration("TLS private key file '\(privateKeyFile)' holds no PEM private key (\(error))")
        }
        certificateChain = chain
    }

    /// The NIO TLS context: TLS 1.2 minimum, ALPN `layercast/1`, no client certificates.
    /// Throws `LayercastServerError.invalidConfiguration` when the key does not fit the
    /// certificate or BoringSSL refuses the configuration.
    public func makeContext() throws(LayercastServerError) -> NIOSSLContext {
        var tls = TLSConfiguration.makeServerConfiguration(certificateChain: certificateChain.map { .certificate($0) },
                                                           privateKey: .privateKey(privateKey))
        tls.minimumTLSVersion = .tlsv12
        tls.applicationProtocols = [Self.applicationProtocol]
        do {
            return try NIOSSLContext(configuration: tls)
        } catch {
            throw .invalidConfiguration("TLS certificate and private key do not work together: \(error)")
        }
    }
}
