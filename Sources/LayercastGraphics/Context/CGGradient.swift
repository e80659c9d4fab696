import Foundation

/// A colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`: colours at
/// locations in 0…1. Immutable and Sendable.
public final class CGGradient: Sendable {
    /// The colour stops, sorted by location.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` (`CGColor`s; a Swift array or `[…] as CFArray`); `locations`
    /// (0…1, one per colour) default to evenly spaced. Returns `nil` when there are no colours,
    /// an element is not a `CGColor`, or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors anyColors: CFArray, locations: [CGFloat]?) {
        let colors = anyColors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == anyColors.count else { return nil }
        let locs: [CGFloat]
        if let locations {
            guard locations.count == colors.count else { return nil }
            locs = locations
        } else {
            locs = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        stops = zip(locs, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// A gradient of `count` colours given as components in `space` (`numberOfComponents + 1`
    /// values per colour, alpha last: 4 for RGB, 2 for grey), at `locations` (0…1; `nil` spaces
    /// them evenly). Returns `nil` when `count` is not positive or the space is neither RGB nor
    /// grey. Swift arrays pass for the pointers, as with Core Graphics.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model == .rgb || space.model == .monochrome else { return nil }
        let stride = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for i in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + i * stride) else { return nil }
            colors.append(color)
        }
        let locs = locations.map { pointer in (0..<count).map { pointer[$0] } }
        self.init(colorsSpace: space, colors: colors, locations: locs)
    }
}

/// Whether a gradient extends past its start and end with its end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start point with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill past the end point with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGGradient {
    /// A gradient of the colours in `colors` (an `NSArray` of `CGColor`s, as code that builds
    /// the array with `as NSArray` passes it).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: [CGFloat]?) {
        self.init(colorsSpace: space, colors: colors.map { $0 }, locations: locations)
    }
}
