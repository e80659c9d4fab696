import Foundation
import Testing
import LayercastProtocol
@testable import LayercastRender

@Test func dumpScenes() throws {
    try? FileManager.default.createDirectory(atPath: "/tmp/scenes", withIntermediateDirectories: true)
    for s in [1.0, 2.0] {
        for (name, scene) in SampleScenes.all(contentScale: s) {
            let img = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: s)
            try ReferenceRenderer.writePNG(img, to: "/tmp/scenes/\(name)@\(Int(s)).png")
        }
    }
}

@Test func contactSheet() throws {
    var sheet = SceneBuilder(screenSize: CGSize(width: 4 * 250, height: 3 * 250), background: LayerColor(red: 0.3, green: 0.3, blue: 0.6))
    for (i, (_, scene)) in SampleScenes.all(contentScale: 2).enumerated() {
        let img = try ReferenceRenderer().render(scene.tree, contents: scene.contents, scale: 2)
        var one = img; one.scale = 1
        let id = sheet.addContents(one)
        sheet.add(frame: CGRect(x: Double(i % 4) * 250 + 5, y: Double(i / 4) * 250 + 5, width: 240, height: 240), [.contents(id)])
    }
    let out = try ReferenceRenderer().render(sheet.tree, contents: sheet.contents, scale: 1)
    try ReferenceRenderer.writePNG(out, to: "/tmp/scenes/sheet.png")
}
