import Foundation
import Testing
import LayercastLayers
@testable import LayercastUI

@MainActor @Suite struct UIViewOrderInvariantTests {
    // MARK: - Random edits keep view order and layer order in step
    @Test(arguments: Array(UInt64(1)...20))
    func viewOrderAlwaysMatchesLayerOrder(seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let parents = (0..<3).map { _ in UIView() }
        let views = (0..<10).map { _ in UIView() }
        for _ in 0..<200 {
            let parent = parents[next(parents.count)]
            let view = views[next(views.count)]
            switch next(8) {
            case 0: parent.addSubview(view)
            case 1: parent.insertSubview(view, at: next(6))
            case 2: if let sibling = parent.subviews.randomElementDeterministic(next) { parent.insertSubview(view, aboveSubview: sibling) }
            case 3: if let sibling = parent.subviews.randomElementDeterministic(next) { parent.insertSubview(view, belowSubview: sibling) }
            case 4: parent.bringSubviewToFront(view); parent.sendSubviewToBack(parent.subviews.first ?? view)
            case 5: if parent.subviews.count > 1 { parent.exchangeSubview(at: next(parent.subviews.count), withSubviewAt: next(parent.subviews.count)) }
            case 6: view.removeFromSuperview()
            default: parent.layer.insertSublayer(CALayer(), at: UInt32(next(6)))
            }
            for p in parents {
                let viewLayers = (p.layer.sublayers ?? []).filter { $0.delegate is UIView }
                #expect(viewLayers.map { ObjectIdentifier($0) } == p.subviews.map { ObjectIdentifier($0.layer) })
                #expect(p.subviews.allSatisfy { $0.superview === p && $0.layer.superlayer === p.layer })
            }
        }
    }
}

extension Array {
    /// An element chosen by `next` (a deterministic generator); `nil` when empty.
    fileprivate func randomElementDeterministic(_ next: (Int) -> Int) -> Element? {
        isEmpty ? nil : self[next(count)]
    }
}
