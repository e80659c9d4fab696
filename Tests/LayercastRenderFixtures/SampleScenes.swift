import Foundation
import LayercastModel

/// Small layer trees that exercise each compositing rule, shared by the reference renderer's
/// tests, the client-versus-reference tests and the compositing benchmark. Contents are made at
/// `contentScale` pixels per point, as a server draws them for a client of that scale.
public enum SampleScenes {
    /// The size of every sample scene's screen, in points.
    public static let screenSize = CGSize(width: 120, height: 120)

    static let red = LayerColor(red: 1, green: 0, blue: 0)
    static let green = LayerColor(red: 0, green: 1, blue: 0)
    static let blue = LayerColor(red: 0, green: 0, blue: 1)
    static let yellow = LayerColor(red: 1, green: 1, blue: 0)
    static let grey = LayerColor(red: 0.5, green: 0.5, blue: 0.5)

    /// A rotation by `degrees` (clockwise on screen, y-down) as a layer transform.
    public static func rotation(degrees: Double) -> LayerTransform {
        let r = degrees * Double.pi / 180
        return .affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }

    /// A bitmap of `width`×`height` points with four coloured quadrants (red top-left, green
    /// top-right, blue bottom-left, yellow bottom-right), so placement and orientation show.
    public static func quadrants(width: Int, height: Int, scale: Double) -> ContentBitmap {
        let pw = Int((Double(width) * scale).rounded()), ph = Int((Double(height) * scale).rounded())
        return .generated(width: pw, height: ph, scale: scale) { x, y in
            switch (x < pw / 2, y < ph / 2) {
            case (true, true): red
            case (false, true): green
            case (true, false): blue
            case (false, false): yellow
            }
        }
    }

    /// A 30×30-point nine-slice bitmap: 10-point red corners, green edges, a blue centre.
    public static func nineSliceBitmap(scale: Double) -> ContentBitmap {
        let n = Int((30 * scale).rounded()), edge = Int((10 * scale).rounded())
        return .generated(width: n, height: n, scale: scale) { x, y in
            let ex = x < edge || x >= n - edge, ey = y < edge || y >= n - edge
            return ex && ey ? red : (ex || ey ? green : blue)
        }
    }

    /// Every sample scene by name.
    public static func all(contentScale: Double) -> [(name: String, scene: SceneBuilder)] {
        [("transforms", transforms()), ("opacity", opacity()), ("cornersAndBorders", cornersAndBorders()),
         ("rotatedClip", rotatedClip()), ("roundedClip", roundedClip(contentScale: contentScale)),
         ("scrolledClip", scrolledClip()), ("gravities", gravities(contentScale: contentScale)),
         ("nineSlice", nineSlice(contentScale: contentScale)), ("contentsRect", contentsRect(contentScale: contentScale)),
         ("zOrder", zOrder()), ("shadow", shadow()), ("mask", mask()), ("nestedClips", nestedClips())]
    }

    /// Rotation and scale about the anchor point, a moved anchor, a shifted bounds origin.
    public static func transforms() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        b.add([.bounds(CGRect(x: 0, y: 0, width: 40, height: 20)), .position(CGPoint(x: 30, y: 30)),
               .transform(rotation(degrees: 90)), .backgroundColor(red)])
        b.add([.bounds(CGRect(x: 0, y: 0, width: 20, height: 20)), .position(CGPoint(x: 90, y: 30)),
               .anchorPoint(CGPoint(x: 0, y: 0)), .transform(rotation(degrees: 30)), .backgroundColor(blue)])
        b.add([.bounds(CGRect(x: 0, y: 0, width: 20, height: 10)), .position(CGPoint(x: 30, y: 90)),
               .transform(.affine(a: 1.5, b: 0, c: 0, d: 2, tx: 0, ty: 0)), .backgroundColor(green)])
        let scroller = b.add([.bounds(CGRect(x: 20, y: 20, width: 40, height: 40)), .position(CGPoint(x: 90, y: 90)),
                              .backgroundColor(grey)])
        b.add(frame: CGRect(x: 30, y: 30, width: 10, height: 10), [.backgroundColor(yellow)], to: scroller)
        return b
    }

    /// Nested opacity (0.5 · 0.5), a hidden subtree, opacity 0.
    public static func opacity() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let half = b.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), [.opacity(0.5), .backgroundColor(.white)])
        b.add(frame: CGRect(x: 10, y: 10, width: 30, height: 30), [.opacity(0.5), .backgroundColor(.white)], to: half)
        let hidden = b.add(frame: CGRect(x: 70, y: 10, width: 40, height: 40), [.isHidden(true), .backgroundColor(red)])
        b.add(frame: CGRect(x: 5, y: 5, width: 20, height: 20), [.backgroundColor(green)], to: hidden)
        b.add(frame: CGRect(x: 70, y: 70, width: 40, height: 40), [.opacity(0), .backgroundColor(blue)])
        return b
    }

    /// Rounded backgrounds and borders.
    public static func cornersAndBorders() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        b.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), [.backgroundColor(.white), .cornerRadius(15)])
        b.add(frame: CGRect(x: 70, y: 10, width: 40, height: 40), [.backgroundColor(blue), .borderWidth(5), .borderColor(red)])
        b.add(frame: CGRect(x: 10, y: 70, width: 40, height: 40), [.backgroundColor(green), .borderWidth(4), .borderColor(.white), .cornerRadius(12)])
        return b
    }

    /// `masksToBounds` on a layer rotated 45°, its large child clipped to the diamond.
    public static func rotatedClip() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let clip = b.add([.bounds(CGRect(x: 0, y: 0, width: 50, height: 50)), .position(CGPoint(x: 60, y: 60)),
                          .transform(rotation(degrees: 45)), .masksToBounds(true), .backgroundColor(grey)])
        b.add(frame: CGRect(x: -40, y: -40, width: 130, height: 70), [.backgroundColor(red)], to: clip)
        return b
    }

    /// `masksToBounds` with a corner radius, clipping contents and a sublayer.
    public static func roundedClip(contentScale: Double) -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        let image = b.addContents(quadrants(width: 60, height: 60, scale: contentScale))
        let clip = b.add(frame: CGRect(x: 20, y: 20, width: 80, height: 80),
                         [.masksToBounds(true), .cornerRadius(25), .contents(image), .backgroundColor(grey)])
        b.add(frame: CGRect(x: 50, y: 50, width: 60, height: 60), [.backgroundColor(.black)], to: clip)
        return b
    }

    /// An axis-aligned clip whose bounds origin scrolls its content (a list).
    public static func scrolledClip() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        let list = b.add([.bounds(CGRect(x: 0, y: 25, width: 80, height: 60)), .position(CGPoint(x: 60, y: 60)),
                          .masksToBounds(true), .backgroundColor(grey)])
        for row in 0..<8 {
            b.add(frame: CGRect(x: 5, y: Double(row) * 20 + 2, width: 70, height: 16),
                  [.backgroundColor(row % 2 == 0 ? blue : red)], to: list)
        }
        return b
    }

    /// Every contents gravity, one cell each (with a quadrant bitmap of 16×12 points in 36×36
    /// cells; aspect-fill overflows its cell).
    public static func gravities(contentScale: Double) -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let image = b.addContents(quadrants(width: 16, height: 12, scale: contentScale))
        for (i, g) in ContentsGravity.allCases.enumerated() {
            let cell = CGRect(x: 4 + Double(i % 3) * 40, y: 2 + Double(i / 3) * 30, width: 32, height: 26)
            b.add(frame: cell, [.contents(image), .contentsGravity(g), .backgroundColor(grey)])
        }
        return b
    }

    /// A nine-slice bitmap stretched to 90×60 points: corners keep their size.
    public static func nineSlice(contentScale: Double) -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let image = b.addContents(nineSliceBitmap(scale: contentScale))
        b.add(frame: CGRect(x: 10, y: 10, width: 90, height: 60),
              [.contents(image), .contentsCenter(CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))])
        b.add(frame: CGRect(x: 10, y: 80, width: 100, height: 30), [.contents(image)])
        return b
    }

    /// `contentsRect` selecting the right half (green and yellow) of a quadrant bitmap.
    public static func contentsRect(contentScale: Double) -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let image = b.addContents(quadrants(width: 40, height: 40, scale: contentScale))
        b.add(frame: CGRect(x: 10, y: 10, width: 40, height: 80),
              [.contents(image), .contentsRect(CGRect(x: 0.5, y: 0, width: 0.5, height: 1))])
        b.add(frame: CGRect(x: 60, y: 10, width: 50, height: 50),
              [.contents(image), .contentsRect(CGRect(x: 0, y: 0.5, width: 1, height: 0.5)), .contentsGravity(.center)])
        return b
    }

    /// Sublayer order and `zPosition`: the first sublayer has the highest z and shows on top.
    public static func zOrder() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        b.add(frame: CGRect(x: 20, y: 20, width: 50, height: 50), [.backgroundColor(red), .zPosition(1)])
        b.add(frame: CGRect(x: 40, y: 40, width: 50, height: 50), [.backgroundColor(green)])
        b.add(frame: CGRect(x: 60, y: 60, width: 50, height: 50), [.backgroundColor(blue), .zPosition(-1)])
        return b
    }

    /// Shadows: from a rounded background, from a shadow path, under a rotation, from a concave path.
    public static func shadow() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        b.add(frame: CGRect(x: 15, y: 15, width: 40, height: 40),
              [.backgroundColor(blue), .cornerRadius(8), .shadowOpacity(0.8), .shadowOffset(CGSize(width: 0, height: 8)), .shadowRadius(4)])
        b.add(frame: CGRect(x: 70, y: 15, width: 35, height: 35),
              [.backgroundColor(green), .shadowOpacity(1), .shadowOffset(CGSize(width: 5, height: 5)), .shadowRadius(2),
               .shadowColor(red),
               .shadowPath(LayerPath([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 35, y: 0)),
                                      .line(to: CGPoint(x: 35, y: 35)), .line(to: CGPoint(x: 0, y: 35)), .closeSubpath]))])
        b.add([.bounds(CGRect(x: 0, y: 0, width: 40, height: 30)), .position(CGPoint(x: 60, y: 85)),
               .transform(rotation(degrees: 20)), .backgroundColor(yellow), .shadowOpacity(0.6), .shadowRadius(6),
               .shadowOffset(CGSize(width: 0, height: 6))])
        // A concave (L-shaped) shadow path on a layer that draws nothing itself.
        b.add(frame: CGRect(x: 92, y: 72, width: 24, height: 40),
              [.shadowOpacity(1), .shadowColor(blue), .shadowRadius(1), .shadowOffset(.zero),
               .shadowPath(LayerPath([.move(to: .zero), .line(to: CGPoint(x: 8, y: 0)), .line(to: CGPoint(x: 8, y: 32)),
                                      .line(to: CGPoint(x: 24, y: 32)), .line(to: CGPoint(x: 24, y: 40)),
                                      .line(to: CGPoint(x: 0, y: 40)), .closeSubpath]))])
        return b
    }

    /// A mask layer: the left half of an opaque mask shows, the right half at 50 % alpha.
    public static func mask() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .black)
        let maskLayer = b.addDetached([.bounds(CGRect(x: 0, y: 0, width: 40, height: 80)), .position(CGPoint(x: 20, y: 40)),
                                       .backgroundColor(.white)])
        b.add(frame: CGRect(x: 40, y: 0, width: 40, height: 80), [.backgroundColor(LayerColor(red: 1, green: 1, blue: 1, alpha: 0.5))], to: maskLayer)
        let masked = b.add(frame: CGRect(x: 20, y: 20, width: 80, height: 80), [.backgroundColor(red), .mask(maskLayer)])
        b.add(frame: CGRect(x: 50, y: 50, width: 40, height: 40), [.backgroundColor(green)], to: masked)
        return b
    }

    /// Clips inside clips: a rotated, translucent clipping layer inside a rounded one, holding a
    /// masked layer that overflows both, and a bordered layer cut by the rounded corner.
    public static func nestedClips() -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        let outer = b.add(frame: CGRect(x: 10, y: 10, width: 100, height: 100),
                          [.masksToBounds(true), .cornerRadius(20), .backgroundColor(grey)])
        let rotated = b.add([.bounds(CGRect(x: 0, y: 0, width: 70, height: 44)), .position(CGPoint(x: 50, y: 50)),
                             .transform(rotation(degrees: 30)), .masksToBounds(true), .opacity(0.6), .backgroundColor(blue)],
                            to: outer)
        b.add(frame: CGRect(x: -20, y: -20, width: 110, height: 34), [.backgroundColor(red)], to: rotated)
        let maskLayer = b.addDetached([.bounds(CGRect(x: 0, y: 0, width: 36, height: 36)), .position(CGPoint(x: 20, y: 20)),
                                       .cornerRadius(18), .backgroundColor(.white)])
        b.add(frame: CGRect(x: 40, y: 14, width: 44, height: 44), [.backgroundColor(yellow), .mask(maskLayer)], to: rotated)
        b.add(frame: CGRect(x: 70, y: 70, width: 50, height: 50), [.backgroundColor(green), .borderWidth(3), .borderColor(.black)],
              to: outer)
        return b
    }

    /// A tree for the compositing benchmark: `count` layers on a screen of `screenSize` points,
    /// in groups of ten under containers, with rotations, opacity and clipping
    /// (every tenth container masks to its bounds) and one shared contents bitmap.
    public static func benchmark(layerCount count: Int, screenSize: CGSize, contentScale: Double) -> SceneBuilder {
        var b = SceneBuilder(screenSize: screenSize, background: .white)
        let image = b.addContents(quadrants(width: 32, height: 32, scale: contentScale))
        var made = 0, group = 0
        while made < count {
            let x = Double((group * 97) % max(1, Int(screenSize.width) - 120))
            let y = Double((group * 53) % max(1, Int(screenSize.height) - 120))
            let container = b.add(frame: CGRect(x: x, y: y, width: 120, height: 120),
                                  [.masksToBounds(group % 10 == 0), .opacity(group % 3 == 0 ? 0.8 : 1),
                                   .backgroundColor(grey)])
            made += 1
            for i in 0..<9 where made < count {
                b.add(frame: CGRect(x: Double(i % 3) * 38 + 4, y: Double(i / 3) * 38 + 4, width: 32, height: 32),
                      [.contents(image), .transform(rotation(degrees: Double((group + i) % 8) * 11)),
                       .opacity(i % 2 == 0 ? 1 : 0.7)], to: container)
                made += 1
            }
            group += 1
        }
        return b
    }
}
