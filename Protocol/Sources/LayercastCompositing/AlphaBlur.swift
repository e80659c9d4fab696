import LayercastModel
/// A Gaussian blur of an 8-bit alpha (or any single-channel) buffer, approximated by three box
/// blurs: used for shadows by the reference renderer and the client alike, so both blur the same.
public enum AlphaBlur {
    /// The three box widths whose repeated application approximates a Gaussian of `sigma`.
    public static func boxSizes(sigma: Double) -> [Int] {
        guard sigma > 0.3 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// Blurs `buffer` in place: `width`×`height` bytes with `stride` bytes per row, by a Gaussian of
    /// standard deviation `sigma` pixels. Pixels outside the buffer count as 0.
    public static func blur(_ buffer: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        let sizes = boxSizes(sigma: sigma)
        guard !sizes.isEmpty, width > 0, height > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [Int32](repeating: 0, count: max(width, height))
        for size in sizes {
            let r = (size - 1) / 2
            for y in 0..<height {
                for x in 0..<width { line[x] = Int32(buffer[y * stride + x]) }
                boxPass(&line, &out, count: width, radius: r)
                for x in 0..<width { buffer[y * stride + x] = UInt8(clamping: out[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Int32(buffer[y * stride + x]) }
                boxPass(&line, &out, count: height, radius: r)
                for y in 0..<height { buffer[y * stride + x] = UInt8(clamping: out[y]) }
            }
        }
    }

    private static func boxPass(_ input: inout [Int32], _ output: inout [Int32], count: Int, radius: Int) {
        let div = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in 0...min(radius, count - 1) { sum += input[i] }
        for i in 0..<count {
            output[i] = (sum + div / 2) / div
            let add = i + radius + 1, remove = i - radius
            if add < count { sum += input[add] }
            if remove >= 0 { sum -= input[remove] }
        }
    }
}
