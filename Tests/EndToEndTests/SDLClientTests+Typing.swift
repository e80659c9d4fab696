import CSDL2
import Foundation
import LayercastGraphics
import LayercastProtocol
import LayercastUI
import Testing
@testable import LayercastClient

extension SDLClientTests {
    /// Typing at the real client (SPEC §11.7, §12.3, §12.9): a click in a text field makes it first
    /// responder; the server's text-input state starts SDL's text input at the client; SDL key
    /// and text events become key and text messages; the field's text and the client's pixels
    /// change, and the frame still matches the reference renderer.
    @MainActor @Test func textTypedAtTheClientAppearsInTheFieldAndInTheClientsPixels() async throws {
        try await withDemoServer { server in
            let field = UITextField(frame: CGRect(x: 20, y: 300, width: 350, height: 44))
            field.borderStyle = .roundedRect
            field.backgroundColor = .white
            server.application.perform { server.demo.tapButton.superview?.addSubview(field) }
            let client = try await server.openSDLClient(width: 600, height: 700, name: "e2e-sdl-typing")
            let mirror = try await server.openMirrorClient(width: 600, height: 700, name: "e2e-mirror-typing")
            try await using(client, mirror) {
                _ = try await server.converge(client)
                _ = try await server.converge(mirror)
                let target = CGPoint(x: 60, y: 322)
                try await client.run { rig in
                    let compositor = rig.display!
                    let k = compositor.pixelsPerWindowUnit
                    let pixel = compositor.viewport.screenToPixels.apply(to: target)
                    var down = SDL_Event()
                    down.button.type = SDL_MOUSEBUTTONDOWN.rawValue
                    down.button.windowID = SDL_GetWindowID(compositor.window)
                    down.button.button = 1; down.button.state = 1; down.button.clicks = 1
                    down.button.x = Int32((pixel.x / k).rounded()); down.button.y = Int32((pixel.y / k).rounded())
                    var up = down
                    up.button.type = SDL_MOUSEBUTTONUP.rawValue; up.button.state = 0
                    guard SDL_PushEvent(&down) == 1, SDL_PushEvent(&up) == 1 else { throw ClientError.sdl("SDL_PushEvent") }
                    rig.step(3)
                }
                try await waitUntil("the field to become first responder") { field.isFirstResponder }
                // The server's state reaches the client, which starts SDL text input.
                var active = false
                for _ in 0..<600 where !active {
                    active = try await client.run { rig -> Bool in rig.step(1); return SDL_IsTextInputActive() == SDL_TRUE }
                }
                #expect(active, "SDL text input did not start at the client")
                let before = try await server.convergeTogether(client, mirror)
                let frameBefore = try await Self.readFrame(client, contentsFrom: mirror)

                try await client.run { rig in
                    let window = SDL_GetWindowID(rig.display!.window)
                    for (scancode, text) in [(SDL_SCANCODE_H, "h"), (SDL_SCANCODE_I, "i")] {
                        var key = SDL_Event()
                        key.key.type = SDL_KEYDOWN.rawValue
                        key.key.windowID = window
                        key.key.keysym.scancode = scancode
                        var typed = SDL_Event()
                        typed.text.type = SDL_TEXTINPUT.rawValue
                        typed.text.windowID = window
                        withUnsafeMutableBytes(of: &typed.text.text) { $0.copyBytes(from: Array(text.utf8) + [0]) }
                        var release = key
                        release.key.type = SDL_KEYUP.rawValue
                        for var e in [key, typed, release] {
                            guard SDL_PushEvent(&e) == 1 else { throw ClientError.sdl("SDL_PushEvent") }
                        }
                    }
                    rig.step(3)
                }
                try await waitUntil("the typed text to reach the field", detail: { field.text ?? "nil" }) { field.text == "hi" }
                let after = try await server.convergeTogether(client, mirror)
                #expect(after != before)
                let frameAfter = try await Self.readFrame(client, contentsFrom: mirror)
                Self.expectMatchesReference(frameAfter, "a text field after typing")
                let changed = Self.changedPixels(frameBefore.pixels, frameAfter.pixels,
                                                 in: CGRect(x: 27, y: 300, width: 60, height: 44), viewport: frameAfter.viewport)
                #expect(changed >= 20, "pixels changed in the field: \(changed)")
            }
        }
        EndToEndProcess.ran()
    }
}
