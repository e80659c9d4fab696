import Foundation

/// The region text is laid out in (TextKit 1's `NSTextContainer`): a rectangle of `size`
/// whose lines are inset by `lineFragmentPadding` at both ends, optionally limited to
/// `maximumNumberOfLines` and truncated by `lineBreakMode`.
///
/// Its layout manager lays it out with Pango (`NSLayoutManager`). Changing a setting
/// invalidates that layout. `exclusionPaths` cut the fragments
/// `lineFragmentRect(forProposedRect:at:writingDirection:remaining:)` returns, but the layout
/// manager does not yet flow text around them (Pango lays out a rectangle). Not Sendable; not
/// main-actor isolated, as in UIKit.
open class NSTextContainer: NSObject {
    /// The container's size in points. `.greatestFiniteMagnitude` for a dimension that does not
    /// limit the text (a text view's height).
    open var size: CGSize { didSet { if size != oldValue { changedGeometry() } } }
    /// The inset, in points, at the start and end of every line. Default 5 (UIKit's).
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { changedGeometry() } } }
    /// The most lines laid out; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { changedGeometry() } } }
    /// How the last line is broken or truncated. Default `.byWordWrapping`.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { if lineBreakMode != oldValue { changedGeometry() } } }
    /// Regions, in the container's coordinates, line fragments avoid. Default none.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { changedGeometry() } }
    /// Whether a text view keeps the container's width equal to its own less its insets.
    /// Default `false` (a text view's own container sets it).
    open var widthTracksTextView = false
    /// Whether a text view keeps the container's height equal to its own less its insets.
    /// Default `false`.
    open var heightTracksTextView = false
    /// The layout manager laying out this container; set by `NSLayoutManager.addTextContainer`.
    open weak var layoutManager: NSLayoutManager?

    /// A container of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container 10,000,000 points square: in effect unlimited, as UIKit's default.
    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Whether the container is a plain rectangle (no exclusion paths), so lines need no
    /// per-line fitting.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// Moves this container, and the others of its layout manager, to `newLayoutManager`.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let containers = old.textContainers
        for _ in containers { old.removeTextContainer(at: 0) }
        for container in containers { newLayoutManager.addTextContainer(container) }
        if let storage = old.textStorage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
    }

    /// The part of `proposedRect` (container coordinates) a line can use: clipped to the
    /// container's width and cut at the exclusion paths, whose bounding boxes in the line's
    /// band are avoided. Returns the first free piece, leftmost; `remainingRect` receives the
    /// free space to its right (zero when none). `characterIndex` and the writing direction do
    /// not change the answer (lines run left to right).
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        var free = proposedRect.intersection(CGRect(x: 0, y: proposedRect.minY, width: bounds.width, height: proposedRect.height))
        remainingRect?.pointee = .zero
        guard !free.isNull, free.width > 0 else { return .zero }
        let blocks = exclusionPaths.map(\.bounds)
            .filter { $0.maxY > free.minY && $0.minY < free.maxY && $0.maxX > free.minX && $0.minX < free.maxX }
            .sorted { $0.minX < $1.minX }
        var x = free.minX
        for block in blocks {
            if block.minX - x > 0 {
                let piece = CGRect(x: x, y: free.minY, width: block.minX - x, height: free.height)
                let rest = max(x, block.maxX)
                if rest < free.maxX {
                    remainingRect?.pointee = CGRect(x: rest, y: free.minY, width: free.maxX - rest, height: free.height)
                }
                return piece
            }
            x = max(x, block.maxX)
        }
        guard x < free.maxX else { return .zero }
        free.size.width = free.maxX - x
        free.origin.x = x
        return free
    }

    private func changedGeometry() { layoutManager?.textContainerChangedGeometry(self) }
}
