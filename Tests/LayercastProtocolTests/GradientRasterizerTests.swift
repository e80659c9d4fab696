import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel
import LayercastCompositing

/// `GradientRasterizer`: CAGradientLayer's axial, radial and conic gradients at pixel centres.
@Suite struct GradientRasterizerTests {
    static func pixel(_ b: ContentBitmap, _ x: Int, _ y: Int) -> [Int] {
        let o = (y * b.width + x) * 4
        return b.pixels[o..<o + 4].map(Int.init)
    }

    static let blackToWhite = [LayerColor.black, LayerColor.white]

    // MARK: - Axial

    @Test func axialBlackToWhiteMatchesTheAnalyticValueAtPixelCentres() {
        // Defaults: top (0.5, 0) to bottom (0.5, 1), y-down as on iOS.
        let b = GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite), size: CGSize(width: 4, height: 100), scale: 1)
        #expect(b.width == 4 && b.height == 100)
        for y in 0..<100 {
            let expected = (Double(y) + 0.5) / 100 * 255
            let p = Self.pixel(b, 2, y)
            #expect(abs(Double(p[0]) - expected) <= 1 && p[0] == p[1] && p[1] == p[2] && p[3] == 255, "y = \(y)")
        }
    }

    @Test func axialIsEvaluatedInTheUnitSquare() {
        // Diagonal on a 2:1 layer: the half-way line runs corner to corner (unit space), so the
        // pixels on the other diagonal are mid-grey.
        let g = LayerGradient(colors: Self.blackToWhite, startPoint: .zero, endPoint: CGPoint(x: 1, y: 1))
        let b = GradientRasterizer.render(g, size: CGSize(width: 200, height: 100), scale: 1)
        #expect(abs(Self.pixel(b, 10, 94)[0] - 128) <= 2)   // near (0, 1)… on the anti-diagonal
        #expect(abs(Self.pixel(b, 190, 4)[0] - 128) <= 2)
        #expect(Self.pixel(b, 0, 0)[0] < 3 && Self.pixel(b, 199, 99)[0] > 252)
    }

    @Test func locationsPlaceStopsAndExtendTheEndColours() {
        let g = LayerGradient(colors: Self.blackToWhite, locations: [0.25, 0.75])
        let b = GradientRasterizer.render(g, size: CGSize(width: 1, height: 100), scale: 1)
        #expect(Self.pixel(b, 0, 10)[0] == 0 && Self.pixel(b, 0, 24)[0] == 0)
        #expect(Self.pixel(b, 0, 76)[0] == 255 && Self.pixel(b, 0, 99)[0] == 255)
        #expect(abs(Double(Self.pixel(b, 0, 50)[0]) - 0.51 * 255) <= 1)  // centre 50.5 → t = 0.51
        // Three colours, no locations: evenly spaced at 0, 0.5, 1.
        let red = LayerColor(red: 1, green: 0, blue: 0)
        let three = GradientRasterizer.render(LayerGradient(colors: [.black, red, .white]), size: CGSize(width: 1, height: 100), scale: 1)
        #expect(abs(Self.pixel(three, 0, 49)[2] - 252) <= 1 && Self.pixel(three, 0, 49)[0] == 0)
    }

    @Test func coloursInterpolateUnpremultipliedThenPremultiply() {
        // Opaque red to transparent blue: half-way is (0.5 red, 0.5 blue) at alpha 0.5 →
        // premultiplied 0.25 each. Premultiplied interpolation would give red 0.5, blue 0.
        let g = LayerGradient(colors: [LayerColor(red: 1, green: 0, blue: 0), LayerColor(red: 0, green: 0, blue: 1, alpha: 0)],
                              startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        let b = GradientRasterizer.render(g, size: CGSize(width: 2, height: 1), scale: 1)
        // Pixel 0's centre is at t = 0.25: colour (0.75 red, 0.25 blue), alpha 0.75.
        let p = Self.pixel(b, 0, 0)
        #expect(p == [Int((0.25 * 0.75 * 255).rounded()), 0, Int((0.75 * 0.75 * 255).rounded()), Int((0.75 * 255).rounded())])
    }

    @Test func oneColourFillsAndNoneDrawsNothing() {
        let red = LayerColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let one = GradientRasterizer.render(LayerGradient(type: .radial, colors: [red]), size: CGSize(width: 3, height: 3), scale: 1)
        #expect((0..<9).allSatisfy { Self.pixel(one, $0 % 3, $0 / 3) == [0, 0, 128, 128] })
        let none = GradientRasterizer.render(LayerGradient(), size: CGSize(width: 3, height: 3), scale: 1)
        #expect(none.width == 3 && none.pixels.allSatisfy { $0 == 0 })
    }

    // MARK: - Radial

    @Test func radialIsAnEllipseAroundTheStartPoint() {
        // Centre (0.5, 0.5), radii (0.5, 0.5) in unit space: the ellipse inscribed in the bounds.
        let g = LayerGradient(type: .radial, colors: Self.blackToWhite,
                              startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))
        let b = GradientRasterizer.render(g, size: CGSize(width: 100, height: 50), scale: 1)
        #expect(Self.pixel(b, 50, 25)[0] <= 6)                  // centre (t ≈ 0.022)
        #expect(Self.pixel(b, 0, 0)[0] == 255)                  // corner: past the last stop
        for (x, y) in [(75, 25), (50, 37), (10, 40), (93, 5)] {
            let u = (Double(x) + 0.5) / 100, v = (Double(y) + 0.5) / 50
            let t = min(1, hypot((u - 0.5) / 0.5, (v - 0.5) / 0.5))
            #expect(abs(Double(Self.pixel(b, x, y)[0]) - t * 255) <= 1, "(\(x), \(y))")
        }
        #expect(abs(Self.pixel(b, 75, 25)[0] - Self.pixel(b, 50, 37)[0]) <= 8)  // both half-way out
    }

    @Test func radialWithDefaultPointsIsDegenerateAndDrawsNothing() {
        // Defaults (0.5, 0) → (0.5, 1) give a zero-width ellipse.
        let b = GradientRasterizer.render(LayerGradient(type: .radial, colors: Self.blackToWhite),
                                          size: CGSize(width: 8, height: 8), scale: 1)
        #expect(b.width == 8 && b.pixels.allSatisfy { $0 == 0 })
    }

    // MARK: - Conic

    @Test func conicAngleStartsTowardsTheEndPointAndTurnsTowardsPositiveY() {
        let g = LayerGradient(type: .conic, colors: Self.blackToWhite,
                              startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        let b = GradientRasterizer.render(g, size: CGSize(width: 101, height: 101), scale: 1)
        // Centre of pixel 50 is the centre of the layer (50.5).
        func value(_ x: Int, _ y: Int) -> Double { Double(Self.pixel(b, x, y)[0]) }
        #expect(value(100, 51) < 3)                       // just past 0°, below the axis
        #expect(abs(value(50, 100) - 0.25 * 255) <= 1)    // straight down (+y): 90°
        #expect(abs(value(0, 50) - 0.5 * 255) <= 1)       // left: 180°
        #expect(abs(value(50, 0) - 0.75 * 255) <= 1)      // up: 270°
        #expect(value(100, 49) > 252)                     // just before 360°
        let angle = atan2(80.0 - 50, 90.0 - 50)           // pixel (90, 80)
        #expect(abs(value(90, 80) - angle / (2 * Double.pi) * 255) <= 1)
    }

    // MARK: - Scale and limits

    @Test func scaleTwoDoublesThePixelSize() {
        let b = GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite), size: CGSize(width: 3, height: 50), scale: 2)
        #expect(b.width == 6 && b.height == 100 && b.scale == 2)
        #expect(abs(Double(Self.pixel(b, 0, 30)[0]) - 30.5 / 100 * 255) <= 1)
    }

    @Test func nonFiniteInputGivesAnEmptyBitmap() {
        let bad: [ContentBitmap] = [
            GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite, startPoint: CGPoint(x: Double.nan, y: 0)),
                                      size: CGSize(width: 4, height: 4), scale: 1),
            GradientRasterizer.render(LayerGradient(colors: [LayerColor(red: .infinity, green: 0, blue: 0)]),
                                      size: CGSize(width: 4, height: 4), scale: 1),
            GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite, locations: [0, .nan]),
                                      size: CGSize(width: 4, height: 4), scale: 1),
            GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite), size: CGSize(width: Double.nan, height: 4), scale: 1),
            GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite), size: CGSize(width: 4, height: 4), scale: .infinity),
            GradientRasterizer.render(LayerGradient(colors: Self.blackToWhite), size: CGSize(width: 4, height: 4), scale: 0),
        ]
        for b in bad { #expect(b.width == 0 && b.height == 0 && b.pixels.isEmpty) }
    }

    @Test func hugeSizesAreBounded() {
        let g = LayerGradient(colors: Self.blackToWhite)
        #expect(GradientRasterizer.render(g, size: CGSize(width: 1e9, height: 1e9), scale: 1).pixels.isEmpty)
        #expect(GradientRasterizer.render(g, size: CGSize(width: 2048, height: 2048), scale: 3).pixels.isEmpty)
        #expect(GradientRasterizer.render(g, size: CGSize(width: 20_000, height: 1), scale: 1).pixels.isEmpty)
    }
}
