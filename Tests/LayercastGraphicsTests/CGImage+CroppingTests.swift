import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGImageCroppingTests {
    /// 4×1 image: red, green, blue, white.
    static let strip = CGImage(width: 4, height: 1, pixels: [0, 0, 255, 255, 0, 255, 0, 255,
                                                            255, 0, 0, 255, 255, 255, 255, 255])!

    // MARK: - Cropping

    @Test func croppingCopiesTheSubRectangle() throws {
        let middle = try #require(Self.strip.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(middle.width == 2 && middle.pixel(x: 0, y: 0)! == (0, 255, 0, 255) && middle.pixel(x: 1, y: 0)! == (255, 0, 0, 255))
        #expect(Self.strip.cropping(to: CGRect(x: 3, y: 0, width: 10, height: 10))?.width == 1)
        #expect(Self.strip.cropping(to: CGRect(x: 10, y: 0, width: 1, height: 1)) == nil)
    }

    // MARK: - Drawing a part

    @Test func drawFromSourceRectStretchesOnlyThatPart() throws {
        let image = try render(size: CGSize(width: 8, height: 2)) { context in
            context.draw(Self.strip, in: CGRect(x: 0, y: 0, width: 8, height: 2),
                         from: CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        // Only blue, edge to edge: the neighbours do not bleed in.
        #expect(image.pixel(x: 0, y: 0)! == (255, 0, 0, 255))
        #expect(image.pixel(x: 7, y: 1)! == (255, 0, 0, 255))
    }
}
