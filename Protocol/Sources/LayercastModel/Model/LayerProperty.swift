import Foundation

/// The wire key of a layer property (SPEC §4.2). The raw value is the key byte on the wire.
/// Keys are stable: later versions add keys, they never renumber them.
public enum LayerPropertyKey: UInt8, Hashable, Sendable, CaseIterable, Comparable, Codable {
    case bounds = 1, position = 2, anchorPoint = 3, zPosition = 4, transform = 5
    case opacity = 6, isHidden = 7, masksToBounds = 8, mask = 9, backgroundColor = 10
    case borderWidth = 11, borderColor = 12, cornerRadius = 13
    case shadowColor = 14, shadowOpacity = 15, shadowOffset = 16, shadowRadius = 17, shadowPath = 18
    case contents = 19, contentsGravity = 20, contentsRect = 21, contentsCenter = 22, contentsScale = 23
    case isOpaque = 24, name = 25, shouldRasterize = 26
    /// Version 4 (`glyphRuns`): the text a layer draws above its contents (SPEC §4.6).
    case glyphRuns = 27
    /// Version 4 (`shapes`): the path a layer fills and strokes above its contents (SPEC §4.7).
    case shape = 28
    /// Version 4 (`shapes`): the gradient a layer fills its bounds with (SPEC §4.8).
    case gradient = 29
    /// Version 4 (`layerGroups`): whether the layer's opacity composites it as a group (SPEC §4.9).
    case allowsGroupOpacity = 30
    /// Version 4 (`layerGroups`): how a `CAReplicatorLayer` copies its sublayers (SPEC §4.10).
    case replicator = 31
    /// Version 4 (`edgeAntialiasing`): whether a transformed layer's edges are antialiased
    /// (SPEC §4.11).
    case allowsEdgeAntialiasing = 32
    /// Version 4 (`rasterization`): the pixels per point a rasterised layer is drawn at (SPEC §4.12).
    case rasterizationScale = 33

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One layer property with its value, as a commit sets it (SPEC §4.2).
///
/// Units and spaces: lengths and coordinates are in points; `bounds` is in the layer's own space;
/// `position` in its superlayer's space; `anchorPoint`, `contentsRect` and `contentsCenter` in unit
/// coordinates of the layer (0…1); `transform` applies about the anchor point in the superlayer's
/// space; `shadowOffset` in points in the superlayer's space; `contentsScale` in pixels per point.
public enum LayerProperty: Hashable, Sendable, Codable {
    case bounds(CGRect)
    case position(CGPoint)
    case anchorPoint(CGPoint)
    case zPosition(Double)
    case transform(LayerTransform)
    case opacity(Float)
    case isHidden(Bool)
    case masksToBounds(Bool)
    /// A layer whose alpha masks this one; it is not part of the sublayer tree.
    case mask(LayerID?)
    case backgroundColor(LayerColor?)
    case borderWidth(Double)
    case borderColor(LayerColor?)
    case cornerRadius(Double)
    case shadowColor(LayerColor?)
    case shadowOpacity(Float)
    case shadowOffset(CGSize)
    case shadowRadius(Double)
    case shadowPath(LayerPath?)
    /// The contents bitmap, by content id; `nil` means no contents.
    case contents(ContentID?)
    case contentsGravity(ContentsGravity)
    case contentsRect(CGRect)
    case contentsCenter(CGRect)
    case contentsScale(Double)
    case isOpaque(Bool)
    /// A debugging name (UTF-8, at most 255 bytes on the wire).
    case name(String?)
    case shouldRasterize(Bool)
    /// Version 4: the glyph runs drawn above the contents, in order (SPEC §4.6); empty = none.
    case glyphRuns([GlyphRun])
    /// Version 4 (`shapes`): a `CAShapeLayer`'s path and style, drawn by the client; `nil` = none.
    case shape(LayerShape?)
    /// Version 4 (`shapes`): a `CAGradientLayer`'s gradient, drawn by the client; `nil` = none.
    case gradient(LayerGradient?)
    /// Version 4 (`layerGroups`): false composites the layer's opacity into each of its parts
    /// and sublayers instead of into the group they form (SPEC §4.9).
    case allowsGroupOpacity(Bool)
    /// Version 4 (`layerGroups`): a `CAReplicatorLayer`'s copies of its sublayers; `nil` = none.
    case replicator(LayerReplicator?)
    /// Version 4 (`edgeAntialiasing`): true antialiases the edges of the layer where its
    /// transform to the output turns or skews it; false (the default) draws them aliased.
    case allowsEdgeAntialiasing(Bool)
    /// Version 4 (`rasterization`): with `shouldRasterize`, the layer and its subtree are drawn
    /// as a bitmap of this many pixels per point of the layer's space, then scaled (SPEC §4.12).
    case rasterizationScale(Double)

    /// The key this value belongs to.
    public var key: LayerPropertyKey {
        switch self {
        case .bounds: .bounds
        case .position: .position
        case .anchorPoint: .anchorPoint
        case .zPosition: .zPosition
        case .transform: .transform
        case .opacity: .opacity
        case .isHidden: .isHidden
        case .masksToBounds: .masksToBounds
        case .mask: .mask
        case .backgroundColor: .backgroundColor
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .cornerRadius: .cornerRadius
        case .shadowColor: .shadowColor
        case .shadowOpacity: .shadowOpacity
        case .shadowOffset: .shadowOffset
        case .shadowRadius: .shadowRadius
        case .shadowPath: .shadowPath
        case .contents: .contents
        case .contentsGravity: .contentsGravity
        case .contentsRect: .contentsRect
        case .contentsCenter: .contentsCenter
        case .contentsScale: .contentsScale
        case .isOpaque: .isOpaque
        case .name: .name
        case .shouldRasterize: .shouldRasterize
        case .glyphRuns: .glyphRuns
        case .shape: .shape
        case .gradient: .gradient
        case .allowsGroupOpacity: .allowsGroupOpacity
        case .replicator: .replicator
        case .allowsEdgeAntialiasing: .allowsEdgeAntialiasing
        case .rasterizationScale: .rasterizationScale
        }
    }
}
