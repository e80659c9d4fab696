import Foundation
import LayercastGraphics
import LayercastModel

/// What one commit changed on the wire, in toolkit terms: the output of a `CATransaction` commit.
///
/// It is minimal: only properties whose value differs from what the previous commit sent (a
/// property set twice is one change, set and restored is none), no layer created and destroyed
/// within the turn, and sublayer orders only where they changed. Contents stay toolkit values
/// (bitmaps by scale) so one diff serves screens of every scale; `operations(forScale:contentID:)`
/// turns it into wire operations for one scale.
public struct LayerTreeDiff: Hashable, Sendable {
    /// Property values set on one layer, in key order (never `contents` or `contentsScale`).
    public struct PropertyChange: Hashable, Sendable {
        /// The layer.
        public var layer: LayerID
        /// The new values, each key once, in key order.
        public var properties: [LayerProperty]
        /// Creates a change.
        public init(layer: LayerID, properties: [LayerProperty]) { self.layer = layer; self.properties = properties }
    }

    /// A layer's contents replaced.
    public struct ContentsChange: Hashable, Sendable {
        /// The layer.
        public var layer: LayerID
        /// The new contents; `nil` removes them.
        public var contents: LayerContents?
        /// The changed area in the layer's bounds space (points); `nil` when all of it changed.
        public var dirtyRect: CGRect?
        /// Creates a change.
        public init(layer: LayerID, contents: LayerContents?, dirtyRect: CGRect?) {
            self.layer = layer; self.contents = contents; self.dirtyRect = dirtyRect
        }
    }

    /// A layer's new sublayer order.
    public struct SublayerChange: Hashable, Sendable {
        /// The layer.
        public var layer: LayerID
        /// Its sublayers, back to front.
        public var sublayers: [LayerID]
        /// Creates a change.
        public init(layer: LayerID, sublayers: [LayerID]) { self.layer = layer; self.sublayers = sublayers }
    }

    /// An implicit animation attached to a layer.
    public struct AnimationChange: Hashable, Sendable {
        /// The layer.
        public var layer: LayerID
        /// The animation (from the last committed value to the new one).
        public var animation: LayerAnimation
        /// Creates a change.
        public init(layer: LayerID, animation: LayerAnimation) { self.layer = layer; self.animation = animation }
    }

    /// An animation taken off a layer (`CALayer.removeAnimation(forKey:)`).
    public struct AnimationRemoval: Hashable, Sendable {
        /// The layer.
        public var layer: LayerID
        /// The key of the animation removed.
        public var key: String
        /// Creates a removal.
        public init(layer: LayerID, key: String) { self.layer = layer; self.key = key }
    }

    /// Layers created, in attach order (each carries its non-default properties in
    /// `propertyChanges`, its contents in `contentsChanges`, its sublayers in `sublayerChanges`).
    public var created: [LayerID] = []
    /// Properties set, per layer.
    public var propertyChanges: [PropertyChange] = []
    /// Contents replaced, per layer.
    public var contentsChanges: [ContentsChange] = []
    /// Sublayer orders replaced, per layer.
    public var sublayerChanges: [SublayerChange] = []
    /// Layers destroyed, each superlayer before its sublayers.
    public var destroyed: [LayerID] = []
    /// Animations attached: implicit ones of property changes and explicit ones
    /// (`CALayer.add(_:forKey:)`), attached after the properties are set.
    public var animations: [AnimationChange] = []
    /// Animations removed, before any are attached.
    public var animationRemovals: [AnimationRemoval] = []
    /// Motion the client plays for the toolkit (`CALayer.addWireAnimation`, a scroll view's
    /// deceleration), attached after `animations`. Not Core Animation animations: completion
    /// blocks of the transaction do not wait for them.
    public var wireAnimations: [AnimationChange] = []

    /// An empty diff.
    public init() {}

    /// Whether the commit changed nothing.
    public var isEmpty: Bool {
        created.isEmpty && propertyChanges.isEmpty && contentsChanges.isEmpty
            && sublayerChanges.isEmpty && destroyed.isEmpty && animations.isEmpty && animationRemovals.isEmpty
            && wireAnimations.isEmpty
    }

    /// The properties set on `layer` by this diff, if any.
    public func properties(of layer: LayerID) -> [LayerProperty]? {
        propertyChanges.first { $0.layer == layer }?.properties
    }
}

extension LayerTreeDiff {
    /// Wire operations for one scale, with the bitmaps they refer to.
    public struct Operations: Sendable {
        /// The operations in wire order: creations, property sets (contents included), animation
        /// removals, then animations,
        /// sublayer orders, destructions (SPEC §5.3).
        public var operations: [LayerOperation]
        /// Every bitmap the operations refer to, by content id, each once: the caller sends those
        /// its client does not hold yet.
        public var bitmaps: [ContentID: CGImage]
        /// The faces the operations' glyph runs name (SPEC §6.5 face id → the description a
        /// server rasterises their masks from); empty without `.glyphRuns`.
        public var glyphFaces: [UInt64: String] = [:]
    }

    /// Turns the diff into wire operations for a screen of `scale` pixels per point. Each
    /// layer's contents become `.contents(id)` plus `.contentsScale` of the bitmap chosen for that
    /// scale, with `contentID` giving the id of a bitmap (the protocol's content hash).
    /// - Parameter features: with `.glyphRuns` (a client of `glyphRuns`, SPEC §4.6), a layer
    ///   whose text was recorded gets its text-free bitmap and its runs, and every contents change
    ///   sets `glyphRuns`.
    public func operations(forScale scale: CGFloat, features: WireFeatures = [],
                           contentID: (CGImage) -> ContentID) -> Operations {
        let glyphRuns = features.contains(.glyphRuns), shapes = features.contains(.shapes)
        var ops: [LayerOperation] = created.map { .createLayer($0) }
        var bitmaps: [ContentID: CGImage] = [:]
        var glyphFaces: [UInt64: String] = [:]
        var contentsByLayer: [LayerID: [LayerProperty]] = [:]
        var contentsOrder: [LayerID] = []
        for change in contentsChanges {
            var props: [LayerProperty]
            let vector = shapes ? change.contents?.vector : nil
            if let vector {
                // SPEC §4.7, §4.8: the client draws it at its own scale; no bitmap.
                props = [.contents(nil), .shape(vector.shape), .gradient(vector.gradient)]
                if glyphRuns { props.append(.glyphRuns([])) }
            } else if glyphRuns, let chosen = change.contents?.bitmap(forScale: scale),
               let recorded = change.contents?.recordedText[chosen.scale] {
                if let image = recorded.image {
                    let id = contentID(image)
                    bitmaps[id] = image
                    props = [.contents(id), .contentsScale(Double(chosen.scale))]
                } else {
                    props = [.contents(nil)]
                }
                props.append(.glyphRuns(recorded.runs.map(GlyphRun.init)))
                for run in recorded.runs { glyphFaces[GlyphRun.faceID(of: run.faceDescription)] = run.faceDescription }
            } else if let chosen = change.contents?.bitmap(forScale: scale) {
                let id = contentID(chosen.image)
                bitmaps[id] = chosen.image
                props = [.contents(id), .contentsScale(Double(chosen.scale))]
                if glyphRuns { props.append(.glyphRuns([])) }
            } else {
                props = [.contents(nil)]
                if glyphRuns { props.append(.glyphRuns([])) }
            }
            // A layer that drew a shape or gradient before and does not now (the group's tree
            // diff drops these when nothing changed).
            if shapes, vector == nil { props += [.shape(nil), .gradient(nil)] }
            if contentsByLayer[change.layer] == nil { contentsOrder.append(change.layer) }
            contentsByLayer[change.layer] = props
        }
        let layerGroups = features.contains(.layerGroups), edges = features.contains(.edgeAntialiasing)
        let rasters = features.contains(.rasterization)
        for change in propertyChanges {
            var props = change.properties
            // SPEC §4.9, §4.10: keys 30 and 31 only for clients of `layerGroups`; §4.11: key 32
            // only for clients of `edgeAntialiasing`; §4.12: key 33 for `rasterization`.
            if !layerGroups { props.removeAll { $0.key == .allowsGroupOpacity || $0.key == .replicator } }
            if !edges { props.removeAll { $0.key == .allowsEdgeAntialiasing } }
            if !rasters { props.removeAll { $0.key == .rasterizationScale } }
            if let extra = contentsByLayer.removeValue(forKey: change.layer) {
                props.append(contentsOf: extra)
                props.sort { $0.key < $1.key }
            }
            if !props.isEmpty { ops.append(.setProperties(change.layer, props)) }
        }
        for layer in contentsOrder {
            if let props = contentsByLayer[layer] { ops.append(.setProperties(layer, props)) }
        }
        for removal in animationRemovals { ops.append(.removeAnimation(removal.layer, key: removal.key)) }
        for change in animations { ops.append(.addAnimation(change.layer, change.animation)) }
        for change in wireAnimations { ops.append(.addAnimation(change.layer, change.animation)) }
        for change in sublayerChanges { ops.append(.setSublayers(change.layer, change.sublayers)) }
        for layer in destroyed { ops.append(.destroyLayer(layer)) }
        return Operations(operations: ops, bitmaps: bitmaps, glyphFaces: glyphFaces)
    }
}
