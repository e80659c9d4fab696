import LayercastModel

/// How closely two bitmaps of the same size agree: used to hold the client's frames to the
/// reference renderer's.
public struct ImageComparison: Sendable, Hashable, CustomStringConvertible {
    /// The number of pixels compared.
    public var pixelCount: Int
    /// The fraction of pixels whose every channel differs by at most the tolerance.
    public var fractionWithinTolerance: Double
    /// The fraction of pixels that are within the tolerance of some reference pixel in their
    /// 3×3 neighbourhood: edge pixels that one side antialiases and the other does not pass,
    /// misplaced shapes do not.
    public var fractionWithinToleranceNearby: Double
    /// The largest channel difference at any pixel.
    public var maximumDifference: Int

    /// Compares `image` with `reference`, channel by channel, with `tolerance` (0…255).
    /// Bitmaps of different sizes compare as entirely different.
    public init(_ image: ContentBitmap, reference: ContentBitmap, tolerance: Int) {
        pixelCount = reference.width * reference.height
        guard image.width == reference.width, image.height == reference.height, pixelCount > 0 else {
            fractionWithinTolerance = 0; fractionWithinToleranceNearby = 0; maximumDifference = 255
            return
        }
        let w = reference.width, h = reference.height
        var within = 0, nearby = 0, maxDiff = 0
        image.pixels.withUnsafeBufferPointer { a in
            reference.pixels.withUnsafeBufferPointer { r in
                func diff(_ i: Int, _ j: Int) -> Int {
                    var m = 0
                    for k in 0..<4 { m = max(m, abs(Int(a[i + k]) - Int(r[j + k]))) }
                    return m
                }
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        let d = diff(i, i)
                        maxDiff = max(maxDiff, d)
                        if d <= tolerance { within += 1; nearby += 1; continue }
                        search: for dy in -1...1 {
                            for dx in -1...1 {
                                let nx = x + dx, ny = y + dy
                                guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                                if diff(i, (ny * w + nx) * 4) <= tolerance { nearby += 1; break search }
                            }
                        }
                    }
                }
            }
        }
        fractionWithinTolerance = Double(within) / Double(pixelCount)
        fractionWithinToleranceNearby = Double(nearby) / Double(pixelCount)
        maximumDifference = maxDiff
    }

    /// The three figures on one line, for test messages and logs.
    public var description: String {
        "\(pixelCount) px: \(fractionWithinTolerance * 100)% within, \(fractionWithinToleranceNearby * 100)% within nearby, max diff \(maximumDifference)"
    }
}
