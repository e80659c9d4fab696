import Foundation

/// Text laid out in a shape (Core Text's `CTFrame`), made by `CTFramesetterCreateFrame`: its
/// lines and where each sits.
///
/// Line origins are in Core Text's coordinates: from the bottom-left corner of the path's
/// bounding box, y upwards, each on its line's baseline (x is where the aligned line starts).
public final class CTFrame: NSObject, @unchecked Sendable {
    private let framesetter: CTFramesetter
    /// The characters the frame was asked to hold.
    let range: NSRange
    /// The shape the text is in.
    let path: CGPath
    /// The lines, top to bottom.
    let lines: [CTLine]
    /// Each line's origin, Core Text's coordinates.
    let origins: [CGPoint]

    init(framesetter: CTFramesetter, range: NSRange, path: CGPath, layout: TextLayout?) {
        self.framesetter = framesetter
        self.range = range
        self.path = path
        let height = path.boundingBox.height
        let laidOut = layout?.lines ?? []
        lines = laidOut.map {
            CTLine(source: framesetter.string,
                   range: CFRange(location: range.location + $0.characterRange.location, length: $0.characterRange.length))
        }
        origins = laidOut.map { CGPoint(x: $0.rect.minX, y: height - $0.baseline) }
        super.init()
    }

    /// The characters the shown lines hold.
    var visibleRange: CFRange {
        guard let first = lines.first, let last = lines.last else { return CFRange(location: range.location, length: 0) }
        return CFRange(location: first.range.location, length: last.range.location + last.range.length - first.range.location)
    }
}

/// The frame's lines, top to bottom, as `CTLine`s in an `NSArray` (Core Text's `CFArray`,
/// toll-free bridged to it on Apple platforms; here `CFArray` names a Swift array, so the
/// `NSArray` is returned for code that assigns it to one, and `CFArrayGetCount` and
/// `CFArrayGetValueAtIndex` take it too).
public func CTFrameGetLines(_ frame: CTFrame) -> NSArray { frame.lines as NSArray }

/// Copies the origins of the lines in `range` (length 0: to the last line) into `origins`,
/// which must have room for them: Core Text's coordinates (from the bottom-left of the path's
/// bounding box, y up, on each line's baseline).
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let start = max(0, min(range.location, frame.origins.count))
    let count = range.length <= 0 ? frame.origins.count - start : min(range.length, frame.origins.count - start)
    for i in 0..<max(0, count) { origins[i] = frame.origins[start + i] }
}

/// The characters the frame was asked to hold.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.range.location, length: frame.range.length)
}

/// The characters that fit in the frame.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The shape the frame's text is laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }
