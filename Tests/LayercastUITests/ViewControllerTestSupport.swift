import Foundation
import LayercastGraphics
@testable import LayercastUI

/// A controller that writes every lifecycle callback to a shared log as "name.callback".
@MainActor
class LoggingController: UIViewController {
    let name: String
    let log: Log
    /// Whether layout callbacks are logged (they are noisy in stack tests).
    var logsLayout = true
    /// Runs in `viewWillAppear`, after it is logged.
    var onWillAppear: ((LoggingController) -> Void)?
    /// Runs in `viewWillTransition(to:with:)`, after it is logged.
    var onWillTransition: ((CGSize, any UIViewControllerTransitionCoordinator) -> Void)?

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    /// Test views and controllers are never archived.
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        log.add("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).willAppear(\(animated))")
        onWillAppear?(self)
    }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).isAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { if logsLayout { log.add("\(name).willLayout") } }
    override func viewDidLayoutSubviews() { if logsLayout { log.add("\(name).didLayout") } }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(\(parent.map { ($0 as? LoggingController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(\(parent.map { ($0 as? LoggingController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).willTransition(\(Int(size.width))x\(Int(size.height)))")
        onWillTransition?(size, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

extension Stage {
    /// Runs `body` inside the application's context, as code run from an event would.
    func run(_ body: () -> Void) { app.perform(body) }

    /// Advances the clock by `seconds` and runs a turn.
    func advance(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        app.runTurn()
    }

    /// A tap at `point` (screen points): down and up in one turn each.
    func tap(_ point: CGPoint, id: Int = 1) {
        touch(TouchInput(identifier: id, phase: .began, location: point))
        touch(TouchInput(identifier: id, phase: .ended, location: point))
    }
}

extension UIView {
    /// The view's frame in the window's space.
    @MainActor var frameInWindow: CGRect { convert(bounds, to: nil) }
}
