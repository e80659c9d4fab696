import Foundation

// SF Symbols are Apple's font; they do not exist on Linux. A small set of the most used symbols
// is drawn here with paths, so common code keeps its icons; other names give nil.
extension UIImage {
    /// A system symbol image, or `nil` when Layercast has no drawing for `name`.
    ///
    /// SF Symbols are not available on Linux. Layercast draws these common symbols with paths, at
    /// roughly the size SF Symbols have at their default configuration (the body text style,
    /// 17 points), in black, as template images (`.alwaysTemplate`, so views tint them):
    /// `chevron.right`, `chevron.left`, `chevron.up`, `chevron.down`, `plus`, `minus`, `xmark`,
    /// `checkmark`, `star`, `star.fill`, `heart`, `heart.fill`, `magnifyingglass`, `gear`,
    /// `circle`, `circle.fill`, `ellipsis`. The shapes are simple outlines, not Apple's glyphs.
    /// Any other name returns `nil`, as UIKit does for a name it does not know: supply the icon
    /// as an image in the app's bundle (`UIImage(named:)`) instead.
    public convenience init?(systemName name: String) {
        guard let symbol = SystemSymbol.all[name], let image = symbol.render() else { return nil }
        self.init(cgImage: image, scale: SystemSymbol.scale, renderingMode: .alwaysTemplate, isSymbolImage: true)
    }

    /// A system symbol image for `traitCollection`; the traits do not change the drawing (see
    /// `init(systemName:)`).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// A system symbol image drawn for `configuration` (its point size scales the drawing from
    /// the default 17 points), or `nil` as `init(systemName:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let factor = (configuration?.pointSize).map { $0 > 0 ? $0 / SymbolConfiguration.defaultPointSize : 1 } ?? 1
        guard let symbol = SystemSymbol.all[name], let image = symbol.render(factor: factor) else { return nil }
        self.init(cgImage: image, scale: SystemSymbol.scale, renderingMode: .alwaysTemplate, isSymbolImage: true)
    }

    /// How a symbol image is drawn: UIKit's `UIImage.SymbolConfiguration`. Layercast's symbols
    /// follow the point size; weight and scale are kept for the app.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// SF Symbols' default point size, the body text style's.
        public static let defaultPointSize: CGFloat = 17
        /// The symbol's point size; 0 for the default.
        public var pointSize: CGFloat
        /// The stroke weight.
        public var weight: SymbolWeight
        /// The size relative to the point size.
        public var scale: SymbolScale

        /// A configuration of `pointSize`.
        public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A configuration of `pointSize` and `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// A configuration of every setting.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// A configuration of `weight` at the default size.
        public init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A configuration of `scale` at the default size.
        public init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// The font's point size as the symbol's.
        public init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// The text style's point size as the symbol's.
        public init(textStyle: UIFont.TextStyle) { self.init(font: .preferredFont(forTextStyle: textStyle)) }
    }

    /// A symbol's stroke weight: UIKit's `UIImage.SymbolWeight`. Raw values are UIKit's.
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// A symbol's scale: UIKit's `UIImage.SymbolScale`. Raw values are UIKit's.
    public enum SymbolScale: Int, Sendable {
        /// The default.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// The names `init(systemName:)` can draw. A Layercast addition.
    public static var availableSystemNames: [String] { SystemSymbol.all.keys.sorted() }
}

/// One drawable symbol: its size in points and its drawing in that box.
struct SystemSymbol: Sendable {
    /// Symbols are drawn at 3 pixels per point, the highest common screen scale.
    static let scale: CGFloat = 3
    /// The stroke width of outlined symbols, close to SF Symbols' regular weight at 17 points.
    static let lineWidth: CGFloat = 1.7

    let size: CGSize
    let draw: @Sendable (CGContext, CGRect) -> Void

    /// The symbol drawn `factor` times its default size.
    func render(factor: CGFloat = 1) -> CGImage? {
        guard let context = try? CGContext(size: CGSize(width: size.width * factor, height: size.height * factor),
                                           scale: Self.scale) else { return nil }
        context.scaleBy(x: factor, y: factor)
        context.setFillColor(.black)
        context.setStrokeColor(.black)
        context.setLineWidth(Self.lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        let inset = Self.lineWidth / 2
        draw(context, CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset))
        return try? context.makeImage()
    }

    static let all: [String: SystemSymbol] = [
        "chevron.right": SystemSymbol(size: CGSize(width: 10, height: 17)) { c, r in
            c.addLines(between: [CGPoint(x: r.minX + 1, y: r.minY), CGPoint(x: r.maxX - 1, y: r.midY),
                                 CGPoint(x: r.minX + 1, y: r.maxY)])
            c.strokePath()
        },
        "chevron.left": SystemSymbol(size: CGSize(width: 10, height: 17)) { c, r in
            c.addLines(between: [CGPoint(x: r.maxX - 1, y: r.minY), CGPoint(x: r.minX + 1, y: r.midY),
                                 CGPoint(x: r.maxX - 1, y: r.maxY)])
            c.strokePath()
        },
        "chevron.up": SystemSymbol(size: CGSize(width: 17, height: 10)) { c, r in
            c.addLines(between: [CGPoint(x: r.minX, y: r.maxY - 1), CGPoint(x: r.midX, y: r.minY + 1),
                                 CGPoint(x: r.maxX, y: r.maxY - 1)])
            c.strokePath()
        },
        "chevron.down": SystemSymbol(size: CGSize(width: 17, height: 10)) { c, r in
            c.addLines(between: [CGPoint(x: r.minX, y: r.minY + 1), CGPoint(x: r.midX, y: r.maxY - 1),
                                 CGPoint(x: r.maxX, y: r.minY + 1)])
            c.strokePath()
        },
        "plus": SystemSymbol(size: CGSize(width: 17, height: 17)) { c, r in
            c.strokeLineSegments(between: [CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.midX, y: r.maxY),
                                           CGPoint(x: r.minX, y: r.midY), CGPoint(x: r.maxX, y: r.midY)])
        },
        "minus": SystemSymbol(size: CGSize(width: 17, height: 4)) { c, r in
            c.strokeLineSegments(between: [CGPoint(x: r.minX, y: r.midY), CGPoint(x: r.maxX, y: r.midY)])
        },
        "xmark": SystemSymbol(size: CGSize(width: 15, height: 15)) { c, r in
            c.strokeLineSegments(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                                           CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY)])
        },
        "checkmark": SystemSymbol(size: CGSize(width: 17, height: 16)) { c, r in
            c.addLines(between: [CGPoint(x: r.minX, y: r.minY + r.height * 0.55),
                                 CGPoint(x: r.minX + r.width * 0.35, y: r.maxY),
                                 CGPoint(x: r.maxX, y: r.minY)])
            c.strokePath()
        },
        "star": SystemSymbol(size: CGSize(width: 18, height: 17)) { c, r in
            c.addPath(starPath(in: r)); c.strokePath()
        },
        "star.fill": SystemSymbol(size: CGSize(width: 18, height: 17)) { c, r in
            c.addPath(starPath(in: r)); c.drawPath(using: .fillStroke)
        },
        "heart": SystemSymbol(size: CGSize(width: 18, height: 16)) { c, r in
            c.addPath(heartPath(in: r)); c.strokePath()
        },
        "heart.fill": SystemSymbol(size: CGSize(width: 18, height: 16)) { c, r in
            c.addPath(heartPath(in: r)); c.drawPath(using: .fillStroke)
        },
        "magnifyingglass": SystemSymbol(size: CGSize(width: 17, height: 17)) { c, r in
            let d = r.width * 0.68
            c.strokeEllipse(in: CGRect(x: r.minX, y: r.minY, width: d, height: d))
            let edge = r.minX + d / 2 + d / 2 * 0.7071
            c.strokeLineSegments(between: [CGPoint(x: edge, y: edge - r.minX + r.minY), CGPoint(x: r.maxX, y: r.maxY)])
        },
        "gear": SystemSymbol(size: CGSize(width: 18, height: 18)) { c, r in
            c.addPath(gearPath(in: r)); c.strokePath()
            let hole = r.width * 0.18
            c.strokeEllipse(in: CGRect(x: r.midX - hole, y: r.midY - hole, width: hole * 2, height: hole * 2))
        },
        "circle": SystemSymbol(size: CGSize(width: 18, height: 18)) { c, r in c.strokeEllipse(in: r) },
        "circle.fill": SystemSymbol(size: CGSize(width: 18, height: 18)) { c, r in
            c.fillEllipse(in: r.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2))
        },
        "ellipsis": SystemSymbol(size: CGSize(width: 17, height: 4)) { c, r in
            let d: CGFloat = 3.4
            for x in [r.minX, r.midX - d / 2, r.maxX - d] {
                c.fillEllipse(in: CGRect(x: x, y: r.midY - d / 2, width: d, height: d))
            }
        },
    ]

    /// A five-pointed star touching the box's top and sides.
    static func starPath(in r: CGRect) -> CGPath {
        let path = CGMutablePath()
        let center = CGPoint(x: r.midX, y: r.minY + r.height * 0.55)
        let outer = r.width / 2, inner = outer * 0.45
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let radius = i.isMultiple(of: 2) ? outer : inner
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// Two lobes and a point at the bottom.
    static func heartPath(in r: CGRect) -> CGPath {
        let path = CGMutablePath()
        let radius = r.width / 4
        path.move(to: CGPoint(x: r.midX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + r.width * 0.06, y: r.minY + radius * 1.6))
        path.addArc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
                    startAngle: .pi * 0.8, endAngle: 0, clockwise: false)
        path.addArc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
                    startAngle: .pi, endAngle: .pi * 0.2, clockwise: false)
        path.closeSubpath()
        return path
    }

    /// An eight-toothed wheel.
    static func gearPath(in r: CGRect) -> CGPath {
        let path = CGMutablePath()
        let center = CGPoint(x: r.midX, y: r.midY)
        let outer = r.width / 2, inner = outer * 0.72
        let teeth = 8
        for i in 0..<(teeth * 4) {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(teeth * 4)
            let radius = (i % 4 == 0 || i % 4 == 1) ? outer : inner
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}
