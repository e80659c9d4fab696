import Foundation
import LayercastGraphics

extension UIView {
    /// Applies the autoresizing mask after the superview's bounds size went from `oldSize` to
    /// `newSize`. On each axis the size change is shared among the flexible parts (left margin,
    /// width, right margin; top margin, height, bottom margin) in proportion to their current
    /// lengths, as UIKit does; when those lengths are all zero, in equal shares.
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var f = frame
        let (x, w) = UIView.distribute(
            origin: f.origin.x, length: f.width, oldSuper: oldSize.width, delta: newSize.width - oldSize.width,
            flexibleLead: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrail: mask.contains(.flexibleRightMargin))
        let (y, h) = UIView.distribute(
            origin: f.origin.y, length: f.height, oldSuper: oldSize.height, delta: newSize.height - oldSize.height,
            flexibleLead: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrail: mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: w, height: h)
        if f != frame { frame = f }
    }

    /// One axis of autoresizing: returns the new origin and length.
    static func distribute(origin: CGFloat, length: CGFloat, oldSuper: CGFloat, delta: CGFloat,
                           flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleLead || flexibleLength || flexibleTrail else { return (origin, length) }
        let lead = origin, trail = oldSuper - origin - length
        let parts: [(Bool, CGFloat)] = [(flexibleLead, lead), (flexibleLength, length), (flexibleTrail, trail)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexible.count)
        }
        let newLead = lead + share(parts[0])
        let newLength = max(0, length + share(parts[1]))
        return (newLead, newLength)
    }
}
