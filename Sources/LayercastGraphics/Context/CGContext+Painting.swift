import CCairo
import Foundation

// Painting: fill, stroke, clear and clip. Painting the current path consumes it, as in Core Graphics.
extension CGContext {
    /// Fills the current path with the fill colour under `rule`, then discards the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintingWithShadow {
            withFillRule(rule) { paintPath(pattern: paint.fillPattern, color: paint.fillColor, preserve: false) }
        }
    }

    /// Fills the current path with the even-odd rule, then discards it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line settings, then discards it.
    public func strokePath() {
        paintingWithShadow {
            strokePathOnce(preserve: false)
        }
    }

    /// Paints the current path as `mode` says, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            paintingWithShadow {
                withFillRule(mode == .fillStroke ? .winding : .evenOdd) {
                    paintPath(pattern: paint.fillPattern, color: paint.fillColor, preserve: true)
                }
                strokePathOnce(preserve: false)
            }
        }
    }

    /// Fills `rect` (user space) with the fill colour. The current path is left untouched.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle with the fill colour. The current path is left untouched.
    public func fill(_ rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            fillPath()
        }
    }

    /// Strokes the outline of `rect` with the stroke colour and current line width.
    public func stroke(_ rect: CGRect) {
        withSeparatePath {
            addRect(rect)
            strokePath()
        }
    }

    /// Strokes the outline of `rect` with `width` (the line width setting is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        withSeparatePath {
            cairo_save(cairo)
            setLineWidth(width)
            addRect(rect)
            strokePath()
            cairo_restore(cairo)
        }
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            fillPath()
        }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            strokePath()
        }
    }

    /// Strokes separate segments between consecutive pairs of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        withSeparatePath {
            var i = 0
            while i + 1 < points.count {
                move(to: points[i]); addLine(to: points[i + 1]); i += 2
            }
            strokePath()
        }
    }

    /// Makes `rect` (user space, within the clip) transparent — or black in an opaque context.
    public func clear(_ rect: CGRect) {
        withSeparatePath {
            cairo_save(cairo)
            if isOpaque {
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            } else {
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            }
            addRect(rect)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path under `rule`, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        withFillRule(rule) { cairo_clip(cairo) }
    }

    /// Intersects the clip with the current path using the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect` (user space). The current path is left untouched.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`. The current path is left untouched.
    public func clip(to rects: [CGRect]) {
        withSeparatePath(painting: false) {
            addRects(rects)
            clip()
        }
    }

    /// Removes all clipping (Layercast extension; Core Graphics only restores it via gstate).
    public func resetClip() { cairo_reset_clip(cairo) }

    /// The bounding box of the clip region in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Runs `body` with the current path set aside and restores it afterwards, so rect and
    /// ellipse conveniences do not disturb a path being built.
    /// - Parameter painting: whether `body` paints (a clip does not): painting after recorded
    ///   text makes a text recording fall back (SPEC §4.6).
    func withSeparatePath(painting: Bool = true, _ body: () -> Void) {
        if painting { notePainting() }
        guard let saved = cairo_copy_path(cairo) else { body(); return }
        defer { cairo_path_destroy(saved) }
        let hadPath = saved.pointee.num_data > 0
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if hadPath { cairo_append_path(cairo, saved) }
    }
}
