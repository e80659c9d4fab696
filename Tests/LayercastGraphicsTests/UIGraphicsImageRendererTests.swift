import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIGraphicsImageRendererTests {
    // MARK: - Rendering

    @Test func imageHasSizeScaleAndDrawing() throws {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 3)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 30 && cg.height == 15)
        #expect(cg.pixel(x: 7, y: 7)! == (0, 0, 255, 255) && cg.pixel(x: 22, y: 7)!.a == 0)
    }

    @Test func opaqueFormatStartsBlack() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: UIGraphicsImageRendererFormat(opaque: true))
            .image { _ in }
        #expect(image.cgImage!.pixel(x: 1, y: 1)! == (0, 0, 0, 255))
    }

    @Test func boundsOriginMapsToTopLeft() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10))
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 100, y: 100, width: 2, height: 2))
        }
        #expect(image.cgImage!.pixel(x: 1, y: 1)! == (0, 255, 0, 255))
    }

    @Test func currentImageShowsDrawingSoFar() throws {
        var midway: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            midway = context.currentImage
            context.cgContext.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(midway?.cgImage?.pixel(x: 2, y: 2)?.a == 255)
    }

    @Test func failuresThrowFromMakeImageAndGiveEmptyImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 1))
        #expect(throws: GraphicsError.self) { try renderer.makeImage { _ in } }
        #expect(renderer.image { _ in }.size == .zero)
    }

    @Test func pngDataIsAPNG() {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
