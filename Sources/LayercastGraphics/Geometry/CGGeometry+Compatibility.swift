import Foundation

// Core Graphics names that UIKit-era code uses and Foundation on Linux lacks.

extension CGPoint {
    /// Whether the two points are exactly equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ other: CGPoint) -> Bool { self == other }
}

extension CGSize {
    /// Whether the two sizes are exactly equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGRect {
    /// Whether the two rectangles are exactly equal (Core Graphics' `CGRectEqualToRect`).
    public func equalTo(_ other: CGRect) -> Bool { self == other }
}

/// The point mapped by `t` (Core Graphics' C name for `CGPoint.applying(_:)`).
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }

/// The size mapped by the linear part of `t` (Core Graphics' C name for `CGSize.applying(_:)`).
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }

/// The bounding box of the transformed rectangle (Core Graphics' C name for `CGRect.applying(_:)`).
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
