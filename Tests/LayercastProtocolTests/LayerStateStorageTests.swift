import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// `LayerState` keeps the properties most layers leave at their defaults out of line, in one
/// box shared while they all are (issue 20: memory per layer). Its behaviour must not change.
@Suite struct LayerStateStorageTests {
    @Test func aPlainLayersStateIsSmallAndSharesTheDefaultBox() {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        s.position = CGPoint(x: 5, y: 5)
        s.backgroundColor = .white
        s.opacity = 0.5
        #expect(s.rare === RareStorage.defaults)
        // Before the split the state was several hundred bytes inline, in every tree's node and
        // every layer's wire copy.
        #expect(MemoryLayout<LayerState>.size <= 160, "LayerState is \(MemoryLayout<LayerState>.size) bytes inline")
    }

    @Test func identityTransformsShareTheirEntries() {
        let made = LayerTransform([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1].map { Double($0) })
        let shares = made.m.withUnsafeBufferPointer { a in
            LayerTransform.identity.m.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(shares)
        #expect(made == .identity && LayerTransform([1, 2]) == .identity)
        let turned = LayerTransform.affine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(turned != .identity && turned.m[1] == 1)
    }

    @Test func aRarePropertyGetsItsOwnBoxAndCopiesStayApart() {
        var a = LayerState()
        a.shadowOpacity = 0.8
        #expect(a.rare !== RareStorage.defaults)
        var b = a
        b.shadowRadius = 9
        #expect(a.shadowRadius == 3 && b.shadowRadius == 9 && b.shadowOpacity == 0.8)
        #expect(a != b)
        // Back at every default: the shared box again, equal (and hashing equal) to a fresh state.
        a.shadowOpacity = 0
        #expect(a.rare === RareStorage.defaults)
        #expect(a == LayerState() && a.hashValue == LayerState().hashValue)
    }

    @Test func everyPropertyStillRoundTripsThroughApplyAndValue() {
        // Each key set to a value other than its default, then read back.
        var s = LayerState()
        let changed: [LayerProperty] = [
            .anchorPoint(CGPoint(x: 0, y: 1)), .zPosition(2), .mask(LayerID(7)), .borderWidth(3), .borderColor(.white),
            .shadowColor(nil), .shadowOpacity(1), .shadowOffset(CGSize(width: 1, height: 2)), .shadowRadius(5),
            .contentsRect(CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), .contentsCenter(CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)),
            .isOpaque(true), .name("n"), .shouldRasterize(true), .allowsGroupOpacity(false), .allowsEdgeAntialiasing(true),
            .rasterizationScale(2), .cornerRadius(4), .contentsScale(3),
        ]
        for p in changed { s.apply(p) }
        for p in changed { #expect(s.value(for: p.key) == p) }
        #expect(s.nonDefaultProperties.count == changed.count)
    }
}
