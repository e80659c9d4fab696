import Foundation
import LayercastProtocol

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

extension ContentBitmap {
    /// A bitmap of one colour (premultiplied from a straight `LayerColor`).
    public static func uniform(width: Int, height: Int, scale: Double = 1, color: LayerColor) -> ContentBitmap {
        let px = bgraBytes(color)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { pixels += px }
        return ContentBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// A bitmap whose pixel colours come from a function of the pixel position.
    public static func generated(width: Int, height: Int, scale: Double = 1,
                            _ color: (_ x: Int, _ y: Int) -> LayerColor) -> ContentBitmap {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height { for x in 0..<width { pixels += bgraBytes(color(x, y)) } }
        return ContentBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// The premultiplied B, G, R, A bytes of a straight colour.
    public static func bgraBytes(_ c: LayerColor) -> [UInt8] {
        func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return [byte(c.blue * c.alpha), byte(c.green * c.alpha), byte(c.red * c.alpha), byte(c.alpha)]
    }

    /// The premultiplied (b, g, r, a) bytes at a pixel; `nil` outside the bitmap.
    public func bgra(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
