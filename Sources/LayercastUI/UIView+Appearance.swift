import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol

extension UIView {
    /// Opacity, 0…1 (the layer's `opacity`). Views below 0.01 get no touches.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The background colour; `nil` is transparent. A fixed colour is the layer's background
    /// colour; a dynamic colour is resolved with the view's `traitCollection` (again when the
    /// appearance changes); a pattern colour (`UIColor(patternImage:)`) is painted as tiles under
    /// the view's drawing. Reading it returns the colour set, unless the layer's background
    /// colour was changed directly since.
    public var backgroundColor: UIColor? {
        get {
            if let stored = backgroundColorStorage {
                if stored.patternImage != nil, layer.backgroundColor == nil { return stored }
                if layer.backgroundColor == stored.resolvedColor(with: traitCollection).cgColor { return stored }
            }
            return layer.backgroundColor.map { UIColor(cgColor: $0) }
        }
        set {
            let hadPattern = backgroundPattern != nil
            backgroundColorStorage = newValue
            if newValue == nil { layer.backgroundColor = nil } else { resolveBackgroundColor() }
            if hadPattern || newValue?.patternImage != nil { setNeedsDisplay() }
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the contents bitmap is laid out when the bounds change: the layer's gravity.
    /// `.redraw` also sets `needsDisplayOnBoundsChange`, so a size change redraws.
    public var contentMode: ContentMode {
        get { layer.needsDisplayOnBoundsChange ? .redraw : ContentMode(gravity: layer.contentsGravity) }
        set {
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// The stretchable part of the contents, in unit coordinates (the layer's `contentsCenter`).
    /// Used only by the scaling content modes.
    public var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// Marks the whole view for redrawing in the next display pass.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (in the view's space) for redrawing; rects of one turn are united.
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Marks the view for layout in the next layout pass.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now whatever needs it, from the topmost ancestor that needs layout down, after
    /// bringing the constraint solution up to date (so, inside an animation block, the frames
    /// constraints decide are animated).
    public func layoutIfNeeded() {
        updateConstraintBasedLayoutIfNeeded()
        layer.layoutIfNeeded()
    }
}
