import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIColorDynamicTests {
    static let lightOrDark = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }

    // MARK: - Resolving

    // Apple: the provider gets the trait collection being resolved against; outside any bound
    // collection Layercast resolves with a light appearance.
    @Test func resolvesPerTraitCollection() {
        let color = Self.lightOrDark
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.cgColor == UIColor.black.cgColor)
        let dark = UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { color.cgColor }
        #expect(dark == UIColor.white.cgColor)
    }

    @Test func fixedColoursResolveToThemselves() {
        let red = UIColor.red
        #expect(red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === red)
    }

    @Test func nestedProvidersResolveFully() {
        let outer = UIColor { _ in Self.lightOrDark }
        #expect(outer.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func alphaAppliesAfterResolving() {
        let faded = Self.lightOrDark.withAlphaComponent(0.5)
        let resolved = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
        #expect(resolved == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(faded.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    }

    // A dynamic colour equals only itself (UIKit compares dynamic colours by identity).
    @Test func dynamicEquality() {
        let a = Self.lightOrDark
        #expect(a == a)
        #expect(a != UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black })
        #expect(a != UIColor.black)
    }

    @Test func setFillResolvesWithCurrentTraits() throws {
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            UIGraphicsContextStack.withCurrentContext(context) {
                UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                    UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }.setFill()
                }
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        #expect(image.pixel(x: 1, y: 1)! == (0, 0, 255, 255))
    }

    // MARK: - Pattern colours

    /// A 2×2-pixel tile: red at the top left, blue elsewhere.
    static func tile(scale: CGFloat = 1) throws -> UIImage {
        var pixels = [UInt8](repeating: 0, count: 16)
        for i in 0..<4 { pixels[i * 4] = 255; pixels[i * 4 + 3] = 255 }          // blue (B, G, R, A)
        pixels[0] = 0; pixels[2] = 255                                              // (0, 0) red
        return UIImage(cgImage: try #require(CGImage(width: 2, height: 2, pixels: pixels)), scale: scale)
    }

    @Test func patternFillTilesFromTheOrigin() throws {
        let pattern = UIColor(patternImage: try Self.tile())
        let image = try render(size: CGSize(width: 8, height: 8)) { context in
            UIGraphicsContextStack.withCurrentContext(context) {
                pattern.setFill()
                UIRectFill(CGRect(x: 1, y: 1, width: 7, height: 7))
            }
        }
        let red: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255), blue: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
        #expect(image.pixel(x: 2, y: 2)! == red && image.pixel(x: 6, y: 4)! == red)
        #expect(image.pixel(x: 3, y: 2)! == blue && image.pixel(x: 2, y: 3)! == blue)
        #expect(image.pixel(x: 0, y: 0)!.a == 0)        // outside the filled rect
    }

    @Test func patternTilesAreInPointsAndFollowThePhase() throws {
        // A 2×2-pixel tile at scale 2 is 1×1 point: drawn at scale 2 every tile is 2×2 pixels.
        let pattern = UIColor(patternImage: try Self.tile(scale: 2))
        let image = try render(size: CGSize(width: 4, height: 4), scale: 2) { context in
            UIGraphicsContextStack.withCurrentContext(context) {
                pattern.setFill()
                context.setPatternPhase(CGSize(width: 0.5, height: 0))
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        // Phase 0.5 point = 1 pixel: the red pixel of each tile moves from x 0 to x 1.
        #expect(image.pixel(x: 1, y: 0)!.r == 255 && image.pixel(x: 0, y: 0)!.b == 255)
        #expect(image.pixel(x: 3, y: 2)!.r == 255)
    }

    @Test func patternHonoursGlobalAlpha() throws {
        let pattern = UIColor(patternImage: try Self.tile())
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            UIGraphicsContextStack.withCurrentContext(context) {
                pattern.setFill()
                context.setAlpha(0.5)
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let p = image.pixel(x: 1, y: 1)!
        #expect(abs(Int(p.a) - 128) <= 1 && abs(Int(p.b) - 128) <= 1)
    }

    @Test func patternColourReportsAverageAndEquality() throws {
        let tile = try Self.tile()
        let pattern = UIColor(patternImage: tile)
        // One red and three blue pixels.
        #expect(pattern.cgColor == CGColor(red: 0.25, green: 0, blue: 0.75, alpha: 1))
        #expect(pattern == UIColor(patternImage: tile) && pattern != UIColor.blue)
        #expect(pattern.patternImage === tile && UIColor.red.patternImage == nil)
        // A solid colour set afterwards replaces the pattern.
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            UIGraphicsContextStack.withCurrentContext(context) {
                pattern.setFill()
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        #expect(image.pixel(x: 0, y: 0)! == (0, 255, 0, 255))
    }
}
