import Foundation
import LayercastModel

/// Builds layer trees with their contents for tests, benchmarks and screenshots: each added
/// layer gets the next id and is appended to its superlayer's sublayers (frontmost).
public struct SceneBuilder: Sendable {
    /// The tree built so far.
    public private(set) var tree = LayerTree()
    /// The contents bitmaps layers of the tree refer to.
    public private(set) var contents: [ContentID: ContentBitmap] = [:]
    private var nextID: UInt64 = 2

    /// Starts a tree whose root layer covers a screen of `screenSize` points (bounds at the
    /// origin, position at the centre, so the root's space is the screen's), with an optional
    /// background colour.
    public init(screenSize: CGSize, background: LayerColor? = nil) {
        set(.root, [.bounds(CGRect(origin: .zero, size: screenSize)),
                    .position(CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)),
                    .backgroundColor(background)])
    }

    /// Adds a layer under `parent` with `properties` and returns its id.
    @discardableResult
    public mutating func add(_ properties: [LayerProperty], to parent: LayerID = .root) -> LayerID {
        let id = LayerID(nextID)
        nextID += 1
        let siblings = tree[parent]?.sublayers ?? []
        perform([.createLayer(id), .setProperties(id, properties), .setSublayers(parent, siblings + [id])])
        return id
    }

    /// Adds a layer that is not in the sublayer tree (e.g. to be a mask) and returns its id.
    @discardableResult
    public mutating func addDetached(_ properties: [LayerProperty]) -> LayerID {
        let id = LayerID(nextID)
        nextID += 1
        perform([.createLayer(id), .setProperties(id, properties)])
        return id
    }

    /// A layer with `frame` (superlayer space, points), i.e. bounds at the origin and the
    /// position at the frame's centre, plus further properties.
    @discardableResult
    public mutating func add(frame: CGRect, _ properties: [LayerProperty] = [], to parent: LayerID = .root) -> LayerID {
        add([.bounds(CGRect(origin: .zero, size: frame.size)),
             .position(CGPoint(x: frame.midX, y: frame.midY))] + properties, to: parent)
    }

    /// Sets properties of an existing layer.
    public mutating func set(_ id: LayerID, _ properties: [LayerProperty]) {
        perform([.setProperties(id, properties)])
    }

    /// Stores a bitmap and returns its id (derived from its pixels, so equal bitmaps share one).
    public mutating func addContents(_ bitmap: ContentBitmap) -> ContentID {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in [UInt64(bitmap.width), UInt64(bitmap.height), UInt64(bitmap.scale * 1000)] { h = (h ^ v) &* 0x100_0000_01b3 }
        for b in bitmap.pixels { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        let id = ContentID(h)
        contents[id] = bitmap
        return id
    }

    private mutating func perform(_ ops: [LayerOperation]) {
        do { try tree.apply(ops) } catch { preconditionFailure("SceneBuilder: \(error)") }
    }
}
