import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

/// The demo's presenter mode (issue 18): a second screen shows the selected photo, the phone
/// becomes its remote, and the demo comes back when the screen goes.
@MainActor @Suite struct DemoPresenterModeTests {
    @Test func aSecondScreenPresentsThePhotoAndThePhoneBecomesItsRemote() throws {
        let stage = DemoStage()
        let presenter = try #require(stage.demo.presenter)
        #expect(!presenter.isPresenting)
        let tv = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080), scale: 1)
        stage.app.perform { stage.app.connect(tv) }
        let turn = stage.app.runTurnOnAllScreens()
        #expect(presenter.isPresenting)
        let presentation = try #require(presenter.presentationView)
        #expect(presentation.window?.screen === tv && presentation.frame == tv.bounds)
        #expect(presentation.captionText == "Sunset Hills", "the gallery's selected photo")
        #expect(turn[1].diffs.first?.created.isEmpty == false, "the big screen's tree fills")
        // The remote covers the demo on the phone and is key.
        #expect(stage.app.visibleWindowsFrontToBack.first === presenter.remoteWindow)
        #expect(presenter.remoteWindow?.isKeyWindow == true && stage.app.keyWindow === presenter.remoteWindow)

        // Next, then previous twice (wrapping to the last photo).
        stage.tap(at: center(of: try #require(presenter.nextButtonFrame)))
        #expect(presentation.captionText == "Night Sea")
        stage.tap(at: center(of: try #require(presenter.previousButtonFrame)))
        stage.tap(at: center(of: try #require(presenter.previousButtonFrame)))
        #expect(presentation.captionText == "Aurora")

        // A drag on the trackpad moves the dot on the big screen, proportionally.
        let pad = try #require(presenter.trackpadFrame)
        let start = CGPoint(x: pad.minX + 20, y: pad.minY + 20)
        let end = CGPoint(x: pad.midX, y: pad.midY)
        stage.touch(TouchInput(identifier: 7, phase: .began, location: start))
        for i in 1...5 {
            stage.clock.advance(by: 0.016)
            let t = CGFloat(i) / 5
            stage.touch(TouchInput(identifier: 7, phase: .moved,
                                   location: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
        }
        #expect(!presentation.pointerDot.isHidden)
        #expect(abs(presentation.pointerDot.center.x - 960) < 1 && abs(presentation.pointerDot.center.y - 540) < 1)
        stage.clock.advance(by: 0.016)
        stage.touch(TouchInput(identifier: 7, phase: .ended, location: end))
        #expect(presentation.pointerDot.isHidden)

        // The screen goes: the demo is as it was, key again.
        stage.app.perform { stage.app.disconnect(tv) }
        stage.app.runTurn()
        #expect(!presenter.isPresenting)
        #expect(stage.app.visibleWindowsFrontToBack.map(ObjectIdentifier.init) == [ObjectIdentifier(stage.demo.window)])
        #expect(stage.demo.window.isKeyWindow && stage.app.keyWindow === stage.demo.window)
    }
}
