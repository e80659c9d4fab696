import CCairo
import Foundation
import LayercastModel
import LayercastCompositing

/// The reference renderer: draws a `LayerTree` with its contents to a bitmap in software with
/// Cairo. It is the ground truth for the client's pixels and makes screenshots without SDL.
///
/// Semantics (Core Animation, y-down): each layer maps to its superlayer by
/// `LayerState.transformToSuperlayer`; sublayers draw back to front in
/// `LayerTree.sublayersInDrawOrder(of:)`; hidden layers and their subtrees are skipped; a layer
/// with opacity below 1 composites as a group unless `allowsGroupOpacity` is false (SPEC §4.9),
/// and a replicator draws copies of its sublayers (§4.10), both unless `layerGroups` is off
/// (opacity then multiplies down the tree, and sublayers draw once). Per layer, in order: shadow, background (with
/// `cornerRadius`), contents (`ContentsLayout`), sublayers, border. `masksToBounds` clips contents
/// and sublayers to the rounded bounds; `mask` multiplies the layer and its subtree by the mask
/// layer's alpha.
public struct ReferenceRenderer: Sendable {
    /// The colour the output starts with (letterbox bars included); `nil` leaves it transparent.
    public var background: LayerColor?
    /// Whether opacity composites groups and replicators draw their copies (SPEC §4.9, §4.10),
    /// as a client that accepted `layerGroups` does.
    public var layerGroups: Bool
    /// Whether a layer's edges are aliased where its transform turns or skews it, unless it
    /// allows edge antialiasing (SPEC §4.11), as a client that accepted `edgeAntialiasing` does.
    public var aliasesTurnedEdges: Bool
    /// Whether a layer with `shouldRasterize` is drawn at its `rasterizationScale` (SPEC §4.12),
    /// as a client that accepted `rasterization` does.
    public var rasterizesLayers: Bool

    /// Creates a renderer whose output starts as `background` (opaque black by default, as a
    /// client window does).
    public init(background: LayerColor? = .black, layerGroups: Bool = true, aliasesTurnedEdges: Bool = true,
                rasterizesLayers: Bool = true) {
        self.background = background
        self.layerGroups = layerGroups
        self.aliasesTurnedEdges = aliasesTurnedEdges
        self.rasterizesLayers = rasterizesLayers
    }

    /// Renders the tree into an output described by `viewport`.
    ///
    /// - Parameters:
    ///   - tree: the layer tree; drawing starts at `LayerID.root`.
    ///   - contents: the bitmaps layers refer to by `ContentID`; a missing one draws nothing.
    ///   - glyphs: the glyph masks held and their scale, for layers' glyph runs (SPEC §4.6, §6.5);
    ///     `nil` draws no runs.
    ///   - viewport: the screen's size in points, the pixels per point and the output size.
    ///   - time: server-clock seconds to evaluate the layers' animations at; `nil` draws the
    ///     model values.
    /// - Returns: premultiplied BGRA pixels of `viewport.outputWidth`×`outputHeight`, at
    ///   `viewport.scale`.
    /// - Throws: `RenderError.invalidSize` or `.cairo` when the surface cannot be made.
    public func render(_ tree: LayerTree, contents: [ContentID: ContentBitmap], glyphs: GlyphCache? = nil,
                       viewport: Viewport, at time: Double? = nil) throws(RenderError) -> ContentBitmap {
        let model = tree
        let tree = time.map { tree.presentation(at: $0) } ?? tree
        let w = viewport.outputWidth, h = viewport.outputHeight
        guard w > 0, h > 0, w <= 32768, h <= 32768 else { throw .invalidSize(width: w, height: h) }
        let drawing = try CairoLayerDrawing(width: w, height: h, tree: tree, contents: contents)
        drawing.glyphs = glyphs
        drawing.layerGroups = layerGroups
        drawing.aliasesTurnedEdges = aliasesTurnedEdges
        drawing.rasterizesLayers = rasterizesLayers
        drawing.model = model
        drawing.time = time
        if let bg = background { drawing.fill(with: bg) }
        drawing.drawLayer(.root, parentToDevice: viewport.screenToPixels, opacity: 1)
        return drawing.bitmap(scale: viewport.scale)
    }

    /// Renders the tree at `scale` pixels per point into an output the size of the root layer's
    /// bounds (no letterbox), animations evaluated at `time` (server-clock seconds; `nil`: none).
    /// - Throws: as `render(_:contents:viewport:at:)`.
    public func render(_ tree: LayerTree, contents: [ContentID: ContentBitmap], glyphs: GlyphCache? = nil,
                       scale: Double, at time: Double? = nil) throws(RenderError) -> ContentBitmap {
        let size = tree[.root]?.state.bounds.size ?? .zero
        return try render(tree, contents: contents, glyphs: glyphs, viewport: Viewport(screenSize: size, scale: scale), at: time)
    }

    /// Writes a premultiplied BGRA bitmap as a PNG file with Cairo.
    /// - Throws: `RenderError.png` when the file cannot be written.
    public static func writePNG(_ bitmap: ContentBitmap, to path: String) throws(RenderError) {
        guard let surface = CairoLayerDrawing.makeSurface(from: bitmap) else {
            throw .cairo("cannot create a surface for \(bitmap.width)x\(bitmap.height)")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .png("\(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Reads a PNG file into a premultiplied BGRA bitmap at `scale`.
    /// - Throws: `RenderError.png` when the file cannot be read or decoded.
    public static func readPNG(at path: String, scale: Double = 1) throws(RenderError) -> ContentBitmap {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .png("\(path): \(String(cString: cairo_status_to_string(status)))")
        }
        guard let argb = CairoLayerDrawing.convertToARGB32(surface) else { throw .png("\(path): cannot convert") }
        defer { cairo_surface_destroy(argb) }
        return CairoLayerDrawing.bitmap(of: argb, scale: scale)
    }
}
