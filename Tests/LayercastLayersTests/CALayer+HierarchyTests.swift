import Foundation
import Testing
@testable import LayercastLayers

@MainActor @Suite struct CALayerHierarchyTests {
    private func named(_ names: String...) -> [CALayer] {
        names.map { let l = CALayer(); l.name = $0; return l }
    }

    // MARK: - Insertion and removal
    @Test func sublayersOrderFollowsInsertions() {
        let parent = CALayer()
        #expect(parent.sublayers == nil)
        let l = named("a", "b", "c", "d", "e")
        parent.addSublayer(l[0])
        parent.addSublayer(l[1])
        parent.insertSublayer(l[2], at: 0)
        parent.insertSublayer(l[3], above: l[2])
        parent.insertSublayer(l[4], below: l[1])
        #expect(parent.sublayers?.map(\.name) == ["c", "d", "a", "e", "b"])
        #expect(l.allSatisfy { $0.superlayer === parent })
        parent.replaceSublayer(l[0], with: named("x")[0])
        #expect(parent.sublayers?.map(\.name) == ["c", "d", "x", "e", "b"])
        #expect(l[0].superlayer == nil)
        l[3].removeFromSuperlayer()
        #expect(parent.sublayers?.map(\.name) == ["c", "x", "e", "b"])
    }

    @Test func addingMovesFromOldSuperlayerAndWithinParent() {
        let p1 = CALayer(), p2 = CALayer()
        let l = named("a", "b", "c")
        for x in l { p1.addSublayer(x) }
        p1.addSublayer(l[0])
        #expect(p1.sublayers?.map(\.name) == ["b", "c", "a"])
        p1.insertSublayer(l[0], at: 0)
        #expect(p1.sublayers?.map(\.name) == ["a", "b", "c"])
        p2.addSublayer(l[1])
        #expect(p1.sublayers?.map(\.name) == ["a", "c"])
        #expect(l[1].superlayer === p2)
        #expect(l[1].isDescendant(of: p2) && !l[1].isDescendant(of: p1))
    }

    @Test func settingSublayersReplacesThem() {
        let parent = CALayer()
        let l = named("a", "b")
        parent.sublayers = l
        #expect(parent.sublayers?.count == 2)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && l[0].superlayer == nil)
    }

    @Test func maskIsNotASublayerButLivesInHostSpace() {
        let parent = CALayer(), host = CALayer(), mask = CALayer()
        parent.addSublayer(host)
        host.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        host.mask = mask
        #expect(host.sublayers == nil)
        #expect(mask.superlayer == nil)
        #expect(mask.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        mask.removeFromSuperlayer()
        #expect(host.mask == nil)
    }
}
