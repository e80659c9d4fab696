import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A controller whose view is a tall scroll view.
@MainActor private final class ScrollingController: UIViewController {
    override func loadView() {
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 320, height: 2_000)
        view = scroll
    }
    var scroll: UIScrollView { view as! UIScrollView }
}

/// `UINavigationBarAppearance` and the bar's appearances (iOS 13, iOS 15). Apple's
/// documentation: `configureWithDefaultBackground` is the system's translucent material with a
/// shadow, `configureWithOpaqueBackground` the system background colour, and
/// `configureWithTransparentBackground` removes background and shadow; the appearance
/// properties are `@NSCopying`; with no `scrollEdgeAppearance`, a bar at the scroll edge shows
/// its standard appearance with a transparent background (iOS 15).
@MainActor @Suite struct NavigationBarAppearanceTests {
    private func scene() -> (Stage, UINavigationController, ScrollingController) {
        let stage = Stage()
        let content = ScrollingController()
        let nav = UINavigationController(rootViewController: content)
        stage.window.rootViewController = nav
        stage.app.runTurn()
        return (stage, nav, content)
    }

    @Test func theThreeConfigurations() {
        let a = UINavigationBarAppearance()
        #expect(a.backgroundEffect != nil && a.backgroundColor == nil)
        #expect(a.shadowColor == UIColor(white: 0, alpha: 0.3))
        a.configureWithOpaqueBackground()
        #expect(a.backgroundEffect == nil && a.backgroundColor == .systemBackground && a.shadowColor != nil)
        a.configureWithTransparentBackground()
        #expect(a.backgroundColor == .clear && a.shadowColor == .clear && a.backgroundEffect == nil)
        a.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let copy = a.copy()
        #expect(copy !== a && copy.backgroundColor == .clear)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    }

    @Test func theBarKeepsACopyOfWhatItIsGiven() {
        let (_, nav, _) = scene()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        nav.navigationBar.standardAppearance = appearance
        appearance.backgroundColor = .systemGreen
        #expect(nav.navigationBar.standardAppearance !== appearance)
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemRed)
    }

    @Test func atTheScrollEdgeTheStandardAppearanceTurnsTransparentUnlessOneIsGiven() {
        let (stage, nav, content) = scene()
        let bar = nav.navigationBar
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemRed
        standard.titleTextAttributes = [.foregroundColor: UIColor.systemBlue, .font: UIFont.systemFont(ofSize: 20)]
        bar.standardAppearance = standard
        #expect(bar.isAtScrollEdge)
        #expect(bar.backgroundView.backgroundColor == .clear, "at the edge: transparent")
        #expect(bar.titleLabel.textColor == .systemBlue, "the title keeps the standard attributes")
        #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 20))
        stage.run { content.scroll.contentOffset = CGPoint(x: 0, y: 120) }
        #expect(!bar.isAtScrollEdge)
        #expect(bar.backgroundView.backgroundColor == .systemRed)
        stage.run { content.scroll.contentOffset = .zero }
        #expect(bar.backgroundView.backgroundColor == .clear)
        let edge = UINavigationBarAppearance()
        edge.backgroundColor = .systemYellow
        bar.scrollEdgeAppearance = edge
        #expect(bar.backgroundView.backgroundColor == .systemYellow)
    }

    @Test func theTopItemsAppearanceWinsWhileItIsOnTop() {
        let (stage, nav, content) = scene()
        let bar = nav.navigationBar
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .systemRed
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = standard
        let second = UIViewController()
        let own = UINavigationBarAppearance()
        own.backgroundColor = .systemGreen
        second.navigationItem.standardAppearance = own
        second.navigationItem.scrollEdgeAppearance = own
        nav.pushViewController(second, animated: false)
        stage.app.runTurn()
        #expect(bar.backgroundView.backgroundColor == .systemGreen)
        nav.popViewController(animated: false)
        stage.app.runTurn()
        #expect(bar.backgroundView.backgroundColor == .systemRed)
        _ = content
    }

    @Test func aBarWithoutAppearancesKeepsItsLegacyLook() {
        let (_, nav, _) = scene()
        nav.navigationBar.barTintColor = .systemRed
        nav.navigationBar.isTranslucent = false
        #expect(nav.navigationBar.backgroundView.backgroundColor == .systemRed)
    }
}
