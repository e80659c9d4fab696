import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIRectFunctionsTests {
    // MARK: - Fill, frame, clip

    @Test func fillFrameAndClipUseTheCurrentContext() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill()
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectClip(CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 0, y: 5)! == (0, 0, 255, 255))   // frame edge
        #expect(cg.pixel(x: 9, y: 5)! == (0, 0, 255, 255))
        #expect(cg.pixel(x: 5, y: 5)!.a == 0)                // frame interior
        #expect(cg.pixel(x: 15, y: 15)! == (255, 0, 0, 255))  // clipped fill
        #expect(cg.pixel(x: 15, y: 5)!.a == 0)
    }

    @Test func fillUsingClearBlendModeErases() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 2, height: 4), .clear)
        }
        #expect(image.cgImage!.pixel(x: 1, y: 1)!.a == 0 && image.cgImage!.pixel(x: 3, y: 1)!.a == 255)
    }
}
