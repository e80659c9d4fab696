import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIImageNamedTests {
    /// A 16×8 JPEG made with libjpeg at quality 100: left half red, right half blue.
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8X6/ynP8Av4PyHr/1UD/zXz//2Q==")!

    /// A folder standing for an app's resource bundle, removed by `cleanUp`.
    struct Resources {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-named-\(UUID())")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        func write(_ data: Data, _ path: String) throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        var bundle: Bundle { Bundle(path: url.path)! }
        func cleanUp() { try? FileManager.default.removeItem(at: url) }
    }

    static func png(_ pixels: Int) throws -> Data {
        try render(size: CGSize(width: pixels, height: pixels)) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }.pngData()
    }

    // MARK: - JPEG

    @Test func jpegDecodes() throws {
        let image = try CGImage(jpegData: Self.jpeg)
        #expect(image.width == 16 && image.height == 8)
        let left = image.pixel(x: 2, y: 4)!, right = image.pixel(x: 13, y: 4)!
        #expect(left.r > 240 && left.b < 15 && left.a == 255)
        #expect(right.b > 240 && right.r < 15 && right.a == 255)
        #expect(UIImage(data: Self.jpeg)?.size == CGSize(width: 16, height: 8))
    }

    @Test func corruptJPEGFailsWithoutExiting() {
        var broken = Self.jpeg
        broken.removeSubrange(40..<broken.count)
        #expect(throws: GraphicsError.self) { try CGImage(jpegData: broken) }
        #expect(throws: GraphicsError.self) { try CGImage(jpegData: Data([0xFF, 0xD8, 0xFF, 0, 1, 2])) }
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
    }

    // MARK: - Scale variants

    // UIKit finds name@2x.png and name@3x.png beside name.png; Layercast loads the highest
    // variant unless a display scale is given (see UIImage(named:in:compatibleWith:)).
    @Test func highestVariantWinsAndSetsScale() throws {
        let resources = try Resources()
        defer { resources.cleanUp() }
        try resources.write(try Self.png(10), "icon.png")
        try resources.write(try Self.png(20), "icon@2x.png")
        try resources.write(try Self.png(30), "icon@3x.png")
        let image = try #require(UIImage(named: "icon", in: resources.bundle, compatibleWith: nil))
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 10))
        #expect(image.cgImage?.width == 30)
        let atTwo = try #require(UIImage(named: "icon", in: resources.bundle,
                                         compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(atTwo.scale == 2 && atTwo.cgImage?.width == 20)
        let withExtension = try #require(UIImage(named: "icon.png", in: resources.bundle, compatibleWith: nil))
        #expect(withExtension.scale == 3)
        let explicit = try #require(UIImage(named: "icon@2x", in: resources.bundle, compatibleWith: nil))
        #expect(explicit.scale == 2)
    }

    @Test func missingScalesFallBack() throws {
        let resources = try Resources()
        defer { resources.cleanUp() }
        try resources.write(try Self.png(8), "only1x.png")
        try resources.write(try Self.png(16), "only2x@2x.png")
        #expect(UIImage(named: "only1x", in: resources.bundle, compatibleWith: UITraitCollection(displayScale: 3))?.scale == 1)
        // A 1x screen without a 1x file gets the next higher variant.
        #expect(UIImage(named: "only2x", in: resources.bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 2)
    }

    // UIKit returns nil for a name it cannot find; without an extension only PNGs are looked up.
    @Test func missingNamesAndFormats() throws {
        let resources = try Resources()
        defer { resources.cleanUp() }
        try resources.write(Self.jpeg, "photo.jpg")
        try resources.write(Data("not an image".utf8), "bad.png")
        #expect(UIImage(named: "nothing", in: resources.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: resources.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "photo", in: resources.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "photo.jpg", in: resources.bundle, compatibleWith: nil)?.size == CGSize(width: 16, height: 8))
        #expect(UIImage(named: "bad", in: resources.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "layercast-no-such-image-in-main") == nil)
    }

    // MARK: - Asset catalogs

    @Test func assetCatalogImageSets() throws {
        let resources = try Resources()
        defer { resources.cleanUp() }
        let contents = """
        {"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"},
                    {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"},
                    {"idiom": "universal", "scale": "3x"}],
         "info": {"version": 1, "author": "xcode"}}
        """
        try resources.write(Data(contents.utf8), "Assets.xcassets/Brand/logo.imageset/Contents.json")
        try resources.write(try Self.png(12), "Assets.xcassets/Brand/logo.imageset/logo.png")
        try resources.write(try Self.png(24), "Assets.xcassets/Brand/logo.imageset/logo@2x.png")
        let logo = try #require(UIImage(named: "logo", in: resources.bundle, compatibleWith: nil))
        #expect(logo.scale == 2 && logo.size == CGSize(width: 12, height: 12))
        let one = try #require(UIImage(named: "logo", in: resources.bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1)
        #expect(UIImage(named: "Brand/logo", in: resources.bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "other", in: resources.bundle, compatibleWith: nil) == nil)
    }
}
