import Foundation

/// The geometry of a `CAGradientLayer` (Apple: `CAGradientLayerType`). Raw value = wire encoding.
///
/// Apple's `CAGradientLayer.h` (QuartzCore, 2008–2018): "`Radial' gradient. The gradient is
/// defined as an ellipse with its center at 'startPoint' and its width and height defined by
/// '(endPoint.x - startPoint.x) * 2' and '(endPoint.y - startPoint.y) * 2' respectively." and
/// "`Conic' gradient. The gradient is centered at 'startPoint' and its 0-degrees direction is
/// defined by a vector spanned between 'startPoint' and 'endPoint'. When 'startPoint' and
/// 'endPoint' overlap the results are undefined. The gradient's angle increases in the
/// direction of rotation of positive x-axis towards positive y-axis." The axial case, from
/// Apple's reference for `CAGradientLayerType.axial`: "varies along an axis between two defined
/// end points. All points that lie on a line perpendicular to the axis have the same color value."
public enum GradientKind: UInt8, Hashable, Sendable, CaseIterable, Codable {
    /// Linear: the colour is constant on lines perpendicular to `startPoint`→`endPoint` (the default).
    case axial = 0
    /// Elliptical: centred on `startPoint`, the last stop on the ellipse through `endPoint`'s
    /// x and y offsets.
    case radial = 1
    /// Angular: around `startPoint`, starting in the direction of `endPoint`, turning from +x
    /// towards +y (clockwise on a y-down screen), one full turn from first to last stop.
    case conic = 2
}

/// The drawing state of a `CAGradientLayer`, with its defaults (Apple's QuartzCore reference
/// and `CAGradientLayer.h`: `type` axial, `colors` nil, `locations` nil, `startPoint` (0.5, 0),
/// `endPoint` (0.5, 1)).
///
/// Points are in the unit coordinate space of the layer's bounds: (0, 0) is the top-left corner
/// and (1, 1) the bottom-right, y-down as on iOS (the header's "[0,0] is the bottom-left" is
/// macOS's flipped geometry).
public struct LayerGradient: Hashable, Sendable, Codable {
    /// The geometry.
    public var type: GradientKind
    /// The stops' colours, unpremultiplied sRGB; none draws nothing, one fills the bounds.
    public var colors: [LayerColor]
    /// Each stop's position along the gradient, 0…1, increasing; nil (or a count that differs
    /// from `colors`) spreads the stops evenly over 0…1.
    public var locations: [Double]?
    /// Where the first stop lies (axial), the centre (radial, conic); unit bounds coordinates.
    public var startPoint: CGPoint
    /// Where the last stop lies (axial), the ellipse's radii as offsets from `startPoint`
    /// (radial), the 0° direction (conic); unit bounds coordinates.
    public var endPoint: CGPoint

    /// Creates a gradient; every parameter defaults to `CAGradientLayer`'s default.
    public init(type: GradientKind = .axial, colors: [LayerColor] = [], locations: [Double]? = nil,
                startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.type = type; self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint
    }
}
