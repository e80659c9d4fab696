// layercast-port's output for PortedControllerTests.before (after these three comment lines),
// compiled against the toolkit and exercised by PortedControllerTests, which fail when the
// rewriter's output differs from this file.
import UIKit

extension Notification.Name {
    static let stopwatchReset = Notification.Name("StopwatchReset")
}

protocol StopwatchViewControllerDelegate: AnyObject {
    func stopwatchDidStop(_ controller: StopwatchViewController)
}

final class StopwatchViewController: UIViewController {
    weak var timeLabel: UILabel!
    weak var startButton: UIButton!
    weak var lapSwitch: UISwitch!
    weak var speedSlider: UISlider!
    weak var toolbar: UIToolbar!
    weak var delegate: StopwatchViewControllerDelegate?
    var timer: Timer?
    private(set) var elapsed: TimeInterval = 0
    private(set) var lapsEnabled = false
    private(set) var speedChanges = 0
    /// The key the elapsed time is published under.
    let elapsedKey = "text"

    override func viewDidLoad() {
        super.viewDidLoad()
        startButton.addTarget(self, action: StopwatchViewController.startTapped(_:), for: .touchUpInside)
        lapSwitch.addTarget(self, action: StopwatchViewController.lapsToggled(_:), for: .valueChanged)
        speedSlider.addTarget(self, action: StopwatchViewController.speedChanged, for: .valueChanged)
        toolbar.items = [
            UIBarButtonItem(title: "Reset", style: .plain, target: self, action: StopwatchViewController.reset),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: StopwatchViewController.done),
        ]
        _ = NotificationCenter.default.addObserver(forName: .stopwatchReset, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                self?.resetRequested(notification)
            }
        }
    }

    /// Starts counting tenths of a second.
    func startTapped(_ sender: UIButton) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                self?.tick(timer)
            }
        }
    }

    func lapsToggled(_ sender: UISwitch) { lapsEnabled = sender.isOn }
    func speedChanged() { speedChanges += 1 }

    func tick(_ timer: Timer) {
        elapsed += timer.timeInterval
        timeLabel.text = String(format: "%.1f", elapsed)
    }

    func reset() {
        elapsed = 0
        timeLabel.text = "0.0"
    }

    func done() {
        timer?.invalidate()
        delegate?.stopwatchDidStop(self)
    }

    private func resetRequested(_ notification: Notification) { reset() }
}
