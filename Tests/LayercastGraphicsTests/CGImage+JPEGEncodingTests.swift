import Foundation
import Testing
@testable import LayercastGraphics

/// `jpegData(compressionQuality:)`: libjpeg's baseline encoder at quality 0…100; the bytes decode
/// again through the same library; JPEG has no alpha, so transparent pixels come out black
/// (UIImage's documented behaviour: the data has no alpha channel).
@Suite struct CGImageJPEGEncodingTests {
    /// A 64×64 image: left half opaque red, right half transparent (premultiplied BGRA).
    static func image() -> CGImage {
        var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<32 { pixels[(y * 64 + x) * 4 + 2] = 255; pixels[(y * 64 + x) * 4 + 3] = 255 }
        }
        return CGImage(width: 64, height: 64, pixels: pixels)!
    }

    @Test func encodedBytesDecodeToTheSameColoursWithinJPEGsLoss() throws {
        let data = try Self.image().jpegData(compressionQuality: 0.9)
        #expect(CGImage.isJPEG(data))
        let decoded = try CGImage(jpegData: data)
        #expect(decoded.width == 64 && decoded.height == 64)
        let red = (y: 32, x: 8), clear = (y: 32, x: 56)
        let r = (red.y * 64 + red.x) * 4, c = (clear.y * 64 + clear.x) * 4
        // Tolerance 8 of 255: lossy at quality 90, away from the edge.
        #expect(abs(Int(decoded.pixels[r + 2]) - 255) <= 8 && decoded.pixels[r + 1] <= 8 && decoded.pixels[r] <= 8)
        #expect(decoded.pixels[c] <= 8 && decoded.pixels[c + 1] <= 8 && decoded.pixels[c + 2] <= 8, "transparent is black")
    }

    @Test func lowerQualityIsSmaller() throws {
        var pixels = [UInt8](repeating: 255, count: 128 * 128 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = UInt8((i / 4) % 251); pixels[i + 1] = UInt8((i / 12) % 253) }
        let noisy = CGImage(width: 128, height: 128, pixels: pixels)!
        let best = try noisy.jpegData(compressionQuality: 1), worst = try noisy.jpegData(compressionQuality: 0)
        #expect(worst.count < best.count)
        #expect(UIImage(cgImage: noisy).jpegData(compressionQuality: 0.5) != nil)
    }
}
