import LayercastModel

extension ContentBitmap {
    /// A bitmap of one colour (premultiplied from a straight `LayerColor`).
    public static func uniform(width: Int, height: Int, scale: Double = 1, color: LayerColor) -> ContentBitmap {
        let px = bgraBytes(color)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { pixels += px }
        return ContentBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// A bitmap whose pixel colours come from a function of the pixel position.
    public static func generated(width: Int, height: Int, scale: Double = 1,
                            _ color: (_ x: Int, _ y: Int) -> LayerColor) -> ContentBitmap {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height { for x in 0..<width { pixels += bgraBytes(color(x, y)) } }
        return ContentBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// The premultiplied B, G, R, A bytes of a straight colour.
    public static func bgraBytes(_ c: LayerColor) -> [UInt8] {
        func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return [byte(c.blue * c.alpha), byte(c.green * c.alpha), byte(c.red * c.alpha), byte(c.alpha)]
    }

    /// The premultiplied (b, g, r, a) bytes at a pixel; `nil` outside the bitmap.
    public func bgra(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
