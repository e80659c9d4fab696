import Foundation

/// The interface environment that dynamic colours resolve against: appearance (light or dark),
/// display scale, size classes, idiom and layout direction, with UIKit's names. Immutable and
/// Sendable; a trait left unspecified takes its value from other collections when combined.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark appearance; `.unspecified` unless set.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 (unspecified) unless set, as in UIKit.
    public let displayScale: CGFloat
    /// The horizontal size class; `.unspecified` unless set.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` unless set.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device; `.unspecified` unless set.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The direction of the interface; `.unspecified` unless set.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's preferred text size; `.unspecified` unless set (a served screen's is `.large`,
    /// UIKit's default).
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         contentSize: UIContentSizeCategory = .unspecified) {
        preferredContentSizeCategory = contentSize
        userInterfaceStyle = style
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        layoutDirection = direction
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection holding only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// A collection holding only a display scale (pixels per point).
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// A collection holding only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// A collection holding only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// A collection holding only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// A collection holding only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// A collection holding only a preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }

    /// The traits of `collections` combined: for each trait, the last collection that specifies
    /// it wins, as in UIKit.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var contentSize = UIContentSizeCategory.unspecified
        for c in collections {
            if c.preferredContentSizeCategory != .unspecified { contentSize = c.preferredContentSizeCategory }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(style: style, scale: scale, horizontal: horizontal, vertical: vertical, idiom: idiom,
                  direction: direction, contentSize: contentSize)
    }

    /// Whether every trait `other` specifies has the same value here (`nil`: `false`).
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return false }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether a dynamic colour may resolve differently here than in `traitCollection`: the
    /// traits colours depend on differ. Here that is the appearance (light or dark); Layercast
    /// has no contrast or elevation traits. `nil` compares as a collection with nothing set.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    // MARK: - The current collection

    /// The collection bound by `performAsCurrent(_:)` for the running task, if any.
    @TaskLocal static var boundCurrent: UITraitCollection?

    /// The traits in effect for resolving dynamic colours (what `UIColor.cgColor` uses): the
    /// collection bound by `performAsCurrent(_:)` — views bind theirs while they draw — or else a
    /// light-appearance collection, since Layercast has no system-wide dark mode.
    ///
    /// UIKit also lets code assign it (a per-thread value); Layercast has no per-thread state, so
    /// bind a collection with `performAsCurrent(_:)` instead.
    public static var current: UITraitCollection { boundCurrent ?? lightDefault }

    private static let lightDefault = UITraitCollection(userInterfaceStyle: .light)

    /// Runs `actions` with this collection as `UITraitCollection.current` (iOS 17's API); the
    /// binding ends when `actions` returns.
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        try UITraitCollection.$boundCurrent.withValue(self, operation: actions)
    }

    // MARK: - Equality

    /// Collections are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle); hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom); hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
    }

    /// e.g. `UITraitCollection(style: light, scale: 2.0)`.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), idiom: \(userInterfaceIdiom))"
    }
}

/// Light or dark appearance. Raw values are UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// A size class. Raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact.
    case compact = 1
    /// Regular.
    case regular = 2
}

/// The kind of device an interface is for. Raw values are UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// The direction of an interface's layout. Raw values are UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
