// The networked client (connect, mirror, input) comes with the protocol codec; for now this
// entry point opens the compositor on an empty tree and writes a screenshot, which checks that
// SDL, the renderer and PNG writing work on this machine.
//
// Usage: layercast-client [--video-driver offscreen|x11] [SCREENSHOT.png]
import Foundation
import LayercastClient

var arguments = Array(CommandLine.arguments.dropFirst())
var videoDriver = "offscreen"
if let i = arguments.firstIndex(of: "--video-driver"), i + 1 < arguments.count {
    videoDriver = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
let screenshot = arguments.first ?? "layercast-client.png"
do {
    let compositor = try Compositor(configuration: CompositorConfiguration(videoDriver: videoDriver))
    compositor.present()
    try compositor.saveScreenshot(path: screenshot)
    print("layercast-client: networking is not built yet; \(videoDriver) video, \(compositor.rendererName) renderer, "
          + "\(compositor.outputWidth)x\(compositor.outputHeight) px, wrote \(screenshot)")
} catch {
    FileHandle.standardError.write(Data("layercast-client: \(error)\n".utf8))
    exit(1)
}
