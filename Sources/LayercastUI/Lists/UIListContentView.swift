import Foundation
import LayercastGraphics

/// The view that shows a `UIListContentConfiguration`: UIKit's `UIListContentView` (iOS 14).
///
/// Inside the configuration's margins: the image at the leading edge (its own size, at most
/// `maximumSize`, in at least `reservedLayoutSize`), then the text and, below it or, for
/// side-by-side configurations, at the trailing edge, the secondary text. Each is left out
/// when it is `nil`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// Creates the view from an archive; Layercast has no nib archives, so no key of `coder` is
    /// read and it shows an empty `UIListContentConfiguration.cell()`.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(listConfiguration)
    }

    /// The configuration shown; setting one that is not a `UIListContentConfiguration` traps,
    /// as UIKit raises.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration")
            }
            listConfiguration = list
            apply(list)
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
              configuration.secondaryTextProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
                       _ properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        if let attributed { label.attributedText = attributed } else { label.text = text.map(properties.transformed) }
        label.isHidden = attributed == nil && text == nil
    }

    /// The image's size: its own, within `maximumSize`.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let limit = listConfiguration.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        return size
    }

    /// The width and the height the content needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let textWidth = max(0, size.width - margins.leading - margins.trailing - imageSlot.width)
        var height = textLabel.isHidden ? 0 : textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        if !secondaryTextLabel.isHidden, !listConfiguration.prefersSideBySideTextAndSecondaryText {
            height += listConfiguration.textToSecondaryTextVerticalPadding
                + secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        height = max(height, imageSize.height, listConfiguration.imageProperties.reservedLayoutSize.height)
        return CGSize(width: size.width, height: height + margins.top + margins.bottom)
    }

    /// The width the image and its padding take before the texts.
    private var imageSlot: CGSize {
        guard listConfiguration.image != nil || listConfiguration.imageProperties.reservedLayoutSize.width > 0 else { return .zero }
        let width = max(imageSize.width, listConfiguration.imageProperties.reservedLayoutSize.width)
        return CGSize(width: width + listConfiguration.imageToTextPadding, height: imageSize.height)
    }

    /// Places the image and the texts inside the margins, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let content = CGRect(x: margins.leading, y: margins.top,
                             width: max(0, bounds.width - margins.leading - margins.trailing),
                             height: max(0, bounds.height - margins.top - margins.bottom))
        let image = imageSize
        let slot = imageSlot
        imageView.frame = CGRect(x: content.minX + (slot.width - listConfiguration.imageToTextPadding - image.width) / 2,
                                 y: content.midY - image.height / 2, width: image.width, height: image.height)
        let textX = content.minX + slot.width
        let textWidth = max(0, content.maxX - textX)
        let unbounded = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let textSize = textLabel.isHidden ? .zero : textLabel.sizeThatFits(unbounded)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(unbounded)
            let secondaryWidth = min(secondary.width, textWidth)
            secondaryTextLabel.frame = CGRect(x: content.maxX - secondaryWidth, y: content.midY - secondary.height / 2,
                                              width: secondaryWidth, height: secondary.height)
            let room = max(0, textWidth - secondaryWidth - listConfiguration.textToSecondaryTextHorizontalPadding)
            textLabel.frame = CGRect(x: textX, y: content.midY - textSize.height / 2, width: min(textSize.width, room), height: textSize.height)
            return
        }
        let secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(unbounded)
        let gap = secondaryTextLabel.isHidden || textLabel.isHidden ? 0 : listConfiguration.textToSecondaryTextVerticalPadding
        var y = content.midY - (textSize.height + gap + secondary.height) / 2
        textLabel.frame = CGRect(x: textX, y: y, width: textWidth, height: textSize.height)
        y += textSize.height + gap
        secondaryTextLabel.frame = CGRect(x: textX, y: y, width: textWidth, height: secondary.height)
    }
}
