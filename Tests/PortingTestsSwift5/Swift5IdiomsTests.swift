import Testing
import UIKit

/// The Swift 5 idioms behave as on iOS once compiled.
@MainActor @Suite struct Swift5IdiomsTests {
    @Test func aButtonBuiltInAFreeFunctionIsConfigured() {
        let button = makeRoundedButton(title: "Go", color: .red)
        #expect(button.title(for: .normal) == "Go")
        #expect(button.layer.cornerRadius == 8)
        #expect(button.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
    }

    @Test func theCardsClosureActionRunsOnATap() {
        let stage = SampleStage()
        let card = CardView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        var opened = 0
        card.onOpen = { opened += 1 }
        stage.window.addSubview(card)
        stage.app.runTurn()
        #expect(card.titleLabel.frame == CGRect(x: 16, y: 12, width: 268, height: 24))
        #expect(card.layer.borderWidth == 1 && card.clipsToBounds)
        stage.tap(card.actionButton)
        #expect(opened == 1)
    }
}
