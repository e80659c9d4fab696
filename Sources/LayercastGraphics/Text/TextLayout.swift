import CCairo
import Foundation

/// A laid-out block of text (a Pango layout): the primitive behind `String.draw`, `size` and
/// `boundingRect`, and what a label uses directly to measure and draw with a line limit.
///
/// Sizes are in points, logical (line boxes, not ink), and not rounded. Not Sendable.
public final class TextLayout {
    let layout: GObjectHandle
    /// The text laid out.
    public let string: String
    /// The font used.
    public let font: UIFont
    /// The glyph colour.
    public let foregroundColor: UIColor
    /// Alignment, line breaking and line spacing.
    public let alignment: NSTextAlignment
    /// Line breaking and truncation.
    public let lineBreakMode: NSLineBreakMode
    /// The wrapping width in points; `nil` for unwrapped text.
    public let width: CGFloat?
    /// How many lines are shown (after the line limit and the height limit).
    public let lineCount: Int
    /// The size of the shown lines: the widest line's width and the height down to the last shown
    /// line's bottom. Zero for an empty string.
    public let size: CGSize
    /// Whether text was cut off: lines dropped or an ellipsis inserted.
    public let isTruncated: Bool
    /// Whether drawing must clip (lines beyond the limit exist, or a single line is clipped).
    private let clipsToSize: Bool
    /// Whether colours come from attribute runs (an attributed string) rather than the source.
    private let hasColourRuns: Bool

    /// Lays out `string` with `attributes` (`.font`, `.foregroundColor`, `.paragraphStyle`,
    /// `.baselineOffset`).
    ///
    /// - Parameters:
    ///   - width: wrapping (and truncation) width in points; `nil` or non-finite for one unwrapped
    ///     line per paragraph.
    ///   - height: available height in points; lines that do not fit are dropped (the last shown
    ///     line is truncated when the line break mode truncates). At least one line is shown.
    ///   - maximumNumberOfLines: the most lines shown; 0 for no limit (UILabel's `numberOfLines`).
    /// Throws `.cairo` if Pango cannot make a context.
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any] = [:], width: CGFloat? = nil,
                            height: CGFloat? = nil, maximumNumberOfLines: Int = 0) throws {
        let whole = TextRun(range: NSRange(location: 0, length: string.utf16.count), attributes: attributes)
        try self.init(string: string, attributes: attributes, runs: [whole], styled: false, width: width,
                      height: height, maximumNumberOfLines: maximumNumberOfLines)
    }

    /// Lays out an attributed string: fonts, foreground colours and baseline offsets may change
    /// along the text; the paragraph style of the first character (its alignment, line breaking,
    /// spacing and line height) applies to the whole text. Parameters as in
    /// `init(string:attributes:width:height:maximumNumberOfLines:)`.
    public convenience init(attributedString: NSAttributedString, width: CGFloat? = nil, height: CGFloat? = nil,
                            maximumNumberOfLines: Int = 0) throws {
        let string = attributedString.string
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: attributedString.length)
        attributedString.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            runs.append(TextRun(range: range, attributes: attributes))
        }
        try self.init(string: string, attributes: runs.first?.attributes ?? [:], runs: runs, styled: !runs.isEmpty,
                      width: width, height: height, maximumNumberOfLines: maximumNumberOfLines)
    }

    private init(string: String, attributes: [NSAttributedString.Key: Any], runs: [TextRun], styled: Bool,
                 width: CGFloat?, height: CGFloat?, maximumNumberOfLines: Int) throws {
        self.string = string
        font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        foregroundColor = attributes[.foregroundColor] as? UIColor ?? .black
        let style = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        let wrapWidth = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.width = wrapWidth

        guard let context = TextRendering.makeContext(), let pointer = pango_layout_new(context.pointer) else {
            throw GraphicsError.cairo(status: "no Pango context", operation: "laying out text")
        }
        layout = GObjectHandle(pointer)
        let l = layout.pointer
        let description = font.makeDescription()
        pango_layout_set_font_description(l, description.pointer)
        pango_layout_set_text(l, string, -1)
        pango_layout_set_spacing(l, Int32((style.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
        let lineHeight = style.lineHeight(natural: font.lineHeight)
        if styled || lineHeight != nil || runs.contains(where: { $0.attributes[.baselineOffset] != nil }) {
            Self.applyRuns(runs, styled: styled, lineHeight: lineHeight, of: string, to: l)
        }
        hasColourRuns = styled

        var limit = max(0, maximumNumberOfLines)
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
        let unwrappedSingleLine = lineBreakMode == .byClipping && limit == 1
        if let wrapWidth, !unwrappedSingleLine {
            pango_layout_set_width(l, Int32(min(CGFloat(Int32.max / 2), (wrapWidth * CGFloat(PANGO_SCALE)).rounded(.down))))
            pango_layout_set_wrap(l, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            switch alignment {
            case .center: pango_layout_set_alignment(l, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(l, PANGO_ALIGN_RIGHT)
            case .justified: pango_layout_set_justify(l, 1)
            case .left, .natural: pango_layout_set_alignment(l, PANGO_ALIGN_LEFT)
            }
        }
        // The line limit from the height: as many whole lines as fit (measured on the laid-out
        // lines, so mixed fonts count right), at least one.
        if let height, height.isFinite {
            let fitting = max(1, Self.linesFitting(in: height, layout: l))
            limit = limit == 0 ? fitting : min(limit, fitting)
        }
        if wrapWidth != nil, !unwrappedSingleLine, truncates {
            pango_layout_set_ellipsize(l, lineBreakMode == .byTruncatingHead ? PANGO_ELLIPSIZE_START
                : lineBreakMode == .byTruncatingMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
            pango_layout_set_height(l, limit > 0 ? -Int32(limit) : -Int32.max)
        }

        let totalLines = Int(pango_layout_get_line_count(l))
        let shown = limit > 0 ? min(limit, totalLines) : totalLines
        lineCount = string.isEmpty ? 0 : shown
        let ellipsized = pango_layout_is_ellipsized(l) != 0
        isTruncated = ellipsized || shown < totalLines
            || (unwrappedSingleLine && Self.width(of: l) > (wrapWidth ?? .infinity))
        clipsToSize = shown < totalLines || unwrappedSingleLine
        size = string.isEmpty ? .zero : Self.extents(of: l, lines: shown, clipWidth: unwrappedSingleLine ? wrapWidth : nil)
    }

    /// Draws the text with its top-left corner at `origin` (user space of `context`), in the
    /// foreground colour. With a wrapping width, lines are aligned within `origin.x…origin.x+width`.
    public func draw(in context: CGContext, at origin: CGPoint) {
        guard !string.isEmpty else { return }
        // A context recording text keeps it as glyph runs (SPEC §4.6), not pixels.
        if context.recordText(self, at: origin) { return }
        let cr = context.cairo
        context.withSeparatePath {
            cairo_save(cr)
            if let clip = clipRect(at: origin) {
                cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
                cairo_clip(cr)
            }
            context.setSource(foregroundColor.cgColor)
            pango_cairo_update_layout(cr, layout.pointer)
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            let alpha = context.paint.alpha
            context.paintingWithShadow {
                if hasColourRuns && alpha < 1 {
                    // Run colours are set by Pango itself, bypassing the global alpha: fade the
                    // drawn text as a group instead.
                    cairo_push_group(cr)
                    pango_cairo_show_layout(cr, layout.pointer)
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(alpha))
                } else {
                    pango_cairo_show_layout(cr, layout.pointer)
                }
            }
            cairo_restore(cr)
        }
    }

    /// Draws the text at the top of `rect`, wrapped lines aligned within it when the layout has a
    /// width. Nothing is clipped to `rect` beyond the layout's own line limit.
    public func draw(in context: CGContext, rect: CGRect) {
        draw(in: context, at: rect.origin)
    }

    /// The rectangle drawing is cut to, with the text's top-left at `origin`; `nil` when the
    /// layout does not clip. Only a clipped single line is cut at its width; otherwise there is
    /// room for overhanging glyphs on both sides.
    func clipRect(at origin: CGPoint) -> CGRect? {
        guard clipsToSize else { return nil }
        let slack = lineBreakMode == .byClipping ? 0 : font.pointSize
        return CGRect(x: origin.x - slack, y: origin.y, width: clipWidth + slack, height: size.height)
    }

    private var clipWidth: CGFloat {
        if let width, lineBreakMode == .byClipping { return width }
        return max(size.width, width ?? 0) + font.pointSize  // italic overhang and alignment offsets
    }

    private static func linesFitting(in height: CGFloat, layout: OpaquePointer) -> Int {
        guard let iterator = pango_layout_get_iter(layout) else { return 1 }
        defer { pango_layout_iter_free(iterator) }
        var count = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            guard CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE) <= height + 0.01 else { break }
            count += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return count
    }

    private static func width(of layout: OpaquePointer) -> CGFloat {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    /// Width of the widest of the first `lines` lines and the bottom of the last of them.
    private static func extents(of layout: OpaquePointer, lines: Int, clipWidth: CGFloat?) -> CGSize {
        guard let iterator = pango_layout_get_iter(layout) else { return .zero }
        defer { pango_layout_iter_free(iterator) }
        var widest: Int32 = 0, bottom: Int32 = 0
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            widest = max(widest, logical.width)
            bottom = max(bottom, logical.y + logical.height)
            index += 1
        } while index < lines && pango_layout_iter_next_line(iterator) != 0
        var width = CGFloat(widest) / CGFloat(PANGO_SCALE)
        if let clipWidth { width = min(width, clipWidth) }
        return CGSize(width: width, height: CGFloat(bottom) / CGFloat(PANGO_SCALE))
    }
}
