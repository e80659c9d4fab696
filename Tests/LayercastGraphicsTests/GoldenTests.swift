import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics

/// The golden comparison itself must be able to fail, or the pixel tests prove nothing.
@Suite struct GoldenTests {
    // MARK: - Pixel tolerance

    @Test func identicalImagesPassAndDifferentOnesFail() throws {
        let golden = try CGImage(contentsOfPNGFile: Golden.directory.appendingPathComponent("scene@1x.png"))
        let same = try render(size: CGContextDrawingTests.size, scale: 1, CGContextDrawingTests.scene)
        #expect(Golden.compare(same, golden, .shapes).0)
        let moved = try render(size: CGContextDrawingTests.size, scale: 1) { context in
            context.translateBy(x: 2, y: 0)
            CGContextDrawingTests.scene(context)
        }
        #expect(!Golden.compare(moved, golden, .shapes).0)
    }

    // MARK: - Coverage tolerance

    @Test func coverageComparisonNoticesMissingText() throws {
        let golden = try CGImage(contentsOfPNGFile: Golden.directory.appendingPathComponent("text@1x.png"))
        let blank = CGImage(width: golden.width, height: golden.height,
                            pixels: [UInt8](repeating: 0, count: golden.pixels.count))!
        #expect(Golden.compare(golden, golden, .text).0)
        #expect(!Golden.compare(blank, golden, .text).0)
    }

    @Test func recordingIsOffInNormalRuns() {
        // A run with LAYERCAST_RECORD_GOLDENS=1 fails every golden test on purpose; this guards
        // against leaving the variable set in CI.
        #expect(!Golden.isRecording)
    }
}
