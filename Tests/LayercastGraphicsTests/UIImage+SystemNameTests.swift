import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIImageSystemNameTests {
    // MARK: - Available symbols

    static let drawn = ["chevron.right", "plus", "xmark", "checkmark", "star", "star.fill", "heart",
                        "heart.fill", "magnifyingglass", "gear"]

    @Test(arguments: drawn)
    func commonSymbolsAreDrawnTemplates(name: String) throws {
        let image = try #require(UIImage(systemName: name))
        #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate)
        #expect(image.scale == 3)
        // Roughly SF Symbols' default size (body style, 17 points): 10…18 points a side.
        #expect(image.size.width >= 10 && image.size.width <= 18 && image.size.height >= 10 && image.size.height <= 18)
        let cg = try #require(image.cgImage)
        let ink = inkFraction(cg)
        #expect(ink > 0.05 && ink < 0.95, "\(name) ink \(ink)")
        #expect(UIImage.availableSystemNames.contains(name))
    }

    // UIKit returns nil for a symbol name it does not know.
    @Test func unknownNamesAreNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "star", compatibleWith: nil) != nil)
    }

    @Test func filledVariantsHaveMoreInk() throws {
        for (outline, filled) in [("star", "star.fill"), ("heart", "heart.fill"), ("circle", "circle.fill")] {
            let a = try #require(UIImage(systemName: outline)?.cgImage), b = try #require(UIImage(systemName: filled)?.cgImage)
            #expect(inkFraction(b) > inkFraction(a) * 1.3, "\(filled)")
        }
    }

    @Test func chevronPointsRight() throws {
        let cg = try #require(UIImage(systemName: "chevron.right")?.cgImage)
        // The tip is at the right edge, half-way down; the open side's middle is empty.
        #expect(cg.pixel(x: cg.width - 5, y: cg.height / 2)!.a > 128)
        #expect(cg.pixel(x: 4, y: cg.height / 2)!.a == 0)
    }
}
