import LayercastProtocol

/// A pixel's straight-alpha-free colour as (r, g, b) ints for assertions: the frames under test
/// are opaque (drawn over an opaque background), so premultiplied equals straight.
struct RGB: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int
    init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }
    static let red = RGB(255, 0, 0), green = RGB(0, 255, 0), blue = RGB(0, 0, 255)
    static let yellow = RGB(255, 255, 0), white = RGB(255, 255, 255), black = RGB(0, 0, 0)
    static let grey = RGB(128, 128, 128)
    var description: String { "(\(r), \(g), \(b))" }

    /// Whether every channel is within `tolerance`.
    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }
}

extension ContentBitmap {
    /// The colour at a pixel (black outside).
    func rgb(_ x: Int, _ y: Int) -> RGB {
        guard let p = bgra(x: x, y: y) else { return .black }
        return RGB(Int(p.r), Int(p.g), Int(p.b))
    }
}
