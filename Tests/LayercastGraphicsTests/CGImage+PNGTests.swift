import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGImagePNGTests {
    // MARK: - Round trip

    @Test func pngRoundTripKeepsOpaqueAndTransparentPixelsExactly() throws {
        let image = try render(size: CGSize(width: 8, height: 6)) { context in
            context.setFillColor(UIColor.systemOrange.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 6))
        }
        let data = try image.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage(pngData: data)
        #expect(decoded == image)
    }

    @Test func translucentPixelsSurviveWithinRounding() throws {
        let image = try render(size: CGSize(width: 2, height: 2)) { context in
            context.setFillColor(UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.4).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let decoded = try CGImage(pngData: image.pngData())
        for (a, b) in zip(image.pixels, decoded.pixels) { #expect(abs(Int(a) - Int(b)) <= 2) }
    }

    @Test func writeAndReadFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-png-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try render(size: CGSize(width: 3, height: 3)) { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        try image.writePNG(to: url)
        #expect(try CGImage(contentsOfPNGFile: url) == image)
    }

    // MARK: - Failures

    @Test func garbageIsRejected() {
        #expect(throws: GraphicsError.self) { try CGImage(pngData: Data([1, 2, 3, 4, 5])) }
        #expect(throws: GraphicsError.self) { try CGImage(pngData: Data()) }
        #expect(throws: GraphicsError.self) {
            try CGImage(contentsOfPNGFile: URL(fileURLWithPath: "/nonexistent/layercast.png"))
        }
        #expect(throws: GraphicsError.self) { try CGImage(width: 0, height: 0, pixels: [])!.pngData() }
    }

    @Test func truncatedPNGIsRejected() throws {
        let data = try render(size: CGSize(width: 16, height: 16)) { $0.fill(CGRect(x: 0, y: 0, width: 9, height: 9)) }
            .pngData()
        #expect(throws: GraphicsError.self) { try CGImage(pngData: data.prefix(data.count / 2)) }
    }
}
