import Foundation

/// A layout manager's layout of its text in its first container: a Pango layout of the text
/// at the container's width less its padding, and the line fragments TextKit describes it by,
/// in the container's coordinates.
final class TextKitLayout {
    /// One line fragment.
    struct Fragment {
        /// The fragment: the container's width, the line's top and height.
        var rect: CGRect
        /// What the glyphs and the padding at both ends use of it.
        var usedRect: CGRect
        /// The characters (and glyphs) on it.
        var characterRange: NSRange
        /// The baseline, from the container's top.
        var baseline: CGFloat
    }

    /// The laid-out text; `nil` for an empty text or no container.
    let text: TextLayout?
    /// The container's line fragment padding.
    let padding: CGFloat
    /// The line fragments holding text, top to bottom.
    let fragments: [Fragment]
    /// The fragment after a final newline, or the only one of an empty text.
    let extraFragment: Fragment?
    /// The characters laid out (all unless the container's height or line limit cut lines off).
    let laidOutRange: NSRange
    /// The union of the fragments' used rectangles.
    let usedRect: CGRect

    init(storage: NSAttributedString?, container: NSTextContainer?) {
        guard let container else {
            text = nil; padding = 0; fragments = []; extraFragment = nil
            laidOutRange = NSRange(location: 0, length: 0); usedRect = .zero
            return
        }
        padding = container.lineFragmentPadding
        let width = container.size.width
        let source = storage.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
        let laidOut = Self.applyingLineBreakMode(container.lineBreakMode, to: source)
        let height = container.size.height < .greatestFiniteMagnitude / 2 ? container.size.height : nil
        text = laidOut.length == 0 ? nil
            : try? TextLayout(attributedString: laidOut, width: max(0, width - 2 * padding), height: height,
                              maximumNumberOfLines: container.maximumNumberOfLines)
        var fragments: [Fragment] = []
        var extra: Fragment?
        let padding = padding
        func fragment(_ line: TextLine) -> Fragment {
            Fragment(rect: CGRect(x: 0, y: line.rect.minY, width: width, height: line.rect.height),
                     usedRect: CGRect(x: line.rect.minX, y: line.rect.minY, width: line.rect.width + 2 * padding,
                                      height: line.rect.height),
                     characterRange: line.characterRange, baseline: line.baseline)
        }
        for line in text?.lines ?? [] {
            // Pango gives a final newline an empty line of its own: TextKit's extra fragment.
            if line.characterRange.length == 0, line.characterRange.location == laidOut.length, !fragments.isEmpty {
                extra = fragment(line)
            } else {
                fragments.append(fragment(line))
            }
        }
        if laidOut.length == 0 {
            // An empty text still has a line, as tall as the default font's (12-point system).
            let font = UIFont.systemFont(ofSize: 12)
            let lineHeight = font.lineHeight, baseline = font.ascender
            extra = Fragment(rect: CGRect(x: 0, y: 0, width: width, height: lineHeight),
                             usedRect: CGRect(x: 0, y: 0, width: 2 * padding, height: lineHeight),
                             characterRange: NSRange(location: 0, length: 0), baseline: baseline)
        }
        self.fragments = fragments
        extraFragment = extra
        laidOutRange = NSRange(location: 0, length: fragments.last.map { NSMaxRange($0.characterRange) } ?? 0)
        usedRect = (fragments + (extra.map { [$0] } ?? [])).map(\.usedRect).reduce(CGRect.null) { $0.union($1) }
            .standardizedOrZero
    }

    /// `text` with `mode` in the paragraph style of its first character (which decides how the
    /// whole text breaks), unless `mode` is the default word wrapping.
    private static func applyingLineBreakMode(_ mode: NSLineBreakMode, to text: NSAttributedString) -> NSAttributedString {
        guard mode != .byWordWrapping, text.length > 0 else { return text }
        let copy = NSMutableAttributedString(attributedString: text)
        let current = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle ?? .default
        let style = current.mutableCopy() as! NSMutableParagraphStyle
        style.lineBreakMode = mode
        copy.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: copy.length))
        return copy
    }

    /// The fragment holding character `index` (the extra fragment for the end of the text).
    func fragment(containing index: Int) -> Fragment? {
        if let found = fragments.first(where: { NSLocationInRange(index, $0.characterRange) }) { return found }
        if let extraFragment, index >= NSMaxRange(laidOutRange) { return extraFragment }
        return nil
    }

    /// The union of the range's extent on each line, in container coordinates.
    func boundingRect(for range: NSRange) -> CGRect {
        let rects = text?.rects(forUTF16Range: range) ?? []
        if rects.isEmpty {
            guard let extraFragment, range.location >= NSMaxRange(laidOutRange) else { return .zero }
            return CGRect(x: extraFragment.usedRect.minX + padding, y: extraFragment.rect.minY, width: 0,
                          height: extraFragment.rect.height)
        }
        return rects.reduce(CGRect.null) { $0.union($1.offsetBy(dx: padding, dy: 0)) }
    }

    /// The character nearest `point` (container coordinates) and how far across its glyph.
    func characterIndex(at point: CGPoint) -> (index: Int, fraction: CGFloat)? {
        text?.characterIndex(at: CGPoint(x: point.x - padding, y: point.y))
    }

    /// Draws the characters of `range` with the container's origin at `origin`.
    func draw(range: NSRange, in context: CGContext, at origin: CGPoint) {
        guard let text, range.length > 0 else { return }
        let textOrigin = CGPoint(x: origin.x + padding, y: origin.y)
        guard range.location > 0 || NSMaxRange(range) < NSMaxRange(laidOutRange) else {
            return text.draw(in: context, at: textOrigin)
        }
        context.saveGState()
        context.clip(to: text.rects(forUTF16Range: range).map { $0.offsetBy(dx: textOrigin.x, dy: textOrigin.y) })
        text.draw(in: context, at: textOrigin)
        context.restoreGState()
    }
}

extension CGRect {
    /// The rectangle, or zero when it is null (the union of nothing).
    fileprivate var standardizedOrZero: CGRect { isNull ? .zero : self }
}
