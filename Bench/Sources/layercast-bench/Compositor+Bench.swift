import CSDL2
import Foundation
import LayercastClient

/// The compositing benchmark's floor (figure 5): one frame that is a single full-output texture
/// copy, an opaque grey frame of the output's size uploaded once. It draws with the
/// compositor's renderer and then tells the compositor that the window no longer shows its kept
/// frame (`windowContentsReplaced()`), so the next `presentIfNeeded()` shows it again.
///
/// Holds the compositor, so its texture goes before the compositor's renderer does.
final class FullScreenCopyBaseline {
    let compositor: Compositor
    private let texture: OpaquePointer

    /// Uploads the grey frame.
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    init(compositor: Compositor) throws(ClientError) {
        let w = compositor.outputWidth, h = compositor.outputHeight
        guard let t = SDL_CreateTexture(compositor.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(w), Int32(h)) else {
            throw .sdl("SDL_CreateTexture(baseline): \(String(cString: SDL_GetError()))")
        }
        let pixels = [UInt8](repeating: 128, count: w * h * 4)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(w * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        self.compositor = compositor
        texture = t
    }

    deinit { SDL_DestroyTexture(texture) }

    /// Presents one frame that is the grey texture copied over the whole output.
    func present() {
        let renderer = compositor.renderer
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        compositor.windowContentsReplaced()
    }
}

extension Compositor {
    /// Waits until every frame submitted so far has been drawn, by reading back one pixel (GL
    /// renderers queue their commands; a read-back cannot return before they have run). The
    /// software renderer draws synchronously, so this only costs the one-pixel copy there.
    /// - Throws: `ClientError.sdl` when SDL cannot read the pixel.
    func finishFrame() throws(ClientError) {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4) == 0 else {
            throw .sdl("SDL_RenderReadPixels: \(String(cString: SDL_GetError()))")
        }
    }

    /// The GL implementation behind a GL renderer (`GL_VENDOR`, `GL_RENDERER`, `GL_VERSION`,
    /// e.g. "Mesa, llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Compatibility Profile) Mesa 22.3.6");
    /// `nil` for the software renderer or when no GL context is current.
    var glImplementation: String? {
        guard rendererName.hasPrefix("opengl"), SDL_GL_GetCurrentContext() != nil,
              let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        // GL_VENDOR, GL_RENDERER, GL_VERSION.
        let parts = [UInt32(0x1F00), 0x1F01, 0x1F02].compactMap { getString($0).map { String(cString: $0) } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
