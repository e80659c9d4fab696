import Foundation
import Testing
import LayercastTestSupport
@testable import LayercastGraphics

@Suite struct CGContextStrokingTests {
    /// Paths exercising caps, joins (sharp, shallow, reversing), curves, closed subpaths and a
    /// zero-length segment.
    static func paths(_ context: CGContext) {
        context.move(to: CGPoint(x: 8, y: 8)); context.addLine(to: CGPoint(x: 56, y: 12))
        context.move(to: CGPoint(x: 8, y: 24)); context.addLine(to: CGPoint(x: 30, y: 40))
        context.addLine(to: CGPoint(x: 50, y: 22)); context.addLine(to: CGPoint(x: 58, y: 40))
        context.move(to: CGPoint(x: 8, y: 50))
        context.addCurve(to: CGPoint(x: 56, y: 56), control1: CGPoint(x: 20, y: 36), control2: CGPoint(x: 40, y: 70))
        context.addRect(CGRect(x: 40, y: 44, width: 12, height: 8))
        context.move(to: CGPoint(x: 20, y: 60)); context.addLine(to: CGPoint(x: 20, y: 60))
    }

    static func settings(cap: CGLineCap, join: CGLineJoin, dash: [CGFloat]) -> (CGContext) -> Void {
        { context in
            context.setLineWidth(5)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(4)
            context.setLineDash(phase: 2, lengths: dash)
        }
    }

    // MARK: - replacePathWithStrokedPath

    // Core Graphics: filling the path that replacePathWithStrokedPath() leaves paints what
    // strokePath() would. Compared coarsely: edges are anti-aliased along different outlines, so
    // at most 2 % of pixels may differ by more than 96/255 in alpha.
    @Test(arguments: [(CGLineCap.butt, CGLineJoin.miter, [CGFloat]()), (.round, .round, []), (.square, .bevel, []),
                      (.butt, .miter, [6, 3])])
    func strokedPathFillsLikeTheStroke(cap: CGLineCap, join: CGLineJoin, dash: [CGFloat]) throws {
        let size = CGSize(width: 64, height: 64)
        let stroked = try render(size: size, scale: 2) { context in
            Self.settings(cap: cap, join: join, dash: dash)(context)
            Self.paths(context)
            context.strokePath()
        }
        let filled = try render(size: size, scale: 2) { context in
            Self.settings(cap: cap, join: join, dash: dash)(context)
            Self.paths(context)
            context.replacePathWithStrokedPath()
            #expect(!context.isPathEmpty)
            context.fillPath()
        }
        var differing = 0
        for i in stride(from: 3, to: stroked.pixels.count, by: 4) where abs(Int(stroked.pixels[i]) - Int(filled.pixels[i])) > 96 {
            differing += 1
        }
        let fraction = Double(differing) / Double(stroked.width * stroked.height)
        #expect(fraction < 0.02, "\(fraction)")
        #expect(inkFraction(filled) > 0.1)
    }

    @Test func strokedPathCanClip() throws {
        let image = try render(size: CGSize(width: 20, height: 20)) { context in
            context.setLineWidth(4)
            context.move(to: CGPoint(x: 0, y: 10)); context.addLine(to: CGPoint(x: 20, y: 10))
            context.replacePathWithStrokedPath()
            context.clip()
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image.pixel(x: 10, y: 9)!.a == 255 && image.pixel(x: 10, y: 11)!.a == 255)
        #expect(image.pixel(x: 10, y: 7)!.a == 0 && image.pixel(x: 10, y: 13)!.a == 0)
    }

    // MARK: - Path values

    @Test func pathReadsTheCurrentPath() {
        let context = try! CGContext(size: CGSize(width: 10, height: 10))
        #expect(context.path == nil)
        context.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(context.path?.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        context.translateBy(x: 10, y: 0)
        // User space moved: the same path reads 10 points further left.
        #expect(context.path?.boundingBox.minX == -9)
    }

    // Core Graphics' tangent arc: from (0, 0) along x to the corner (10, 0), then down to
    // (10, 10), rounded with radius 5: the arc runs from (5, 0) to (10, 5).
    @Test func tangentArcRoundsACorner() throws {
        let context = try CGContext(size: CGSize(width: 20, height: 20))
        context.move(to: .zero)
        context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(abs(context.currentPointOfPath.x - 10) < 1e-9 && abs(context.currentPointOfPath.y - 5) < 1e-9)
        let box = context.boundingBoxOfPath
        #expect(abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 5) < 1e-6 && box.minX == 0)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 5) < 1e-9)
        guard case .addLineToPoint(let lineEnd) = path.elements[1] else { Issue.record("no line"); return }
        #expect(abs(lineEnd.x - 5) < 1e-9 && lineEnd.y == 0)
        // The arc's midpoint lies on the circle about (5, 5).
        let mid = CGPoint(x: 5 + 5 * cos(-.pi / 4), y: 5 + 5 * sin(-.pi / 4))
        #expect(path.copy(strokingWithWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(mid))
    }

    @Test func tangentArcOfCollinearPointsIsALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(path.elements == [.moveToPoint(.zero), .addLineToPoint(CGPoint(x: 5, y: 0))])
    }

    // MARK: - CGPath copies

    @Test func strokingCopyCoversTheStroke() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 10)); line.addLine(to: CGPoint(x: 100, y: 10))
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 11.9)) && !butt.contains(CGPoint(x: 50, y: 12.5)))
        #expect(!butt.contains(CGPoint(x: -1, y: 10)))
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.5, y: 10)) && !square.contains(CGPoint(x: -2.5, y: 10)))
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 10)) && !round.contains(CGPoint(x: -1.5, y: 11.5)))
        // Round caps are polygons within 0.05 points of the circle.
        let box = round.boundingBox
        #expect(abs(box.minX + 2) < 0.05 && abs(box.maxX - 102) < 0.05 && abs(box.minY - 8) < 0.05 && abs(box.maxY - 12) < 0.05)
        let moved = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                              transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(moved.contains(CGPoint(x: 50, y: 110)))
    }

    // A right-angle corner: the miter reaches the outer corner (ratio √2 ≤ the limit); with a
    // limit of 1.2 it is bevelled, as Core Graphics does.
    @Test func miterLimitChoosesTheJoin() {
        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0)); corner.addLine(to: CGPoint(x: 10, y: 0)); corner.addLine(to: CGPoint(x: 10, y: 10))
        let mitered = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(mitered.contains(CGPoint(x: 11.8, y: -1.8)))
        let bevelled = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        #expect(!bevelled.contains(CGPoint(x: 11.8, y: -1.8)) && bevelled.contains(CGPoint(x: 11, y: -1)))
    }

    @Test func dashingCopyCutsTheLine() {
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        let moves = dashed.elements.filter { if case .moveToPoint = $0 { return true }; return false }
        // Dashes start every 15 points: 0, 15, … 90.
        #expect(moves.count == 7)
        #expect(dashed.elements[0] == .moveToPoint(.zero) && dashed.elements[1] == .addLineToPoint(CGPoint(x: 10, y: 0)))
        let shifted = line.copy(dashingWithPhase: 5, lengths: [10, 5])
        #expect(shifted.elements[1] == .addLineToPoint(CGPoint(x: 5, y: 0)))
        #expect(line.copy(dashingWithPhase: 0, lengths: []).elements == line.elements)
    }
}
