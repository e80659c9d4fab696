extension PixelFilter {
    /// Filters pixels for the wire (SPEC §6.3). Rows are `bytesPerRow` long; the first pixel of a
    /// row is kept, every later byte becomes itself minus the byte 4 before it, modulo 256.
    public func apply(to pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        guard self == .sub, bytesPerRow > 4 else { return pixels }
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

    /// Undoes `apply` (SPEC §6.3): every byte after a row's first pixel plus the already restored
    /// byte 4 before it, modulo 256.
    public func invert(_ pixels: [UInt8], bytesPerRow: Int) -> [UInt8] {
        guard self == .sub, bytesPerRow > 4 else { return pixels }
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
}
