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
    /// The SDL renderer.
    let renderer: OpaquePointer
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

    /// The tree being drawn: the mirror, or its presentation at the frame's time.
    var drawingTree = LayerTree()
    /// Whether the last frame showed a running animation: one more frame shows its end.
    var lastFrameAnimated = false
    var textures: [ContentID: ContentTexture] = [:]
    /// Held glyph masks (SPEC §6.5) and the scale they are drawn at.
    var glyphAtlas = GlyphAtlas()
    var glyphScale: Double = 1
    /// Whether a frame drew a run naming a mask the atlas did not hold yet.
    var glyphsMissed = false
    var targetPool: [OpaquePointer] = []
    var scratchTexture: OpaquePointer?
    /// Blurred shadows by layer, reused while their inputs stay the same.
    var shadowCache: [LayerID: CachedShadow] = [:]
    /// What each layer drew in the last frame (damage tracking, `Compositor+Damage`).
    var drawnRecords: [LayerID: DrawnRecord] = [:]
    /// The frame kept between frames, so a frame redraws only its damage.
    var frameTexture: OpaquePointer?
    /// What `readPixels(whole: true)` draws into (tests only).
    var wholeFrameTexture: OpaquePointer?
    /// Whether the next frame must be drawn whole (first frame, resize, capabilities,
    /// `setNeedsDisplay()`, contents or glyphs that arrived after a layer named them).
    var damagesWholeFrame = true
    /// While a partial frame is drawn: skip layers whose recorded reach misses the clip.
    var cullsByReach = false
    /// The layers a partial frame drew (not skipped outside its damage).
    var layersDrawn: Set<LayerID> = []
    /// Whether the frame texture holds changes a read-back drew but no present showed yet.
    var unpresentedFrame = false
    /// Contents a frame could not draw because they were not held yet.
    var contentsMissed: Set<ContentID> = []
    /// The output rectangle the last composite redrew (`nil`: nothing had changed).
    public internal(set) var lastDamage: SDL_Rect?
    /// The layers whose cached shadow the current frame used.
    var shadowsUsed: Set<LayerID> = []
    /// How many shadows have been blurred (cache misses), for tests and statistics.
    var shadowsBlurred = 0
    /// Shapes and gradients rasterised at this output's scale (SPEC §4.7, §4.8), by layer.
    var rasterCache: [RasterSlot: CachedRaster] = [:]
    /// The rasters the current frame drew.
    var rastersUsed: Set<RasterSlot> = []
    /// How many shape and gradient bitmaps have been rasterised (cache misses), for tests.
    public internal(set) var rastersMade = 0
    var baselineTexture: OpaquePointer?
    var clipStack: [SDL_Rect] = []
    var targetDepth = 0
    /// Whether opacity composites layers as groups and replicators draw their copies (SPEC §4.9,
    /// §4.10): true unless the session's server did not accept `layerGroups`.
    public internal(set) var compositesLayerGroups = true
    /// Whether a layer's edges are aliased where its transform turns or skews it, unless it
    /// allows edge antialiasing (SPEC §4.11): true unless the server did not accept
    /// `edgeAntialiasing`.
    public internal(set) var aliasesTurnedEdges = true
    /// Whether the parts being drawn now are those of such a layer (their edges aliased).
    var edgesAliased = false
    /// Whether a layer with `shouldRasterize` is drawn at its `rasterizationScale` (SPEC §4.12):
    /// true unless the server did not accept `rasterization`.
    public internal(set) var rasterizesLayers = true
    /// The layers whose bitmap is being drawn now (drawn directly inside it).
    var rasterizing: Set<LayerID> = []
    /// The colour every draw is multiplied by: a replicator copy's instance colour (SPEC §4.10).
    var tint = LayerTint.none
    /// The time animations are evaluated at for the frame being drawn (nil: model values).
    var drawingTime: Double?
    /// While a replicator's delayed copy is drawn: the time its layers show (SPEC §4.10).
    var instanceTime: Double?
    /// The product of the instance counts of the replicators above the layer being drawn
    /// (bounded by L28).
    var copiesAbove = 1

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
        updateOutputSize()
    }

    deinit {
        glyphAtlas.removeAll()
        for t in textures.values { SDL_DestroyTexture(t.texture) }
        for r in rasterCache.values { SDL_DestroyTexture(r.texture.texture) }
        for t in targetPool { SDL_DestroyTexture(t) }
        if let s = scratchTexture { SDL_DestroyTexture(s) }
        for c in shadowCache.values { SDL_DestroyTexture(c.texture) }
        if let b = baselineTexture { SDL_DestroyTexture(b) }
        if let f = frameTexture { SDL_DestroyTexture(f) }
        if let f = wholeFrameTexture { SDL_DestroyTexture(f) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    // MARK: - Tree and contents

    /// Applies a commit's operations to the mirror, then drops textures no layer references.
    /// - Parameter limits: the tree limits to enforce (the welcome's, SPEC §8 L3, L4, L6).
    /// - Throws: the tree's `ProtocolError` when the operations are invalid; the tree is unchanged.
    public func apply(_ operations: [LayerOperation], limits: ProtocolLimits = .default) throws(ProtocolError) {
        guard !operations.isEmpty else { return }
        try tree.apply(operations, limits: limits)
        treeDidChange()
    }

    /// Replaces the whole mirror (a snapshot or a resync).
    public func replaceTree(_ newTree: LayerTree) {
        tree = newTree
        treeDidChange()
    }

    /// Stores a contents bitmap and uploads it to a texture once; a bitmap already held is
    /// ignored. Kept until a change of the tree leaves no layer referring to it.
    /// - Throws: `ClientError.sdl` when the texture cannot be created.
    public func storeContents(_ bitmap: ContentBitmap, for id: ContentID) throws(ClientError) {
        guard textures[id] == nil else { return }
        textures[id] = try uploadTexture(bitmap)
        needsDisplay = true
        if contentsMissed.remove(id) != nil { damagesWholeFrame = true }
    }

    /// Whether a contents bitmap is held (as a texture).
    public func hasContents(_ id: ContentID) -> Bool { textures[id] != nil }

    /// The contents ids currently held as textures.
    public var heldContents: Set<ContentID> { Set(textures.keys) }

    /// Marks the frame dirty so the next `presentIfNeeded()` composites it whole.
    public func setNeedsDisplay() {
        needsDisplay = true
        damagesWholeFrame = true
    }

    private func treeDidChange() {
        needsDisplay = true
        var referenced = Set<ContentID>()
        for node in tree.nodes.values { if let c = node.state.contents { referenced.insert(c) } }
        for (id, t) in textures where !referenced.contains(id) {
            SDL_DestroyTexture(t.texture)
            textures[id] = nil
        }
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
            for t in targetPool { SDL_DestroyTexture(t) }
            targetPool = []
            if let s = scratchTexture { SDL_DestroyTexture(s) }
            scratchTexture = nil
            if let b = baselineTexture { SDL_DestroyTexture(b) }
            baselineTexture = nil
            dropFrameTexture()
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
            if wholeFrameTexture == nil { wholeFrameTexture = makeOutputTarget() }
            composite(into: wholeFrameTexture, clip: SDL_Rect(x: 0, y: 0, w: Int32(outputWidth), h: Int32(outputHeight)))
            copyToWindow(wholeFrameTexture)
        } else if compositeDamage(at: time, full: false) {
            unpresentedFrame = true
        } else {
            // Nothing changed: the back buffer may hold something else (a presented baseline).
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
