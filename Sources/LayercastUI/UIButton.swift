import Foundation
import LayercastGraphics
import LayercastLayers

/// A control that runs an action on a tap, showing a title and/or an image per state: UIKit's
/// `UIButton`.
///
/// The button draws nothing itself: `titleLabel` (a `UILabel`) and `imageView` (a
/// `UIImageView`) are subviews it lays out (image left of title, the pair placed by the content
/// alignments within `contentEdgeInsets`). Titles, title colours and images are kept per state;
/// a state without its own value uses the `.normal` one. A state change updates the subviews
/// and relayouts, so only what changed redraws. A tap sends `.touchUpInside` and
/// `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        /// No styling: white title by default.
        case custom = 0
        /// The system style: title in the tint colour, dimmed while highlighted, grey when disabled.
        case system = 1
    }

    /// The kind of button, fixed at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let image = UIImageView()
    private let backgroundImage = UIImageView()

    /// Creates a button of `buttonType` with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a custom button with `frame` (superview space, points).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }

    /// Creates a button of `buttonType` with `primaryAction` run on a tap, titled with its title.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a system button with `primaryAction` run on a tap, titled with its title.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        adopt(primaryAction)
    }

    private func adopt(_ primaryAction: UIAction?) {
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let icon = primaryAction.image { setImage(icon, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func setUp() {
        isOpaque = false
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        backgroundImage.isHidden = true
        addSubview(backgroundImage)
        addSubview(image)
        addSubview(label)
        updateForState()
    }

    /// A tap also sends `.primaryActionTriggered`.
    open override var primaryEventsOnTap: Event { .primaryActionTriggered }

    // MARK: - Per-state content

    /// Sets the title for `state`; `nil` removes it (the state then uses the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateForState()
    }
    /// The title set for `state`, else the normal title.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the attributed title for `state` (used instead of the plain title when set).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateForState()
    }
    /// The attributed title set for `state`, else the normal one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// Sets the title colour for `state`; `nil` removes it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateForState()
    }
    /// The title colour for `state`: the one set, else the style's default for that state.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if buttonType == .system {
            if state.contains(.disabled) { return titleColors[0].map { $0.withAlphaComponent(0.35) } ?? .systemGray }
            let base = titleColors[0] ?? tintColor!
            return state.contains(.highlighted) ? base.withAlphaComponent(0.2) : base
        }
        return titleColors[0] ?? .white
    }

    /// Sets the image for `state`; `nil` removes it.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateForState()
    }
    /// The image set for `state`, else the normal image.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the background image for `state` (stretched over the bounds); `nil` removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateForState()
    }
    /// The background image set for `state`, else the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// The label showing the title. Set its font here; text and colour come from the per-state
    /// values.
    open var titleLabel: UILabel? { label }
    /// The image view showing the image.
    open var imageView: UIImageView? { image }

    /// The button's content and look as a configuration (iOS 15); `nil` (the default for
    /// buttons made with `init(type:)`) uses the per-state titles, colours and images. Setting
    /// one replaces what those show, including the background colour and corner radius.
    open var configuration: Configuration? {
        didSet { if configuration != oldValue { updateForState() } }
    }

    /// The button's menu (iOS 14): shown on a long press, or on a tap with
    /// `showsMenuAsPrimaryAction`. Setting one enables the context menu interaction.
    open var menu: UIMenu? {
        didSet { if menu != nil { isContextMenuInteractionEnabled = true } }
    }
    /// The button's `menu`, as the configuration its context menu interaction shows; else the
    /// control's (none).
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return super.contextMenuInteraction(interaction, configurationForMenuAtLocation: location) }
        return UIContextMenuConfiguration(previewProvider: nil) { _ in menu }
    }

    /// Space around the content, in points. Default zero.
    open var contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
        didSet {
            guard contentEdgeInsets != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Updates the subviews for the new state and relayouts.
    open override func stateDidChange() { updateForState() }

    /// Re-colours a system button's title.
    open override func tintColorDidChange() { updateForState() }

    private func updateForState() {
        invalidateIntrinsicContentSize()
        if let configuration {
            apply(configuration.resolved(for: state, tint: tintColor ?? .systemBlue))
            return
        }
        let current = state
        if let attributed = attributedTitle(for: current) {
            label.attributedText = attributed
        } else {
            label.text = title(for: current)
        }
        // A system button dims its highlighted title as it dims its image: by the label's alpha,
        // unless a colour was set for the highlighted state. The pixels are those of the dimmed
        // colour, and the title's text stays as it is (one opacity change on the wire, not the
        // title drawn again).
        let dimsTitle = buttonType == .system && current.contains(.highlighted) && titleColors[current.rawValue] == nil
        label.textColor = titleColor(for: dimsTitle ? current.subtracting(.highlighted) : current)
        label.alpha = dimsTitle ? 0.2 : 1
        label.isHidden = (label.text ?? "").isEmpty
        image.image = self.image(for: current)
        image.isHidden = image.image == nil
        // A hidden image view keeps its alpha: dimming nothing would only cost a property change.
        if !image.isHidden { image.alpha = buttonType == .system && current.contains(.highlighted) ? 0.2 : 1 }
        backgroundImage.image = backgroundImage(for: current)
        backgroundImage.isHidden = backgroundImage.image == nil
        setNeedsLayout()
    }

    // MARK: - Layout and sizing

    private var contentSize: (image: CGSize, title: CGSize) {
        let imageSize = image.isHidden ? .zero : image.intrinsicContentSize
        let titleSize = label.isHidden ? .zero : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return (imageSize, titleSize)
    }

    /// Points between the image and the title (a configuration's `imagePadding`).
    private var imageTitleGap: CGFloat {
        guard let configuration, !image.isHidden, !label.isHidden else { return 0 }
        return configuration.imagePadding
    }

    /// Places the image and title side by side within `contentEdgeInsets`, per the alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationCorners()
        backgroundImage.frame = bounds
        let area = bounds.inset(by: contentEdgeInsets)
        let (imageSize, titleSize0) = contentSize
        let gap = imageTitleGap
        let titleSize = CGSize(width: min(titleSize0.width, max(0, area.width - imageSize.width - gap)), height: titleSize0.height)
        let total = imageSize.width + gap + titleSize.width
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = area.minX
        case .right, .trailing: x = area.maxX - total
        case .center: x = area.minX + (area.width - total) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: area.minY
            case .bottom: area.maxY - height
            case .center: area.minY + (area.height - height) / 2
            }
        }
        image.frame = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        x += imageSize.width + gap
        label.frame = CGRect(x: x, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
    }

    /// The content's size plus `contentEdgeInsets` (points, whole).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (imageSize, titleSize) = contentSize
        return CGSize(width: imageSize.width + imageTitleGap + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(imageSize.height, titleSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The same as `sizeThatFits(_:)`.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
