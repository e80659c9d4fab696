import Foundation

/// A description of a font by its attributes — family, size, weight, traits — from which
/// `UIFont(descriptor:size:)` makes the font: UIKit's `UIFontDescriptor`. The usual use is a
/// variant of a font: `font.fontDescriptor.withSymbolicTraits(.traitBold)`.
///
/// Layercast's fonts are a family, a size, a weight and an italic flag (Pango's description),
/// so a descriptor carries those; traits other than bold and italic are kept and reported but
/// choose no other face. The symbolic traits' raw values are UIFontDescriptor.h's.
public final class UIFontDescriptor: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: immutable after init.

    /// A font's stylistic traits: UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic (`UIFontDescriptorTraitItalic`, 1 << 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (1 << 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (1 << 5).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (1 << 6).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-pitch (1 << 10).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical (1 << 11).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for the interface (1 << 12).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading (1 << 15).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading (1 << 16).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The name of a descriptor attribute: UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's string.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name, e.g. "Bold" (a `String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (a `CGFloat` or number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// A key of the `.traits` attribute: UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (a `UInt32` of `SymbolicTraits`' bits).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` raw value, −1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// A system font design: UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's string.
        public let rawValue: String
        /// Creates a design.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (the system's sans-serif face here).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (DejaVu Serif).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (DejaVu Sans Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The family.
    public let familyName: String
    /// The size in points (0: unspecified; `UIFont(descriptor:size:)` then needs a size).
    public let pointSize: CGFloat
    /// The weight.
    let weight: UIFont.Weight
    /// The traits.
    public let symbolicTraits: SymbolicTraits

    init(family: String, size: CGFloat, weight: UIFont.Weight, traits: SymbolicTraits) {
        familyName = family
        pointSize = size
        self.weight = weight
        var traits = traits
        if weight >= .bold { traits.insert(.traitBold) } else { traits.remove(.traitBold) }
        symbolicTraits = traits
    }

    /// A descriptor of the font named `fontName` (see `UIFont(name:size:)`) at `size` points; an
    /// unknown name describes the system font.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(family: font.familyName, size: size, weight: font.weight,
                  traits: font.isItalic ? .traitItalic : [])
    }

    /// A descriptor from attributes: `.family` (or `.name`), `.size`, `.traits` (symbolic and
    /// weight); the system font's family when neither name is given.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 0
        var family = attributes[.family] as? String
        var weight = UIFont.Weight.regular
        var traits: SymbolicTraits = []
        if family == nil, let name = attributes[.name] as? String, let font = UIFont(name: name, size: max(size, 1)) {
            family = font.familyName
            weight = font.weight
            if font.isItalic { traits.insert(.traitItalic) }
        }
        if let traitAttributes = attributes[.traits] as? [TraitKey: Any] {
            if let bits = traitAttributes[.symbolic] as? UInt32 { traits.formUnion(SymbolicTraits(rawValue: bits)) }
            if let w = traitAttributes[.weight] as? CGFloat { weight = UIFont.Weight(rawValue: w) }
            if let w = traitAttributes[.weight] as? Double { weight = UIFont.Weight(rawValue: CGFloat(w)) }
        }
        if traits.contains(.traitBold), weight < .bold { weight = .bold }
        self.init(family: family ?? UIFont.systemFamilyName, size: size, weight: weight, traits: traits)
    }

    /// The descriptor's attributes: family, name, size and traits.
    public var fontAttributes: [AttributeName: Any] {
        [.family: familyName, .name: postscriptName, .size: pointSize,
         .traits: [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: weight.rawValue] as [TraitKey: Any]]
    }

    /// The PostScript-style name of the face described, e.g. "DejaVuSans-BoldOblique".
    public var postscriptName: String {
        let base = familyName.filter { !$0.isWhitespace }
        let face = (symbolicTraits.contains(.traitBold) ? "Bold" : "") + (symbolicTraits.contains(.traitItalic) ? "Oblique" : "")
        return face.isEmpty ? base : "\(base)-\(face)"
    }

    /// The same description with exactly `traits` (bold and italic choose the face); `nil`
    /// never here, as every family has its bold and italic faces (Pango synthesises them).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = traits.contains(.traitBold) ? max(self.weight, .bold) : (self.weight >= .bold ? .regular : self.weight)
        return UIFontDescriptor(family: familyName, size: pointSize, weight: weight, traits: traits)
    }

    /// The same description at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: familyName, size: newPointSize, weight: weight, traits: symbolicTraits)
    }

    /// The same description in `newFamily`.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(family: newFamily, size: pointSize, weight: weight, traits: symbolicTraits)
    }

    /// The same description with `attributes` added (they win).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes { merged[key] = value }
        if attributes[.name] != nil, attributes[.family] == nil { merged[.family] = nil }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// The system font's description in `design` (its family here), `nil` for an unknown design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family: String
        switch design {
        case .default, .rounded: family = UIFont.systemFamilyName
        case .serif: family = "DejaVu Serif"
        case .monospaced: family = UIFont.monospacedFamilyName
        default: return nil
        }
        return withFamily(family)
    }

    /// The description of `preferredFont(forTextStyle:)`'s font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.symbolicTraits == rhs.symbolicTraits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits)
    }

    public var description: String { "UIFontDescriptor(\"\(postscriptName)\", \(pointSize)pt)" }
}

extension UIFont {
    /// The font's description: its family, size, weight and traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = isItalic ? .traitItalic : []
        if familyName == UIFont.monospacedFamilyName { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(family: familyName, size: pointSize, weight: weight, traits: traits)
    }

    /// The font `descriptor` describes at `pointSize` points (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(family: descriptor.familyName, size: size, weight: descriptor.weight,
                  italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
