import Foundation
import LayercastGraphics

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (Core
    /// Animation's `render(in:)`, which apps use to snapshot a view): background, contents (the
    /// bitmap drawn for the context's scale, else the layer's drawing), border, then the
    /// sublayers in order, each placed by its position, anchor point, bounds and affine
    /// transform, clipped when `masksToBounds`, with its opacity. Model values are drawn, not
    /// animations in flight; 3D transforms are drawn by their affine part, as Core Animation's
    /// `render(in:)` does.
    public func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let grouped = opacity < 1
        if grouped {
            ctx.setAlpha(CGFloat(opacity))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        let outline = cornerRadius > 0 ? CGPath(roundedRect: bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
                                       : CGPath(rect: bounds, transform: nil)
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if let image = drawnContents(forScale: ctx.scale) ?? contents {
            ctx.draw(image, in: bounds)
        } else {
            ctx.saveGState()
            _ = drawLayerContent(in: ctx)
            ctx.restoreGState()
        }
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            let size = sublayer.bounds.size
            ctx.translateBy(x: sublayer.position.x, y: sublayer.position.y)
            ctx.concatenate(sublayer.affineTransform())
            ctx.translateBy(x: -sublayer.anchorPoint.x * size.width - sublayer.bounds.minX,
                            y: -sublayer.anchorPoint.y * size.height - sublayer.bounds.minY)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        if borderWidth > 0, let borderColor {
            let inset = borderWidth / 2
            let edge = bounds.insetBy(dx: inset, dy: inset)
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(cornerRadius > 0
                        ? CGPath(roundedRect: edge, cornerWidth: max(0, cornerRadius - inset), cornerHeight: max(0, cornerRadius - inset), transform: nil)
                        : CGPath(rect: edge, transform: nil))
            ctx.strokePath()
        }
        if grouped { ctx.endTransparencyLayer() }
    }
}
