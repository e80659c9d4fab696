import Foundation
import LayercastGraphics

extension UIScrollView {
    /// How quickly a fling slows down: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond (0…1).
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998 (Apple's documented value of `UIScrollView.DecelerationRate.normal`).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 (Apple's documented value of `UIScrollView.DecelerationRate.fast`).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
