import Foundation
import Testing
@testable import LayercastUI

@MainActor @Suite struct VisualFormatTests {
    @Test func aHorizontalFormatChainsTheViewsWithStandardSpacing() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        superview.addSubview(a); superview.addSubview(b)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==50)]-|", options: [],
                                                         metrics: nil, views: ["a": a, "b": b])
        // Apple: "the standard space between a view and its superview's edge is 20 points", 8
        // between sibling views.
        let described = constraints.map { c in "\(c.firstAttribute.rawValue) \(c.secondAttribute.rawValue) \(c.constant)" }
        #expect(constraints.count == 4)
        #expect(described.contains("5 5 20.0"))  // a.leading == superview.leading + 20
        #expect(described.contains("5 6 8.0"))  // b.leading == a.trailing + 8
        #expect(described.contains("7 0 50.0"))  // b.width == 50
        #expect(described.contains("6 6 20.0"))  // superview.trailing == b.trailing + 20
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func predicatesCarryRelationsMetricsViewsAndPriorities() throws {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        superview.addSubview(a); superview.addSubview(b)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[a(>=30@750,==b)]-(5.5)-[b]",
                                                         options: .alignAllCenterX, metrics: ["top": 12],
                                                         views: ["a": a, "b": b])
        let top = try #require(constraints.first { $0.firstAttribute == .top && $0.secondAttribute == .top })
        #expect(top.constant == 12)
        let minimum = try #require(constraints.first { $0.firstAttribute == .height && $0.relation == .greaterThanOrEqual })
        #expect(minimum.constant == 30 && minimum.priority == UILayoutPriority(750))
        #expect(constraints.contains { $0.firstAttribute == .height && $0.secondAttribute == .height && $0.relation == .equal })
        #expect(constraints.contains { $0.firstAttribute == .top && $0.secondAttribute == .bottom && $0.constant == 5.5 })
        #expect(constraints.contains { $0.firstAttribute == .centerX && $0.secondAttribute == .centerX })
    }
}
