import Foundation
import Testing
import LayercastLayers
@testable import LayercastUI

@MainActor private final class HookView: UIView {
    var log: Log?
    var label = ""
    override func willMove(toSuperview newSuperview: UIView?) { log?.add("\(label).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log?.add("\(label).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log?.add("\(label).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log?.add("\(label).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log?.add("\(label).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log?.add("\(label).willRemoveSubview") }
}

@MainActor @Suite struct UIViewHierarchyTests {
    private func views(_ n: Int) -> [UIView] { (0..<n).map { i in let v = UIView(); v.tag = i + 1; return v } }

    // MARK: - Subview order
    @Test func insertionMethodsOrderSubviews() {
        let parent = UIView()
        let v = views(5)
        parent.addSubview(v[0]); parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        parent.insertSubview(v[3], aboveSubview: v[2])
        parent.insertSubview(v[4], belowSubview: v[1])
        #expect(parent.subviews.map(\.tag) == [3, 4, 1, 5, 2])
        parent.bringSubviewToFront(v[2])
        #expect(parent.subviews.map(\.tag) == [4, 1, 5, 2, 3])
        parent.sendSubviewToBack(v[1])
        #expect(parent.subviews.map(\.tag) == [2, 4, 1, 5, 3])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [5, 4, 1, 2, 3])
        #expect(parent.layer.sublayers?.map { $0.delegate as? UIView }.map { $0?.tag } == [5, 4, 1, 2, 3])
        v[0].removeFromSuperview()
        #expect(parent.subviews.map(\.tag) == [5, 4, 2, 3])
        #expect(v[0].superview == nil && v[0].layer.superlayer == nil)
    }

    @Test func viewAndLayerOrderStayInSyncWithRawSublayersBetween() {
        let parent = UIView()
        let v = views(3)
        let raw1 = CALayer(), raw2 = CALayer()
        parent.addSubview(v[0])
        parent.layer.addSublayer(raw1)
        parent.addSubview(v[1])
        parent.layer.addSublayer(raw2)
        parent.insertSubview(v[2], at: 1)
        // The new view's layer goes directly below v[1]'s layer: after raw1.
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) } ==
                [v[0].layer, raw1, v[2].layer, v[1].layer, raw2].map { ObjectIdentifier($0) })
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        let viewLayers = parent.layer.sublayers!.filter { $0.delegate is UIView }
        #expect(viewLayers.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
        parent.sendSubviewToBack(v[0])
        let again = parent.layer.sublayers!.filter { $0.delegate is UIView }
        #expect(again.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test func addingMovesAViewFromItsOldSuperview() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty && b.subviews.first === child && child.superview === b)
        #expect(child.layer.superlayer === b.layer)
    }

    // MARK: - Queries
    @Test func descendantAndTagQueries() {
        let root = UIView(), mid = UIView(), leaf = UIView()
        root.addSubview(mid); mid.addSubview(leaf)
        leaf.tag = 42
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
        #expect(root.viewWithTag(42) === leaf)
        #expect(root.viewWithTag(7) == nil)
        #expect(leaf.window == nil)
    }

    // MARK: - Hooks
    @Test func hooksRunInUIKitOrder() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = HookView(), child = HookView()
        parent.log = log; parent.label = "parent"
        child.log = log; child.label = "child"
        window.addSubview(parent)
        log.entries = []
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(view)", "child.willMoveToWindow(window)",
                                "child.didMoveToWindow", "child.didMoveToSuperview", "parent.didAddSubview"])
        #expect(child.window === window)
        log.entries = []
        child.removeFromSuperview()
        #expect(log.entries == ["parent.willRemoveSubview", "child.willMoveToSuperview(nil)",
                                "child.willMoveToWindow(nil)", "child.didMoveToWindow", "child.didMoveToSuperview"])
    }

    @Test func windowHooksReachTheWholeSubtree() {
        let log = Log()
        let window = UIWindow(frame: .zero)
        let parent = HookView(), child = HookView()
        child.log = log; child.label = "child"
        parent.addSubview(child)
        log.entries = []
        window.addSubview(parent)
        #expect(log.entries == ["child.willMoveToWindow(window)", "child.didMoveToWindow"])
    }
}

@MainActor @Suite struct UIViewHierarchyEdgeTests {
    // MARK: - Relative to itself
    @Test func insertingAViewAboveOrBelowItselfChangesNothing() {
        let parent = UIView()
        let views = (1...3).map { i -> UIView in let v = UIView(); v.tag = i; parent.addSubview(v); return v }
        parent.insertSubview(views[1], aboveSubview: views[1])
        parent.insertSubview(views[1], belowSubview: views[1])
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        parent.insertSubview(views[0], aboveSubview: views[2])
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        parent.insertSubview(views[0], belowSubview: views[1])
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
    }
}
