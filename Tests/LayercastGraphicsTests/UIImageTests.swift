import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIImageTests {
    static func pngData(width: Int, height: Int) throws -> Data {
        try render(size: CGSize(width: width, height: height)) { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }.pngData()
    }

    // MARK: - Loading

    @Test func sizeIsPixelsOverScale() throws {
        let image = try #require(UIImage(data: Self.pngData(width: 40, height: 20), scale: 2))
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(image.cgImage?.width == 40)
        #expect(UIImage(data: Data([0, 1, 2])) == nil)
        #expect(UIImage().size == .zero && UIImage().pngData() == nil)
    }

    @Test func fileNameSuffixSetsScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-uiimage-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("icon@3x.png").path
        try Self.pngData(width: 30, height: 30).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 10))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func pngDataRoundTrips() throws {
        let image = try #require(UIImage(data: Self.pngData(width: 4, height: 4)))
        let data = try #require(image.pngData())
        let again = try #require(UIImage(data: data))
        #expect(again == image)
    }

    // MARK: - Drawing

    @Test func drawAtPointUsesSizeInPoints() throws {
        let icon = try #require(UIImage(data: Self.pngData(width: 20, height: 20), scale: 2))
        let format = UIGraphicsImageRendererFormat(scale: 2)
        let out = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            icon.draw(at: CGPoint(x: 5, y: 5))
        }
        let cg = try #require(out.cgImage)
        // 10×10 points at (5, 5) = pixels 10…29 at scale 2, drawn 1:1.
        #expect(cg.pixel(x: 10, y: 10)! == (255, 0, 0, 255))
        #expect(cg.pixel(x: 29, y: 29)! == (255, 0, 0, 255))
        #expect(cg.pixel(x: 30, y: 30)!.a == 0 && cg.pixel(x: 9, y: 9)!.a == 0)
    }

    @Test func drawInRectWithAlpha() throws {
        let icon = try #require(UIImage(data: Self.pngData(width: 4, height: 4)))
        let out = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            icon.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8), blendMode: .normal, alpha: 0.5)
        }
        let p = try #require(out.cgImage?.pixel(x: 4, y: 4))
        #expect(abs(Int(p.a) - 128) <= 1 && abs(Int(p.b) - 128) <= 1)
    }
}
