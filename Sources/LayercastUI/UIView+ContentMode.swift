import LayercastModel

extension UIView {
    /// How a view shows its contents bitmap when its size changes.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretches to fill (the default).
        case scaleToFill
        /// Scales keeping the aspect ratio to fit, letterboxed.
        case scaleAspectFit
        /// Scales keeping the aspect ratio to fill, cropped.
        case scaleAspectFill
        /// Redraws on every size change (`draw(_:)` is called again).
        case redraw
        /// Centred, unscaled.
        case center
        /// Pinned to the top edge, unscaled.
        case top
        /// Pinned to the bottom edge, unscaled.
        case bottom
        /// Pinned to the left edge, unscaled.
        case left
        /// Pinned to the right edge, unscaled.
        case right
        /// Pinned to the top-left corner, unscaled.
        case topLeft
        /// Pinned to the top-right corner, unscaled.
        case topRight
        /// Pinned to the bottom-left corner, unscaled.
        case bottomLeft
        /// Pinned to the bottom-right corner, unscaled.
        case bottomRight

        /// The layer gravity this mode maps to (`.redraw` stretches until the redraw).
        public var contentsGravity: ContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }

        init(gravity: ContentsGravity) {
            self = ContentMode.allCases.first { $0 != .redraw && $0.contentsGravity == gravity } ?? .scaleToFill
        }
    }

    /// Which of a view's margins and sizes stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
