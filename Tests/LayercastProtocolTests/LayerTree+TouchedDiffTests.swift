import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// Builds trees from operations so the tests state trees the way the wire does.
private func tree(_ ops: [LayerOperation]) throws -> LayerTree {
    var t = LayerTree()
    try t.apply(ops)
    return t
}

private let a = LayerID(2), b = LayerID(3)

@Suite struct LayerTreeTouchedDiffTests {
    // MARK: - Minimal operations
    @Test func identicalTreesNeedNothing() throws {
        let t = try tree([.createLayer(a), .setSublayers(.root, [a])])
        #expect(t.operations(since: t, touched: [a, .root]).isEmpty)
    }

    @Test func onlyChangedPropertiesAreSent() throws {
        let old = try tree([.createLayer(a), .setProperties(a, [.opacity(0.5), .position(CGPoint(x: 1, y: 2))]),
                            .setSublayers(.root, [a])])
        var new = old
        try new.apply([.setProperties(a, [.opacity(0.25)])])
        #expect(new.operations(since: old, touched: [a]) == [.setProperties(a, [.opacity(0.25)])])
    }

    @Test func orderIsCreatesSetsStructureDestroys() throws {
        let old = try tree([.createLayer(b), .setSublayers(.root, [b])])
        let new = try tree([.createLayer(a), .setProperties(a, [.zPosition(2)]), .setSublayers(.root, [a])])
        let ops = new.operations(since: old, touched: [a, b, .root])
        #expect(ops == [.createLayer(a), .setProperties(a, [.zPosition(2)]), .setSublayers(.root, [a]), .destroyLayer(b)])
        var applied = old
        try applied.apply(ops)
        #expect(applied == new)
    }

    @Test func untouchedLayersAreNotCompared() throws {
        let old = try tree([.createLayer(a), .setSublayers(.root, [a])])
        var new = old
        try new.apply([.setProperties(a, [.isHidden(true)])])
        // The caller promises `touched` covers every difference; a layer outside it is not looked at.
        #expect(new.operations(since: old, touched: [.root]).isEmpty)
    }

    @Test func destroyingASubtreeEmptiesItFirst() throws {
        let old = try tree([.createLayer(a), .createLayer(b), .setSublayers(a, [b]), .setSublayers(.root, [a])])
        let new = try tree([])
        var applied = old
        try applied.apply(new.operations(since: old, touched: [a, b, .root]))
        #expect(applied == new)
    }
}
