import Foundation
import LayercastGraphics

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, and `.automatic`, which
/// is a page sheet): UIKit's `UISheetPresentationController` (iOS 15). It rests the sheet at one
/// of its `detents`, shows a grabber when asked, dims what lies behind it above
/// `largestUndimmedDetentIdentifier`, and lets the user drag it between detents or down to
/// dismiss it. Detents apply in compact width (narrower than 700 points); in regular width a
/// sheet stays the centred card `presentationFrame` gives, as an iPad's page and form sheets are.
///
/// A detent's value is a height within the sheet's safe area (Apple's documentation of
/// `custom(identifier:resolver:)`): the sheet's height is that value plus the bottom safe-area
/// inset. The large detent's value is the full sheet's (10 points below the top safe area);
/// the medium detent's is half the container's height less the bottom inset (UIKit says
/// "approximately half the height of the screen"), and it is inactive in compact height.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height where a sheet rests: UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    open class Detent {
        /// A detent's identifier: UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent (`UISheetPresentationControllerDetentIdentifierMedium`).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent (`UISheetPresentationControllerDetentIdentifierLarge`).
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The system detent at full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at about half the screen's height, inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                let sheetContext = context as? SheetResolutionContext
                return min(context.maximumDetentValue, sheetContext?.halfScreenValue ?? context.maximumDetentValue / 2)
            }
        }

        /// A detent whose value `resolver` computes (`nil`: inactive in that context); without an
        /// identifier, a unique one is made.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's value in `context`, or `nil` when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { max(0, min($0, context.maximumDetentValue)) }
        }
    }

    /// The heights the sheet may rest at, smallest first. Default `[.large()]`; never empty (an
    /// empty list is taken as the default).
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            sheetDidChange()
        }
    }
    /// The detent last selected by the user or set here; `nil` (the default) rests at the
    /// smallest detent. Setting it does not call the delegate.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent at which the sheet does not dim what is behind it (which then takes
    /// touches); `nil` (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Whether the grabber shows at the top of the sheet. Default `false`.
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The sheet's corner radius; `nil` (the default) is the system's (10 points here).
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    /// Whether scrolling at the top edge of a scroll view in the sheet expands it. Default `true`.
    /// Layercast keeps the value; a drag that starts in a scroll view scrolls it.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height. Default `false`.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet's width follows `preferredContentSize`. Default `false`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether a regular-width page sheet is sized as a page (iOS 17). Default `true`.
    open var prefersPageSizing = true
    /// The view a popover adapted into this sheet points at.
    open weak var sourceView: UIView?

    /// Makes the changes `changes` makes to the sheet's properties animate (0.3 s).
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
        guard let view = presentedView, let container = containerView as? PresentationContainerView else { return }
        UIView.animate(withDuration: 0.3) {
            container.layoutSheet(of: view)
        }
    }

    /// Asks the custom detents for their values again.
    open func invalidateDetents() { sheetDidChange() }

    /// While `animateChanges` runs: the layout waits for its animation.
    private var animatingChanges = false
    /// The grabber view while shown (in the container, above the sheet).
    var grabberView: UIView?

    /// Lays the sheet out again after a property changed (not during `animateChanges`).
    private func sheetDidChange() {
        guard !animatingChanges, let view = presentedView, let container = containerView as? PresentationContainerView else { return }
        container.layoutSheet(of: view)
    }

    // MARK: - Resolving detents

    /// The value every active detent resolves to in a container of `bounds` with `safe` insets,
    /// in `detents` order.
    func activeDetents(in bounds: CGRect, safe: UIEdgeInsets, traits: UITraitCollection) -> [(Detent, CGFloat)] {
        let context = SheetResolutionContext(bounds: bounds, safe: safe, traits: traits)
        return detents.compactMap { d in d.resolvedValue(in: context).map { (d, $0) } }
    }

    /// The detent the sheet rests at: the selected one while active, else the smallest active.
    func currentDetent(in bounds: CGRect, safe: UIEdgeInsets, traits: UITraitCollection) -> (Detent, CGFloat)? {
        let active = activeDetents(in: bounds, safe: safe, traits: traits)
        if let id = selectedDetentIdentifier, let selected = active.first(where: { $0.0.identifier == id }) { return selected }
        return active.min { $0.1 < $1.1 }
    }

    /// Whether the sheet dims what lies behind it when it rests at `value`.
    func dims(at value: CGFloat, in bounds: CGRect, safe: UIEdgeInsets, traits: UITraitCollection) -> Bool {
        guard let id = largestUndimmedDetentIdentifier,
              let undimmed = activeDetents(in: bounds, safe: safe, traits: traits).first(where: { $0.0.identifier == id }) else {
            return true
        }
        return value > undimmed.1 + 0.5
    }

    /// The sheet's frame at detent value `value` in a compact-width container.
    static func frame(value: CGFloat, in bounds: CGRect, safe: UIEdgeInsets) -> CGRect {
        let height = value + safe.bottom
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Selects the detent the user dragged the sheet to (another than it rested at) and tells
    /// the delegate.
    func userSelected(_ identifier: Detent.Identifier) {
        animatingChanges = true
        selectedDetentIdentifier = identifier
        animatingChanges = false
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

/// What a custom detent's resolver may read: UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context Layercast resolves detents in.
@MainActor
final class SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The medium detent's value: half the container's height less the bottom inset.
    let halfScreenValue: CGFloat

    init(bounds: CGRect, safe: UIEdgeInsets, traits: UITraitCollection) {
        containerTraitCollection = traits
        maximumDetentValue = max(0, bounds.height - safe.top - UIViewController.sheetTopGap - safe.bottom)
        halfScreenValue = max(0, bounds.height / 2 - safe.bottom)
    }
}

/// The delegate of a sheet: UIKit's `UISheetPresentationControllerDelegate`, with the
/// adaptive-presentation callbacks of its parent protocol. Every method is optional.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called when the user dragged the sheet to another detent (not when
    /// `selectedDetentIdentifier` is set in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
