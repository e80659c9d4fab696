import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

@MainActor @Suite struct UIViewColorTests {
    // MARK: - Colours and paths on the layer
    @Test func layerColoursAndShadowPathTravelAsWireValues() {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        view.layer.borderColor = UIColor.red.cgColor
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        view.layer.shadowPath = path
        path.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))   // the layer kept a copy
        stage.window.addSubview(view)
        let diffs = stage.app.runTurn()
        let props = diffs.first?.properties(of: view.layer.layerID!) ?? []
        #expect(props.contains(.backgroundColor(LayerColor(red: 1, green: 0.5, blue: 0, alpha: 1))))
        #expect(props.contains(.borderColor(LayerColor(red: 1, green: 0, blue: 0, alpha: 1))))
        #expect(props.contains(.shadowPath(LayerPath(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))))))
        #expect(view.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    // MARK: - Tint
    @Test func tintIsInheritedAndChangesAreAnnounced() {
        let parent = UIView(), child = TintWatcher()
        #expect(child.tintColor == .systemBlue)
        parent.addSubview(child)
        let before = child.changes
        parent.tintColor = .red
        #expect(child.tintColor == .red && child.changes == before + 1)
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(child.tintColor == .green && child.changes == before + 2)
    }
}
