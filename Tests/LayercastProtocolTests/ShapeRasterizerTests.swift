import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel
import LayercastCompositing

/// `ShapeRasterizer`: CAShapeLayer's fill, stroke, trim and dashes on a pixel grid.
@Suite struct ShapeRasterizerTests {
    // MARK: - Helpers

    /// A closed axis-aligned rectangle, clockwise on a y-down screen.
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [LayerPath.Element] {
        [.move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: x + w, y: y)), .line(to: CGPoint(x: x + w, y: y + h)),
         .line(to: CGPoint(x: x, y: y + h)), .closeSubpath]
    }

    /// A circle of four cubics (the usual 0.5523 control distance), starting at 3 o'clock and
    /// running clockwise on a y-down screen, as `UIBezierPath(ovalIn:)` does.
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> LayerPath {
        let k = 0.5522847498 * r
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: cx + x, y: cy + y) }
        return LayerPath([.move(to: p(r, 0)),
                          .curve(to: p(0, r), control1: p(r, k), control2: p(k, r)),
                          .curve(to: p(-r, 0), control1: p(-k, r), control2: p(-r, k)),
                          .curve(to: p(0, -r), control1: p(-r, -k), control2: p(-k, -r)),
                          .curve(to: p(r, 0), control1: p(k, -r), control2: p(r, -k)),
                          .closeSubpath])
    }

    static func line(_ points: [(Double, Double)]) -> LayerPath {
        LayerPath([.move(to: CGPoint(x: points[0].0, y: points[0].1))]
                  + points.dropFirst().map { .line(to: CGPoint(x: $0.0, y: $0.1)) })
    }

    /// A stroke-only shape (no fill), opaque black.
    static func stroked(_ path: LayerPath, width: Double, cap: ShapeLineCap = .butt, join: ShapeLineJoin = .miter) -> LayerShape {
        LayerShape(path: path, fillColor: nil, strokeColor: .black, lineWidth: width, lineCap: cap, lineJoin: join)
    }

    static func alpha(_ b: ContentBitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixels[(y * b.width + x) * 4 + 3]) }

    /// Total coverage in pixels (sum of alpha / 255), i.e. the painted area in square pixels.
    static func area(_ b: ContentBitmap) -> Double {
        stride(from: 3, to: b.pixels.count, by: 4).reduce(0.0) { $0 + Double(b.pixels[$1]) } / 255
    }

    static let grid = CGRect(x: 0, y: 0, width: 64, height: 64)

    // MARK: - Fill

    @Test func filledSquareCoversInsideNotOutsideAndHalfOnAHalfPixelEdge() {
        let red = LayerColor(red: 1, green: 0, blue: 0)
        let shape = LayerShape(path: LayerPath(Self.rect(2.5, 2, 4, 4)), fillColor: red)
        let b = ShapeRasterizer.render(shape, area: CGRect(x: 0, y: 0, width: 8, height: 8), scale: 1)
        #expect(b.width == 8 && b.height == 8 && b.scale == 1)
        #expect(Array(b.pixels[(3 * 8 + 4) * 4..<(3 * 8 + 4) * 4 + 4]) == [0, 0, 255, 255])  // B, G, R, A
        #expect(Self.alpha(b, 0, 0) == 0 && Self.alpha(b, 7, 3) == 0 && Self.alpha(b, 4, 6) == 0)
        #expect(Self.alpha(b, 2, 3) == 128)  // x 2.5…3 of pixel 2…3
        #expect(Int(b.pixels[(3 * 8 + 2) * 4 + 2]) == 128)  // premultiplied red
    }

    @Test func areaOriginShiftsTheGrid() {
        let shape = LayerShape(path: LayerPath(Self.rect(10, 10, 2, 2)))
        let b = ShapeRasterizer.render(shape, area: CGRect(x: 10, y: 10, width: 4, height: 4), scale: 1)
        #expect(Self.alpha(b, 0, 0) == 255 && Self.alpha(b, 1, 1) == 255 && Self.alpha(b, 2, 2) == 0)
    }

    @Test func evenOddLeavesAHoleWhereNonZeroDoesNot() {
        // Two nested squares wound the same way: winding 2 in the middle.
        let path = LayerPath(Self.rect(0, 0, 12, 12) + Self.rect(4, 4, 4, 4))
        let nonZero = ShapeRasterizer.render(LayerShape(path: path), area: CGRect(x: 0, y: 0, width: 12, height: 12), scale: 1)
        let evenOdd = ShapeRasterizer.render(LayerShape(path: path, fillRule: .evenOdd),
                                             area: CGRect(x: 0, y: 0, width: 12, height: 12), scale: 1)
        #expect(Self.alpha(nonZero, 6, 6) == 255 && Self.alpha(evenOdd, 6, 6) == 0)
        #expect(Self.alpha(nonZero, 1, 1) == 255 && Self.alpha(evenOdd, 1, 1) == 255)
    }

    @Test func smallAndLargeCirclesAreSmooth() {
        // Adaptive flattening: a 3-point circle gets a 16-gon (2.5 % short of πr², its chords
        // within 0.06 px of the arc), larger ones proportionally more sides.
        for (r, tolerance) in [(3.0, 0.03), (30.0, 0.006), (300.0, 0.002)] {
            let side = 2 * r + 4
            let b = ShapeRasterizer.render(LayerShape(path: Self.circle(side / 2, side / 2, r)),
                                           area: CGRect(x: 0, y: 0, width: side, height: side), scale: 1)
            let expected = Double.pi * r * r
            #expect(abs(Self.area(b) - expected) / expected < tolerance, "r = \(r)")
        }
    }

    // MARK: - Stroke geometry

    @Test func strokeOfWidthTwoCoversTwoRowsWithButtCapsAndOneMorePixelWithSquareCaps() {
        let path = Self.line([(2, 5), (12, 5)])
        let butt = ShapeRasterizer.render(Self.stroked(path, width: 2), area: CGRect(x: 0, y: 0, width: 16, height: 10), scale: 1)
        for x in 2..<12 { #expect(Self.alpha(butt, x, 4) == 255 && Self.alpha(butt, x, 5) == 255) }
        for x in 0..<16 { #expect(Self.alpha(butt, x, 3) == 0 && Self.alpha(butt, x, 6) == 0) }
        #expect(Self.alpha(butt, 1, 4) == 0 && Self.alpha(butt, 12, 4) == 0)
        #expect(abs(Self.area(butt) - 20) < 0.01)
        let square = ShapeRasterizer.render(Self.stroked(path, width: 2, cap: .square),
                                            area: CGRect(x: 0, y: 0, width: 16, height: 10), scale: 1)
        #expect(Self.alpha(square, 1, 4) == 255 && Self.alpha(square, 12, 5) == 255)
        #expect(Self.alpha(square, 0, 4) == 0 && Self.alpha(square, 13, 5) == 0)
        #expect(abs(Self.area(square) - 24) < 0.01)
    }

    @Test func roundCapsAddAHalfDiscAtEachEnd() {
        let b = ShapeRasterizer.render(Self.stroked(Self.line([(10, 10), (30, 10)]), width: 8, cap: .round),
                                       area: Self.grid, scale: 1)
        let expected = 20 * 8 + Double.pi * 16
        #expect(abs(Self.area(b) - expected) / expected < 0.01)
    }

    @Test func joinsAddRoundMiterOrBevelCorners() {
        // An L: right 20 then up 20, width 4. The two butt-ended bars cover 80 + 80 - 4; the
        // outer corner adds a quarter disc (round, π), a 2×2 square (miter) or a triangle (bevel, 2).
        let path = Self.line([(10, 30), (30, 30), (30, 10)])
        func area(_ join: ShapeLineJoin, limit: Double = 10) -> Double {
            var s = Self.stroked(path, width: 4, join: join)
            s.miterLimit = limit
            return Self.area(ShapeRasterizer.render(s, area: Self.grid, scale: 1))
        }
        #expect(abs(area(.round) - (156 + Double.pi)) < 0.2)
        #expect(abs(area(.miter) - 160) < 0.05)
        #expect(abs(area(.bevel) - 158) < 0.05)
        // A right angle's miter is √2 line widths long: a limit of 1.5 keeps it, 1.4 bevels it.
        #expect(abs(area(.miter, limit: 1.5) - 160) < 0.05)
        #expect(abs(area(.miter, limit: 1.4) - 158) < 0.05)
    }

    @Test func sharpMiterTipReachesFarAndFallsBackToBevelPastTheLimit() {
        // A 20° spike: miter length 1/sin(10°) ≈ 5.76 line widths.
        let tip = CGPoint(x: 40, y: 32)
        let back = CGPoint(x: 40 - 30 * cos(Double.pi / 9), y: 32 - 30 * sin(Double.pi / 9))
        let path = LayerPath([.move(to: CGPoint(x: 10, y: 32)), .line(to: tip), .line(to: back)])
        var s = Self.stroked(path, width: 2)
        let mitered = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        // The miter tip lies on the incoming stroke's lower edge (y = 33), 1/tan(10°) ≈ 5.67 px
        // past the corner.
        #expect(Self.alpha(mitered, 44, 32) > 0 && Self.alpha(mitered, 42, 32) > 0)
        #expect(Self.alpha(mitered, 46, 32) == 0)
        s.miterLimit = 5
        let bevelled = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        #expect(Self.alpha(bevelled, 44, 32) == 0 && Self.alpha(bevelled, 42, 32) == 0)
        #expect(Self.area(mitered) > Self.area(bevelled) + 4)
    }

    @Test func closedSubpathIsJoinedAtItsStart() {
        // A closed square stroked with miter joins has four full corners; left open (no close)
        // the start corner has two butt ends instead.
        let closed = ShapeRasterizer.render(Self.stroked(LayerPath(Self.rect(10, 10, 20, 20)), width: 4), area: Self.grid, scale: 1)
        #expect(abs(Self.area(closed) - (24 * 24 - 16 * 16)) < 0.05)
        #expect(Self.alpha(closed, 8, 8) == 255)
        let open = ShapeRasterizer.render(Self.stroked(Self.line([(10, 10), (30, 10), (30, 30), (10, 30), (10, 10)]), width: 4),
                                          area: Self.grid, scale: 1)
        #expect(Self.alpha(open, 8, 8) == 0)
    }

    @Test func fillThenStrokeCompositeSourceOver() {
        var s = LayerShape(path: LayerPath(Self.rect(4, 4, 16, 16)), fillColor: LayerColor(red: 1, green: 0, blue: 0))
        s.strokeColor = LayerColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        s.lineWidth = 4
        let b = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        let inner = (5 * 64 + 10) * 4  // inside both fill and stroke
        #expect(Array(b.pixels[inner..<inner + 4]) == [128, 0, 128, 255])
        let outer = (2 * 64 + 10) * 4  // stroke only
        #expect(Array(b.pixels[outer..<outer + 4]) == [128, 0, 0, 128])
    }

    // MARK: - strokeStart / strokeEnd

    @Test func strokeEndHalfCoversHalfTheRing() {
        var s = Self.stroked(Self.circle(32, 32, 20), width: 4)
        let full = Self.area(ShapeRasterizer.render(s, area: Self.grid, scale: 1))
        #expect(abs(full - Double.pi * (22 * 22 - 18 * 18)) / full < 0.01)
        s.strokeEnd = 0.5
        let half = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        #expect(abs(Self.area(half) / full - 0.5) < 0.01)
        // Clockwise from 3 o'clock: the lower half (y-down) is drawn, the upper is not.
        #expect(Self.alpha(half, 32, 52) == 255 && Self.alpha(half, 32, 11) == 0)
    }

    @Test func strokeStartEqualToStrokeEndDrawsNothing() {
        var s = Self.stroked(Self.circle(32, 32, 20), width: 4, cap: .round)
        s.strokeStart = 0.3; s.strokeEnd = 0.3
        #expect(Self.area(ShapeRasterizer.render(s, area: Self.grid, scale: 1)) == 0)
        s.strokeStart = 0.6
        #expect(Self.area(ShapeRasterizer.render(s, area: Self.grid, scale: 1)) == 0)
    }

    @Test func strokeRangeSpansAllSubpaths() {
        // Two 20-point lines: 0.25…0.75 of the whole path is the second half of the first
        // line and the first half of the second.
        var s = Self.stroked(LayerPath([.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 20, y: 10)),
                                        .move(to: CGPoint(x: 0, y: 30)), .line(to: CGPoint(x: 20, y: 30))]), width: 2)
        s.strokeStart = 0.25; s.strokeEnd = 0.75
        let b = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        #expect(Self.alpha(b, 5, 9) == 0 && Self.alpha(b, 15, 9) == 255)
        #expect(Self.alpha(b, 5, 29) == 255 && Self.alpha(b, 15, 29) == 0)
        #expect(abs(Self.area(b) - 40) < 0.01)
    }

    // MARK: - Dashes

    @Test func dashesAlternateAndPhaseShiftsThem() {
        var s = Self.stroked(Self.line([(0, 5), (32, 5)]), width: 2)
        s.lineDashPattern = [4, 4]
        let b = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 10), scale: 1)
        for x in 0..<32 { #expect(Self.alpha(b, x, 4) == ((x / 4) % 2 == 0 ? 255 : 0), "x = \(x)") }
        s.lineDashPhase = 2
        let shifted = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 10), scale: 1)
        for x in 0..<32 { #expect(Self.alpha(shifted, x, 4) == (((x + 2) / 4) % 2 == 0 ? 255 : 0), "x = \(x)") }
    }

    @Test func oddDashPatternSwapsRolesOnRepeat() {
        // [1, 2, 1] paints 1, skips 2, paints 1, skips 1, paints 2, skips 1, … (Core Graphics).
        var s = Self.stroked(Self.line([(0, 5), (12, 5)]), width: 2)
        s.lineDashPattern = [1, 2, 1]
        let b = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 12, height: 10), scale: 1)
        let painted = (0..<12).map { Self.alpha(b, $0, 4) == 255 }
        #expect(painted == [true, false, false, true, false, true, true, false, true, false, false, true])
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        var s = Self.stroked(Self.line([(4, 8), (60, 8)]), width: 4, cap: .round)
        s.lineDashPattern = [0, 8]
        let b = ShapeRasterizer.render(s, area: Self.grid, scale: 1)
        #expect(abs(Self.area(b) - 8 * Double.pi * 4) / (8 * Double.pi * 4) < 0.03)  // 8 dots at x = 4, 12, … 60
        s.lineCap = .butt
        #expect(Self.area(ShapeRasterizer.render(s, area: Self.grid, scale: 1)) == 0)
    }

    @Test func invalidDashPatternsStrokeSolid() {
        let solid = ShapeRasterizer.render(Self.stroked(Self.line([(0, 5), (32, 5)]), width: 2),
                                           area: CGRect(x: 0, y: 0, width: 32, height: 10), scale: 1)
        for pattern in [[0.0, 0.0], [4, -1], [Double.nan, 2], [Double.infinity]] {
            var s = Self.stroked(Self.line([(0, 5), (32, 5)]), width: 2)
            s.lineDashPattern = pattern
            #expect(ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 10), scale: 1) == solid, "\(pattern)")
        }
    }

    @Test func hugeDashCountIsCapped() {
        // 0.002-point dashes along 10⁷ points: billions of dashes uncapped.
        var s = Self.stroked(Self.line([(0, 5), (1e7, 5)]), width: 2, cap: .round)
        s.lineDashPattern = [0.001, 0.001]
        let b = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 10), scale: 1)
        #expect(b.width == 32 && Self.alpha(b, 10, 4) == 255)
    }

    // MARK: - Scale

    @Test func scaleTwoDoublesThePixelSizeAndKeepsTheAreaRatio() {
        var s = LayerShape(path: Self.circle(16, 16, 10), strokeColor: .white, lineWidth: 3)
        s.lineDashPattern = [5, 3]
        let one = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 32), scale: 1)
        let two = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 32, height: 32), scale: 2)
        #expect(two.width == 64 && two.height == 64 && two.scale == 2)
        #expect(abs(Self.area(two) / Self.area(one) - 4) < 0.04)
        let fractional = ShapeRasterizer.render(s, area: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 1.1)
        #expect(fractional.width == 11)  // 10 × 1.1 is 11.000000000000002
    }

    // MARK: - Ink bounds

    @Test func inkBoundsCoverFillStrokeAndMiters() throws {
        let square = LayerPath(Self.rect(10, 10, 20, 20))
        let fill = try #require(ShapeRasterizer.inkBounds(LayerShape(path: square)))
        #expect(abs(fill.minX - 9.9) < 1e-9 && abs(fill.maxX - 30.1) < 1e-9)
        let stroke = try #require(ShapeRasterizer.inkBounds(LayerShape(path: square, strokeColor: .black, lineWidth: 4)))
        #expect(abs(stroke.minX - 7.9) < 1e-6 && abs(stroke.maxY - 32.1) < 1e-6)
        // The 20° spike's miter tip: 1/tan(10°) half-widths along the incoming stroke's edge.
        let back = CGPoint(x: 40 - 30 * cos(Double.pi / 9), y: 32 - 30 * sin(Double.pi / 9))
        let spike = LayerShape(path: LayerPath([.move(to: CGPoint(x: 10, y: 32)), .line(to: CGPoint(x: 40, y: 32)), .line(to: back)]),
                               fillColor: nil, strokeColor: .black, lineWidth: 2)
        let b = try #require(ShapeRasterizer.inkBounds(spike))
        #expect(abs(b.maxX - (40 + 1 / tan(Double.pi / 18) + 0.1)) < 1e-6)
        #expect(ShapeRasterizer.inkBounds(LayerShape()) == nil)
        #expect(ShapeRasterizer.inkBounds(LayerShape(path: square, fillColor: nil)) == nil)
    }

    // MARK: - Untrusted input

    @Test func nonFiniteInputGivesAnEmptyBitmap() {
        let square = LayerPath(Self.rect(1, 1, 4, 4))
        let empty: [ContentBitmap] = [
            ShapeRasterizer.render(LayerShape(path: LayerPath([.move(to: CGPoint(x: Double.nan, y: 0)), .line(to: CGPoint(x: 4, y: 4))])),
                                   area: Self.grid, scale: 1),
            ShapeRasterizer.render(LayerShape(path: square, lineWidth: .infinity), area: Self.grid, scale: 1),
            ShapeRasterizer.render(LayerShape(path: square, strokeEnd: .nan), area: Self.grid, scale: 1),
            ShapeRasterizer.render(LayerShape(path: square, fillColor: LayerColor(red: .nan, green: 0, blue: 0)), area: Self.grid, scale: 1),
            ShapeRasterizer.render(LayerShape(path: square), area: CGRect(x: 0, y: 0, width: Double.nan, height: 4), scale: 1),
            ShapeRasterizer.render(LayerShape(path: square), area: CGRect(x: Double.infinity, y: 0, width: 4, height: 4), scale: 1),
            ShapeRasterizer.render(LayerShape(path: square), area: Self.grid, scale: .nan),
            ShapeRasterizer.render(LayerShape(path: square), area: Self.grid, scale: -1),
        ]
        for b in empty { #expect(b.width == 0 && b.height == 0 && b.pixels.isEmpty) }
        #expect(ShapeRasterizer.inkBounds(LayerShape(path: square, miterLimit: .nan)) == nil)
    }

    @Test func hugeSizesAreBounded() {
        let square = LayerPath(Self.rect(1, 1, 4, 4))
        let huge = ShapeRasterizer.render(LayerShape(path: square), area: CGRect(x: 0, y: 0, width: 1e6, height: 1e6), scale: 1)
        #expect(huge.pixels.isEmpty)
        let wide = ShapeRasterizer.render(LayerShape(path: square), area: CGRect(x: 0, y: 0, width: 4097, height: 4096), scale: 1)
        #expect(wide.pixels.isEmpty)
        // Absurd but finite geometry still finishes: a 10⁹-point circle stroked 10⁸ wide.
        let giant = ShapeRasterizer.render(LayerShape(path: Self.circle(0, 0, 1e9), strokeColor: .black, lineWidth: 1e8,
                                                      lineCap: .round, lineJoin: .round),
                                           area: CGRect(x: 0, y: 0, width: 16, height: 16), scale: 1)
        #expect(giant.width == 16)
        // Numbers that overflow only once scaled or measured: no trap, a bounded result.
        let overflow = ShapeRasterizer.render(LayerShape(path: LayerPath([.move(to: CGPoint(x: -1e300, y: 0)), .line(to: CGPoint(x: 1e300, y: 8)),
                                                                          .line(to: CGPoint(x: 0, y: 1e300))]),
                                                         strokeColor: .black, lineWidth: 1e300, lineCap: .round, lineJoin: .round,
                                                         lineDashPattern: [1, 1]),
                                              area: CGRect(x: 0, y: 0, width: 16, height: 16), scale: 4)
        #expect(overflow.width == 64)
        let wideLine = LayerShape(path: square, strokeColor: .black, lineWidth: 1e308, lineCap: .round, lineJoin: .round)
        #expect(ShapeRasterizer.render(wideLine, area: Self.grid, scale: 4).width == 256)
    }
}
