import Foundation
import LayercastModel

/// One piece of a layer's contents to draw: a rectangle of the bitmap stretched onto a rectangle
/// of the layer. Plain gravities give one patch; `contentsCenter` nine-slicing gives up to nine.
public struct ContentsPatch: Hashable, Sendable {
    /// The source rectangle, in bitmap pixels (top-left origin).
    public var source: CGRect
    /// The destination rectangle, in points, in the layer's bounds space.
    public var destination: CGRect

    /// Creates a patch.
    public init(source: CGRect, destination: CGRect) {
        self.source = source; self.destination = destination
    }
}

/// Where a layer's contents go (Core Animation's `contentsGravity`, `contentsRect`,
/// `contentsCenter`), shared by the reference renderer and the client so both place pixels alike.
public enum ContentsLayout {
    /// The patches that draw a bitmap of `pixelWidth`×`pixelHeight` pixels at `bitmapScale`
    /// pixels per point into a layer with `state`. Empty when nothing would show.
    ///
    /// `contentsRect` (unit coordinates of the bitmap) selects the part drawn; its point size is
    /// its pixel size divided by `bitmapScale`. `contentsCenter` (unit coordinates of that part)
    /// nine-slices the scaling gravities: corners keep their point size (shrunk proportionally
    /// when the destination is smaller than they are), edges and the centre stretch.
    public static func patches(for state: LayerState, pixelWidth: Int, pixelHeight: Int,
                               bitmapScale: Double) -> [ContentsPatch] {
        guard pixelWidth > 0, pixelHeight > 0 else { return [] }
        let scale = bitmapScale > 0 ? bitmapScale : max(state.contentsScale, 1e-9)
        let w = Double(pixelWidth), h = Double(pixelHeight)
        let cr = state.contentsRect
        let full = CGRect(x: 0, y: 0, width: w, height: h)
        let source = CGRect(x: cr.minX * w, y: cr.minY * h, width: cr.width * w, height: cr.height * h)
            .intersection(full)
        guard !source.isNull, source.width > 0, source.height > 0 else { return [] }
        let imageSize = CGSize(width: source.width / scale, height: source.height / scale)
        let dest = gravityRect(state.contentsGravity, imageSize: imageSize, in: state.bounds)
        guard dest.width > 0, dest.height > 0 else { return [] }
        let scaling = [.resize, .resizeAspect, .resizeAspectFill].contains(state.contentsGravity)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if !scaling || state.contentsCenter == unit {
            return [ContentsPatch(source: source, destination: dest)]
        }
        return nineSlice(source: source, center: state.contentsCenter, destination: dest, scale: scale)
    }

    /// The rectangle, in the layer's bounds space, that the whole (selected) image occupies for a
    /// gravity. "Top" is the top of the screen (y-down). Aspect-fill may extend past `bounds`.
    public static func gravityRect(_ gravity: ContentsGravity, imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let iw = imageSize.width, ih = imageSize.height
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard iw > 0, ih > 0 else { return .zero }
            let sx = bounds.width / iw, sy = bounds.height / ih
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: iw * s, height: ih * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let left = bounds.minX, right = bounds.maxX - iw, midX = bounds.midX - iw / 2
            let top = bounds.minY, bottom = bounds.maxY - ih, midY = bounds.midY - ih / 2
            let origin: CGPoint
            switch gravity {
            case .center: origin = CGPoint(x: midX, y: midY)
            case .top: origin = CGPoint(x: midX, y: top)
            case .bottom: origin = CGPoint(x: midX, y: bottom)
            case .left: origin = CGPoint(x: left, y: midY)
            case .right: origin = CGPoint(x: right, y: midY)
            case .topLeft: origin = CGPoint(x: left, y: top)
            case .topRight: origin = CGPoint(x: right, y: top)
            case .bottomLeft: origin = CGPoint(x: left, y: bottom)
            default: origin = CGPoint(x: right, y: bottom)
            }
            return CGRect(origin: origin, size: imageSize)
        }
    }

    /// Splits one axis into three (source, destination) spans for nine-slicing.
    private static func slices(srcMin: Double, srcLen: Double, centerMin: Double, centerLen: Double,
                               dstMin: Double, dstLen: Double, scale: Double)
        -> [(src: (Double, Double), dst: (Double, Double))] {
        let c0 = srcMin + max(0, min(1, centerMin)) * srcLen
        let c1 = max(c0, srcMin + max(0, min(1, centerMin + centerLen)) * srcLen)
        var lead = (c0 - srcMin) / scale, trail = (srcMin + srcLen - c1) / scale
        if lead + trail > dstLen, lead + trail > 0 {
            let f = dstLen / (lead + trail)
            lead *= f; trail *= f
        }
        let mid = max(0, dstLen - lead - trail)
        // A zero-width centre (a common "stretch this one line" setting) stretches one pixel.
        var m0 = c0, m1 = c1
        if m1 - m0 < 1, mid > 0 {
            m0 = min(max(srcMin, c0 - 0.5), srcMin + srcLen - 1); m1 = m0 + 1
        }
        return [((srcMin, c0 - srcMin), (dstMin, lead)),
                ((m0, m1 - m0), (dstMin + lead, mid)),
                ((c1, srcMin + srcLen - c1), (dstMin + lead + mid, trail))]
    }

    private static func nineSlice(source: CGRect, center: CGRect, destination: CGRect, scale: Double) -> [ContentsPatch] {
        let xs = slices(srcMin: source.minX, srcLen: source.width, centerMin: center.minX, centerLen: center.width,
                        dstMin: destination.minX, dstLen: destination.width, scale: scale)
        let ys = slices(srcMin: source.minY, srcLen: source.height, centerMin: center.minY, centerLen: center.height,
                        dstMin: destination.minY, dstLen: destination.height, scale: scale)
        var out: [ContentsPatch] = []
        for y in ys where y.src.1 > 0 && y.dst.1 > 0 {
            for x in xs where x.src.1 > 0 && x.dst.1 > 0 {
                out.append(ContentsPatch(
                    source: CGRect(x: x.src.0, y: y.src.0, width: x.src.1, height: y.src.1),
                    destination: CGRect(x: x.dst.0, y: y.dst.0, width: x.dst.1, height: y.dst.1)))
            }
        }
        return out
    }
}
