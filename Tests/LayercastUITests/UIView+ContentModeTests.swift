import Foundation
import Testing
import LayercastProtocol
@testable import LayercastUI

@MainActor @Suite struct UIViewContentModeTests {
    // MARK: - Mapping to gravity
    @Test func everyContentModeMapsToItsGravity() {
        let expected: [UIView.ContentMode: ContentsGravity] = [
            .scaleToFill: .resize, .scaleAspectFit: .resizeAspect, .scaleAspectFill: .resizeAspectFill,
            .redraw: .resize, .center: .center, .top: .top, .bottom: .bottom, .left: .left, .right: .right,
            .topLeft: .topLeft, .topRight: .topRight, .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
        ]
        #expect(expected.count == UIView.ContentMode.allCases.count)
        for mode in UIView.ContentMode.allCases {
            let view = UIView()
            view.contentMode = mode
            #expect(view.layer.contentsGravity == expected[mode], "\(mode)")
            #expect(view.contentMode == mode)
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw))
        }
    }

    @Test func defaultIsScaleToFill() {
        #expect(UIView().contentMode == .scaleToFill)
    }

    @Test func redrawRedisplaysOnSizeChangeOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.displayIfNeeded()
        view.contentMode = .redraw
        view.center = CGPoint(x: 50, y: 50)
        #expect(!view.layer.needsDisplay())
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        view.contentMode = .scaleToFill
        view.bounds.size = CGSize(width: 30, height: 30)
        #expect(!view.layer.needsDisplay())
    }

    // MARK: - Stretching
    @Test func contentStretchIsTheContentsCenter() {
        let view = UIView()
        #expect(view.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    // MARK: - Other layer-backed properties
    @Test func appearancePropertiesAreTheLayers() {
        let view = UIView()
        view.alpha = 0.5; view.isHidden = true; view.clipsToBounds = true; view.backgroundColor = .white
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == .white)
        #expect(view.isOpaque && !view.layer.isOpaque)
        #expect(view.layer.delegate === view)
    }
}
