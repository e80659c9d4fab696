import Foundation
import LayercastModel

/// Polygons for the shapes a layer draws, for compositors that draw triangles.
public enum CompositingShapes {
    /// The corner radius actually used for a rectangle: at most half its shorter side.
    public static func effectiveRadius(_ radius: Double, for rect: CGRect) -> Double {
        max(0, min(radius, min(rect.width, rect.height) / 2))
    }

    /// The outline of a rounded rectangle, clockwise on screen (y-down) from the top-left corner's
    /// arc, with `segmentsPerCorner + 1` points per corner (one point when the radius is 0), in the
    /// rectangle's space. Every call with the same segment count returns the same point count,
    /// so an outer and an inner outline pair up into a border strip.
    public static func roundedRect(_ rect: CGRect, radius: Double, segmentsPerCorner: Int) -> [CGPoint] {
        let r = effectiveRadius(radius, for: rect)
        let n = max(1, segmentsPerCorner)
        // Corner centres and the start angle of each arc (y-down, angles clockwise on screen).
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: rect.minX + r, y: rect.minY + r), Double.pi),
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), 1.5 * Double.pi),
            (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), 0.5 * Double.pi),
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (n + 1))
        for (c, start) in corners {
            for i in 0...n {
                let angle = start + Double(i) / Double(n) * (Double.pi / 2)
                points.append(CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            }
        }
        return points
    }

    /// A segment count per corner that keeps arcs smooth for a radius of `pixels` device pixels.
    public static func segments(forRadiusInPixels pixels: Double) -> Int {
        guard pixels > 0.5 else { return 1 }
        return max(2, min(32, Int((pixels / 2).rounded(.up))))
    }

    /// A path flattened to polygons (one per subpath), in the path's space; curves are cut into
    /// `curveSegments` straight pieces.
    public static func polygons(of path: LayerPath, curveSegments: Int = 16) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() { if current.count >= 3 { result.append(current) }; current = [] }
        for e in path.elements {
            switch e {
            case .move(let p):
                flush(); current = [p]; last = p
            case .line(let p):
                current.append(p); last = p
            case .quadCurve(let to, let c):
                for i in 1...curveSegments {
                    let t = Double(i) / Double(curveSegments), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * to.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * to.y))
                }
                last = to
            case .curve(let to, let c1, let c2):
                for i in 1...curveSegments {
                    let t = Double(i) / Double(curveSegments), u = 1 - t
                    let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    current.append(CGPoint(x: x, y: y))
                }
                last = to
            case .closeSubpath:
                let start = current.first
                flush()
                if let s = start { last = s }
            }
        }
        flush()
        return result
    }
}
