import Foundation
import Testing
import LayercastProtocol
@testable import LayercastServer

/// A bitmap of one grey shade, 2×2 pixels.
private func bitmap(_ shade: UInt8) -> ContentBitmap {
    ContentBitmap(width: 2, height: 2, scale: 1, pixels: [UInt8](repeating: shade, count: 16))
}

private let a = LayerID(2), b = LayerID(3), c = LayerID(4)

/// The group keeps the bitmap of every content its tree refers to (SPEC §6.4: the server sends a
/// content before the update that first refers to it, to every client that lacks it — joiners,
/// catching-up and resuming clients included).
@Suite struct ScaleGroupTests {
    func group(_ ops: [LayerOperation], _ bitmaps: [ContentBitmap]) throws -> ScaleGroup {
        try ScaleGroup(key: ScaleGroupKey(scale: 1, animations: true),
                       snapshot: ServedCommit(operations: ops, bitmaps: Dictionary(uniqueKeysWithValues: bitmaps.map { (ContentID(of: $0), $0) })),
                       commitID: 1, time: 0, limits: .default)
    }

    /// The independent client's finding: the Transition hides the old photo (a property change
    /// on a layer that keeps its contents). Its bitmap, the layer's only reference, must stay.
    @Test func aLayerHiddenOrMovedKeepsItsBitmap() throws {
        let photo = bitmap(10)
        let id = ContentID(of: photo)
        let g = try group([.createLayer(a), .createLayer(b), .setProperties(a, [.contents(id)]), .setSublayers(.root, [a, b])], [photo])
        _ = try g.apply(ServedCommit(operations: [.setProperties(a, [.isHidden(true)])]), limits: .default)
        #expect(g.bitmaps[id] != nil)
        // Reparented: named by the new parent's list and dropped from the old one in one commit.
        _ = try g.apply(ServedCommit(operations: [.setSublayers(b, [a]), .setSublayers(.root, [b])]), limits: .default)
        #expect(g.bitmaps[id] != nil)
        #expect(g.missingBitmaps.isEmpty)
    }

    /// A bitmap shared by two layers stays while either refers to it, and goes with the last.
    @Test func aSharedBitmapGoesWithItsLastReference() throws {
        let shared = bitmap(20), other = bitmap(30)
        let (sid, oid) = (ContentID(of: shared), ContentID(of: other))
        let g = try group([.createLayer(a), .createLayer(b), .setProperties(a, [.contents(sid)]),
                           .setProperties(b, [.contents(sid)]), .setSublayers(.root, [a, b])], [shared])
        _ = try g.apply(ServedCommit(operations: [.setProperties(a, [.contents(oid)])], bitmaps: [oid: other]), limits: .default)
        #expect(g.bitmaps[sid] != nil && g.bitmaps[oid] != nil)
        _ = try g.apply(ServedCommit(operations: [.setSublayers(.root, [a]), .destroyLayer(b)]), limits: .default)
        #expect(g.bitmaps[sid] == nil)
        #expect(g.bitmaps[oid] != nil)
        // Swapping contents between layers in one commit keeps both.
        _ = try g.apply(ServedCommit(operations: [.createLayer(c), .setProperties(c, [.contents(sid)]),
                                                  .setSublayers(.root, [a, c])], bitmaps: [sid: shared]), limits: .default)
        _ = try g.apply(ServedCommit(operations: [.setProperties(a, [.contents(sid)]), .setProperties(c, [.contents(oid)])]),
                        limits: .default)
        #expect(g.bitmaps[sid] != nil && g.bitmaps[oid] != nil)
        #expect(g.missingBitmaps.isEmpty)
    }
}
