import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

/// The client's compositor: a mirror of the server's `LayerTree`, its contents as SDL textures,
/// and the drawing of the tree into an SDL window at the window's native pixel scale with the
/// same semantics as the reference renderer (`LayercastRender.ReferenceRenderer`).
///
/// SDL is process-global: at most one `Compositor` should exist at a time. It initialises SDL's
/// video subsystem in `init` and shuts SDL down in `deinit`. Not Sendable: use it on one thread.
///
/// Blending: Cairo's (and the wire's) pixels are premultiplied. Renderers that accept a custom
/// blend mode (the GL ones) blend them as they are with `ONE, ONE_MINUS_SRC_ALPHA`; the software
/// renderer cannot, so contents are un-premultiplied on upload and blended with
/// `SDL_BLENDMODE_BLEND` (`usesPremultipliedBlending` says which path is active).
public final class Compositor {
    /// The SDL window.
    let window: OpaquePointer
    /// The SDL renderer (`package`: tools of this package, such as the benchmark, draw with it
    /// directly, then call `windowContentsReplaced()`).
    package let renderer: OpaquePointer
    /// The name of the render driver in use, e.g. `"opengl"` or `"software"`.
    public let rendererName: String
    /// Whether contents are blended premultiplied (GL) or un-premultiplied on upload (software).
    public let usesPremultipliedBlending: Bool
    let premultipliedBlend: SDL_BlendMode
    let maskBlend: SDL_BlendMode
    let configuration: CompositorConfiguration
    /// Added to vertex positions, in pixels: SDL's software rasteriser samples pixel corners
    /// where GL and Cairo sample pixel centres.
    let geometryOffset: Double
    /// Whether shapes get antialiased edges (GL with `configuration.antialiasing`).
    let antialiases: Bool

    /// The mirrored tree, as the last applied commit left it.
    public private(set) var tree = LayerTree()
    /// Whether the next `presentIfNeeded()` must composite: set by tree, contents and size changes.
    public internal(set) var needsDisplay = true
    /// The output size in pixels (the window's drawable size).
    public private(set) var outputWidth: Int = 1
    /// The output height in pixels.
    public private(set) var outputHeight: Int = 1
    /// How many frames have been composited (for tests and statistics).
    public internal(set) var framesComposited = 0
    /// The output rectangle the last composite redrew (`nil`: nothing had changed).
    public internal(set) var lastDamage: SDL_Rect?
    /// Whether the last frame showed a running animation: one more frame shows its end.
    var lastFrameAnimated = false
    /// Whether the frame texture holds changes a read-back drew but no present showed yet.
    var unpresentedFrame = false

    /// Whether opacity composites layers as groups and replicators draw their copies (SPEC §4.9,
    /// §4.10): true unless the session's server did not accept `layerGroups`.
    public internal(set) var compositesLayerGroups = true
    /// Whether a layer's edges are aliased where its transform turns or skews it, unless it
    /// allows edge antialiasing (SPEC §4.11): true unless the server did not accept
    /// `edgeAntialiasing`.
    public internal(set) var aliasesTurnedEdges = true
    /// Whether a layer with `shouldRasterize` is drawn at its `rasterizationScale` (SPEC §4.12):
    /// true unless the server did not accept `rasterization`.
    public internal(set) var rasterizesLayers = true

    /// Contents textures and glyph masks.
    var textures: TextureStore
    /// Shadows and shape and gradient rasters kept between frames.
    var caches = RenderCaches()
    /// What each layer drew in the last frame, and what the next must redraw.
    var damageTracker = DamageTracker()
    /// The state of the frame being drawn.
    var drawing = DrawState()
    /// The kept frame, offscreen targets and scratch texture.
    var targets = OutputTargets()

    /// How many shape and gradient bitmaps have been rasterised (cache misses), for tests.
    public var rastersMade: Int { caches.rastersMade }

    /// Opens SDL (video driver from the configuration), a window and a renderer.
    /// - Throws: `ClientError.sdl` when SDL, the window or the renderer cannot be created;
    ///   `.unknownRenderDriver` for a render driver this SDL lacks.
    public init(configuration: CompositorConfiguration) throws(ClientError) {
        self.configuration = configuration
        SDL_SetMainReady()
        SDL_SetHint(SDL_HINT_VIDEODRIVER, configuration.videoDriver)
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .sdl("SDL_Init(video): \(Self.sdlError())") }
        let drivers = Self.renderDriverNames()
        var index: Int32 = -1
        var flags = SDL_RENDERER_TARGETTEXTURE.rawValue
        if let wanted = configuration.renderDriver {
            guard let i = drivers.firstIndex(of: wanted) else {
                SDL_Quit()
                throw .unknownRenderDriver(wanted, available: drivers)
            }
            index = Int32(i)
            flags |= wanted == "software" ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        } else if let i = drivers.firstIndex(where: { $0 == "opengl" || $0 == "opengles2" }) {
            index = Int32(i)
            flags |= SDL_RENDERER_ACCELERATED.rawValue
        }
        if index >= 0, drivers[Int(index)] == "software" {
            // Otherwise SDL presents the software renderer's window surface through a GL
            // texture, and loading GL (Mesa's llvmpipe here) costs the client about 63 MB
            // resident for nothing (figure 11).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        let windowFlags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
            | (index >= 0 && drivers[Int(index)] != "software" ? SDL_WINDOW_OPENGL.rawValue : 0)
        let undefinedPosition = Int32(bitPattern: 0x1FFF_0000)
        guard let w = SDL_CreateWindow(configuration.title, undefinedPosition, undefinedPosition,
                                       Int32(configuration.windowWidth), Int32(configuration.windowHeight),
                                       windowFlags) else {
            let e = Self.sdlError(); SDL_Quit()
            throw .sdl("SDL_CreateWindow: \(e)")
        }
        guard let r = SDL_CreateRenderer(w, index, flags) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let e = Self.sdlError(); SDL_DestroyWindow(w); SDL_Quit()
            throw .sdl("SDL_CreateRenderer: \(e)")
        }
        window = w; renderer = r
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        premultipliedBlend = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                       SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        maskBlend = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                              SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        usesPremultipliedBlending = SDL_SetRenderDrawBlendMode(r, premultipliedBlend) == 0
        // Measured against the reference renderer: half a pixel brings the software renderer's
        // polygon edges closest to Cairo's; GL already samples pixel centres.
        geometryOffset = rendererName == "software" ? 0.5 : 0
        antialiases = usesPremultipliedBlending && configuration.antialiasing
        textures = TextureStore(renderer: r, premultiplied: usesPremultipliedBlending,
                                blend: usesPremultipliedBlending ? premultipliedBlend : SDL_BLENDMODE_BLEND)
        updateOutputSize()
    }

    deinit {
        textures.destroyAll()
        caches.destroyAll()
        targets.destroyAll()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    // MARK: - Tree and contents

    /// Applies a commit's operations to the mirror, then drops textures no layer references.
    /// The next frame records again only the layers the operations name (and their subtrees).
    /// - Parameter limits: the tree limits to enforce (the welcome's, SPEC §8 L3, L4, L6).
    /// - Throws: the tree's `ProtocolError` when the operations are invalid; the tree is unchanged.
    public func apply(_ operations: [LayerOperation], limits: ProtocolLimits = .default) throws(ProtocolError) {
        guard !operations.isEmpty else { return }
        try tree.apply(operations, limits: limits)
        damageTracker.noteChanges(operations)
        treeDidChange()
    }

    /// Replaces the whole mirror (a snapshot or a resync): the next frame compares every layer
    /// with what it drew.
    public func replaceTree(_ newTree: LayerTree) {
        tree = newTree
        damageTracker.noteTreeReplaced()
        treeDidChange()
    }

    /// Replaces the mirror with `newTree`, which is `tree` with a commit's `operations` applied
    /// (the session's mirror after the commit): the next frame records again only the layers
    /// they name, as after `apply(_:limits:)`.
    public func replaceTree(_ newTree: LayerTree, changedBy operations: [LayerOperation]) {
        tree = newTree
        damageTracker.noteChanges(operations)
        treeDidChange()
    }

    /// Stores a contents bitmap and uploads it to a texture once; a bitmap already held is
    /// ignored. Kept until a change of the tree leaves no layer referring to it.
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    public func storeContents(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError) {
        guard textures[id] == nil else { return }
        if try textures.store(bitmap, for: id) { damageTracker.invalidateWholeFrame() }
        needsDisplay = true
    }

    /// Whether a contents bitmap is held (as a texture).
    public func hasContents(_ id: ContentID) -> Bool { textures[id] != nil }

    /// The contents ids currently held as textures.
    public var heldContents: Set<ContentID> { textures.heldContents }

    /// Says that the window's back buffer no longer holds the kept frame: something else was
    /// drawn into it (or presented from it), or the window system lost its pixels. The next
    /// `presentIfNeeded()` presents the kept frame again, redrawing nothing that did not change.
    package func windowContentsReplaced() {
        needsDisplay = true
        unpresentedFrame = true
    }

    /// Marks the frame dirty so the next `presentIfNeeded()` composites it whole.
    public func setNeedsDisplay() {
        needsDisplay = true
        damageTracker.invalidateWholeFrame()
    }

    private func treeDidChange() {
        needsDisplay = true
        textures.dropUnreferenced(keeping: tree.referencedContents())
    }

    // MARK: - Output size and letterbox

    /// The logical screen size in points: the root layer's bounds.
    public var screenSize: CGSize { tree[.root]?.state.bounds.size ?? .zero }

    /// How screen points map to the output's pixels: the configured scale, or the largest that
    /// fits, centred.
    public var viewport: Viewport {
        let size = screenSize
        if let s = configuration.scale {
            return Viewport(screenSize: size, scale: s, outputWidth: outputWidth, outputHeight: outputHeight)
        }
        guard size.width > 0, size.height > 0 else {
            return Viewport(screenSize: size, scale: 1, outputWidth: outputWidth, outputHeight: outputHeight)
        }
        return Viewport(screenSize: size, outputWidth: outputWidth, outputHeight: outputHeight)
    }

    /// Converts a window pixel position (an SDL event's, scaled to drawable pixels) to points of
    /// the logical screen, undoing the letterbox.
    public func point(fromPixel p: CGPoint) -> CGPoint { viewport.point(fromPixel: p) }

    /// The ratio of drawable pixels to window coordinates (2 on a HiDPI window, else 1): SDL
    /// mouse events come in window coordinates.
    public var pixelsPerWindowUnit: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return w > 0 ? Double(outputWidth) / Double(w) : 1
    }

    /// Re-reads the drawable size (after a window resize or a display change); marks dirty
    /// when it changed.
    public func updateOutputSize() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let nw = max(1, Int(w)), nh = max(1, Int(h))
        if nw != outputWidth || nh != outputHeight {
            outputWidth = nw; outputHeight = nh
            targets.destroyAll()
            damageTracker.invalidateWholeFrame()
            needsDisplay = true
        }
    }

    // MARK: - Frames

    /// Composites what changed (SPEC-independent damage tracking: only the output the changed
    /// layers reached before and reach now) and presents it, when something changed or an
    /// animation runs; returns whether a frame was presented. A frame in which nothing drawn
    /// changed is not presented at all.
    /// - Parameter time: the server-clock time (seconds) to evaluate animations at, from the
    ///   caller's clock mapped to the server's; `nil` draws the model values (no animations).
    @discardableResult
    public func presentIfNeeded(at time: Double? = nil) -> Bool {
        let animating = time.map { tree.hasRunningAnimations(at: $0) } ?? false
        guard needsDisplay || animating || lastFrameAnimated else { return false }
        let drew = compositeDamage(at: time, full: false)
        if !drew, unpresentedFrame { copyFrameToWindow() }
        let presents = drew || unpresentedFrame
        finishPresenting(at: time, present: presents)
        return presents
    }

    /// Composites the whole tree (animations evaluated at `time`, server-clock seconds; `nil`:
    /// model values), whatever changed, and presents it now.
    public func present(at time: Double? = nil) {
        compositeDamage(at: time, full: true)
        finishPresenting(at: time, present: true)
    }

    private func finishPresenting(at time: Double?, present: Bool) {
        if present { SDL_RenderPresent(renderer) }
        unpresentedFrame = false
        needsDisplay = false
        lastFrameAnimated = time.map { tree.hasRunningAnimations(at: $0) } ?? false
    }

    /// Composites what changed since the last frame (animations at `time`, as for
    /// `presentIfNeeded(at:)`) and reads the whole frame back without presenting it (so it does
    /// not count as presented for `presentIfNeeded`): premultiplied BGRA of
    /// `outputWidth`×`outputHeight`, at `viewport.scale`.
    /// - Parameter whole: draw the whole tree into a second frame texture instead, leaving the
    ///   kept frame and what it recorded as they are (tests compare the two).
    /// - Throws: `ClientError.sdl` when SDL cannot read the pixels.
    public func readPixels(at time: Double? = nil, whole: Bool = false) throws(ClientError) -> ContentBitmap {
        if whole {
            prepareDrawing(at: time)
            if targets.wholeFrame == nil { targets.wholeFrame = makeOutputTarget() }
            composite(into: targets.wholeFrame, clip: SDL_Rect(x: 0, y: 0, w: Int32(outputWidth), h: Int32(outputHeight)))
            copyToWindow(targets.wholeFrame)
        } else if compositeDamage(at: time, full: false) {
            unpresentedFrame = true
        } else {
            // Nothing changed: the back buffer may hold something else (`windowContentsReplaced()`).
            copyFrameToWindow()
        }
        var pixels = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
        let status = pixels.withUnsafeMutableBytes { buf in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buf.baseAddress, Int32(outputWidth * 4))
        }
        guard status == 0 else { throw .sdl("SDL_RenderReadPixels: \(Self.sdlError())") }
        return ContentBitmap(width: outputWidth, height: outputHeight, scale: viewport.scale, pixels: pixels)
    }

    /// Writes the current frame (animations at `time`, as for `present(at:)`) as a PNG (SDL2_image).
    /// - Throws: `ClientError.screenshot` when the file cannot be written.
    public func saveScreenshot(path: String, at time: Double? = nil) throws(ClientError) {
        let frame = try readPixels(at: time)
        var pixels = frame.pixels
        let status = pixels.withUnsafeMutableBytes { buf -> Int32 in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buf.baseAddress, Int32(frame.width), Int32(frame.height),
                                                                   32, Int32(frame.bytesPerRow),
                                                                   SDL_PIXELFORMAT_ARGB8888.rawValue) else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard status == 0 else { throw .screenshot("\(path): \(Self.sdlError())") }
    }

    // MARK: - SDL helpers

    static func sdlError() -> String { String(cString: SDL_GetError()) }

    /// The render drivers this SDL build has, in SDL's order.
    public static func renderDriverNames() -> [String] {
        (0..<SDL_GetNumRenderDrivers()).compactMap { i in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name else { return nil }
            return String(cString: n)
        }
    }
}
