import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIBezierPathTests {
    // MARK: - Initialisers

    @Test func initialisersProduceExpectedBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5)).bounds == CGRect(x: 1, y: 1, width: 5, height: 5))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).bounds
        #expect(abs(oval.width - 10) < 0.01 && abs(oval.height - 20) < 0.01)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5)
        #expect(rounded.contains(CGPoint(x: 15, y: 10)) && !rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20),
                                byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!some.contains(CGPoint(x: 0.5, y: 0.5)) && some.contains(CGPoint(x: 29.5, y: 0.5)))
    }

    @Test func arcClockwiseIsOnScreenClockwise() {
        // On screen (y down), clockwise from 0 to π/2 is the short way, through the bottom-right.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.bounds.minY > -0.01 && arc.bounds.maxY > 9.9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(long.bounds.minY < -9.9)
    }

    @Test func buildingAndApplyingTransform() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 15, y: 10))
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 15))
        path.close()
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.cgPath.elements.first == .moveToPoint(CGPoint(x: 5, y: 5)))
        #expect(path.cgPath.elements.last == .closeSubpath)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    // MARK: - Drawing through the current context

    @Test func fillAndStrokeDrawIntoCurrentContext() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 15))
            line.addLine(to: CGPoint(x: 20, y: 15))
            line.lineWidth = 4
            line.stroke()
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 5, y: 5)! == (0, 0, 255, 255))
        #expect(cg.pixel(x: 10, y: 14)! == (255, 0, 0, 255))
        #expect(cg.pixel(x: 10, y: 18)!.a == 0)  // 4-point line covers 13…17
    }

    @Test func strokeSettingsDoNotLeakIntoContext() throws {
        let context = try CGContext(size: CGSize(width: 10, height: 10))
        UIGraphicsContextStack.withCurrentContext(context) {
            let path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5))
            path.lineWidth = 9
            path.stroke()
        }
        #expect(context.lineWidth == 1)  // Core Graphics' default, restored after the stroke
    }

    @Test func addClipLimitsLaterDrawing() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image.cgImage!.pixel(x: 0, y: 0)!.a == 0)
        #expect(image.cgImage!.pixel(x: 10, y: 10)!.a == 255)
    }
}
