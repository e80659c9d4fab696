import Foundation
import LayercastGraphics
import LayercastLayers

/// A view that draws one or more lines of read-only text: UIKit's `UILabel`.
///
/// The text is laid out by Pango and drawn in `draw(_:)`, vertically centred in the bounds as
/// UIKit centres it. The label redraws only when what it shows changes (text, font, colours,
/// alignment, line settings, highlight, enabled state): a move reuses the bitmap. Its content
/// mode is `.redraw`, as in UIKit, so a resize draws again (wrapping may change). Defaults as in
/// UIKit: 17-point system font, black text, natural alignment, one line, truncating the tail,
/// not opaque, no user interaction.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var attributedStorage: NSAttributedString?

    /// Creates a label with `frame` (superview space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpUILabel()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpUILabel()
    }

    /// What both initializers set up after the superclass's.
    private func setUpUILabel() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// The text shown; `nil` shows nothing. Setting it replaces any `attributedText`.
    open var text: String? {
        get { plainText }
        set {
            guard newValue != plainText || attributedStorage != nil else { return }
            plainText = newValue
            attributedStorage = nil
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// What `text` holds. The label reads this, not `text`, so a subclass whose `text` override
    /// reads `attributedText` (as UIKit subclasses do) does not recurse.
    private var plainText: String?

    /// The text with attributes (`.font`, `.foregroundColor`, `.paragraphStyle`); the label's
    /// `font` and `textColor` apply where the string has none. Reading it without one set gives
    /// `text` with the label's attributes. Setting it sets `text` to its plain string.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? plainText.map { NSAttributedString(string: $0, attributes: textAttributes) } }
        set {
            guard newValue != attributedStorage else { return }
            plainText = newValue?.string
            attributedStorage = newValue
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font. Default: the 17-point system font. Setting `nil` restores the default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            if font != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The text colour. Default: `.label` (black). Setting `nil` restores the default.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue { setNeedsDisplay() }
        }
    }

    /// The colour used while `isHighlighted`; `nil` keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if highlightedTextColor != oldValue, isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the label shows `highlightedTextColor`. Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Whether the label is enabled; a disabled label draws its text at 44 % opacity (UIKit
    /// draws it greyed). Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// The horizontal alignment of the lines. Default `.natural` (left, for left-to-right text).
    open var textAlignment = NSTextAlignment.natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines shown; 0 for no limit. Default 1.
    open var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// How lines are wrapped and the last one truncated. Default `.byTruncatingTail`.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The width, in points, at which `intrinsicContentSize` wraps multi-line text; 0 (the
    /// default) uses the current bounds width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether a one-line label shrinks its font, down to `minimumScaleFactor` of its size, so
    /// the text fits the width before it truncates. Default `false`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }
    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` may shrink it to.
    /// Default 0, which (as in UIKit) does not shrink.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }
    /// Whether the label tightens letter spacing before truncating. Default `false`. Layercast
    /// truncates without tightening.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the user's content size category. Default `false`. A Layercast
    /// server's category is UIKit's default (`.large`), at which text styles have their base
    /// sizes, so a font keeps its size either way.
    open var adjustsFontForContentSizeCategory = false
    /// The factor the font is drawn at while `drawText(in:)` shrinks it to fit; 1 otherwise.
    private var fontShrinkScale: CGFloat = 1

    /// The attributes the label's own settings give its text.
    var textAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        var color: UIColor = textColor
        if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
        if !isEnabled { color = color.withAlphaComponent(0.44) }
        let drawn: UIFont = fontShrinkScale == 1 ? font : font.withSize(font.pointSize * fontShrinkScale)
        return [.font: drawn, .foregroundColor: color, .paragraphStyle: style]
    }

    /// A layout of the text wrapped to `width` (nil: unwrapped) within `height`.
    func makeLayout(width: CGFloat?, height: CGFloat?, lines: Int) -> TextLayout? {
        let wrap = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let fit = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        if let attributedStorage {
            let whole = NSMutableAttributedString(string: attributedStorage.string, attributes: textAttributes)
            let range = NSRange(location: 0, length: attributedStorage.length)
            attributedStorage.enumerateAttributes(in: range, options: []) { attributes, run, _ in
                whole.addAttributes(attributes, range: run)
            }
            return try? TextLayout(attributedString: whole, width: wrap, height: fit, maximumNumberOfLines: lines)
        }
        guard let text = plainText, !text.isEmpty else { return nil }
        return try? TextLayout(string: text, attributes: textAttributes, width: wrap, height: fit,
                               maximumNumberOfLines: lines)
    }

    // MARK: - Drawing

    /// Draws the text centred vertically in `textRect(forBounds:limitedToNumberOfLines:)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text within `rect` (view space, points), vertically centred. Override to inset.
    open func drawText(in rect: CGRect) {
        fontShrinkScale = shrinkScaleToFit(width: rect.width)
        defer { fontShrinkScale = 1 }
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = makeLayout(width: rect.width, height: rect.height, lines: numberOfLines) else { return }
        let y = rect.minY + max(0, (rect.height - layout.size.height) / 2)
        layout.draw(in: context, rect: CGRect(x: rect.minX, y: y, width: rect.width, height: layout.size.height))
    }

    /// The rectangle the text occupies within `bounds` when limited to `numberOfLines` lines
    /// (0: no limit), in view space: the text's size at the left, vertically centred.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = fittingSize(width: bounds.width, height: bounds.height, lines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - size.height) / 2),
                      width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// The factor a one-line text's font shrinks by to fit `width` (UIKit's
    /// `adjustsFontSizeToFitWidth`), never below `minimumScaleFactor`; 1 when it fits or does not
    /// shrink.
    func shrinkScaleToFit(width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              width > 0, let line = makeLayout(width: nil, height: nil, lines: 1), line.size.width > width else { return 1 }
        return max(minimumScaleFactor, width / line.size.width)
    }

    // MARK: - Sizing

    /// The size the text needs within `size` (points), rounded up to whole points; one line
    /// when `numberOfLines` is 1, else wrapped at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width, height: nil, lines: numberOfLines)
    }

    /// The text's size on one line (for one-line labels) or wrapped at `preferredMaxLayoutWidth`
    /// (or the bounds width), rounded up to whole points; zero without text.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return fittingSize(width: width, height: nil, lines: numberOfLines)
    }

    private func fittingSize(width: CGFloat, height: CGFloat?, lines: Int) -> CGSize {
        guard let layout = makeLayout(width: lines == 1 ? nil : width, height: height, lines: lines) else { return .zero }
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }
}
