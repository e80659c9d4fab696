import Foundation
import LayercastGraphics

/// A view's Auto Layout state, created the first time the view takes part in Auto Layout (so
/// views laid out in code pay one nil pointer for it).
@MainActor
final class UIViewLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints`; true for views made in code.
    var translatesAutoresizingMask = true
    /// The constraints this view holds (activated with it as the common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// Layout guides added to the view (the system guides once created).
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// UIKit's default margins: 8 points on every side.
    var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// Content hugging priorities, horizontal then vertical (UIKit's default 250 each).
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance priorities, horizontal then vertical (UIKit's default 750 each).
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Whether `updateConstraints()` is due in the next update pass.
    var needsUpdateConstraints = false
    /// Set while `updateConstraints()` runs; cleared by UIView's implementation (the call to
    /// `super` UIKit requires).
    var updateConstraintsReachedSuper = false
    /// Whether a layout engine has an entry for the view (so frames set in code matter to it).
    var isInLayoutEngine = false
    /// Whether a view whose class `requiresConstraintBasedLayout` had its first update asked for.
    var didRunInitialUpdate = false
    /// The engine of the hierarchy this view is the root of, once it has constraints.
    var engine: LayoutEngine?
    /// The safe area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The effective margins last reported through `layoutMarginsDidChange()`.
    var reportedLayoutMargins: UIEdgeInsets?
}
