import LayercastPort
import Testing
import UIKit

/// A UIKit-style controller wiring controls, bar button items, a notification and a timer with
/// selectors, ported by `Porter` into `Ported/StopwatchViewController.swift`: that file is
/// compiled with its `import UIKit` against the toolkit (Swift 6 mode), and these tests check
/// it is exactly the rewriter's output and that the rewritten wiring calls the methods.
@MainActor @Suite struct PortedControllerTests {
    static let header = """
        // layercast-port's output for PortedControllerTests.before (after these three comment lines),
        // compiled against the toolkit and exercised by PortedControllerTests, which fail when the
        // rewriter's output differs from this file.

        """

    static let before = """
        import UIKit

        extension Notification.Name {
            static let stopwatchReset = Notification.Name("StopwatchReset")
        }

        @objc protocol StopwatchViewControllerDelegate {
            func stopwatchDidStop(_ controller: StopwatchViewController)
        }

        final class StopwatchViewController: UIViewController {
            @IBOutlet weak var timeLabel: UILabel!
            @IBOutlet weak var startButton: UIButton!
            @IBOutlet weak var lapSwitch: UISwitch!
            @IBOutlet weak var speedSlider: UISlider!
            @IBOutlet weak var toolbar: UIToolbar!
            weak var delegate: StopwatchViewControllerDelegate?
            var timer: Timer?
            private(set) var elapsed: TimeInterval = 0
            private(set) var lapsEnabled = false
            private(set) var speedChanges = 0
            /// The key the elapsed time is published under.
            let elapsedKey = #keyPath(UILabel.text)

            override func viewDidLoad() {
                super.viewDidLoad()
                startButton.addTarget(self, action: #selector(startTapped(_:)), for: .touchUpInside)
                lapSwitch.addTarget(self, action: #selector(lapsToggled(_:)), for: .valueChanged)
                speedSlider.addTarget(self, action: #selector(self.speedChanged), for: .valueChanged)
                toolbar.items = [
                    UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset)),
                    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
                ]
                NotificationCenter.default.addObserver(self, selector: #selector(resetRequested(_:)), name: .stopwatchReset, object: nil)
            }

            /// Starts counting tenths of a second.
            @IBAction func startTapped(_ sender: UIButton) {
                timer?.invalidate()
                timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
            }

            @objc func lapsToggled(_ sender: UISwitch) { lapsEnabled = sender.isOn }
            @objc func speedChanged() { speedChanges += 1 }

            @objc func tick(_ timer: Timer) {
                elapsed += timer.timeInterval
                timeLabel.text = String(format: "%.1f", elapsed)
            }

            @objc func reset() {
                elapsed = 0
                timeLabel.text = "0.0"
            }

            @objc func done() {
                timer?.invalidate()
                delegate?.stopwatchDidStop(self)
            }

            @objc private func resetRequested(_ notification: Notification) { reset() }
        }

        """

    @Test func theCompiledControllerIsExactlyTheRewrite() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Ported/StopwatchViewController.swift")
        let ported = try String(contentsOf: file, encoding: .utf8)
        let result = Porter().port(Self.before)
        #expect(Self.header + result.source == ported)
        #expect(result.diagnostics == [])
        #expect(!Porter().port(ported).changed)
    }

    /// The controller with its outlets assigned, as the storyboard did on iOS, and its view loaded.
    private func loadedController() -> (StopwatchViewController, keep: [UIView]) {
        let controller = StopwatchViewController()
        let views: [UIView] = [UILabel(), UIButton(type: .system), UISwitch(), UISlider(), UIToolbar(frame: .zero)]
        controller.timeLabel = (views[0] as! UILabel)
        controller.startButton = (views[1] as! UIButton)
        controller.lapSwitch = (views[2] as! UISwitch)
        controller.speedSlider = (views[3] as! UISlider)
        controller.toolbar = (views[4] as! UIToolbar)
        controller.loadViewIfNeeded()
        return (controller, views)
    }

    @Test func controlsCallTheMethodsTheirSelectorsNamed() {
        let (controller, views) = loadedController()
        controller.lapSwitch.isOn = true
        controller.lapSwitch.sendActions(for: .valueChanged)
        #expect(controller.lapsEnabled)
        controller.speedSlider.sendActions(for: .valueChanged)
        controller.speedSlider.sendActions(for: .valueChanged)
        #expect(controller.speedChanges == 2)
        #expect(controller.toolbar.items?.map(\.title) == ["Reset", nil, "Done"])
        #expect(controller.elapsedKey == "text")
        withExtendedLifetime(views) {}
    }

    @Test func theTimerCallsTickThroughItsClosure() throws {
        let (controller, views) = loadedController()
        controller.startButton.sendActions(for: .touchUpInside)
        let timer = try #require(controller.timer)
        // `fire()` runs the closure now; no run loop or wall clock involved.
        timer.fire()
        timer.fire()
        #expect(controller.elapsed == 0.2)
        #expect(controller.timeLabel.text == "0.2")
        timer.invalidate()
        withExtendedLifetime(views) {}
    }

    @Test func theNotificationCallsTheObserverMethod() throws {
        let (controller, views) = loadedController()
        controller.startButton.sendActions(for: .touchUpInside)
        try #require(controller.timer).fire()
        #expect(controller.elapsed > 0)
        NotificationCenter.default.post(name: .stopwatchReset, object: nil)
        #expect(controller.elapsed == 0)
        #expect(controller.timeLabel.text == "0.0")
        controller.timer?.invalidate()
        withExtendedLifetime(views) {}
    }

    @Test func theTimerAndTheObserverDoNotKeepTheControllerAlive() throws {
        weak var released: StopwatchViewController?
        var timer: Timer?
        do {
            let (controller, views) = loadedController()
            controller.startButton.sendActions(for: .touchUpInside)
            timer = controller.timer
            released = controller
            withExtendedLifetime(views) {}
        }
        #expect(released == nil)
        // Both closures now find no controller and do nothing.
        try #require(timer).fire()
        NotificationCenter.default.post(name: .stopwatchReset, object: nil)
        timer?.invalidate()
    }
}
