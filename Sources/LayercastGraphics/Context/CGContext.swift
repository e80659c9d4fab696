import CCairo
import Foundation

/// A bitmap drawing context with Core Graphics' names, drawing with Cairo into premultiplied BGRA.
///
/// Coordinates are in points with the origin at the top left and y growing downwards, as in UIKit.
/// The device scale (pixels per point) sits below the CTM, so drawing code never sees pixels: `ctm`
/// starts as the identity whatever the scale. `makeImage()` copies the pixels out as a `CGImage`.
///
/// Not Sendable: create, draw and read a context in one isolation domain. Cairo's error state is
/// sticky; `makeImage()` and `checkStatus()` report it.
///
/// A view's display pass at one scale, redrawing `dirty` (bounds space):
/// ```swift
/// let context = try previous.map { try CGContext(size: bounds.size, scale: scale, copying: $0) }
///     ?? CGContext(size: bounds.size, scale: scale, opaque: isOpaque)
/// context.translateBy(x: -bounds.minX, y: -bounds.minY)   // user space = bounds space
/// context.clip(to: dirty)
/// if clearsContextBeforeDrawing { context.clear(dirty) }
/// UIGraphicsContextStack.withCurrentContext(context) { view.draw(dirty) }
/// let bitmap = try context.makeImage()
/// ```
public final class CGContext {
    let surface: CairoSurface
    /// The `cairo_t`, destroyed in `deinit`.
    let cairo: OpaquePointer

    /// The size in points this context was created for.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether the bitmap is opaque: it starts black and `clear(_:)` paints black.
    public let isOpaque: Bool

    struct PaintState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var shadow: ShadowState?
        var interpolationQuality = CGInterpolationQuality.default
        /// A tiled image that fills instead of `fillColor` (a pattern colour's `setFill()`).
        var fillPattern: TilePattern?
        /// A tiled image that strokes instead of `strokeColor`.
        var strokePattern: TilePattern?
        /// Where pattern tiles start, in points of the base space.
        var patternPhase = CGSize.zero
        /// Anti-aliasing is on when both are (Core Graphics' two switches).
        var shouldAntialias = true
        var allowsAntialiasing = true
    }
    var paint = PaintState()
    private var savedPaint: [PaintState] = []
    /// The global alpha saved by each open transparency layer.
    var transparencyLayerAlphas: [CGFloat] = []
    /// Set while a shadowed operation draws into its group, so nested operations do not cast
    /// a second shadow.
    var isPaintingShadowedGroup = false
    /// Set by `beginRecordingText()`: text becomes glyph runs instead of pixels (SPEC §4.6).
    var textRecorder: TextRecorder?

    /// A transparent (or, when `opaque`, black) context of `size` points at `scale` pixels per
    /// point. The bitmap is `ceil(size × scale)` pixels. Throws `.invalidSize` for a negative or
    /// non-finite size, a scale that is not positive, or a bitmap over 32767 pixels a side, and
    /// `.cairo` when Cairo cannot allocate it.
    public convenience init(size: CGSize, scale: CGFloat = 1, opaque: Bool = false) throws {
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        try self.init(surface: CairoSurface(pixelWidth: width, pixelHeight: height), size: size, scale: scale,
                      opaque: opaque)
        if opaque {
            cairo_set_source_rgb(cairo, 0, 0, 0)
            cairo_paint(cairo)
        }
    }

    /// A context of `size` points at `scale` whose bitmap starts as a copy of `image`, for partial
    /// redraws that keep the pixels outside the dirty rect. `image` must be exactly
    /// `ceil(size × scale)` pixels; otherwise throws `.invalidSize`.
    public convenience init(size: CGSize, scale: CGFloat, copying image: CGImage, opaque: Bool = false) throws {
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        guard image.width == width, image.height == height else {
            throw GraphicsError.invalidSize(width: Double(size.width), height: Double(size.height),
                                            scale: Double(scale))
        }
        try self.init(surface: CairoSurface(copying: image), size: size, scale: scale, opaque: opaque)
    }

    private init(surface: CairoSurface, size: CGSize, scale: CGFloat, opaque: Bool) throws {
        self.surface = surface
        self.size = size
        self.scale = scale
        self.isOpaque = opaque
        cairo_surface_set_device_scale(surface.pointer, Double(scale), Double(scale))
        guard let cr = cairo_create(surface.pointer) else {
            throw GraphicsError.cairo(status: "no context", operation: "creating a drawing context")
        }
        cairo = cr
        try GraphicsError.check(cairo_status(cr), "creating a drawing context")
        TextRendering.applyFontOptions(to: cr)
        // Core Graphics' default line width is 1; Cairo's is 2.
        cairo_set_line_width(cr, 1)
    }

    deinit { cairo_destroy(cairo) }

    static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        let invalid = GraphicsError.invalidSize(width: Double(size.width), height: Double(size.height),
                                                scale: Double(scale))
        guard scale > 0, scale.isFinite, size.width >= 0, size.height >= 0,
              size.width.isFinite, size.height.isFinite else { throw invalid }
        // Round away float noise first, so 100.00000001 × 1 does not become 101 pixels.
        func pixels(_ v: CGFloat) -> CGFloat { ((v * scale) * 1e6).rounded() / 1e6 }
        let w = pixels(size.width).rounded(.up), h = pixels(size.height).rounded(.up)
        guard w <= CGFloat(CairoSurface.maximumPixelSide), h <= CGFloat(CairoSurface.maximumPixelSide) else {
            throw invalid
        }
        return (Int(w), Int(h))
    }

    /// Width of the bitmap in pixels.
    public var width: Int { surface.pixelWidth }
    /// Height of the bitmap in pixels.
    public var height: Int { surface.pixelHeight }

    /// Throws `.cairo` if any drawing so far put Cairo into an error state.
    public func checkStatus() throws {
        try GraphicsError.check(cairo_status(cairo), "drawing")
    }

    /// A copy of the pixels drawn so far (premultiplied BGRA). Throws `.cairo` if drawing failed.
    /// Unlike Core Graphics this throws instead of returning `nil`.
    public func makeImage() throws -> CGImage {
        try checkStatus()
        return try surface.makeImage()
    }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line and text settings).
    public func saveGState() {
        cairo_save(cairo)
        savedPaint.append(paint)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = savedPaint.popLast() else { return }
        cairo_restore(cairo)
        paint = saved
    }

    /// Runs `body` between `saveGState()` and `restoreGState()`.
    public func withGState<R>(_ body: () throws -> R) rethrows -> R {
        saveGState()
        defer { restoreGState() }
        return try body()
    }

    // MARK: - Current transformation matrix (user space → points)

    /// The current transformation matrix from user space to the bitmap's points (the device scale
    /// is not included).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The CTM followed by the device scale: user space → pixels.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        ctm.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Moves the origin of user space by `(tx, ty)` user-space units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cairo, Double(tx), Double(ty)) }

    /// Scales user space by `(sx, sy)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cairo, Double(sx), Double(sy)) }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Applies `transform` to user space: points are mapped by `transform`, then by the old CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        guard transform.determinant != 0 else { return }
        cairo_transform(cairo, &m)
    }

    /// Maps a user-space point to points in the bitmap.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// Maps a point in the bitmap back to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    // MARK: - Colours and compositing

    /// Sets the colour `fill…` operations use.
    public func setFillColor(_ color: CGColor) { paint.fillColor = color; paint.fillPattern = nil }

    /// Sets the fill colour from RGBA components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the colour `stroke…` operations use.
    public func setStrokeColor(_ color: CGColor) { paint.strokeColor = color; paint.strokePattern = nil }

    /// Sets the stroke colour from RGBA components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// The current fill colour.
    public var fillColor: CGColor { paint.fillColor }
    /// The current stroke colour.
    public var strokeColor: CGColor { paint.strokeColor }

    /// Sets a global opacity (0…1) multiplied into everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { paint.alpha = max(0, min(1, alpha)) }

    /// Sets how drawing composites with the bitmap.
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, mode.cairoOperator) }

    /// Turns anti-aliasing of shapes on or off (while `setAllowsAntialiasing(_:)` allows it).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        paint.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    func applyAntialias() {
        let on = paint.shouldAntialias && paint.allowsAntialiasing
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// The quality of image scaling in `draw(_:in:)`; part of the graphics state.
    public var interpolationQuality: CGInterpolationQuality {
        get { paint.interpolationQuality }
        set { paint.interpolationQuality = newValue }
    }

    func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha * paint.alpha))
    }

    // MARK: - Stroke parameters

    /// Sets the stroke width in user-space units.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(max(0, width))) }

    /// The current stroke width in user-space units.
    public var lineWidth: CGFloat { CGFloat(cairo_get_line_width(cairo)) }

    /// Sets the shape of line ends.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets the shape of line corners.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the miter limit (ratio of miter length to line width) beyond which corners are bevelled.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Sets a dash pattern of alternating on/off lengths in user-space units, starting `phase` into
    /// the pattern; an empty array turns dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map { Double(max(0, $0)) }
        if values.isEmpty || values.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cairo, nil, 0, 0)
        } else {
            values.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
        }
    }
}

/// How drawing composites with what is already in the bitmap: Core Graphics' modes with its raw
/// values, each drawn with the Cairo operator of the same formula. Core Graphics' `plusDarker`
/// has no Cairo operator and is not offered.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Multiply.
    case multiply = 1
    /// Screen.
    case screen = 2
    /// Overlay.
    case overlay = 3
    /// Darken.
    case darken = 4
    /// Lighten.
    case lighten = 5
    /// Colour dodge.
    case colorDodge = 6
    /// Colour burn.
    case colorBurn = 7
    /// Soft light.
    case softLight = 8
    /// Hard light.
    case hardLight = 9
    /// Difference.
    case difference = 10
    /// Exclusion.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// Clears the destination.
    case clear = 16
    /// Replaces the destination, alpha included.
    case copy = 17
    /// Source where the destination is.
    case sourceIn = 18
    /// Source where the destination is not.
    case sourceOut = 19
    /// Source atop the destination.
    case sourceAtop = 20
    /// Destination over source.
    case destinationOver = 21
    /// Destination where the source is.
    case destinationIn = 22
    /// Destination where the source is not.
    case destinationOut = 23
    /// Destination atop the source.
    case destinationAtop = 24
    /// XOR.
    case xor = 25
    /// Sum, clamped.
    case plusLighter = 27

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// The filter used when images are scaled.
public enum CGInterpolationQuality: Sendable {
    /// Cairo's good filter.
    case `default`
    /// Nearest neighbour (crisp pixels).
    case none
    /// Fast bilinear.
    case low
    /// Good.
    case medium
    /// Best.
    case high
}
