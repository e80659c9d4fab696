import Foundation
import LayercastGraphics

extension UIApplication {
    /// Queues a scroll-wheel or trackpad scroll at `location` (screen points) moving the content
    /// by `delta` points (positive `width` moves it right, positive `height` down, as a finger
    /// would), delivered in the next turn to the scroll view under the pointer. Non-finite values
    /// are ignored. A `precise` scroll comes from a trackpad: when such scrolls stop while moving,
    /// the scroll view decelerates with their speed (momentum), as a fling does. `timestamp` is
    /// when it happened on the application's clock (`nil`: now).
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool = false, timestamp: TimeInterval? = nil) {
        enqueueScroll(at: location, delta: delta, isPrecise: isPrecise, timestamp: timestamp, on: screen)
    }

    /// Queues a scroll as `enqueueScroll(at:delta:isPrecise:timestamp:)` does, on `screen`
    /// (`location` in its points): it goes to the scroll view under the pointer in that screen's
    /// windows.
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool = false, timestamp: TimeInterval? = nil,
                              on screen: UIScreen) {
        guard location.x.isFinite, location.y.isFinite, delta.width.isFinite, delta.height.isFinite,
              delta != .zero else { return }
        pendingScrolls.append((location, delta, isPrecise, timestamp, screen))
    }

    func deliverScrolls() {
        let scrolls = pendingScrolls
        pendingScrolls = []
        for scroll in scrolls {
            for window in (scroll.screen ?? screen).visibleWindowsFrontToBack {
                let local = window.layer.convert(scroll.location, from: nil)
                guard window.hitTest(local, with: nil) != nil else { continue }
                window.sendScroll(at: local, delta: scroll.delta, isPrecise: scroll.isPrecise,
                                  timestamp: min(scroll.timestamp ?? clock.now, clock.now))
                break
            }
        }
    }
}


extension UIScrollView {
    /// Moves the content by `delta` (a wheel or trackpad), within the scrollable range; `false`
    /// when the scroll view cannot move that way (scrolling off, no room, at the edge).
    func scroll(by delta: CGSize) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        let current = contentOffset
        var wanted = current
        if canScrollHorizontally { wanted.x -= delta.width }
        if canScrollVertically { wanted.y -= delta.height }
        let target = clamped(wanted)
        guard target != current else { return false }
        stopMotion(at: clockNow, notify: false)
        showIndicators()
        applyOffset(target)
        hideIndicators()
        return true
    }
}

extension UIScrollView {
    /// How long after its last trackpad scroll a scroll view decides the fingers have lifted.
    static let trackpadLiftDelay: TimeInterval = 0.05
    /// The trackpad scrolls that count towards the speed at the lift: the last this many seconds.
    static let trackpadVelocityWindow: TimeInterval = 0.1
    /// Below this speed (points per second) a lift stops the content without momentum.
    static let trackpadMomentumThreshold: CGFloat = 100

    /// Records a trackpad scroll (the content moved by `delta` at `time`) and waits for the next:
    /// when none comes within `trackpadLiftDelay`, the fingers lifted, and the scroll view
    /// decelerates with the recent scrolls' speed, sent as one animation the client plays (no
    /// momentum messages from the client, whose system reports no scroll phases).
    func noteTrackpadScroll(_ delta: CGSize, at time: TimeInterval, isPrecise: Bool = true) {
        guard let app = application else { return }
        trackpadSamples.removeAll { $0.time < time - Self.trackpadVelocityWindow }
        // A mouse wheel's steps say nothing about speed: only a paging view listens for their
        // end, to settle on a page.
        if isPrecise { trackpadSamples.append((time, delta)) }
        if let id = trackpadTimer { app.cancelTimer(id) }
        trackpadTimer = app.scheduleTimer(at: max(time, app.clock.now) + Self.trackpadLiftDelay) { [weak self] in
            self?.trackpadTimer = nil
            self?.trackpadLifted()
        }
    }

    private func trackpadLifted() {
        let samples = trackpadSamples
        trackpadSamples = []
        var velocity = CGPoint.zero
        if let first = samples.first, let last = samples.last, samples.count >= 2 {
            // The content moved by the deltas over the time from the first sample to the last
            // (one frame at least): a finger's velocity in the pan's sense.
            let span = max(last.time - first.time, 1.0 / 60)
            let moved = samples.dropFirst().reduce(CGSize.zero) { CGSize(width: $0.width + $1.delta.width, height: $0.height + $1.delta.height) }
            velocity = CGPoint(x: moved.width / CGFloat(span), y: moved.height / CGFloat(span))
        }
        if hypot(velocity.x, velocity.y) >= Self.trackpadMomentumThreshold {
            isDragging = true
            release(velocity: velocity)
        } else if isPagingEnabled {
            settleOnPageAfterWheel()
        }
    }

    /// A slow or wheel scroll of a paging scroll view ended between pages: it goes on to the
    /// next page in the direction it moved (one page at most from where the scrolls began), as
    /// a slow drag past the page's middle would, with the paging snap's animation.
    private func settleOnPageAfterWheel() {
        let moved = CGPoint(x: contentOffset.x - dragStartOffset.x, y: contentOffset.y - dragStartOffset.y)
        guard moved != .zero else { return }
        func push(_ d: CGFloat) -> CGFloat { d == 0 ? 0 : (d > 0 ? -1 : 1) * (Self.pagingFlickVelocity + 1) }
        isDragging = true
        release(velocity: CGPoint(x: push(moved.x), y: push(moved.y)))
    }
}
