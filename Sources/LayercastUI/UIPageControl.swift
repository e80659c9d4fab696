import Foundation
import LayercastGraphics

/// A row of dots, one per page, the current one filled: UIKit's `UIPageControl`.
///
/// Layercast's metrics (Apple publishes none): 7-point dots 16 points apart, centred, 26 points
/// tall. A tap on either side of the current dot moves one page that way and sends
/// `.valueChanged` (iOS 14's behaviour); setting `currentPage` in code sends nothing. Other
/// pages' dots are `pageIndicatorTintColor` (default: the tertiary label colour), the current
/// one `currentPageIndicatorTintColor` (default: the label colour).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the control's background shows.
    public enum BackgroundStyle: Int, Sendable {
        /// Prominent while touched, minimal otherwise.
        case automatic
        /// Always a background.
        case prominent
        /// Never a background.
        case minimal
    }

    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26

    /// The number of pages (dots). Default 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = currentPageStorage
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown, 0…numberOfPages − 1. Default 0.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(newValue, 0), max(numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }
    private var currentPageStorage = 0
    /// Whether the control is hidden when there is one page. Default `false`.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots; `nil` is the default.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot; `nil` is the default.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How the background shows. Default `.automatic`.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether a drag along the dots scrubs through the pages. Default `true` (Layercast moves
    /// one page per tap).
    open var allowsContinuousInteraction = true

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
    }

    private func setUpPageControl() {
        isOpaque = false
        contentMode = .redraw
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotPitch, height: Self.height)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The centre of page `page`'s dot.
    func dotCentre(_ page: Int) -> CGPoint {
        let width = CGFloat(numberOfPages) * Self.dotPitch
        let x = bounds.midX - width / 2 + Self.dotPitch * (CGFloat(page) + 0.5)
        return CGPoint(x: x, y: bounds.midY)
    }

    // MARK: - Touches

    /// A tap left of the current dot goes back a page, right of it forward a page.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isEnabled, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let centre = dotCentre(currentPageStorage).x
        let next = x < centre ? currentPageStorage - 1 : x > centre ? currentPageStorage + 1 : currentPageStorage
        guard next >= 0, next < numberOfPages, next != currentPageStorage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    // MARK: - Drawing

    /// The dots.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil, !(hidesForSinglePage && numberOfPages <= 1) else { return }
        for page in 0..<numberOfPages {
            let c = dotCentre(page), r = Self.dotDiameter / 2
            (page == currentPageStorage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel).setFill()
            UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)).fill()
        }
    }
}
