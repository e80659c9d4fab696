import Foundation

extension UIView {
    /// Whether the view receives every touch that begins in it. When `false` (the default, as in
    /// UIKit) the view gets only the first touch of a multi-touch sequence: a touch that begins
    /// while another touch is down on the view is not delivered to it (its gesture recognizers
    /// still see it, so a pinch works on a view that keeps the default).
    public var isMultipleTouchEnabled: Bool {
        get { touchDelivery.isMultipleTouchEnabled }
        set { touchDelivery.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes touches only when no other view in its window is tracking one,
    /// and keeps other views from getting new touches while it tracks one. Default `false`.
    public var isExclusiveTouch: Bool {
        get { touchDelivery.isExclusiveTouch }
        set { touchDelivery.isExclusiveTouch = newValue }
    }

    /// The recognizers attached to the view, in the order they were added; `nil` when none is.
    /// Setting the list detaches the old recognizers and attaches the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { touchDelivery.recognizers.isEmpty ? nil : touchDelivery.recognizers }
        set {
            for recognizer in touchDelivery.recognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (detaching it from its previous view): it then
    /// sees the touches that begin in the view or its subviews before the view does.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        touchDelivery.recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; one in the middle of a gesture is reset without actions.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = touchDelivery.recognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        touchDelivery.recognizers.remove(at: index)
        gestureRecognizer.environment?.forget(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
