import Foundation
import LayercastGraphics

/// An object a `UIDynamicAnimator` can move: UIKit's `UIDynamicItem`. Views and collection view
/// layout attributes are dynamic items.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre; the animator sets it as the item moves.
    var center: CGPoint { get set }
    /// The item's bounds (its size).
    var bounds: CGRect { get }
    /// The item's transform; the animator sets it as the item rotates.
    var transform: CGAffineTransform { get set }
}
