import Foundation
import LayercastLayers
import LayercastProtocol

/// One commit of the UI, convertible into wire operations for any scale.
///
/// The toolkit's diffs keep contents as bitmaps per scale, so one commit serves every scale
/// group; `operations(forScale:features:)` picks the bitmaps for one scale, and with
/// `.glyphRuns` the text-free bitmaps and glyph runs (SPEC §4.6).
public struct ServedCommit: Sendable {
    /// Wire operations for one scale, with the bitmaps they refer to.
    public struct Scaled: Sendable {
        /// Operations in SPEC §5.3 order.
        public var operations: [LayerOperation]
        /// Every bitmap the operations set as contents, by content id (SPEC §6.2).
        public var bitmaps: [ContentID: ContentBitmap]
        /// Bitmaps that are an earlier bitmap with one rectangle redrawn (`setNeedsDisplay(_:)`),
        /// by new content id: the server may send them as `contentsUpdate` (SPEC §11.4) to
        /// clients holding the base. A hint: the server checks it before relying on it.
        public var partialUpdates: [ContentID: PartialContents]
        /// Layers whose new contents were redrawn only inside a rectangle (points, the layer's
        /// bounds space), e.g. after `setNeedsDisplay(_:)`: the server derives partial updates
        /// from the layer's previous contents, and checks them, like `partialUpdates`.
        public var contentsDamage: [LayerID: CGRect]
        /// The faces the operations' glyph runs name, by SPEC §6.5 face id: what the server
        /// rasterises their masks from.
        public var glyphFaces: [UInt64: String]

        /// Creates scaled operations.
        public init(operations: [LayerOperation], bitmaps: [ContentID: ContentBitmap] = [:],
                    partialUpdates: [ContentID: PartialContents] = [:], contentsDamage: [LayerID: CGRect] = [:],
                    glyphFaces: [UInt64: String] = [:]) {
            self.operations = operations; self.bitmaps = bitmaps; self.partialUpdates = partialUpdates
            self.contentsDamage = contentsDamage; self.glyphFaces = glyphFaces
        }
    }

    private let convert: @Sendable (Double, WireFeatures) -> Scaled

    /// Creates a commit from a conversion to wire operations at a scale (pixels per point) for
    /// clients taking `features`.
    public init(_ convert: @escaping @Sendable (Double, WireFeatures) -> Scaled) { self.convert = convert }

    /// Creates a commit whose operations do not depend on the features (no text recorded).
    public init(_ convert: @escaping @Sendable (Double) -> Scaled) { self.convert = { scale, _ in convert(scale) } }

    /// A commit whose operations and bitmaps are the same at every scale.
    public init(operations: [LayerOperation], bitmaps: [ContentID: ContentBitmap] = [:]) {
        let scaled = Scaled(operations: operations, bitmaps: bitmaps)
        self.convert = { _, _ in scaled }
    }

    /// The wire operations for a screen of `scale` pixels per point whose clients take `features`.
    public func operations(forScale scale: Double, features: WireFeatures = []) -> Scaled { convert(scale, features) }
}

/// A bitmap made from a base bitmap by redrawing one rectangle.
public struct PartialContents: Hashable, Sendable {
    /// The content id of the bitmap it was redrawn from.
    public var base: ContentID
    /// The redrawn rectangle, in pixels of the bitmap (origin top-left, y down).
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a hint.
    public init(base: ContentID, x: Int, y: Int, width: Int, height: Int) {
        self.base = base; self.x = x; self.y = y; self.width = width; self.height = height
    }
}
