import Foundation
import LayercastProtocol
import Testing
@testable import LayercastClient

@Suite struct DebugDumpTests {
    @MainActor @Test func dump() async throws {
        try await withDemoServer { server in
            let c = try await server.openMirrorClient(width: 390, height: 844, name: "dbg")
            try await using(c) {
                try await server.converge(c)
                let s = try await c.run { rig -> String in
                    var out = ""
                    for (id, n) in rig.display.tree.nodes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where n.state.masksToBounds || n.state.contents != nil || id.rawValue < 12 {
                        let b = n.state.contents.flatMap { rig.display.contents[$0] }
                        out += "\(id) bounds=\(n.state.bounds) pos=\(n.state.position) grav=\(n.state.contentsGravity) cs=\(n.state.contentsScale) rect=\(n.state.contentsRect) center=\(n.state.contentsCenter) m2b=\(n.state.masksToBounds) bmp=\(b.map { "\($0.width)x\($0.height)@\($0.scale)" } ?? "nil") hidden=\(n.state.isHidden) op=\(n.state.opacity) subs=\(n.sublayers) mask=\(String(describing: n.state.mask)) cr=\(n.state.cornerRadius) tf=\(n.state.transform)\n"
                    }
                    return out
                }
                print(s)
            }
        }
    }
}

import LayercastRender
extension SDLClientTests {
    @Test(arguments: ["software", "opengl"]) func clipOverflowingOutput(renderer: String) async throws {
        let host = try await SDLClient(name: "x") {
            let lock = try SDLProcessLock()
            let c = try Compositor(configuration: CompositorConfiguration(videoDriver: "offscreen", renderDriver: renderer, windowWidth: 120, windowHeight: 120, scale: 1))
            return ClientRig(port: 1, scale: 1, name: "x", display: c, sdlLock: lock)
        }
        let cmp = try await host.run { rig -> String in
            var b = SceneBuilder(screenSize: CGSize(width: 120, height: 120), background: .white)
            let clip = b.add(frame: CGRect(x: 20, y: 20, width: 200, height: 200), [.masksToBounds(true), .cornerRadius(18)])
            b.add(frame: CGRect(x: 0, y: 0, width: 200, height: 200), [.backgroundColor(LayerColor(red: 1, green: 0, blue: 0))], to: clip)
            let c = rig.display!
            c.replaceTree(b.tree)
            let frame = try c.readPixels()
            let ref = try ReferenceRenderer().render(b.tree, contents: b.contents, scale: 1)
            return "\(ImageComparison(frame, reference: ref, tolerance: 8)) px(60,60)=\(String(describing: frame.bgra(x: 60, y: 60)))"
        }
        await host.stop { $0.shutDown() }
        print("CLIP \(renderer): \(cmp)")
    }
}
