import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

@Suite struct VectorFilesTests {
    // MARK: - Generated files

    /// With LAYERCAST_WRITE_VECTORS=1 this writes the vector files; otherwise it fails when a
    /// committed file is missing or differs from what the catalog generates.
    @Test func committedVectorsMatchTheCatalog() throws {
        let files = try VectorCatalog.allFiles()
        #expect(files.count >= 20)
        if ProcessInfo.processInfo.environment["LAYERCAST_WRITE_VECTORS"] == "1" {
            try FileManager.default.createDirectory(at: VectorPaths.messages, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: VectorPaths.transcripts, withIntermediateDirectories: true)
            for (url, data) in files { try data.write(to: url) }
        }
        for (url, data) in files {
            let committed = FileManager.default.contents(atPath: url.path)
            #expect(committed != nil, "vector file missing: \(url.path)")
            #expect(committed == data, "vector file differs from the catalog: \(url.lastPathComponent)")
        }
    }

    // MARK: - Coverage of the spec

    /// The message types of SPEC §2.3's table, read from SPEC.md itself.
    static func specMessageTypes() throws -> [(UInt16, String)] {
        let spec = try String(contentsOf: VectorPaths.root.deletingLastPathComponent().appendingPathComponent("SPEC.md"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"^\| `0x([0-9A-Fa-f]{4})` \| `(\w+)` \|"#, options: .anchorsMatchLines)
        let ns = spec as NSString
        return regex.matches(in: spec, range: NSRange(location: 0, length: ns.length)).compactMap { m in
            guard let v = UInt16(ns.substring(with: m.range(at: 1)), radix: 16) else { return nil }
            return (v, ns.substring(with: m.range(at: 2)))
        }
    }

    @Test func everyMessageTypeInTheSpecHasVectors() throws {
        let listed = try Self.specMessageTypes()
        #expect(listed.count == MessageType.allCases.count, "SPEC §2.3 lists \(listed.count) types, the code has \(MessageType.allCases.count)")
        for (raw, name) in listed {
            let type = try #require(MessageType(rawValue: raw), "SPEC lists 0x\(String(raw, radix: 16)) \(name), the code does not know it")
            #expect("\(type)" == name, "SPEC calls 0x\(String(raw, radix: 16)) \(name), the code \(type)")
            if VectorCatalog.withoutVectors.contains(type) { continue }
            let url = VectorPaths.message(type)
            let data = try #require(FileManager.default.contents(atPath: url.path), "no vector file for \(name): \(url.path)")
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let vectors = try #require(object["vectors"] as? [Any])
            #expect(!vectors.isEmpty, "\(name) has an empty vector file")
            #expect((object["generated"] as? String)?.hasPrefix("GENERATED") == true)
        }
    }

    @Test func everyMalformedVectorCitesARule() throws {
        let file = try JSON.decoder().decode(MalformedVectorFile.self, from: Data(contentsOf: VectorPaths.malformed))
        #expect(file.vectors.count >= 40)
        for v in file.vectors {
            #expect(v.rule.hasPrefix("§"), "\(v.name) cites no section")
            if let e = v.error { #expect(ProtocolError.Code(name: e) != nil, "\(v.name): unknown error \(e)") }
        }
        // Every error code a decoder can produce has at least one vector.
        let codes = Set(file.vectors.compactMap(\.error))
        for c: ProtocolError.Code in [.malformed, .frameTooLarge, .decompressedTooLarge, .unknownMessage, .unexpectedMessage,
                                      .unsupportedVersion, .limitExceeded, .contentMismatch, .invalidInput] {
            #expect(codes.contains("\(c)"), "no malformed vector expects \(c)")
        }
    }
}
