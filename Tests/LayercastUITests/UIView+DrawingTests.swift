import Foundation
import Testing
@testable import LayercastUI

@MainActor private final class Painter: UIView {
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) { rects.append(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
}

@MainActor @Suite struct UIViewDrawingTests {
    // MARK: - draw(_:) hook
    @Test func drawContentReportsWhetherASubclassDrew() {
        #expect(!UIView().drawContent(in: .zero))
        let painter = Painter()
        #expect(painter.drawContent(in: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(painter.rects == [CGRect(x: 1, y: 2, width: 3, height: 4)])
        #expect(painter.clearsContextBeforeDrawing)
    }

    // MARK: - Sizing
    @Test func sizeToFitKeepsTheOrigin() {
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let painter = Painter(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        painter.sizeToFit()
        #expect(painter.frame == CGRect(x: 5, y: 6, width: 42, height: 7))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
