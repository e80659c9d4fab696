import Foundation

/// A colour space, with Core Graphics' names. Layercast draws every RGB space as device RGB
/// (treated as sRGB, no colour management) and grey spaces as equal RGB components; the type
/// tells how many components a colour in the space has, for `CGColor(colorSpace:components:)`
/// and `CGGradient(colorSpace:colorComponents:locations:count:)`.
public struct CGColorSpace: Hashable, Sendable {
    /// The space's name (one of the name constants); `nil` for the device spaces, as Core
    /// Graphics reports them unnamed.
    public let name: String?
    /// The kind of space: `.rgb` or `.monochrome`.
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) { self.name = name; self.model = model }

    /// The space called `name` (one of the name constants, e.g. `CGColorSpace.sRGB`); `nil` for
    /// a name Layercast does not know.
    public init?(name: CFString) {
        guard let model = Self.knownNames[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// The number of colour components, alpha not counted: 3 for RGB, 1 for grey.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The standard RGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0…1 allowed (clamped when drawing).
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Generic RGB with a linear transfer function.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Display P3 (drawn as sRGB).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with components outside 0…1 allowed (clamped when drawing).
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    private static let knownNames: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, genericRGBLinear: .rgb, displayP3: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
    ]
}

/// The kind of a colour space. Raw values are Core Graphics'.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Unknown.
    case unknown = -1
    /// Grey.
    case monochrome = 0
    /// Red, green, blue.
    case rgb = 1
    /// Cyan, magenta, yellow, black (not drawn by Layercast).
    case cmyk = 2
    /// L*a*b* (not drawn by Layercast).
    case lab = 3
    /// DeviceN (not drawn by Layercast).
    case deviceN = 4
    /// Indexed (not drawn by Layercast).
    case indexed = 5
    /// Pattern (not drawn by Layercast).
    case pattern = 6
    /// XYZ (not drawn by Layercast).
    case XYZ = 7
}

/// Device RGB, the space Layercast draws in.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// Device grey: one component plus alpha, drawn as equal red, green and blue.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
