import Foundation
import LayercastGraphics

extension UIScrollView {
    /// The axis a directional lock keeps a drag on.
    enum LockedAxis { case horizontal, vertical }

    /// UIKit's rubber-band constant: past an edge, a drag of x points moves the content
    /// (1 − 1/(x·c/d + 1))·d points, d being the bounds' extent on that axis. Apple does not
    /// publish it; 0.55 is the value reverse-engineered from UIKit and widely reproduced.
    static let rubberBandConstant: CGFloat = 0.55

    /// How far past an edge the content goes for a drag of `distance` points past it.
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (distance * rubberBandConstant / dimension + 1)) * dimension
    }

    /// A finger went down: it stops a deceleration or scroll animation where it is at the
    /// touch's time (the content never sees that touch), and the scroll view tracks.
    func touchDown(_ touches: Set<UITouch>, with event: UIEvent) {
        isTracking = true
        guard motion != nil else { return }
        let time = touches.map(\.timestamp).min() ?? clockNow
        stopMotion(at: time, notify: false)
        for touch in touches { window?.gestureEnvironment.blockViewDelivery(of: touch) }
    }

    /// Every finger of the scroll view's pan lifted.
    func allTouchesUp() {
        isTracking = false
    }

    /// The pan's target: drags the content, then releases it.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion(at: clockNow, notify: false)
            dragStartOffset = bounds.origin
            lockedAxis = nil
            if isDirectionalLockEnabled {
                let t = pan.translation(in: self)
                // UIKit locks a drag that starts within about 22.5° of an axis; diagonal drags
                // move freely.
                if abs(t.y) < abs(t.x) * tan(.pi / 8) { lockedAxis = .horizontal }
                if abs(t.x) < abs(t.y) * tan(.pi / 8) { lockedAxis = .vertical }
            }
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
            drag(pan.translation(in: self))
        case .changed:
            drag(pan.translation(in: self))
        case .ended:
            release(velocity: pan.velocity(in: self))
        case .cancelled:
            release(velocity: .zero)
        default:
            break
        }
    }

    /// Moves the content for a drag of `translation`, rubber-banding past the edges.
    func drag(_ translation: CGPoint) {
        var wanted = CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y)
        if !canScrollHorizontally || lockedAxis == .vertical { wanted.x = dragStartOffset.x }
        if !canScrollVertically || lockedAxis == .horizontal { wanted.y = dragStartOffset.y }
        let lo = minimumOffset, hi = maximumOffset
        func band(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            guard bounces else { return min(max(v, lo), hi) }
            if v < lo { return lo - Self.rubberBand(lo - v, dimension: d) }
            if v > hi { return hi + Self.rubberBand(v - hi, dimension: d) }
            return v
        }
        applyOffset(CGPoint(x: band(wanted.x, lo.x, hi.x, bounds.width), y: band(wanted.y, lo.y, hi.y, bounds.height)))
    }

    /// The finger lifted with `panVelocity` (points per second, finger direction): asks the
    /// delegate for the target, then decelerates, bounces or snaps to it.
    func release(velocity panVelocity: CGPoint) {
        var v = CGPoint(x: -panVelocity.x, y: -panVelocity.y)
        if !canScrollHorizontally || lockedAxis == .vertical { v.x = 0 }
        if !canScrollVertically || lockedAxis == .horizontal { v.y = 0 }
        let start = bounds.origin
        let natural = naturalTarget(from: start, velocity: v)
        var target = isPagingEnabled ? pageTarget(from: start, velocity: v) : natural
        if !isPagingEnabled { target = scrollTarget(forProposed: target, velocity: CGPoint(x: v.x / 1000, y: v.y / 1000)) }
        let proposed = isPagingEnabled ? target : natural
        withUnsafeMutablePointer(to: &target) {
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                                targetContentOffset: $0)
        }
        let lo = minimumOffset, hi = maximumOffset
        let rate = Double(decelerationRate.rawValue)
        func axis(_ x: CGFloat, _ v: CGFloat, _ t: CGFloat, _ proposed: CGFloat, _ natural: CGFloat,
                  _ lo: CGFloat, _ hi: CGFloat) -> AxisMotion {
            if t == natural, t == proposed {
                return .deceleration(from: Double(x), velocity: Double(v), rate: rate,
                                     lower: Double(lo), upper: Double(hi), bounces: bounces)
            }
            return .toTarget(Double(min(max(t, lo), hi)), from: Double(x), velocity: Double(v))
        }
        let now = clockNow ?? 0
        let motion = ScrollMotion(x: axis(start.x, v.x, target.x, proposed.x, natural.x, lo.x, hi.x),
                                  y: axis(start.y, v.y, target.y, proposed.y, natural.y, lo.y, hi.y),
                                  beginTime: now)
        let decelerates = motion.duration > 0 && clockNow != nil
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            delegate?.scrollViewWillBeginDecelerating(self)
            startMotion(motion, kind: .deceleration)
        } else {
            if motion.final != bounds.origin { applyOffset(motion.final) }
            hideIndicators()
        }
    }

    /// Where a fling from `offset` at `velocity` would stop by itself: the deceleration's end,
    /// within the scrollable range (UIKit's proposed target stops at the edge a bounce returns to).
    func naturalTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = Double(decelerationRate.rawValue)
        let end = CGPoint(x: offset.x + CGFloat(AxisMotion.travel(velocity: Double(velocity.x), rate: rate)),
                          y: offset.y + CGFloat(AxisMotion.travel(velocity: Double(velocity.y), rate: rate)))
        return clamped(end)
    }

    /// The page a paging scroll view goes to: with a flick (over `pagingFlickVelocity`), the
    /// next page boundary in its direction; otherwise the nearest page; never more than one page
    /// from where the drag began. Pages are the bounds' size, counted from the smallest offset.
    func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        func axis(_ x: CGFloat, _ v: CGFloat, _ start: CGFloat, _ page: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard page > 0 else { return x }
            let position = (x - lo) / page, startPage = ((start - lo) / page).rounded()
            var index: CGFloat
            if v > Self.pagingFlickVelocity { index = position.rounded(.up) }
            else if v < -Self.pagingFlickVelocity { index = position.rounded(.down) }
            else { index = position.rounded() }
            index = min(max(index, startPage - 1), startPage + 1)
            return min(max(lo + index * page, lo), hi)
        }
        return CGPoint(x: axis(offset.x, velocity.x, dragStartOffset.x, bounds.width, lo.x, hi.x),
                       y: axis(offset.y, velocity.y, dragStartOffset.y, bounds.height, lo.y, hi.y))
    }

    /// The release speed (points per second) that counts as a flick to the next page. UIKit does
    /// not publish it; Layercast uses 300 pt/s.
    static let pagingFlickVelocity: CGFloat = 300
}
