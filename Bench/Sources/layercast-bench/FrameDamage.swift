import Foundation

/// A rectangle of pixels (origin top-left, y down).
struct PixelRect: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int
}

/// The damage between two frames, as a framebuffer stream with damage tracking would send it.
///
/// Frames are compared in square tiles; the changed tiles of each tile row are merged into
/// horizontal runs, and a run directly under a run of the same columns extends it downwards,
/// so a changed block comes out as one rectangle. Rectangles are clipped to the frame.
enum FrameDamage {
    /// The tile side, pixels.
    static let tileSize = 32

    /// The damaged rectangles from `old` to `new` (both `width`×`height` pixels of 4 bytes).
    static func rects(from old: [UInt8], to new: [UInt8], width: Int, height: Int,
                      tile: Int = tileSize) -> [PixelRect] {
        precondition(old.count == width * height * 4 && new.count == old.count, "frames of different sizes")
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var rects: [PixelRect] = []
        // Runs ending on the previous tile row, by (first column, last column): the rect index.
        var open: [Int: Int] = [:]
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                for row in 0..<rows {
                    let y0 = row * tile, y1 = min(height, y0 + tile)
                    var changed = [Bool](repeating: false, count: columns)
                    for column in 0..<columns {
                        let x0 = column * tile, length = (min(width, x0 + tile) - x0) * 4
                        for y in y0..<y1 where memcmp(a.baseAddress! + (y * width + x0) * 4,
                                                      b.baseAddress! + (y * width + x0) * 4, length) != 0 {
                            changed[column] = true
                            break
                        }
                    }
                    var next: [Int: Int] = [:]
                    var column = 0
                    while column < columns {
                        guard changed[column] else { column += 1; continue }
                        let first = column
                        while column < columns && changed[column] { column += 1 }
                        let key = first << 32 | (column - 1)
                        let x0 = first * tile, x1 = min(width, column * tile)
                        if let index = open[key] {
                            rects[index].height = y1 - rects[index].y
                            next[key] = index
                        } else {
                            rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
                            next[key] = rects.count - 1
                        }
                    }
                    open = next
                }
            }
        }
        return rects
    }

    /// The pixels of `rects` from a frame `width` pixels wide, concatenated row by row.
    static func pixels(of rects: [PixelRect], in frame: [UInt8], width: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(rects.reduce(0) { $0 + $1.width * $1.height * 4 })
        for r in rects {
            for y in r.y..<(r.y + r.height) {
                let start = (y * width + r.x) * 4
                out.append(contentsOf: frame[start..<(start + r.width * 4)])
            }
        }
        return out
    }
}
