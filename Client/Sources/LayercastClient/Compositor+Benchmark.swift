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
        needsDisplay = true
    }
}
