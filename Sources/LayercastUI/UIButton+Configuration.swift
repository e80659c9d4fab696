import Foundation
import LayercastGraphics
import LayercastLayers

extension UIButton {
    /// A button's content and look in one value (iOS 15): title, subtitle, image, colours,
    /// insets and corners, from one of the system styles (`plain()`, `tinted()`, `gray()`,
    /// `filled()` and the bordered ones).
    ///
    /// Colours follow the style: the foreground is `baseForegroundColor`, else the tint colour
    /// (white for filled); the background is `baseBackgroundColor`, else none (plain), the tint at
    /// 15 % (tinted), a translucent grey (gray) or the tint (filled). While highlighted the
    /// foreground and background are drawn at 60 % of their opacity; while disabled the
    /// foreground is a translucent grey. These are Layercast's renderings of the styles, close to
    /// iOS's; the numbers are not Apple's.
    public struct Configuration: Equatable {
        enum Style: Equatable { case plain, tinted, gray, filled }
        let style: Style

        /// The title; `nil` shows none.
        public var title: String?
        /// A second, smaller line of text under the title; `nil` shows none.
        public var subtitle: String?
        /// The image, placed before the title; `nil` shows none.
        public var image: UIImage?
        /// The colour of the title, subtitle and template images; `nil` uses the style's.
        public var baseForegroundColor: UIColor?
        /// The background colour; `nil` uses the style's.
        public var baseBackgroundColor: UIColor?
        /// Space between the button's edges and its content, in points.
        public var contentInsets: NSDirectionalEdgeInsets
        /// Space between the image and the title, in points. Default 0.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle, in points. Default 0. Kept, not yet applied:
        /// Layercast draws the title and subtitle as two lines of one label.
        public var titlePadding: CGFloat = 0
        /// How the background's corners are rounded. Default `.dynamic`.
        public var cornerStyle = CornerStyle.dynamic
        /// The overall size of the button's text and insets. Default `.medium`.
        public var buttonSize = Size.medium {
            didSet { if buttonSize != oldValue { contentInsets = Self.defaultInsets(for: buttonSize) } }
        }

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
        }

        /// No background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A translucent background of the tint colour, the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A translucent grey background, the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour, the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style (UIKit's `borderless()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The gray style (UIKit's `bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The tinted style (UIKit's `borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The filled style (UIKit's `borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// How the background's corners are rounded.
        public enum CornerStyle: Sendable, Equatable {
            /// Rounded to suit the button size (Layercast: 6 points, 4 for mini and small).
            case dynamic
            /// Square corners (UIKit uses the background's own radius, which Layercast does not
            /// model yet).
            case fixed
            /// Slightly rounded (4 points).
            case small
            /// Rounded (8 points).
            case medium
            /// Much rounded (12 points).
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// The size class of the button's text and insets.
        public enum Size: Sendable, Equatable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// The default.
            case medium
            /// Large.
            case large
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// What the button shows for `state` with `tint` as the tint colour.
        func resolved(for state: UIControl.State, tint: UIColor) -> Resolved {
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var background: UIColor? = switch style {
            case .plain: baseBackgroundColor
            case .tinted: baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray: baseBackgroundColor ?? UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12)
            case .filled: baseBackgroundColor ?? tint
            }
            if state.contains(.disabled) {
                foreground = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3)
                if style == .filled || style == .tinted { background = UIColor(red255: 120, green: 120, blue: 128, alpha: 0.2) }
            } else if state.contains(.highlighted) {
                foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * 0.6)
                background = background.map { $0.withAlphaComponent($0.cgColor.alpha * 0.6) }
            }
            let font: UIFont = switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium: .preferredFont(forTextStyle: .body)
            case .large: .systemFont(ofSize: 20)
            }
            return Resolved(configuration: self, foreground: foreground, background: background, font: font)
        }

        /// A configuration turned into colours and a font for one state.
        struct Resolved {
            var configuration: Configuration
            var foreground: UIColor
            var background: UIColor?
            var font: UIFont

            /// The corner radius for a button `height` points high.
            func cornerRadius(height: CGFloat) -> CGFloat {
                switch configuration.cornerStyle {
                case .dynamic: configuration.buttonSize == .mini || configuration.buttonSize == .small ? 4 : 6
                case .fixed: 0
                case .small: 4
                case .medium: 8
                case .large: 12
                case .capsule: height / 2
                }
            }
        }
    }

    /// A button showing `configuration`, running `primaryAction` (if any) on a tap — UIKit's
    /// way to make a configured button (iOS 15). The button is of the system type.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Property observers do not run in the class's own initialisers: show it now.
        apply(configuration.resolved(for: state, tint: tintColor ?? .systemBlue))
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Shows a resolved configuration: the title and subtitle on two lines, the image tinted,
    /// the background colour and corner radius, the insets as the content edge insets.
    func apply(_ resolved: Configuration.Resolved) {
        let configuration = resolved.configuration
        let label = titleLabel!
        let lines = [configuration.title, configuration.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        label.font = resolved.font
        label.numberOfLines = lines.count > 1 ? 2 : 1
        label.text = lines.joined(separator: "\n")
        label.textColor = resolved.foreground
        label.isHidden = lines.isEmpty
        let imageView = self.imageView!
        if let image = configuration.image {
            imageView.image = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(resolved.foreground)
        } else {
            imageView.image = nil
        }
        imageView.isHidden = imageView.image == nil
        imageView.alpha = 1
        label.alpha = 1
        backgroundColor = resolved.background
        layer.cornerRadius = resolved.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        setNeedsLayout()
    }

    /// Keeps a configured button's corner radius in step with its height (capsules).
    func updateConfigurationCorners() {
        guard let configuration else { return }
        layer.cornerRadius = configuration.resolved(for: state, tint: tintColor ?? .systemBlue).cornerRadius(height: bounds.height)
    }
}
