// The networked client (connect, mirror, input) comes with the protocol codec; for now this
// entry point opens the compositor on an empty tree and writes a headless screenshot, which
// checks that SDL, the renderer and PNG writing work on this machine.
import Foundation
import LayercastClient

let arguments = CommandLine.arguments.dropFirst()
let screenshot = arguments.first ?? "layercast-client.png"
do {
    let compositor = try Compositor(configuration: CompositorConfiguration(videoDriver: "offscreen"))
    compositor.present()
    try compositor.saveScreenshot(path: screenshot)
    print("layercast-client: networking is not built yet; renderer \(compositor.rendererName), wrote \(screenshot)")
} catch {
    FileHandle.standardError.write(Data("layercast-client: \(error)\n".utf8))
    exit(1)
}
