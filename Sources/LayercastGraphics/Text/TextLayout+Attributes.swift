import CCairo
import Foundation

/// One attribute run of an attributed string (a UTF-16 range, as `NSRange` counts).
struct TextRun {
    let range: NSRange
    let attributes: [NSAttributedString.Key: Any]
}

// Per-run fonts, colours, baseline offsets, underlines and strikethroughs, and the paragraph's
// line height, as a Pango attribute list (Pango indexes text in UTF-8 bytes).
extension TextLayout {
    /// Applies `runs` to `layout`. With `styled` false the runs carry no fonts or colours (the
    /// layout's own font and the source colour draw the text): only baseline offsets, underlines
    /// and strikethroughs apply.
    /// `lineHeight` (points) overrides every line's logical height.
    static func applyRuns(_ runs: [TextRun], styled: Bool, lineHeight: CGFloat?, of string: String,
                          to layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let utf16 = string.utf16
        func byteOffset(_ utf16Offset: Int) -> UInt32 {
            let index = utf16.index(utf16.startIndex, offsetBy: min(utf16Offset, utf16.count))
            return UInt32(string.utf8.distance(from: string.utf8.startIndex, to: index))
        }
        for run in runs {
            let start = byteOffset(run.range.location), end = byteOffset(run.range.location + run.range.length)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)  // the list takes ownership
            }
            if let rise = NSAttributedString.Key.points(run.attributes[.baselineOffset]), rise != 0 {
                insert(pango_attr_rise_new(Int32((rise * CGFloat(PANGO_SCALE)).rounded())))
            }
            // Lines under and through the text (UIKit's `.underlineStyle`, `.strikethroughStyle`)
            // apply to plain and attributed text alike, like the baseline offset.
            if let underline = NSUnderlineStyle.of(run.attributes[.underlineStyle]) {
                insert(pango_attr_underline_new(underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            }
            if NSUnderlineStyle.of(run.attributes[.strikethroughStyle]) != nil {
                insert(pango_attr_strikethrough_new(1))
            }
            guard styled else { continue }
            if let font = run.attributes[.font] as? UIFont {
                let description = font.makeDescription()
                insert(pango_attr_font_desc_new(description.pointer))  // copies the description
            }
            // Runs without a colour are black, as in UIKit (not the first run's colour).
            let color = (run.attributes[.foregroundColor] as? UIColor)?.cgColor ?? .black
            func channel(_ v: CGFloat) -> UInt16 { UInt16((v * 65535).rounded()) }
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        if let lineHeight, let attribute = pango_attr_line_height_new_absolute(Int32((lineHeight * CGFloat(PANGO_SCALE)).rounded())) {
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(layout, list)  // the layout keeps its own reference
    }
}

// UIKit's NSAttributedString drawing additions. Drawing goes to the current context (no-op
// without one); sizes are in points, fractional.
extension NSAttributedString {
    /// The size of the text on one line per paragraph.
    public func size() -> CGSize {
        (try? TextLayout(attributedString: self))?.size ?? .zero
    }

    /// The rectangle the text occupies within `size`, as `String.boundingRect(with:…)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        guard let layout = try? makeLayout(size: size, options: options, context: context) else { return .zero }
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = try? TextLayout(attributedString: self)
        else { return }
        layout.draw(in: context, at: point)
    }

    /// Draws the text wrapped within `rect` from its top.
    public func draw(in rect: CGRect) { draw(with: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws the text within `rect` as `boundingRect(with:options:context:)` lays it out.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext(),
              let layout = try? makeLayout(size: rect.size, options: options, context: context) else { return }
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        layout.draw(in: cgContext, at: rect.origin)
    }

    private func makeLayout(size: CGSize, options: NSStringDrawingOptions,
                            context: NSStringDrawingContext?) throws -> TextLayout {
        let multiline = options.contains(.usesLineFragmentOrigin)
        let limit = multiline ? (context?.maximumNumberOfLines ?? 0) : 1
        let height: CGFloat? = multiline && size.height < .greatestFiniteMagnitude / 2 ? size.height : nil
        let width: CGFloat? = size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
        return try TextLayout(attributedString: self, width: width, height: height, maximumNumberOfLines: limit)
    }
}
