import Foundation

/// Foundation's target-selector timer with a `userInfo`, as `layercast-port` rewrites it: the
/// selector becomes the target's method, and the timer carries `userInfo` for the method to
/// read (`timer.userInfo`), which swift-corelibs-foundation's block timers cannot.
extension Timer {
    /// Schedules on the current run loop a timer calling `target`'s method `selector` (taking the
    /// timer) every `ti` seconds, or once. The target is held weakly; the method is called on
    /// the main actor.
    @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping @MainActor (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        nonisolated(unsafe) let info = userInfo
        // The target stays on the main actor: the closure only carries it there.
        nonisolated(unsafe) weak let weakTarget = target
        let timer = UserInfoTimer(interval: ti, repeats: yesOrNo, userInfo: info) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                guard let target = weakTarget else { timer.invalidate(); return }
                selector(target)(timer)
            }
        }
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// As `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` for a method that
    /// takes no argument.
    @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping @MainActor (Target) -> () -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        scheduledTimer(timeInterval: ti, target: target, selector: { target in { _ in selector(target)() } },
                       userInfo: userInfo, repeats: yesOrNo)
    }
}

/// A block timer that keeps a `userInfo`.
private final class UserInfoTimer: Timer {
    private nonisolated(unsafe) let info: Any?

    init(interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    override var userInfo: Any? { info }
}
