import CCairo
import Foundation

/// A font with UIKit's names, mapped to a Pango font description. Immutable and Sendable (a
/// `TextAttributeObject`, as UIKit's is an NSObject, so attribute literals mixing it with
/// colours and paragraph styles compile).
///
/// The system font is DejaVu Sans (installed by the setup script); sizes are in points. Metrics
/// are measured with Pango when the font is created.
public final class UIFont: TextAttributeObject, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The font family, e.g. "DejaVu Sans".
    public let familyName: String
    /// Family plus style, e.g. "DejaVu Sans Bold".
    public let fontName: String
    /// The em size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic (oblique).
    public let isItalic: Bool
    /// Distance from the baseline to the top of the line, in points (positive).
    public let ascender: CGFloat
    /// Distance from the baseline to the bottom of the line, in points (negative, as UIKit).
    public let descender: CGFloat
    /// The height of one laid-out line in points (Pango's logical line height).
    public let lineHeight: CGFloat
    /// Extra space between lines beyond ascender and descender, in points.
    public var leading: CGFloat { max(0, lineHeight - (ascender - descender)) }
    /// Approximate height of capitals, in points (0.73 em for DejaVu Sans).
    public var capHeight: CGFloat { pointSize * 0.729 }
    /// Approximate height of lower-case x, in points (0.55 em for DejaVu Sans).
    public var xHeight: CGFloat { pointSize * 0.547 }

    /// The family the system fonts use.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family the monospaced system fonts use.
    public static let monospacedFamilyName = "DejaVu Sans Mono"

    init(family: String, size: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        pointSize = max(0, size.isFinite ? size : 0)
        self.weight = weight
        isItalic = italic
        var name = family
        if weight >= .bold { name += " Bold" }
        if italic { name += " Oblique" }
        fontName = name
        let metrics = Self.measure(family: family, size: pointSize, weight: weight, italic: italic)
        ascender = metrics.ascender
        descender = metrics.descender
        lineHeight = metrics.lineHeight
        super.init()
    }

    /// The font named `fontName` at `size` points; `nil` when no installed family has that name.
    ///
    /// Accepts Pango-style names ("DejaVu Sans", "DejaVu Sans Bold", "dejavu serif italic") and
    /// PostScript-style names ("DejaVuSans-Bold", "DejaVuSerif-BoldItalic"); family names are
    /// matched ignoring case and spaces.
    public convenience init?(name fontName: String, size: CGFloat) {
        var candidates = [fontName]
        if let dash = fontName.lastIndex(of: "-") {
            candidates.append(fontName[..<dash] + " " + fontName[fontName.index(after: dash)...]
                .replacingOccurrences(of: "Bold", with: " Bold "))
        }
        let installed = TextRendering.familyNames()
        func key(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace } }
        for candidate in candidates {
            guard let parsed = pango_font_description_from_string(candidate) else { continue }
            let description = FontDescriptionHandle(parsed)
            guard let familyC = pango_font_description_get_family(description.pointer) else { continue }
            let wanted = key(String(cString: familyC))
            guard let family = installed.first(where: { key($0) == wanted }) else { continue }
            let weight = Weight(pangoWeight: CGFloat(pango_font_description_get_weight(description.pointer).rawValue))
            let style = pango_font_description_get_style(description.pointer)
            self.init(family: family, size: size, weight: weight, italic: style != PANGO_STYLE_NORMAL)
            return
        }
        return nil
    }

    /// The system font (DejaVu Sans) at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: .regular, italic: false)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: weight, italic: false)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: .bold, italic: false)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: monospacedFamilyName, size: fontSize, weight: weight, italic: false)
    }

    /// The default size of labels and buttons, 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The system font size, 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The small system font size, 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// A new Pango description of this font; its absolute size is the point size, since user
    /// space is in points.
    func makeDescription() -> FontDescriptionHandle {
        let description = FontDescriptionHandle(pango_font_description_new())
        pango_font_description_set_family(description.pointer, familyName)
        pango_font_description_set_weight(description.pointer, PangoWeight(rawValue: UInt32(weight.pangoWeight)))
        pango_font_description_set_style(description.pointer, isItalic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description.pointer, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }

    private static func measure(family: String, size: CGFloat, weight: Weight,
                                italic: Bool) -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        let font = UIFontMetricsProbe(family: family, size: size, weight: weight, italic: italic)
        return font.measure() ?? (size * 0.93, -size * 0.24, size * 1.17)
    }

    /// Fonts are equal when family, size, weight and slant are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic
    }
    /// Hashes family, size, weight and slant.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(weight); hasher.combine(isItalic)
    }

    /// e.g. `UIFont("DejaVu Sans Bold", 17.0pt)`.
    public var description: String { "UIFont(\"\(fontName)\", \(pointSize)pt)" }
}

/// Measures a font's line metrics with a one-line Pango layout (so they match laid-out text).
private struct UIFontMetricsProbe {
    let family: String, size: CGFloat, weight: UIFont.Weight, italic: Bool

    func measure() -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat)? {
        guard size > 0, let context = TextRendering.makeContext(),
              let layoutPointer = pango_layout_new(context.pointer) else { return nil }
        let layout = GObjectHandle(layoutPointer)
        let description = FontDescriptionHandle(pango_font_description_new())
        pango_font_description_set_family(description.pointer, family)
        pango_font_description_set_weight(description.pointer, PangoWeight(rawValue: UInt32(weight.pangoWeight)))
        pango_font_description_set_style(description.pointer, italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description.pointer, Double(size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout.pointer, description.pointer)
        pango_layout_set_text(layout.pointer, "Hg", -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &logical)
        let baseline = CGFloat(pango_layout_get_baseline(layout.pointer)) / CGFloat(PANGO_SCALE)
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        return (baseline, -(height - baseline), height)
    }
}

extension UIFont {
    /// A font weight with UIKit's constants (−1 ultra light … 1 black), mapped to Pango's
    /// 100…900 scale.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// UIKit's value, −1…1.
        public let rawValue: CGFloat
        /// Creates a weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The UIKit weight nearest to a Pango weight (100…1000).
        init(pangoWeight: CGFloat) {
            rawValue = Self.table.min { abs($0.pango - pangoWeight) < abs($1.pango - pangoWeight) }!.uikit
        }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights order first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        private static let table: [(uikit: CGFloat, pango: CGFloat)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
            (0.56, 800), (0.62, 900),
        ]

        var pangoWeight: Int {
            Int(Self.table.min { abs($0.uikit - rawValue) < abs($1.uikit - rawValue) }!.pango)
        }
    }
}
