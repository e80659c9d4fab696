import Foundation

/// Lays out a text storage's text in text containers (TextKit 1's `NSLayoutManager`), with
/// Pango, and answers where glyphs are and which character is at a point.
///
/// The text flows into the first container: wrapped at its width less twice its
/// `lineFragmentPadding`, limited to its height and `maximumNumberOfLines`, and broken or
/// truncated by its `lineBreakMode`; containers after the first get no text. Glyph indexes are
/// character indexes (UTF-16, as `NSRange`s count): Pango's glyphs are not exposed one by one,
/// so `numberOfGlyphs` is the text's length and glyph and character ranges are the same ranges.
/// Geometry is in the container's coordinates: a line fragment spans the container's width from
/// x 0, its glyphs start after the padding. Layout is made when first asked for and kept until
/// the text or a container changes. Not Sendable; not main-actor isolated, as in UIKit.
open class NSLayoutManager: NSObject {
    /// The text laid out; set by `NSTextStorage.addLayoutManager`.
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers, in order; the text flows into the first.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Accepted for compatibility: layout is always of the whole text.
    open var allowsNonContiguousLayout = false
    /// Whether layout is of the whole text without gaps; always `true` here.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether fonts' leading is used; accepted for compatibility (the line height already
    /// includes it).
    open var usesFontLeading = true
    /// The current layout, `nil` until asked for and after an invalidation.
    private var cache: TextKitLayout?

    /// A layout manager with no text storage and no containers.
    public override init() { super.init() }

    // MARK: - Containers

    /// Adds `container` after the others.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: max(0, min(index, textContainers.count)))
        container.layoutManager = self
        invalidate()
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidate()
    }

    /// Called when a container's size, padding, line limit, line break mode or exclusion paths
    /// change: the layout is made again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) { invalidate() }

    /// Called by the text storage when it processes edits: the layout is made again.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int,
                             invalidatedRange invalidatedCharRange: NSRange) {
        invalidate()
    }

    /// Discards the layout of `charRange` (here, of all the text: it is laid out as one).
    open func invalidateLayout(forCharacterRange charRange: NSRange,
                               actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        invalidate()
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
    }

    /// Accepted for compatibility: whoever draws the glyphs redraws them when asked.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}

    private func invalidate() { cache = nil }

    /// The layout, made now when there is none.
    var layout: TextKitLayout {
        if let cache { return cache }
        let made = TextKitLayout(storage: textStorage, container: textContainers.first)
        cache = made
        return made
    }

    // MARK: - Layout

    /// Lays out the text of `container` now (layout is otherwise made when first needed).
    open func ensureLayout(for container: NSTextContainer) { _ = layout }
    /// Lays out the text of `charRange` now.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout }
    /// Lays out the glyphs of `glyphRange` now.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout }
    /// Lays out the text in `bounds` of `container` now.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout }

    /// How many glyphs there are: the text's length (a glyph per UTF-16 unit).
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyphs laid out in `container`: all laid-out text for the first container, the rest
    /// (lines beyond its height or line limit) in none.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard container === textContainers.first else { return NSRange(location: numberOfGlyphs, length: 0) }
        return layout.laidOutRange
    }

    /// The glyphs of `charRange` (the same range, clamped to the text); `actualCharRange`
    /// receives the characters they stand for.
    open func glyphRange(forCharacterRange charRange: NSRange,
                         actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (the same range, clamped to the text); `actualGlyphRange`
    /// receives the glyphs standing for them.
    open func characterRange(forGlyphRange glyphRange: NSRange,
                             actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The character a glyph stands for.
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    /// The first glyph of a character.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    private func clamped(_ range: NSRange) -> NSRange {
        let length = numberOfGlyphs
        let lower = max(0, min(range.location, length))
        return NSRange(location: lower, length: max(0, min(range.length, length - lower)))
    }

    /// The rectangle enclosing the glyphs of `glyphRange` in `container`, in its coordinates:
    /// the union of the range's extent on each line it spans, each as tall as its line. Zero
    /// for glyphs not laid out in `container`.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        return layout.boundingRect(for: clamped(glyphRange))
    }

    /// The glyphs whose line fragments intersect `bounds` (container coordinates).
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard container === textContainers.first else { return NSRange(location: 0, length: 0) }
        let hit = layout.fragments.filter { $0.rect.intersects(bounds) }
        guard let first = hit.first, let last = hit.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first.characterRange.location,
                       length: NSMaxRange(last.characterRange) - first.characterRange.location)
    }

    /// The character nearest `point` (container coordinates) in `container`: on the nearest
    /// line, the character whose glyph the point is over or nearest. `fraction` receives how far
    /// between that character's insertion point and the next the point lies (0 to 1). 0 when
    /// no text is laid out.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard container === textContainers.first, let hit = layout.characterIndex(at: point) else {
            fraction?.pointee = 0
            return 0
        }
        fraction?.pointee = hit.fraction
        return hit.index
    }

    /// The glyph nearest `point` in `container`; `fraction` receives how far through it.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fraction)
    }

    /// The glyph nearest `point` in `container`.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The area of `container` the text uses: the union of the lines' used rectangles (their
    /// glyphs plus the padding at both ends) and of the extra line fragment an empty text or a
    /// final newline gets.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        return layout.usedRect
    }

    /// The line fragment holding `glyphIndex`, as wide as the container; `effectiveGlyphRange`
    /// receives the glyphs on it. Zero when the glyph is not laid out.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int,
                               effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let fragment = layout.fragment(containing: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = fragment.characterRange
        return fragment.rect
    }

    /// The part of the line fragment holding `glyphIndex` its glyphs and padding use.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int,
                                   effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let fragment = layout.fragment(containing: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = fragment.characterRange
        return fragment.usedRect
    }

    /// Where `glyphIndex` sits: its left edge and its line's baseline, from its line fragment's
    /// origin.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let fragment = layout.fragment(containing: glyphIndex) else { return .zero }
        let glyph = layout.boundingRect(for: NSRange(location: glyphIndex, length: 0))
        return CGPoint(x: glyph.minX - fragment.rect.minX, y: fragment.baseline - fragment.rect.minY)
    }

    /// The container `glyphIndex` is laid out in; `effectiveGlyphRange` receives its glyphs.
    open func textContainer(forGlyphAt glyphIndex: Int,
                            effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
        let range = layout.laidOutRange
        guard let first = textContainers.first, glyphIndex >= range.location,
              glyphIndex < NSMaxRange(range) || (glyphIndex == 0 && range.length == 0) else { return nil }
        effectiveGlyphRange?.pointee = range
        return first
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle, its
    /// used rectangle, its container and its glyphs. Setting the `ObjCBool` stops.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first else { return }
        var stop: ObjCBool = false
        for fragment in layout.fragments where NSIntersectionRange(fragment.characterRange, glyphRange).length > 0
            || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, fragment.characterRange)) {
            block(fragment.rect, fragment.usedRect, container, fragment.characterRange, &stop)
            if stop.boolValue { return }
        }
    }

    /// The extra line fragment an empty text or a text ending in a newline gets (where the caret
    /// goes after it); zero otherwise.
    open var extraLineFragmentRect: CGRect { layout.extraFragment?.rect ?? .zero }
    /// The used part of the extra line fragment; zero when there is none.
    open var extraLineFragmentUsedRect: CGRect { layout.extraFragment?.usedRect ?? .zero }
    /// The container of the extra line fragment; `nil` when there is none.
    open var extraLineFragmentTextContainer: NSTextContainer? {
        layout.extraFragment == nil ? nil : textContainers.first
    }

    // MARK: - Drawing

    /// Draws the glyphs of `glyphsToShow` in the current context, the container's origin at
    /// `origin`. Glyphs outside the range are not drawn.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(range: clamped(glyphsToShow), in: context, at: origin)
    }
}
