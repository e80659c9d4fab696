import LayercastPort
import Testing

/// Target-selector timers become swift-corelibs-foundation's closure timers, calling the
/// method on a weakly captured `self`, on the main actor.
@Suite struct TimerTests {
    @Test func aScheduledTimerPassesTheTimerWhenTheMethodTakesIt() {
        expectPort("""
            class StopwatchViewController: UIViewController {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(hideHint), userInfo: nil, repeats: false)
                }
                func tick(_ timer: Timer) {}
                func hideHint() {}
            }
            """, """
            class StopwatchViewController: UIViewController {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
                        nonisolated(unsafe) let timer = timer
                        MainActor.assumeIsolated {
                            self?.tick(timer)
                        }
                    }
                    _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in
                        MainActor.assumeIsolated {
                            self?.hideHint()
                        }
                    }
                }
                func tick(_ timer: Timer) {}
                func hideHint() {}
            }
            """)
    }

    @Test func anUnscheduledTimer() {
        expectPort("""
            class A: UIViewController {
                lazy var poll = Timer(timeInterval: 30, target: self, selector: #selector(poll(timer:)), userInfo: nil, repeats: true)
            }
            """, """
            class A: UIViewController {
                lazy var poll = Timer(timeInterval: 30, repeats: true) { [weak self] timer in
                    nonisolated(unsafe) let timer = timer
                    MainActor.assumeIsolated {
                        self?.poll(timer: timer)
                    }
                }
            }
            """)
    }

    @Test func userInfoAndOtherTargetsAreReported() {
        let source = """
            class A: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(fire(_:)), userInfo: ["n": 1], repeats: false)
                    Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(Clock.tick), userInfo: nil, repeats: true)
                }
            }
            """
        expectPort(source, source, warnings: [
            "3:9: warning: a timer's 'userInfo' has no place in the closure form; capture the value in the closure "
                + "of 'Timer.scheduledTimer(withTimeInterval:repeats:block:)' instead",
            "4:9: warning: a timer target other than 'self' is not rewritten; use "
                + "'Timer.scheduledTimer(withTimeInterval:repeats:block:)' with a closure that calls 'clock's method",
        ])
    }
}
