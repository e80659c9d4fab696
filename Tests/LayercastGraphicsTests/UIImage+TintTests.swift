import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIImageTintTests {
    // MARK: - Rendering mode and tint

    @Test func tintKeepsShapeAndReplacesColour() throws {
        let shape = try render(size: CGSize(width: 4, height: 4), scale: 2) { context in
            context.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let image = UIImage(cgImage: shape, scale: 2).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate && image.size == CGSize(width: 4, height: 4))
        let tinted = image.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.scale == 2)
        let p = try #require(tinted.cgImage?.pixel(x: 1, y: 1))
        #expect(abs(Int(p.a) - 128) <= 1 && abs(Int(p.b) - 128) <= 1 && p.r == 0)
        #expect(tinted.cgImage?.pixel(x: 6, y: 1)?.a == 0)
        #expect(UIImage().withTintColor(.red).size == .zero)
    }
}
