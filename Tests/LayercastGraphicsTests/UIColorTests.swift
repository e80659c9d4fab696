import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIColorTests {
    // MARK: - Initialisers and components

    @Test func rgbComponentsRoundTrip() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.1 && g == 0.2 && b == 0.3 && a == 0.4)
    }

    @Test func componentsAreClamped() {
        let c = UIColor(red: 2, green: -1, blue: 0.5, alpha: 7).cgColor
        #expect(c.red == 1 && c.green == 0 && c.blue == 0.5 && c.alpha == 1)
    }

    @Test func whiteInitialiserIsGrey() {
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 1)
        #expect(!UIColor.red.getWhite(nil, alpha: nil))
    }

    @Test(arguments: [(0.0, 1.0, 1.0), (1.0 / 3.0, 1.0, 1.0), (2.0 / 3.0, 0.5, 0.8), (0.9, 0.3, 0.6)])
    func hsbRoundTrips(h: Double, s: Double, v: Double) {
        let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 1)
        var hh: CGFloat = 0, ss: CGFloat = 0, vv: CGFloat = 0
        color.getHue(&hh, saturation: &ss, brightness: &vv, alpha: nil)
        #expect(abs(hh - h) < 1e-9 && abs(ss - s) < 1e-9 && abs(vv - v) < 1e-9)
    }

    @Test func hueZeroAndOneAreRed() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).cgColor.green == 1)
    }

    @Test func withAlphaComponentKeepsRGB() {
        let c = UIColor.systemBlue.withAlphaComponent(0.25)
        #expect(c.cgColor.alpha == 0.25 && c.cgColor.blue == UIColor.systemBlue.cgColor.blue)
        #expect(c != .systemBlue)
    }

    // MARK: - Named colours

    @Test func namedColoursHaveUIKitValues() {
        #expect(UIColor.black.cgColor == CGColor(gray: 0, alpha: 1))
        #expect(UIColor.clear.cgColor.alpha == 0)
        #expect(UIColor.gray.cgColor == CGColor(gray: 0.5, alpha: 1))
        #expect(abs(UIColor.darkGray.cgColor.red - 1.0 / 3.0) < 1e-9)
        #expect(abs(UIColor.lightGray.cgColor.red - 2.0 / 3.0) < 1e-9)
        #expect(UIColor.orange.cgColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.systemBlue.cgColor.premultipliedBGRA == (255, 122, 0, 255))
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
    }

    @Test func premultipliedBytesMatchCairo() throws {
        let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5).cgColor
        let image = try render(size: CGSize(width: 1, height: 1)) { context in
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let p = image.pixel(x: 0, y: 0)!, e = color.premultipliedBGRA
        #expect(abs(Int(p.b) - Int(e.b)) <= 1 && abs(Int(p.g) - Int(e.g)) <= 1)
        #expect(abs(Int(p.r) - Int(e.r)) <= 1 && abs(Int(p.a) - Int(e.a)) <= 1)
    }

    @Test func setFillWithoutContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()  // must not crash
        UIColor.red.set()
    }
}
