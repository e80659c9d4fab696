import Foundation

/// A weak reference to a recognizer, for lists that must not keep recognizers alive.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
