import CCairo
import Foundation

extension TextLayout {
    /// The layout's shown lines as glyph runs, with the text's top-left corner at `origin`: what
    /// `draw(in:at:)` would rasterise, as positions in points. One run per Pango run (a font and
    /// an attribute change start a new one); empty glyphs (Pango's zero-width fillers) are left out.
    public func glyphRuns(at origin: CGPoint) -> [TextGlyphRun] {
        guard !string.isEmpty, let iterator = pango_layout_get_iter(layout.pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        let clip = clipRect(at: origin)
        var runs: [TextGlyphRun] = []
        var line = 0
        repeat {
            // Pango ends every line with a run of nil: count lines by it.
            guard let run = pango_layout_iter_get_run_readonly(iterator) else {
                line += 1
                if line >= lineCount { break }
                continue
            }
            guard let item = run.pointee.item, let glyphs = run.pointee.glyphs, let font = item.pointee.analysis.font else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            // A raised or lowered run (`.baselineOffset`, Pango's rise) shifts its baseline up by
            // the run's y offset.
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator) - run.pointee.y_offset) / scale
            let description = pango_font_describe_with_absolute_size(font)
            let size = CGFloat(pango_font_description_get_size(description)) / scale
            pango_font_description_unset_fields(description, PANGO_FONT_MASK_SIZE)
            let face = pango_font_description_to_string(description).map { p in defer { g_free(p) }; return String(cString: p) } ?? ""
            pango_font_description_free(description)
            var positioned: [TextGlyph] = []
            var x = 0 as Int32
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                defer { x += info.geometry.width }
                guard info.glyph != PANGO_GLYPH_EMPTY else { continue }
                positioned.append(TextGlyph(glyph: info.glyph, x: CGFloat(x + info.geometry.x_offset) / scale,
                                            y: CGFloat(info.geometry.y_offset) / scale))
            }
            guard !positioned.isEmpty else { continue }
            let left = origin.x + CGFloat(logical.x) / scale
            let lines = decorations(of: item.pointee.analysis.extra_attrs, font: font, left: left,
                                    width: CGFloat(logical.width) / scale, baseline: origin.y + baseline)
            runs.append(TextGlyphRun(faceDescription: face, size: size, color: color(of: item.pointee.analysis.extra_attrs),
                                     origin: CGPoint(x: left, y: origin.y + baseline),
                                     glyphs: positioned, decorations: lines, clip: clip))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// The lines a run's underline and strikethrough attributes draw, as Pango's renderer draws
    /// them: across the run's logical width, at the font's underline (strikethrough) position and
    /// thickness from the baseline; a double underline's second line two thicknesses lower.
    private func decorations(of attributes: UnsafeMutablePointer<GSList>?, font: UnsafeMutablePointer<PangoFont>,
                             left: CGFloat, width: CGFloat, baseline: CGFloat) -> [CGRect] {
        var underline = PANGO_UNDERLINE_NONE, strikethrough = false
        var node = attributes
        while let n = node {
            if let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                let value = UnsafeRawPointer(attr).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                switch attr.pointee.klass.pointee.type {
                case PANGO_ATTR_UNDERLINE: underline = PangoUnderline(rawValue: UInt32(bitPattern: value))
                case PANGO_ATTR_STRIKETHROUGH: strikethrough = value != 0
                default: break
                }
            }
            node = n.pointee.next
        }
        guard underline != PANGO_UNDERLINE_NONE || strikethrough, width > 0,
              let metrics = pango_font_get_metrics(font, nil) else { return [] }
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        var lines: [CGRect] = []
        if underline != PANGO_UNDERLINE_NONE {
            let thickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale
            let y = baseline - CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale
            lines.append(CGRect(x: left, y: y, width: width, height: thickness))
            if underline == PANGO_UNDERLINE_DOUBLE {
                lines.append(CGRect(x: left, y: y + 2 * thickness, width: width, height: thickness))
            }
        }
        if strikethrough {
            let thickness = CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale
            let y = baseline - CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / scale
            lines.append(CGRect(x: left, y: y, width: width, height: thickness))
        }
        return lines
    }

    /// The colour of a run: its foreground attribute (an attributed string's colour run), else
    /// the layout's foreground colour.
    private func color(of attributes: UnsafeMutablePointer<GSList>?) -> [CGFloat] {
        var node = attributes
        while let n = node {
            if let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attr.pointee.klass.pointee.type == PANGO_ATTR_FOREGROUND {
                let c = UnsafeRawPointer(attr).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                var alpha: CGFloat = 1
                var a = n.pointee.next
                while let an = a {
                    if let aa = an.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                       aa.pointee.klass.pointee.type == PANGO_ATTR_FOREGROUND_ALPHA {
                        alpha = CGFloat(UnsafeRawPointer(aa).assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / 65535
                    }
                    a = an.pointee.next
                }
                return [CGFloat(c.red) / 65535, CGFloat(c.green) / 65535, CGFloat(c.blue) / 65535, alpha]
            }
            node = n.pointee.next
        }
        let c = foregroundColor.cgColor.components ?? [0, 0, 0, 1]
        return c.count == 2 ? [c[0], c[0], c[0], c[1]] : Array(c.prefix(4))
    }
}
