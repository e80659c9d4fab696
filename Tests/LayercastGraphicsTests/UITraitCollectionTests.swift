import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UITraitCollectionTests {
    // MARK: - Values

    // UIKit: a new trait collection leaves every trait unspecified (display scale 0).
    @Test func defaultsAreUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified && traits.displayScale == 0)
        #expect(traits.horizontalSizeClass == .unspecified && traits.userInterfaceIdiom == .unspecified)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceIdiom.phone.rawValue == 0)
    }

    // UIKit: init(traitsFrom:) takes each trait from the last collection that specifies it.
    @Test func combiningTakesTheLastSpecifiedValue() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(),
        ])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.containsTraits(in: UITraitCollection()))
        #expect(!combined.containsTraits(in: nil))
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light),
                                                            UITraitCollection(displayScale: 2)]))
    }

    // MARK: - The current collection

    @Test func currentIsLightUnlessBound() {
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let inside = dark.performAsCurrent { UITraitCollection.current }
        #expect(inside === dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}
