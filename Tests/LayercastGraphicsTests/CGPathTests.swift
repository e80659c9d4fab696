import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct CGPathTests {
    // MARK: - Building

    @Test func rectPathIsClosedFourCorners() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [.moveToPoint(CGPoint(x: 1, y: 2)), .addLineToPoint(CGPoint(x: 4, y: 2)),
                                  .addLineToPoint(CGPoint(x: 4, y: 6)), .addLineToPoint(CGPoint(x: 1, y: 6)),
                                  .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func addLineWithoutCurrentPointStartsSubpath() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 3))
        #expect(path.elements == [.moveToPoint(CGPoint(x: 3, y: 3))])
    }

    @Test func transformAppliesToAddedPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.currentPoint == CGPoint(x: 2, y: 3))
        var t = CGAffineTransform(translationX: 10, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(rect.boundingBox == CGRect(x: 10, y: 0, width: 1, height: 1))
    }

    @Test func ellipseBoundsAreItsRect() {
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 10))
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 0.01 && abs(box.maxX - 50) < 0.01)
        #expect(abs(box.minY - 20) < 0.01 && abs(box.maxY - 30) < 0.01)
    }

    @Test func roundedRectStaysInsideItsRectAndClampsRadii() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)
        let box = path.boundingBoxOfPath
        #expect(box.minX >= -0.01 && box.maxX <= 20.01 && box.minY >= -0.01 && box.maxY <= 10.01)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))  // corner is cut
    }

    // MARK: - Arcs

    @Test func clockwiseArcHasCoreGraphicsYUpSense() {
        // Core Graphics' clockwise is in a y-up space: from 0 to π/2 clockwise goes the long way
        // round (through negative angles), which in y-down space passes the top of the circle.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cg.boundingBoxOfPath.minY < -9)
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(short.boundingBoxOfPath.minY > -0.01)
        #expect(abs(short.currentPoint.x) < 1e-9 && abs(short.currentPoint.y - 10) < 1e-9)
    }

    @Test func arcAfterCurrentPointIsJoinedByLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 5, y: 0)))
    }

    // MARK: - Queries

    @Test func containsUsesFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 15, y: 5)))
    }

    @Test func copiesAreEqualButIndependent() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = path.copy()!
        #expect(copy == path)
        path.addLine(to: .zero)
        #expect(copy != path)
        #expect(CGPath().isEmpty && CGPath().boundingBox.isNull)
    }
}
