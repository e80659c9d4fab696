import LayercastGraphics

extension UIColor {
    /// `color` itself: with the same spelling on `CGColor`, view and layer colour properties
    /// are both set as `.demo(DemoPalette.accent)`.
    static func demo(_ color: UIColor) -> UIColor { color }
}

extension CGColor {
    /// `color` as a `CGColor`, for layer colour properties.
    static func demo(_ color: UIColor) -> CGColor { color.cgColor }
}
