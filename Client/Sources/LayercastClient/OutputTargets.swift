import CSDL2

/// The output-sized textures a `Compositor` draws through, all made for the current output
/// size and destroyed together when it changes: the frame kept between frames (damage tracking
/// redraws only part of it), the whole frame `readPixels(whole: true)` draws for tests, the
/// pool of offscreen render targets (one per nesting depth of groups, masks, clips and rasters)
/// and the streaming scratch texture for pixels computed on the CPU.
struct OutputTargets {
    /// The frame kept between frames; `nil` until made (or when SDL cannot make one).
    var frame: OpaquePointer?
    /// What `readPixels(whole: true)` draws into (tests only).
    var wholeFrame: OpaquePointer?
    /// Offscreen render targets, by nesting depth (`DrawState.targetDepth`).
    var pool: [OpaquePointer] = []
    /// The streaming texture for CPU-computed pixels.
    var scratch: OpaquePointer?

    /// Destroys every texture (the output changed size, or the compositor is going).
    mutating func destroyAll() {
        for t in pool { SDL_DestroyTexture(t) }
        for t in [frame, wholeFrame, scratch].compactMap({ $0 }) { SDL_DestroyTexture(t) }
        self = OutputTargets()
    }
}
