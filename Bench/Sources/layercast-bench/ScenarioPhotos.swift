import Foundation
import LayercastProtocol
import LayercastGraphics

/// The gallery's photos, made in code so the benchmark needs no image files: a sky gradient, a
/// sun, three rows of hills and a film grain. The grain matters: without it a painted picture
/// compresses far better than a photograph does, which would flatter every codec alike.
enum ScenarioPhotos {
    /// Photo `index` at `width`×`height` pixels (premultiplied BGRA, opaque), deterministic.
    static func pixels(index: Int, width: Int, height: Int) -> [UInt8] {
        var generator = SplitMix64(seed: UInt64(0xC0FFEE + index))
        let hue = Double(index % 10) / 10
        let skyTop = rgb(hue: hue, saturation: 0.55, value: 0.95)
        let skyBottom = rgb(hue: hue + 0.08, saturation: 0.35, value: 1.0)
        let hills = (0..<3).map { rgb(hue: hue + 0.45 + Double($0) * 0.05, saturation: 0.6, value: 0.55 - Double($0) * 0.15) }
        let phases = (0..<3).map { _ in Double(generator.next() % 1000) / 100 }
        let sun = (x: Double(generator.next() % 1000) / 1000 * Double(width), y: Double(height) * 0.35,
                   r: Double(min(width, height)) * 0.09)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let fy = Double(y) / Double(max(1, height - 1))
            // The horizon lines of the three hill rows at this photo's phases, per column below.
            for x in 0..<width {
                let fx = Double(x) / Double(max(1, width - 1))
                var color = mix(skyTop, skyBottom, fy)
                let dx = Double(x) - sun.x, dy = Double(y) - sun.y
                if dx * dx + dy * dy < sun.r * sun.r { color = (1.0, 0.96, 0.85) }
                for row in 0..<3 {
                    let base = 0.6 + Double(row) * 0.12
                    let horizon = base - 0.06 * sin(fx * 6.3 * (1 + Double(row) * 0.7) + phases[row])
                    if fy > horizon { color = hills[row] }
                }
                let grain = Double(Int(generator.next() % 9) - 4) / 255
                let i = (y * width + x) * 4
                out[i] = byte(color.2 + grain)
                out[i + 1] = byte(color.1 + grain)
                out[i + 2] = byte(color.0 + grain)
            }
        }
        return out
    }

    /// The photo as an image of `size` points at `scale` pixels per point.
    static func image(index: Int, size: CGSize, scale: CGFloat) -> UIImage {
        let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
        return UIImage(cgImage: CGImage(width: w, height: h, pixels: pixels(index: index, width: w, height: h))!, scale: scale)
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func rgb(hue: Double, saturation s: Double, value v: Double) -> (Double, Double, Double) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
