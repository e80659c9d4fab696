import Testing
import UIKit

/// The settings sample's controls fire through target-action (method references) and UIAction
/// when touches arrive as the server delivers them, and its layout runs in
/// `viewDidLayoutSubviews`.
@MainActor @Suite struct SettingsViewControllerTests {
    private func shownController() -> (SampleStage, SettingsViewController) {
        let stage = SampleStage()
        let controller = SettingsViewController()
        stage.window.rootViewController = controller
        stage.app.runTurn()
        return (stage, controller)
    }

    @Test func viewDidLayoutSubviewsPlacesTheControlsInTheWindowsWidth() {
        let (_, controller) = shownController()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.statusLabel.frame == CGRect(x: 20, y: 60, width: 350, height: 30))
        #expect(controller.volumeSlider.frame == CGRect(x: 20, y: 110, width: 279, height: 31))
        #expect(controller.muteSwitch.frame.origin == CGPoint(x: 319, y: 110))
        #expect(controller.saveButton.frame == CGRect(x: 20, y: 170, width: 170, height: 44))
        #expect(controller.resetButton.frame == CGRect(x: 200, y: 170, width: 170, height: 44))
    }

    @Test func tappingSaveCallsTheTargetsMethod() {
        let (stage, controller) = shownController()
        stage.tap(controller.saveButton)
        #expect(controller.saveCount == 1)
        #expect(controller.statusLabel.text == "Saved 1×")
        stage.tap(controller.saveButton)
        #expect(controller.saveCount == 2)
        #expect(controller.statusLabel.text == "Saved 2×")
    }

    @Test func aTouchOutsideTheButtonDoesNotSave() {
        let (stage, controller) = shownController()
        stage.touch(.began, at: CGPoint(x: 195, y: 400))
        stage.touch(.ended, at: CGPoint(x: 195, y: 400))
        #expect(controller.saveCount == 0)
    }

    @Test func theSwitchSendsValueChangedWithItselfAsSender() {
        let (stage, controller) = shownController()
        stage.tap(controller.muteSwitch)
        #expect(controller.muteSwitch.isOn)
        #expect(!controller.volumeSlider.isEnabled)
        stage.tap(controller.muteSwitch)
        #expect(controller.volumeSlider.isEnabled)
    }

    @Test func draggingTheSliderUpdatesTheVolume() {
        let (stage, controller) = shownController()
        let slider = controller.volumeSlider
        let thumb = slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: nil)
        stage.touch(.began, at: thumb)
        stage.touch(.moved, at: CGPoint(x: 1000, y: thumb.y))
        stage.touch(.ended, at: CGPoint(x: 1000, y: thumb.y))
        #expect(controller.volume == 1)
    }

    @Test func resetRunsItsUIActionClosure() {
        let (stage, controller) = shownController()
        stage.tap(controller.saveButton)
        stage.tap(controller.muteSwitch)
        stage.tap(controller.resetButton)
        #expect(controller.saveCount == 0)
        #expect(controller.statusLabel.text == "Not saved")
        #expect(!controller.muteSwitch.isOn && controller.volumeSlider.isEnabled)
    }
}
