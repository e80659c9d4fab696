import Foundation

// Sub-images, as Core Graphics' `cropping(to:)`.
extension CGImage {
    /// The pixels inside `rect` (in pixels, integral, clipped to the image) as a new image; `nil`
    /// when the intersection is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y0 + row) * width + x0) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[from..<(from + w * 4)])
        }
        return CGImage(width: w, height: h, pixels: out)
    }
}
