import Foundation
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

extension Stage {
    /// Sets the clock to `time` (seconds; never backwards), queues the inputs and runs a turn.
    @discardableResult
    func at(_ time: TimeInterval, _ inputs: TouchInput...) -> [LayerTreeDiff] {
        clock.advance(by: time - clock.now)
        if !inputs.isEmpty { app.enqueueTouches(inputs) }
        return app.runTurn()
    }
}

func down(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(identifier: id, phase: .began, location: CGPoint(x: x, y: y)) }
func move(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(identifier: id, phase: .moved, location: CGPoint(x: x, y: y)) }
func up(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(identifier: id, phase: .ended, location: CGPoint(x: x, y: y)) }
func cancel(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput { TouchInput(identifier: id, phase: .cancelled, location: CGPoint(x: x, y: y)) }

extension UIGestureRecognizer.State {
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// A view that logs its touches as "label.phase(ids)".
@MainActor final class TouchLogView: UIView {
    var log: Log?
    var label = "V"
    var vetoes: ((UIGestureRecognizer) -> Bool)?
    var onBegan: ((Set<UITouch>) -> Void)?
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log?.add("\(label).\(phase)(\(touches.map(\.identifier).sorted().map(String.init).joined(separator: ",")))")
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record("began", t); onBegan?(t) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record("moved", t) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record("ended", t) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { record("cancelled", t) }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { vetoes.map { !$0(g) } ?? true }
}

/// A target whose methods log "name.state".
@MainActor final class GestureTarget {
    let log: Log
    let name: String
    var senders: [UIGestureRecognizer] = []
    init(_ log: Log, _ name: String) { self.log = log; self.name = name }
    func handle(_ sender: UIGestureRecognizer) {
        senders.append(sender)
        log.add("\(name).\(sender.state.name)")
    }
}

/// A recognizer delegate whose answers are closures.
@MainActor final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFail: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive(g, touch) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool {
        requireFailure(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool {
        requiredToFail(g, o)
    }
}

/// A stage with one 200×200 logging view at (50, 50) and a log.
@MainActor struct GestureStage {
    let stage = Stage()
    let log = Log()
    let view: TouchLogView

    init() {
        view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        view.log = log
        stage.window.addSubview(view)
        stage.app.runTurn()
    }

    /// Adds `recognizer` to the view with a logging target named `name`.
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, to target: UIView? = nil) -> GestureTarget {
        let t = GestureTarget(log, name)
        recognizer.addTarget(t, action: GestureTarget.handle)
        (target ?? view).addGestureRecognizer(recognizer)
        targets.append(t)
        return t
    }

    final class Box { var targets: [GestureTarget] = [] }
    private let box = Box()
    private var targets: [GestureTarget] {
        get { box.targets }
        nonmutating set { box.targets = newValue }
    }
}
