import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGColorSpaceGradientTests {
    // MARK: - Colour spaces

    @Test func deviceSpacesAndNames() {
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3 && CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1 && CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
        #expect(CGColorSpace(name: "kNoSuchSpace") == nil)
        #expect(CGColorSpaceModel.rgb.rawValue == 1 && CGColorSpaceModel.monochrome.rawValue == 0)
    }

    @Test func coloursFromComponents() {
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 0.5])
                == CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    // MARK: - Gradients from components

    // Core Graphics: colorComponents holds numberOfComponents + 1 values per colour (grey,
    // alpha for a grey space).
    @Test func greyGradientFromComponents() throws {
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(),
                                               colorComponents: [0, 1, 1, 1], locations: [0, 1], count: 2))
        #expect(gradient.stops.map(\.color) == [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)])
        let image = try render(size: CGSize(width: 100, height: 1)) { context in
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        // Half-way along, mid-grey (±2 for Cairo's interpolation at the pixel centre 50.5).
        let mid = image.pixel(x: 50, y: 0)!
        #expect(abs(Int(mid.r) - 129) <= 2 && mid.r == mid.g && mid.g == mid.b && mid.a == 255)
        #expect(image.pixel(x: 0, y: 0)!.r < 4 && image.pixel(x: 99, y: 0)!.r > 251)
    }

    @Test func rgbGradientFromComponentsAndEvenLocations() throws {
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(),
                                               colorComponents: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1],
                                               locations: nil, count: 3))
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.stops[1].color == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1],
                           locations: nil, count: 0) == nil)
    }

    @Test func gradientFromCFArray() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]))
        #expect(gradient.stops.count == 2)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, "not a colour"], locations: nil) == nil)
    }

    // MARK: - Blend modes

    // Core Graphics' raw values (CGBlendMode.multiply = 1 … plusLighter = 27).
    @Test func blendModeRawValuesAreCoreGraphics() {
        #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.multiply.rawValue == 1)
        #expect(CGBlendMode.difference.rawValue == 10 && CGBlendMode.luminosity.rawValue == 15)
        #expect(CGBlendMode.copy.rawValue == 17 && CGBlendMode.destinationAtop.rawValue == 24)
        #expect(CGBlendMode.plusLighter.rawValue == 27)
    }

    // Difference: |white − red| = cyan; exclusion of white and red: cyan too.
    @Test(arguments: [CGBlendMode.difference, .exclusion])
    func differenceOfWhiteOverRedIsCyan(mode: CGBlendMode) throws {
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(mode)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.pixel(x: 0, y: 0)! == (255, 255, 0, 255))
    }

    // MARK: - Anti-aliasing switches

    @Test func disallowingAntialiasingGivesHardEdges() throws {
        let image = try render(size: CGSize(width: 10, height: 10)) { context in
            context.setAllowsAntialiasing(false)
            context.setShouldAntialias(true)
            context.setFillColor(.black)
            context.fillEllipse(in: CGRect(x: 0.5, y: 0.5, width: 9, height: 9))
        }
        #expect(image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 || $0.element == 255 })
        #expect(inkFraction(image) > 0.4)
    }
}
