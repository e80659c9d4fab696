import Foundation
import LayercastGraphics

/// How a bar's background and shadow look: UIKit's `UIBarAppearance` (iOS 13). Subclassed per
/// bar: `UINavigationBarAppearance`. An appearance is a value in an object: a bar keeps the one
/// it was given, and changes to it show when it is set again (as in UIKit, which copies it).
///
/// The three configurations (Apple's documentation): the default background is the system's
/// translucent material with a shadow; opaque is the system background colour with a shadow;
/// transparent has no background and no shadow. Layercast draws the material as its tint
/// (`UIBlurEffect`'s): 97 % white at 94 % opacity, the legacy translucent bar's colour here.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the background colour; `nil`: none.
    open var backgroundEffect: UIBlurEffect?
    /// The background colour, over the effect; `nil`: none.
    open var backgroundColor: UIColor?
    /// An image over the background colour.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the shadow (the hairline) under the bar; `nil` or clear: none.
    open var shadowColor: UIColor?
    /// An image replacing the hairline, tinted with `shadowColor`.
    open var shadowImage: UIImage?

    /// The default material's colour, and the default shadow's (UIKit's hairline: black at 30 %).
    static let materialColor = UIColor(white: 0.97, alpha: 0.94)
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Creates an appearance for `idiom`, configured with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the current device's idiom (the phone here).
    public convenience init() { self.init(idiom: .phone) }

    /// Creates a copy of `barAppearance`'s shared properties.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copyBackground(from: barAppearance)
    }

    /// A copy of the appearance (of its class, with every property).
    open func copy() -> Self { Self(barAppearance: self) }

    /// The system's translucent material with a shadow.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// The system background colour with a shadow.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// No background and no shadow: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: .clear, shadow: .clear)
    }

    /// What each configuration sets: the effect, colour and shadow colour, and no images.
    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    /// The colour the bar's background view shows: the background colour, else the effect's
    /// material, else clear.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return backgroundEffect == nil ? .clear : Self.materialColor
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// How one state of a bar button item's title looks: UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// An image behind the item.
    public var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    public var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}
}

/// How a kind of bar button item looks in each state: UIKit's `UIBarButtonItemAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The item's style this appearance was made for.
    public let style: UIBarButtonItem.Style
    /// The normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// While touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// While disabled.
    public let disabled = UIBarButtonItemStateAppearance()
    /// While focused.
    public let focused = UIBarButtonItemStateAppearance()

    /// Creates an appearance for items of `style`.
    public init(style: UIBarButtonItem.Style) { self.style = style }
    /// Creates an appearance for plain items.
    public convenience init() { self.init(style: .plain) }

    /// Resets every state to the system's look for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }
}

/// A navigation bar's appearance: UIKit's `UINavigationBarAppearance` (iOS 13). Set it as a
/// bar's (or a navigation item's) `standardAppearance`, `compactAppearance` or
/// `scrollEdgeAppearance`; the title takes `titleTextAttributes` (font, foreground colour) and
/// the large title `largeTitleTextAttributes`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back indicator image (the chevron's); `nil`: the system's.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back indicator in transitions.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Creates an appearance for `idiom`, configured with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates a copy of `barAppearance`'s shared properties (and the navigation bar's ones when
    /// it is a navigation bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator image and its transition mask (both or neither).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
