import Foundation
import LayercastGraphics
import LayercastUI

// Stand-ins until the toolkit's UIControl, UIButton and UIAction land (branch `drawing`).

/// An action run by a control.
@MainActor
final class UIAction {
    let title: String
    let handler: @MainActor (UIAction) -> Void
    init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A view that tracks a touch and runs actions for control events.
@MainActor
class UIControl: UIView {
    struct Event: OptionSet, Hashable, Sendable {
        let rawValue: UInt
        static let touchDown = Event(rawValue: 1 << 0)
        static let touchUpInside = Event(rawValue: 1 << 6)
        static let valueChanged = Event(rawValue: 1 << 12)
        static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(UIAction, Event)] = []
    var isHighlighted = false { didSet { if isHighlighted != oldValue { highlightChanged() } } }

    func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }

    func sendActions(for events: Event) {
        for (action, e) in actions where !e.intersection(events).isEmpty { action.handler(action) }
    }

    func highlightChanged() {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isHighlighted = bounds.insetBy(dx: -40, dy: -40).contains(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.insetBy(dx: -40, dy: -40).contains($0.location(in: self)) } ?? false
        isHighlighted = false
        if inside { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = false }
}

/// A control with a centred title.
@MainActor
final class UIButton: UIControl {
    enum ButtonType { case system, custom }
    struct State: OptionSet, Hashable, Sendable {
        let rawValue: UInt
        static let normal: State = []
        static let highlighted = State(rawValue: 1)
    }

    private let label = UILabel()
    var titleLabel: UILabel? { label }

    convenience init(type: ButtonType) { self.init(frame: .zero) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.frame = bounds
        addSubview(label)
    }

    func setTitle(_ title: String?, for state: State) { label.text = title }
    func setTitleColor(_ color: UIColor?, for state: State) { label.textColor = color ?? .black }
    func title(for state: State) -> String? { label.text }

    override func layoutSubviews() { label.frame = bounds }
    override func highlightChanged() { label.alpha = isHighlighted ? 0.5 : 1 }
}
