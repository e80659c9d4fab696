import Foundation
import LayercastGraphics

/// An effect a `UIVisualEffectView` applies to what is behind it: UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect {
    /// Creates an effect.
    public init() {}
    /// The colour Layercast fills the effect view with: the material's tint. The wire has no
    /// backdrop filter, so the blur itself is not drawn; the tint keeps the content behind
    /// legible, as the material does.
    var materialTint: UIColor? { nil }
}

/// A blur of what is behind the view: UIKit's `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material. Raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// Lighter than the content behind.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Follows the interface style (light here).
        case regular = 4
        /// More opaque than regular.
        case prominent = 5
        /// The system's ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's default material.
        case systemMaterial = 8
        /// The system's thick material.
        case systemThickMaterial = 9
        /// The system's chrome material.
        case systemChromeMaterial = 10
        /// Ultra-thin, light.
        case systemUltraThinMaterialLight = 11
        /// Thin, light.
        case systemThinMaterialLight = 12
        /// Default, light.
        case systemMaterialLight = 13
        /// Thick, light.
        case systemThickMaterialLight = 14
        /// Chrome, light.
        case systemChromeMaterialLight = 15
        /// Ultra-thin, dark.
        case systemUltraThinMaterialDark = 16
        /// Thin, dark.
        case systemThinMaterialDark = 17
        /// Default, dark.
        case systemMaterialDark = 18
        /// Thick, dark.
        case systemThickMaterialDark = 19
        /// Chrome, dark.
        case systemChromeMaterialDark = 20
    }

    /// The material.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var materialTint: UIColor? {
        switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.85)
        case .light, .regular, .systemMaterial, .systemMaterialLight: UIColor(white: 0.97, alpha: 0.75)
        case .prominent, .systemThickMaterial, .systemThickMaterialLight, .systemChromeMaterial,
             .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.88)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.45)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.6)
        case .dark, .systemMaterialDark: UIColor(white: 0.11, alpha: 0.75)
        case .systemUltraThinMaterialDark: UIColor(white: 0.11, alpha: 0.45)
        case .systemThinMaterialDark: UIColor(white: 0.11, alpha: 0.6)
        case .systemThickMaterialDark, .systemChromeMaterialDark: UIColor(white: 0.11, alpha: 0.88)
        }
    }
}

/// Vibrant content over a blur: UIKit's `UIVibrancyEffect`. Drawn as its content, untinted.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Creates a vibrancy effect for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect to what is behind it, with its content in
/// `contentView`: UIKit's `UIVisualEffectView`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews go (UIKit asks that content be added here, not to the effect view).
    public let contentView = UIView(frame: .zero)

    /// The effect; setting it (in an animation block too) changes the material.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Creates an effect view with `effect` (`nil`: no effect yet).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpContent()
    }

    /// Creates an effect view with no effect and `frame`.
    public override init(frame: CGRect) {
        self.effect = nil
        super.init(frame: frame)
        setUpContent()
    }

    /// Creates an effect view from an archive; Layercast has no nib archives, so no key of
    /// `coder` is read and it has no effect.
    public required init?(coder: NSCoder) {
        self.effect = nil
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.backgroundColor = nil
        addSubview(contentView)
        applyEffect()
    }

    private func applyEffect() {
        layer.backgroundColor = effect?.materialTint?.cgColor
    }
}
