import Foundation
import LayercastProtocol
import LayercastRender
import LayercastRenderFixtures

/// A scene as a server would send it: contents keyed by their real SPEC §6.2 ids (SceneBuilder's
/// ids are test-only), the snapshot's operations, and the tree they build.
struct ScriptedScene {
    var contents: [ContentID: ContentBitmap]
    var operations: [LayerOperation]
    var tree: LayerTree

    init(_ scene: SceneBuilder) throws {
        var remap: [ContentID: ContentID] = [:]
        contents = [:]
        for (id, bitmap) in scene.contents {
            let real = ContentID(of: bitmap)
            remap[id] = real
            contents[real] = bitmap
        }
        operations = scene.tree.snapshotOperations().map { op in
            guard case .setProperties(let layer, let properties) = op else { return op }
            return .setProperties(layer, properties.map { p in
                if case .contents(let id?) = p { return .contents(remap[id] ?? id) }
                return p
            })
        }
        tree = try LayerTree(snapshot: operations)
    }

    /// The contents messages, then the snapshot.
    func messages(commitID: UInt64 = 1, serverTime: Double = 100) -> [ServerMessage] {
        contents.sorted { $0.key.rawValue < $1.key.rawValue }.map { .contents(ContentsMessage(bitmap: $0.value, id: $0.key)) }
            + [.snapshot(SnapshotMessage(commitID: commitID, serverTime: serverTime, operations: operations))]
    }

    static func welcome(screenSize: CGSize, resumeToken: UInt64 = 77, resumed: Bool = false,
                        capabilities: Capabilities = .all) -> ServerMessage {
        .welcome(WelcomeMessage(sessionID: 5, resumeToken: resumeToken, resumed: resumed, screenSize: screenSize,
                                capabilities: capabilities))
    }
}
