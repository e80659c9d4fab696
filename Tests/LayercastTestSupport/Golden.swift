import Foundation
import Testing
import LayercastGraphics

/// Golden-image comparison for the pixel tests.
///
/// Goldens live in `Tests/LayercastGraphicsTests/Goldens/` (found through `#filePath`; no SwiftPM resources).
/// A missing golden fails the test. Goldens are (re)written only when the environment variable
/// `LAYERCAST_RECORD_GOLDENS=1` is set; the test then prints what it wrote and still fails, so a
/// recording run can never pass by accident.
public enum Golden {
    public static let recordVariable = "LAYERCAST_RECORD_GOLDENS"

    // The graphics tests' folder holds every golden (the UI ones are named `ui-*`); it is excluded
    // from the targets, so no resource declarations are needed.
    public static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayercastGraphicsTests/Goldens")
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// How close two images must be.
    public enum Tolerance: Sendable {
        /// At least `fraction` of pixels have every channel within `channel` of the golden.
        case pixels(fraction: Double, channel: Int)
        /// Coarse comparison for text: alpha coverage averaged over `cell`×`cell` pixel cells; at
        /// least `fraction` of cells within `coverage` (0…1) of the golden's.
        case coverage(cell: Int, coverage: Double, fraction: Double)

        /// Shapes: 99.5 % of pixels within 2 per channel.
        public static let shapes = Tolerance.pixels(fraction: 0.995, channel: 2)
        /// Text: 8×8 cells, 97 % of them within 10 % coverage.
        public static let text = Tolerance.coverage(cell: 8, coverage: 0.10, fraction: 0.97)
    }

    /// Compares `image` with `Goldens/<name>.png`.
    public static func check(_ image: CGImage, named name: String, tolerance: Tolerance = .shapes,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.writePNG(to: url)
            print("\(recordVariable)=1: wrote golden \(url.path)")
            Issue.record("recorded golden \(name); unset \(recordVariable) and run again", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            let actual = try writeActual(image, name: name)
            Issue.record("missing golden \(url.path) (actual image: \(actual.path)); run with \(recordVariable)=1 to record",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try CGImage(contentsOfPNGFile: url)
        guard golden.width == image.width, golden.height == image.height else {
            Issue.record("size \(image.width)×\(image.height) differs from golden \(golden.width)×\(golden.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let (passed, detail) = compare(image, golden, tolerance)
        if !passed {
            let actual = try writeActual(image, name: name)
            Issue.record("\(name) differs from its golden: \(detail) (actual image: \(actual.path))",
                         sourceLocation: sourceLocation)
        }
    }

    /// Whether `a` matches `b` within `tolerance`, and a readable figure for failure messages.
    public static func compare(_ a: CGImage, _ b: CGImage, _ tolerance: Tolerance) -> (Bool, String) {
        switch tolerance {
        case let .pixels(fraction, channel):
            var close = 0
            let count = a.width * a.height
            for i in 0..<count {
                var ok = true
                for c in 0..<4 where abs(Int(a.pixels[i * 4 + c]) - Int(b.pixels[i * 4 + c])) > channel { ok = false }
                if ok { close += 1 }
            }
            let got = count == 0 ? 1 : Double(close) / Double(count)
            return (got >= fraction, "\(got * 100) % of pixels within \(channel), need \(fraction * 100) %")
        case let .coverage(cell, coverage, fraction):
            let ca = coverageCells(a, cell: cell), cb = coverageCells(b, cell: cell)
            let close = zip(ca, cb).filter { abs($0 - $1) <= coverage }.count
            let got = ca.isEmpty ? 1 : Double(close) / Double(ca.count)
            return (got >= fraction, "\(got * 100) % of cells within \(coverage) coverage, need \(fraction * 100) %")
        }
    }

    /// Mean alpha (0…1) of each `cell`×`cell` block, row by row.
    public static func coverageCells(_ image: CGImage, cell: Int) -> [Double] {
        var cells: [Double] = []
        var y = 0
        while y < image.height {
            var x = 0
            while x < image.width {
                var sum = 0, n = 0
                for yy in y..<min(y + cell, image.height) {
                    for xx in x..<min(x + cell, image.width) {
                        sum += Int(image.pixels[(yy * image.width + xx) * 4 + 3]); n += 1
                    }
                }
                cells.append(Double(sum) / Double(n * 255))
                x += cell
            }
            y += cell
        }
        return cells
    }

    private static func writeActual(_ image: CGImage, name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-golden-actual")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name + ".png")
        try image.writePNG(to: url)
        return url
    }
}

/// The bounding box, in pixels, of pixels with alpha above `threshold`; `nil` when there are none.
public func inkBounds(_ image: CGImage, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > threshold {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
}
