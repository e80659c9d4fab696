import Foundation
import LayercastProtocol

/// Cases on what a welcome accepts and what a session is then sent (SPEC §10.4, §10.5, §13),
/// added after the mutation run (issue 31) found broken servers the kit passed: a version-3
/// welcome accepting version-4 capabilities, `caretLayer` without `keyboard`, unknown bits
/// accepted, messages and properties of capabilities a session never accepted, a resume of a
/// token never issued.
extension ServerCases {
    static let capabilities: [ConformanceCase<ServerUnderTest>] = [
        .init("§10.4", "capabilities-by-version", "a version-3 welcome accepts no version-4 capability; caretLayer never without keyboard; an unknown bit never") { s in
            // Offered every capability, and an unknown bit, up to version 3.
            var hello = s.hello(capabilities: Capabilities.all.union(Capabilities(rawValue: 1 << 30)))
            hello.maxVersion = 3
            let three = try KitClient.handshake(s, hello: hello)
            three.peer.close()
            guard let w3 = three.welcome else { return .fail("no welcome") }
            if w3.capabilities.rawValue & ~Capabilities.all.rawValue != 0 {
                return .fail("§10.4: unknown capability bits 0x\(String(w3.capabilities.rawValue & ~Capabilities.all.rawValue, radix: 16)) accepted")
            }
            let later = w3.capabilities.subtracting(.defined(inVersion: w3.version))
            if !later.isEmpty {
                return .fail("§10.4: a version-\(w3.version) welcome accepted 0x\(String(later.rawValue, radix: 16)), defined only later")
            }
            // caretLayer offered without keyboard (§10.4: only beside it).
            let caret = try KitClient.handshake(s, hello: s.hello(capabilities: [.zstd, .caretLayer, .animations]))
            caret.peer.close()
            guard let wc = caret.welcome else { return .fail("no welcome") }
            return wc.capabilities.contains(.caretLayer) ? .fail("§10.4: caretLayer accepted without keyboard") : .pass
        },
        .init("§10.4", "capabilities-honoured", "a session that accepted no capability is sent no animation, filter, partial update, compact commit or version-4 property, and nothing compressed (a snapshot, a resync, a commit of a new scale)") { s in
            // KitClient checks every message against the welcome (§13), and the decoder refuses
            // compressed frames (§2.4). A snapshot, then a resync's.
            var mirror = try KitClient.handshake(s, hello: s.hello(capabilities: []))
            defer { mirror.peer.close() }
            guard let w = mirror.welcome else { return .fail("no welcome") }
            guard w.capabilities.isEmpty else { return .fail("§10.2: accepted 0x\(String(w.capabilities.rawValue, radix: 16)), never offered") }
            try mirror.nextUpdate(timeout: s.timeout)
            try mirror.ack()
            try mirror.resync(timeout: s.timeout)
            // Then a commit: a new scale moves the session to another scale group "with commits,
            // not a snapshot" (§10.1), its contents drawn again at that scale. A tree without
            // contents may not change at all, so only one with contents must get a commit.
            guard !mirror.tree.referencedContents().isEmpty else { return .pass }
            try mirror.peer.send(ClientMessage.screenChange(ScreenChangeMessage(
                screen: ScreenDescription(widthPixels: 780, heightPixels: 1688, scale: 2, refreshRate: 60))))
            let kind = try mirror.nextUpdate(timeout: s.timeout)
            guard kind == .commit else { return .fail("§10.1: a new contents scale got a \(kind), not a commit") }
            // Whatever follows the commit up to a resync's snapshot is checked too (§11.2: a
            // commit repeated has no greater id).
            try mirror.ack()
            try mirror.resync(timeout: s.timeout)
            return .pass
        },
        .init("§10.5", "unknown-token", "a hello resuming a token the server never issued gets resumed = 0, then a snapshot") { s in
            let token = UInt64.random(in: 1...UInt64.max)
            var client = try KitClient.handshake(s, hello: s.hello(resume: ResumeRequest(token: token, lastCommitID: 1)))
            defer { client.peer.close() }
            guard client.welcome?.resumed == false else { return .fail("§10.5: the welcome says resumed = 1 for a token never issued") }
            let kind = try client.nextUpdate(timeout: s.timeout)
            return kind == .snapshot ? .pass : .fail("§2.5: a session not resumed began with a \(kind), not a snapshot")
        },
    ]
}
