import Foundation
import Testing
@testable import LayercastGraphics
import LayercastTestSupport

/// Draws with `body` into a fresh context and returns the bitmap.
func render(size: CGSize, scale: CGFloat = 1, opaque: Bool = false,
            _ body: (CGContext) throws -> Void) throws -> CGImage {
    let context = try CGContext(size: size, scale: scale, opaque: opaque)
    try body(context)
    return try context.makeImage()
}

/// Fraction (0…1) of pixels with non-zero alpha.
func inkFraction(_ image: CGImage) -> Double {
    guard image.width * image.height > 0 else { return 0 }
    var ink = 0
    for i in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[i] > 0 { ink += 1 }
    return Double(ink) / Double(image.width * image.height)
}


/// Averages `factor`×`factor` blocks, to compare a high-scale image with a scale-1 one.
func downsample(_ image: CGImage, by factor: Int) -> CGImage {
    let w = image.width / factor, h = image.height / factor
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            for c in 0..<4 {
                var sum = 0
                for dy in 0..<factor { for dx in 0..<factor {
                    sum += Int(image.pixels[((y * factor + dy) * image.width + x * factor + dx) * 4 + c])
                } }
                pixels[(y * w + x) * 4 + c] = UInt8((Double(sum) / Double(factor * factor)).rounded())
            }
        }
    }
    return CGImage(width: w, height: h, pixels: pixels)!
}
