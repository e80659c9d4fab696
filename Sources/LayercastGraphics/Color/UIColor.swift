import Foundation

/// A colour with UIKit's names: an immutable, Sendable object.
///
/// Three kinds, as in UIKit: a fixed colour (straight RGBA in 0…1), a dynamic colour whose
/// provider picks a colour per trait collection (`init(dynamicProvider:)`), and a pattern colour
/// that paints a tiled image (`init(patternImage:)`). Fixed colours are equal when their
/// components are, as `UIColor.isEqual` does for RGB colours; a dynamic colour equals only
/// itself; pattern colours are equal when their images are. The `system…` colours have their
/// light-appearance values. A `TextAttributeObject` (UIKit's is an NSObject), so attribute
/// literals mixing it with fonts and paragraph styles compile. Immutable, hence Sendable.
public final class UIColor: TextAttributeObject, Hashable, @unchecked Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case fixed(CGColor)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
        /// The image, and the average of its pixels (what `cgColor` reports).
        case pattern(UIImage, average: CGColor)
    }
    let kind: Kind

    /// The Core Graphics colour: the components of a fixed colour; for a dynamic colour, the
    /// colour its provider gives for `UITraitCollection.current`; for a pattern colour, the
    /// average colour of the image (Core Graphics' pattern colours have no RGB value, and
    /// Layercast's `CGColor` is RGB only).
    public var cgColor: CGColor {
        switch kind {
        case .fixed(let color): color
        case .dynamic: resolvedColor(with: .current).cgColor
        case .pattern(_, let average): average
        }
    }

    /// Creates a colour from a `CGColor`.
    public init(cgColor: CGColor) {
        kind = .fixed(cgColor)
        super.init()
    }

    /// A dynamic colour: `dynamicProvider` is asked for the colour for a trait collection each
    /// time the colour is resolved (`resolvedColor(with:)`, `cgColor`, `setFill()` …). Base it
    /// only on the traits it is given. The provider is `@Sendable` because colours are.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        kind = .dynamic(dynamicProvider)
        super.init()
    }

    /// A colour that paints `image` tiled edge to edge, each tile the image's size in points,
    /// when used as a fill or stroke colour in drawing or as a view's background.
    public init(patternImage image: UIImage) {
        kind = .pattern(image, average: UIColor.averageColor(of: image.cgImage))
        super.init()
    }

    /// The colour for `traitCollection`: a dynamic colour's provider result (itself resolved);
    /// fixed and pattern colours return themselves.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may return another dynamic colour; a bound keeps a cycle from hanging.
        for _ in 0..<16 {
            guard case .dynamic(let provider) = color.kind else { return color }
            color = provider(traitCollection)
        }
        return UIColor(cgColor: .clear)
    }

    /// The tiled image of a pattern colour; `nil` for other colours. A Layercast addition.
    public var patternImage: UIImage? {
        if case .pattern(let image, _) = kind { return image }
        return nil
    }

    private static func averageColor(of image: CGImage?) -> CGColor {
        guard let image, image.width * image.height > 0 else { return .clear }
        var sums = [0.0, 0.0, 0.0, 0.0]
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            for c in 0..<4 { sums[c] += Double(image.pixels[i + c]) }
        }
        let n = Double(image.width * image.height)
        let a = sums[3] / n
        guard a > 0 else { return .clear }
        // The pixels are premultiplied BGRA: divide the colour sums by the alpha sum.
        return CGColor(red: sums[2] / sums[3], green: sums[1] / sums[3], blue: sums[0] / sums[3], alpha: a / 255)
    }

    /// Creates a colour from RGBA components in 0…1 (clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Creates a grey from a white level and an opacity, both 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// Creates a colour from hue, saturation, brightness and alpha, all 0…1 (hue wraps around).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates an opaque colour from 0…255 RGB bytes, a convenience for colours from design specs.
    public convenience init(red255 red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The same colour with another opacity (0…1). A dynamic colour stays dynamic (the opacity
    /// applies to whatever it resolves to); a pattern colour gives its average colour.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case .dynamic = kind {
            return UIColor(dynamicProvider: { [self] traits in
                self.resolvedColor(with: traits).withAlphaComponent(alpha)
            })
        }
        let c = cgColor
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Writes the RGBA components (0…1) through the pointers that are not `nil`; always `true`.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    /// Writes the white level (the mean of R, G, B) and alpha; `true` only when the colour is grey.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return c.red == c.green && c.green == c.blue
    }

    /// Writes hue, saturation, brightness and alpha (all 0…1); always `true`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = (g - b) / delta + (g < b ? 6 : 0) }
            else if maxC == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Sets this colour as both fill and stroke colour of the current context (no-op without one).
    public func set() { setFill(); setStroke() }

    /// Sets this colour as the fill colour of the current context (no-op without one). A
    /// dynamic colour resolves with `UITraitCollection.current`; a pattern colour fills with its
    /// image tiled from the context's origin.
    public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = resolvedColor(with: .current)
        if case .pattern(let image, _) = color.kind, let tile = image.cgImage {
            context.setFillPattern(tile, scale: image.scale)
        } else {
            context.setFillColor(color.cgColor)
        }
    }

    /// Sets this colour as the stroke colour of the current context (no-op without one). A
    /// dynamic colour resolves with `UITraitCollection.current`; a pattern colour strokes with
    /// its image tiled.
    public func setStroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = resolvedColor(with: .current)
        if case .pattern(let image, _) = color.kind, let tile = image.cgImage {
            context.setStrokePattern(tile, scale: image.scale)
        } else {
            context.setStrokeColor(color.cgColor)
        }
    }

    /// Fixed colours are equal when their components are, pattern colours when their images
    /// are; a dynamic colour equals only itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.fixed(let a), .fixed(let b)): a == b
        case (.pattern(let a, _), .pattern(let b, _)): a == b
        case (.dynamic, .dynamic): lhs === rhs
        default: false
        }
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        switch kind {
        case .fixed(let c): hasher.combine(0); hasher.combine(c)
        case .dynamic: hasher.combine(1); hasher.combine(ObjectIdentifier(self))
        case .pattern(let image, _): hasher.combine(2); hasher.combine(image)
        }
    }

    /// e.g. `UIColor(r: 1, g: 0, b: 0, a: 1)`; dynamic and pattern colours say so.
    public var description: String {
        switch kind {
        case .fixed(let c): "UIColor(r: \(c.red), g: \(c.green), b: \(c.blue), a: \(c.alpha))"
        case .dynamic: "UIColor(dynamic, light: \(resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))))"
        case .pattern(let image, _): "UIColor(pattern: \(image.size.width)×\(image.size.height) pt)"
        }
    }
}
