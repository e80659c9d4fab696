import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics

/// Pixel tests of drawing primitives against committed goldens (tolerance: `Golden.Tolerance.shapes`,
/// 99.5 % of pixels within 2 per channel).
@Suite struct CGContextDrawingTests {
    static let size = CGSize(width: 64, height: 64)

    /// A scene exercising fills, strokes, paths, a gradient and the CTM, drawn at any scale.
    static func scene(_ context: CGContext) {
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fill(CGRect(x: 4, y: 4, width: 24, height: 16))
        context.setFillColor(UIColor.orange.cgColor)
        context.fillEllipse(in: CGRect(x: 34, y: 4, width: 26, height: 16))
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        context.stroke(CGRect(x: 4, y: 26, width: 24, height: 14))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 36, y: 40))
        path.addQuadCurve(to: CGPoint(x: 60, y: 40), control: CGPoint(x: 48, y: 20))
        path.addLine(to: CGPoint(x: 36, y: 40))
        context.addPath(path)
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.drawPath(using: .fillStroke)
        context.saveGState()
        context.translateBy(x: 16, y: 52)
        context.rotate(by: .pi / 4)
        context.setFillColor(UIColor.magenta.cgColor)
        context.fill(CGRect(x: -6, y: -6, width: 12, height: 12))
        context.restoreGState()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.red.cgColor, UIColor.yellow.cgColor], locations: [0, 1])!
        context.saveGState()
        context.clip(to: CGRect(x: 34, y: 46, width: 26, height: 14))
        context.drawLinearGradient(gradient, start: CGPoint(x: 34, y: 0), end: CGPoint(x: 60, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }

    // MARK: - Shapes at each scale

    @Test(arguments: [1, 2, 3])
    func sceneMatchesGolden(scale: Int) throws {
        let image = try render(size: Self.size, scale: CGFloat(scale), Self.scene)
        #expect(image.width == 64 * scale)
        try Golden.check(image, named: "scene@\(scale)x")
    }

    @Test(arguments: [2, 3])
    func higherScalesDrawTheSamePicture(scale: Int) throws {
        let one = try render(size: Self.size, scale: 1, Self.scene)
        let many = try render(size: Self.size, scale: CGFloat(scale), Self.scene)
        // Box-filtering the high-resolution image approximates the scale-1 anti-aliasing; edges
        // differ slightly, interiors exactly.
        let reduced = downsample(many, by: scale)
        let (passed, detail) = Golden.compare(reduced, one, .pixels(fraction: 0.95, channel: 40))
        #expect(passed, "\(detail)")
        #expect(reduced.pixel(x: 16, y: 12)! == one.pixel(x: 16, y: 12)!)
    }

    // MARK: - Lines: caps, joins, dashes

    @Test func capsJoinsAndDashesMatchGolden() throws {
        let image = try render(size: Self.size, scale: 2) { context in
            context.setStrokeColor(UIColor.darkGray.cgColor)
            context.setLineWidth(6)
            for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
                context.setLineCap(cap)
                let y = CGFloat(8 + 10 * i)
                context.strokeLineSegments(between: [CGPoint(x: 8, y: y), CGPoint(x: 28, y: y)])
            }
            for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                context.setLineJoin(join)
                let x = CGFloat(36 + 9 * i)
                context.addLines(between: [CGPoint(x: x, y: 28), CGPoint(x: x + 3, y: 6), CGPoint(x: x + 6, y: 28)])
                context.strokePath()
            }
            context.setLineCap(.butt)
            context.setLineWidth(2)
            context.setStrokeColor(UIColor.systemRed.cgColor)
            context.setLineDash(phase: 0, lengths: [6, 3])
            context.strokeLineSegments(between: [CGPoint(x: 4, y: 44), CGPoint(x: 60, y: 44)])
            context.setLineDash(phase: 3, lengths: [2, 2])
            context.strokeEllipse(in: CGRect(x: 20, y: 48, width: 24, height: 12))
        }
        try Golden.check(image, named: "lines@2x")
    }

    @Test func dashLeavesGaps() throws {
        let image = try render(size: CGSize(width: 20, height: 4)) { context in
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [5, 5])
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        }
        #expect(image.pixel(x: 2, y: 2)!.a == 255)
        #expect(image.pixel(x: 7, y: 2)!.a == 0)
        #expect(image.pixel(x: 12, y: 2)!.a == 255)
    }

    // MARK: - Clipping to a path

    @Test func clipToEllipsePathMatchesGolden() throws {
        let image = try render(size: Self.size, scale: 1) { context in
            context.addEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 48))
            context.clip()
            for i in 0..<8 {
                context.setFillColor(i % 2 == 0 ? UIColor.purple.cgColor : UIColor.cyan.cgColor)
                context.fill(CGRect(x: CGFloat(i * 8), y: 0, width: 8, height: 64))
            }
        }
        #expect(image.pixel(x: 2, y: 2)!.a == 0)
        #expect(image.pixel(x: 32, y: 32)!.a == 255)
        try Golden.check(image, named: "clip-ellipse")
    }

    // MARK: - Gradients

    @Test func linearGradientInterpolatesAndRespectsOptions() throws {
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, UIColor.white.cgColor],
                                  locations: nil)!
        let plain = try render(size: CGSize(width: 100, height: 4)) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0))
        }
        #expect(plain.pixel(x: 10, y: 1)!.a == 0)      // before start: not painted
        #expect(plain.pixel(x: 90, y: 1)!.a == 0)      // after end: not painted
        #expect(abs(Int(plain.pixel(x: 50, y: 1)!.r) - 128) <= 4)
        let before = try render(size: CGSize(width: 100, height: 4)) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                       options: .drawsBeforeStartLocation)
        }
        #expect(before.pixel(x: 10, y: 1)! == (0, 0, 0, 255))
        #expect(before.pixel(x: 90, y: 1)!.a == 0)
        let after = try render(size: CGSize(width: 100, height: 4)) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                       options: .drawsAfterEndLocation)
        }
        #expect(after.pixel(x: 10, y: 1)!.a == 0)
        #expect(after.pixel(x: 90, y: 1)! == (255, 255, 255, 255))
    }

    @Test func gradientsMatchGolden() throws {
        let image = try render(size: Self.size, scale: 2) { context in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.systemBlue.cgColor, UIColor.white.cgColor,
                                               UIColor.systemPink.cgColor], locations: [0, 0.3, 1])!
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 64, height: 30))
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 64, y: 30),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
            context.clip(to: CGRect(x: 0, y: 32, width: 64, height: 32))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 48), startRadius: 0,
                                       endCenter: CGPoint(x: 32, y: 48), endRadius: 16, options: [])
        }
        try Golden.check(image, named: "gradients@2x")
    }

    // MARK: - Images

    @Test func drawImageScalesIntoRect() throws {
        // A 2×2 checker drawn into 20×20 points with nearest-neighbour filtering.
        let checker = CGImage(width: 2, height: 2, pixels: [0, 0, 255, 255, 255, 0, 0, 255,
                                                           255, 0, 0, 255, 0, 0, 255, 255])!
        let image = try render(size: CGSize(width: 30, height: 30)) { context in
            context.interpolationQuality = .none
            context.draw(checker, in: CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        #expect(image.pixel(x: 2, y: 2)!.a == 0)
        #expect(image.pixel(x: 8, y: 8)! == (0, 0, 255, 255))    // top-left stays top-left: upright
        #expect(image.pixel(x: 20, y: 8)! == (255, 0, 0, 255))
        #expect(image.pixel(x: 8, y: 20)! == (255, 0, 0, 255))
        #expect(image.pixel(x: 26, y: 26)!.a == 0)
    }

    @Test func drawnImageUnderRotationMatchesGolden() throws {
        let source = try render(size: CGSize(width: 16, height: 16)) { context in
            context.setFillColor(UIColor.systemRed.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
            context.setFillColor(UIColor.systemIndigo.cgColor)
            context.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
        }
        let image = try render(size: Self.size, scale: 2) { context in
            context.translateBy(x: 32, y: 32)
            context.rotate(by: .pi / 6)
            context.scaleBy(x: 1.5, y: 1.5)
            context.draw(source, in: CGRect(x: -12, y: -12, width: 24, height: 24))
        }
        try Golden.check(image, named: "image-rotated@2x")
    }
}
