import CSDL2
import Foundation
import LayercastProtocol

extension Compositor {
    /// Presents one frame that is a single full-output texture copy: the memory-bandwidth floor
    /// a compositing benchmark compares tree compositing against. The texture (an opaque grey
    /// frame of the output's size) is uploaded on first use and kept.
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    public func presentFullScreenCopy() throws(ClientError) {
        if baselineTexture == nil {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                            Int32(outputWidth), Int32(outputHeight)) else {
                throw .sdl("SDL_CreateTexture(baseline): \(Self.sdlError())")
            }
            let pixels = [UInt8](repeating: 128, count: outputWidth * outputHeight * 4)
            pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(outputWidth * 4)) }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
            baselineTexture = t
        }
        clipStack = []
        setTarget(nil)
        SDL_RenderCopy(renderer, baselineTexture, nil, nil)
        SDL_RenderPresent(renderer)
        // The window now shows the grey frame: the next presentIfNeeded shows the kept one again.
        needsDisplay = true
        unpresentedFrame = true
    }
}

extension Compositor {
    /// Waits until every frame submitted so far has been drawn, by reading back one pixel (GL
    /// renderers queue their commands; a read-back cannot return before they have run). The
    /// software renderer draws synchronously, so this only costs the one-pixel copy there.
    /// - Throws: `ClientError.sdl` when SDL cannot read the pixel.
    public func finishFrame() throws(ClientError) {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4) == 0 else {
            throw .sdl("SDL_RenderReadPixels: \(Self.sdlError())")
        }
    }

    /// The GL implementation behind a GL renderer (`GL_VENDOR`, `GL_RENDERER`, `GL_VERSION`,
    /// e.g. "Mesa, llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Compatibility Profile) Mesa 22.3.6");
    /// `nil` for the software renderer or when no GL context is current.
    public var glImplementation: String? {
        guard rendererName.hasPrefix("opengl"), SDL_GL_GetCurrentContext() != nil,
              let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        // GL_VENDOR, GL_RENDERER, GL_VERSION.
        let parts = [UInt32(0x1F00), 0x1F01, 0x1F02].compactMap { getString($0).map { String(cString: $0) } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
