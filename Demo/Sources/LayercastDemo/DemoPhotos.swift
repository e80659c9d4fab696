import Foundation
import LayercastModel
import LayercastGraphics

/// The demo's "photos": landscapes painted in code, so the demo needs no image files.
///
/// The ViewTransitions sample cycles through a few pictures; these are three scenes (a sunset,
/// a night sea, an aurora over a forest) drawn with gradients and Bézier paths. Each is drawn
/// at the size it is shown and at a scale high enough for a 2× client, and is deterministic
/// (the stars come from a fixed-seed generator) so screenshots are reproducible.
enum DemoPhotos {
    /// The scenes, in the order the toolbar button cycles through them.
    enum Scene: Int, CaseIterable, Sendable {
        case sunset, nightSea, aurora

        /// A caption for the scene.
        var title: String {
            switch self {
            case .sunset: "Sunset Hills"
            case .nightSea: "Night Sea"
            case .aurora: "Aurora"
            }
        }
    }

    /// Paints `scene` at `size` points and `scale` pixels per point.
    static func image(_ scene: Scene, size: CGSize, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat(scale: scale, opaque: true)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let rect = CGRect(origin: .zero, size: size)
            switch scene {
            case .sunset: paintSunset(in: cg, rect: rect)
            case .nightSea: paintNightSea(in: cg, rect: rect)
            case .aurora: paintAurora(in: cg, rect: rect)
            }
        }
    }

    // MARK: - Scenes

    private static func paintSunset(in cg: CGContext, rect: CGRect) {
        verticalGradient(in: cg, rect: rect, colors: [
            UIColor(red255: 255, green: 94, blue: 98), UIColor(red255: 255, green: 153, blue: 102),
            UIColor(red255: 255, green: 207, blue: 135)])
        let sun = CGPoint(x: rect.width * 0.66, y: rect.height * 0.52)
        let glow = CGGradient(colorsSpace: nil, colors: [UIColor(red255: 255, green: 244, blue: 214).cgColor,
                                                         UIColor(red255: 255, green: 220, blue: 150, alpha: 0).cgColor],
                              locations: [0, 1])!
        cg.drawRadialGradient(glow, startCenter: sun, startRadius: rect.height * 0.12,
                              endCenter: sun, endRadius: rect.height * 0.55, options: [])
        cg.setFillColor(UIColor(red255: 255, green: 248, blue: 225).cgColor)
        cg.fillEllipse(in: CGRect(x: sun.x - rect.height * 0.13, y: sun.y - rect.height * 0.13,
                                  width: rect.height * 0.26, height: rect.height * 0.26))
        hills(in: cg, rect: rect, baseline: 0.62, amplitude: 0.10, phase: 0.3,
              color: UIColor(red255: 196, green: 86, blue: 120))
        hills(in: cg, rect: rect, baseline: 0.74, amplitude: 0.08, phase: 1.7,
              color: UIColor(red255: 128, green: 52, blue: 110))
        hills(in: cg, rect: rect, baseline: 0.86, amplitude: 0.06, phase: 3.1,
              color: UIColor(red255: 62, green: 30, blue: 84))
    }

    private static func paintNightSea(in cg: CGContext, rect: CGRect) {
        verticalGradient(in: cg, rect: rect, colors: [
            UIColor(red255: 10, green: 14, blue: 48), UIColor(red255: 34, green: 44, blue: 110),
            UIColor(red255: 74, green: 86, blue: 160)])
        stars(in: cg, rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height * 0.6), count: 70, seed: 7)
        let moon = CGRect(x: rect.width * 0.18, y: rect.height * 0.16, width: rect.height * 0.22, height: rect.height * 0.22)
        // The crescent: the moon's disc minus a shifted disc, so the sky shows through the bite.
        cg.withGState {
            cg.addEllipse(in: moon)
            cg.clip()
            cg.beginPath()
            cg.addRect(moon)
            cg.addEllipse(in: moon.offsetBy(dx: moon.width * 0.32, dy: -moon.height * 0.12))
            cg.setFillColor(UIColor(red255: 250, green: 246, blue: 222).cgColor)
            cg.eoFillPath()
        }
        let seaTop = rect.height * 0.62
        verticalGradient(in: cg, rect: CGRect(x: 0, y: seaTop, width: rect.width, height: rect.height - seaTop),
                         colors: [UIColor(red255: 24, green: 58, blue: 120), UIColor(red255: 8, green: 20, blue: 52)])
        cg.setStrokeColor(UIColor(red255: 190, green: 210, blue: 255, alpha: 0.35).cgColor)
        cg.setLineWidth(1.5)
        for row in 0..<6 {
            let y = seaTop + 10 + CGFloat(row) * (rect.height - seaTop) / 6
            cg.beginPath()
            cg.move(to: CGPoint(x: 0, y: y))
            var x: CGFloat = 0
            while x < rect.width {
                cg.addQuadCurve(to: CGPoint(x: x + 24, y: y), control: CGPoint(x: x + 12, y: y - 4))
                x += 24
            }
            cg.strokePath()
        }
        // The moon's reflection.
        cg.setFillColor(UIColor(red255: 250, green: 240, blue: 200, alpha: 0.5).cgColor)
        for i in 0..<5 {
            let w = rect.width * (0.12 - CGFloat(i) * 0.018)
            cg.fill(CGRect(x: moon.midX - w / 2, y: seaTop + 6 + CGFloat(i) * 12, width: w, height: 2.5))
        }
    }

    private static func paintAurora(in cg: CGContext, rect: CGRect) {
        verticalGradient(in: cg, rect: rect, colors: [
            UIColor(red255: 6, green: 18, blue: 38), UIColor(red255: 14, green: 54, blue: 74),
            UIColor(red255: 22, green: 40, blue: 58)])
        stars(in: cg, rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height * 0.5), count: 45, seed: 3)
        // Curtains of light: translucent bands along a wave.
        let bands: [(UIColor, CGFloat, CGFloat)] = [
            (UIColor(red255: 80, green: 255, blue: 170, alpha: 0.30), 0.30, 0.0),
            (UIColor(red255: 60, green: 220, blue: 255, alpha: 0.22), 0.38, 1.2),
            (UIColor(red255: 170, green: 120, blue: 255, alpha: 0.18), 0.24, 2.4)]
        for (color, base, phase) in bands {
            cg.setFillColor(color.cgColor)
            cg.beginPath()
            let top = { (x: CGFloat) in rect.height * (base + 0.08 * sin(x / rect.width * 2 * .pi * 1.3 + phase)) }
            cg.move(to: CGPoint(x: 0, y: top(0)))
            var x: CGFloat = 0
            while x <= rect.width { cg.addLine(to: CGPoint(x: x, y: top(x))); x += 6 }
            x = rect.width
            while x >= 0 { cg.addLine(to: CGPoint(x: x, y: top(x) + rect.height * 0.22)); x -= 6 }
            cg.closePath()
            cg.fillPath()
        }
        hills(in: cg, rect: rect, baseline: 0.80, amplitude: 0.04, phase: 0.8,
              color: UIColor(red255: 12, green: 30, blue: 36))
        // Pines along the ridge, sized by a fixed sequence.
        cg.setFillColor(UIColor(red255: 6, green: 16, blue: 20).cgColor)
        var generator = SplitMix64(seed: 11)
        var x: CGFloat = -6
        while x < rect.width + 6 {
            let h = rect.height * (0.16 + 0.12 * CGFloat(generator.nextUnit()))
            let w = h * 0.42
            let ground = rect.height * 0.9
            cg.beginPath()
            cg.move(to: CGPoint(x: x, y: ground - h))
            cg.addLine(to: CGPoint(x: x + w / 2, y: ground))
            cg.addLine(to: CGPoint(x: x - w / 2, y: ground))
            cg.closePath()
            cg.fillPath()
            x += w * 0.7 + 4
        }
        cg.fill(CGRect(x: 0, y: rect.height * 0.9, width: rect.width, height: rect.height * 0.1))
    }

    // MARK: - Pieces

    private static func verticalGradient(in cg: CGContext, rect: CGRect, colors: [UIColor]) {
        let locations = colors.indices.map { CGFloat($0) / CGFloat(max(1, colors.count - 1)) }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors.map(\.cgColor), locations: locations) else { return }
        cg.withGState {
            cg.clip(to: rect)
            cg.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                  end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        }
    }

    private static func hills(in cg: CGContext, rect: CGRect, baseline: CGFloat, amplitude: CGFloat,
                              phase: CGFloat, color: UIColor) {
        cg.setFillColor(color.cgColor)
        cg.beginPath()
        let y = { (x: CGFloat) in
            rect.height * (baseline - amplitude * sin(x / rect.width * 2 * .pi + phase)
                - amplitude * 0.4 * sin(x / rect.width * 5 * .pi + phase * 2))
        }
        cg.move(to: CGPoint(x: 0, y: rect.height))
        var x: CGFloat = 0
        while x <= rect.width { cg.addLine(to: CGPoint(x: x, y: y(x))); x += 4 }
        cg.addLine(to: CGPoint(x: rect.width, y: y(rect.width)))
        cg.addLine(to: CGPoint(x: rect.width, y: rect.height))
        cg.closePath()
        cg.fillPath()
    }

    private static func stars(in cg: CGContext, rect: CGRect, count: Int, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            let x = rect.minX + rect.width * CGFloat(generator.nextUnit())
            let y = rect.minY + rect.height * CGFloat(generator.nextUnit())
            let r = 0.5 + 1.1 * CGFloat(generator.nextUnit())
            cg.setFillColor(UIColor(white: 1, alpha: 0.45 + 0.55 * CGFloat(generator.nextUnit())).cgColor)
            cg.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
    }
}
