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

    /// A block timer's `userInfo` is nil in swift-corelibs-foundation, so a timer that passes
    /// one keeps its call and only the selector becomes a method reference (the toolkit's
    /// overload carries `userInfo`); a second run changes nothing and reports nothing.
    @Test func aTimerWithUserInfoKeepsItsCallWithAMethodReference() {
        expectPort("""
            class A: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(fire(_:)), userInfo: ["n": 1], repeats: false)
                }
            }
            """, """
            class A: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: A.fire(_:), userInfo: ["n": 1], repeats: false)
                }
            }
            """)
        let ported = """
            class A: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: A.fire(_:), userInfo: ["n": 1], repeats: false)
                }
            }
            """
        expectPort(ported, ported)
    }

    @Test func otherTargetsAreReported() {
        let source = """
            class A: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(Clock.tick), userInfo: nil, repeats: true)
                }
            }
            """
        expectPort(source, source, warnings: [
            "3:9: warning: a timer target other than 'self' is not rewritten; use "
                + "'Timer.scheduledTimer(withTimeInterval:repeats:block:)' with a closure that calls 'clock's method",
        ])
    }
}
