extension PixelFilter {
    /// Filters pixels for the wire (SPEC §6.3). Rows are `bytesPerRow` long (a multiple of 4).
    /// `sub`: the first pixel of a row is kept, every later byte becomes itself minus the byte 4
    /// before it, modulo 256. `subPlanar`: `sub`, then the bytes at offsets 0, 4, 8, … first, then
    /// those at 1, 5, 9, …, then 2, 6, …, then 3, 7, ….
    public func apply(to pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        switch self {
        case .none: return pixels
        case .sub: return Self.subtractLeft(pixels, bytesPerRow: bytesPerRow)
        case .subPlanar: return Self.planar(Self.subtractLeft(pixels, bytesPerRow: bytesPerRow))
        }
    }

    /// Undoes `apply` (SPEC §6.3).
    public func invert(_ pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        switch self {
        case .none: return pixels
        case .sub: return Self.addLeft(pixels, bytesPerRow: bytesPerRow)
        case .subPlanar: return Self.addLeft(Self.interleaved(pixels), bytesPerRow: bytesPerRow)
        }
    }

    /// Every byte after a row's first pixel minus the byte 4 before it, modulo 256.
    static func subtractLeft(_ pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        guard bytesPerRow > 4 else { return pixels }
        var out = pixels
        out.withUnsafeMutableBufferPointer { o in
            pixels.withUnsafeBufferPointer { p in
                var rowStart = 0
                while rowStart < p.count {
                    let end = min(rowStart + bytesPerRow, p.count)
                    var i = rowStart + 4
                    while i < end { o[i] = p[i] &- p[i - 4]; i += 1 }
                    rowStart = end
                }
            }
        }
        return out
    }

    /// Every byte after a row's first pixel plus the already restored byte 4 before it.
    static func addLeft(_ pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        guard bytesPerRow > 4 else { return pixels }
        var out = pixels
        out.withUnsafeMutableBufferPointer { o in
            var rowStart = 0
            while rowStart < o.count {
                let end = min(rowStart + bytesPerRow, o.count)
                var i = rowStart + 4
                while i < end { o[i] = o[i] &+ o[i - 4]; i += 1 }
                rowStart = end
            }
        }
        return out
    }

    /// The bytes grouped by their offset modulo 4. A count that is not a multiple of 4 (which no
    /// valid bitmap has) leaves its last bytes in place, so the decoder stays total.
    static func planar(_ bytes: [UInt8]) -> [UInt8] {
        let pixels = bytes.count / 4
        guard pixels > 1 else { return bytes }
        var out = bytes
        out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { b in
                for c in 0..<4 {
                    let plane = c * pixels
                    for i in 0..<pixels { o[plane + i] = b[i &* 4 &+ c] }
                }
            }
        }
        return out
    }

    /// Undoes `planar`.
    static func interleaved(_ bytes: [UInt8]) -> [UInt8] {
        let pixels = bytes.count / 4
        guard pixels > 1 else { return bytes }
        var out = bytes
        out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { b in
                for c in 0..<4 {
                    let plane = c * pixels
                    for i in 0..<pixels { o[i &* 4 &+ c] = b[plane + i] }
                }
            }
        }
        return out
    }
}
