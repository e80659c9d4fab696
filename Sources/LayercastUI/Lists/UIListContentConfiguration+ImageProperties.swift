import Foundation
import LayercastGraphics

extension UIListContentConfiguration {
    /// How the image of a list content configuration shows: UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The value of `reservedLayoutSize` that asks for the system's standard size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint of template images; `nil` (the default) uses the view's tint.
        public var tintColor: UIColor?
        /// The radius of the image's corners. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image shows at; zero (the default) for no limit.
        public var maximumSize = CGSize.zero
        /// The space kept for the image even when it is smaller, so texts line up. Default
        /// zero.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image ignores inverted colours. Default `false`.
        public var accessibilityIgnoresInvertColors = false

        /// UIKit's defaults.
        public init() {}
    }
}
