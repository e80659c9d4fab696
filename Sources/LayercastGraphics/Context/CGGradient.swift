import Foundation

/// A colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`: colours at
/// locations in 0…1. Immutable and Sendable.
public final class CGGradient: Sendable {
    /// The colour stops, sorted by location.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors`; `locations` (0…1, one per colour) default to evenly spaced.
    /// Returns `nil` when there are no colours or the counts differ. (Core Graphics takes a
    /// `CFArray`; pass a Swift array.)
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let locs: [CGFloat]
        if let locations {
            guard locations.count == colors.count else { return nil }
            locs = locations
        } else {
            locs = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        stops = zip(locs, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
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
