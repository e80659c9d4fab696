import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel

extension UIScrollView {
    /// The indicators' thickness and distance from the edges, in points (UIKit's look: 3 pt bars
    /// 3 pt from the edge; Apple does not document them).
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    /// The shortest an indicator gets, in points.
    static let indicatorMinimumLength: CGFloat = 36
    /// How long indicators stay after scrolling stops before they fade, in seconds.
    static let indicatorFadeDelay: TimeInterval = 0.5

    /// The indicators' frames for `offset` (in the scroll view's bounds space); `nil` for an
    /// indicator that is off or has nothing to show.
    func indicatorFrames(at offset: CGPoint) -> (vertical: CGRect?, horizontal: CGRect?) {
        let size = bounds.size, inset = adjustedContentInset, extra = scrollIndicatorInsets
        let lo = minimumOffset, hi = maximumOffset
        let t = Self.indicatorThickness, m = Self.indicatorMargin
        func bar(_ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, track: CGFloat, visible: CGFloat, content: CGFloat)
            -> (start: CGFloat, length: CGFloat)? {
            guard track > 0, content > visible else { return nil }
            var length = max(Self.indicatorMinimumLength, track * visible / content)
            // Past an edge the bar shrinks by the overscroll, as UIKit's does.
            let over = offset < lo ? lo - offset : offset > hi ? offset - hi : 0
            length = max(t * 2, min(length, track) - over)
            let progress = hi > lo ? min(max((offset - lo) / (hi - lo), 0), 1) : 0
            return ((track - length) * progress, length)
        }
        var vertical: CGRect?, horizontal: CGRect?
        if showsVerticalScrollIndicator {
            let track = size.height - inset.top - inset.bottom - extra.top - extra.bottom - 2 * m
            if let b = bar(offset.y, lo.y, hi.y, track: track, visible: size.height - inset.top - inset.bottom,
                           content: contentSize.height) {
                vertical = CGRect(x: offset.x + size.width - extra.right - m - t,
                                  y: offset.y + inset.top + extra.top + m + b.start, width: t, height: b.length)
            }
        }
        if showsHorizontalScrollIndicator {
            let track = size.width - inset.left - inset.right - extra.left - extra.right - 2 * m
            if let b = bar(offset.x, lo.x, hi.x, track: track, visible: size.width - inset.left - inset.right,
                           content: contentSize.width) {
                horizontal = CGRect(x: offset.x + inset.left + extra.left + m + b.start,
                                    y: offset.y + size.height - extra.bottom - m - t, width: b.length, height: t)
            }
        }
        return (vertical, horizontal)
    }

    /// Shows the indicators (while scrolling) and keeps them in place.
    func showIndicators() {
        if let id = indicators.hideTimer { application?.cancelTimer(id); indicators.hideTimer = nil }
        indicators.isShown = true
        if indicators.vertical == nil { indicators.vertical = makeIndicator() }
        if indicators.horizontal == nil { indicators.horizontal = makeIndicator() }
        updateIndicators()
    }

    private func makeIndicator() -> UIView {
        let bar = UIView(frame: .zero)
        bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
        bar.layer.cornerRadius = Self.indicatorThickness / 2
        bar.isUserInteractionEnabled = false
        bar.alpha = 0
        return bar
    }

    /// Places the indicators for the current offset (their model values; during a motion the
    /// wire holds their end positions, like the bounds).
    func updateIndicators() {
        guard indicators.vertical != nil || indicators.horizontal != nil else { return }
        let frames = indicatorFrames(at: bounds.origin)
        for (view, frame) in [(indicators.vertical, frames.vertical), (indicators.horizontal, frames.horizontal)] {
            guard let view else { continue }
            if let frame, indicators.isShown {
                if view.superview !== self || subviews.last !== view && subviews.last !== otherIndicator(of: view) {
                    addSubview(view)
                }
                UIView.performWithoutAnimation { view.frame = frame }
                view.alpha = 1
            } else if view.superview === self {
                view.alpha = 0
            }
        }
    }

    private func otherIndicator(of view: UIView) -> UIView? {
        view === indicators.vertical ? indicators.horizontal : indicators.vertical
    }

    /// Fades the indicators out a moment after scrolling stopped.
    func hideIndicators() {
        guard indicators.isShown, let app = application else { return }
        if let id = indicators.hideTimer { app.cancelTimer(id) }
        indicators.hideTimer = app.scheduleTimer(at: app.clock.now + Self.indicatorFadeDelay) { [weak self] in
            guard let self else { return }
            self.indicators.hideTimer = nil
            guard !self.isTracking, !self.isDragging, self.motion == nil else { return }
            self.indicators.isShown = false
            UIView.animate(withDuration: 0.25) {
                self.indicators.vertical?.alpha = 0
                self.indicators.horizontal?.alpha = 0
            }
        }
    }

    /// Puts the indicators' motion on the wire with the bounds' keyframe times.
    func addIndicatorAnimations(for motion: ScrollMotion, times: [Double]) {
        let duration = motion.duration
        for pick in [0, 1] {
            guard let view = pick == 0 ? indicators.vertical : indicators.horizontal, view.superview === self else { continue }
            let positions: [CGPoint?] = times.map { t in
                let frames = indicatorFrames(at: motion.offset(at: motion.beginTime + t))
                return (pick == 0 ? frames.vertical : frames.horizontal).map { CGPoint(x: $0.midX, y: $0.midY) }
            }
            let sizes = times.map { t -> CGSize? in
                let frames = indicatorFrames(at: motion.offset(at: motion.beginTime + t))
                return (pick == 0 ? frames.vertical : frames.horizontal)?.size
            }
            guard let finalFrame = (pick == 0 ? indicatorFrames(at: motion.final).vertical
                                              : indicatorFrames(at: motion.final).horizontal),
                  positions.allSatisfy({ $0 != nil }), sizes.allSatisfy({ $0 != nil }) else { continue }
            let keyTimes = times.map { duration > 0 ? $0 / duration : 0 }
            view.layer.addWireAnimation(LayerAnimation(key: "position", keyPath: "position",
                                                       values: positions.map { .point($0!) }, keyTimes: keyTimes,
                                                       beginTime: motion.beginTime, duration: duration))
            view.layer.addWireAnimation(LayerAnimation(key: "bounds", keyPath: "bounds",
                                                       values: sizes.map { .rect(CGRect(origin: .zero, size: $0!)) },
                                                       keyTimes: keyTimes, beginTime: motion.beginTime, duration: duration))
            view.layer.holdWireValue(.position(CGPoint(x: finalFrame.midX, y: finalFrame.midY)))
            view.layer.holdWireValue(.bounds(CGRect(origin: .zero, size: finalFrame.size)))
        }
    }

    /// Takes the indicators' motion off the wire (the motion stopped early).
    func removeIndicatorAnimations() {
        for view in [indicators.vertical, indicators.horizontal].compactMap({ $0 }) {
            guard view.layer.heldWireValue(for: .position) != nil else { continue }
            view.layer.removeWireAnimation(forKey: "position")
            view.layer.removeWireAnimation(forKey: "bounds")
        }
        releaseIndicatorWireValues()
    }

    /// Lets the indicators' model values back on the wire.
    func releaseIndicatorWireValues() {
        for view in [indicators.vertical, indicators.horizontal].compactMap({ $0 }) {
            view.layer.releaseWireValue(for: .position)
            view.layer.releaseWireValue(for: .bounds)
        }
    }
}
