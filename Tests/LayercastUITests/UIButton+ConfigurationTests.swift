import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UIButtonConfigurationTests {
    // MARK: - Creating

    // UIKit (iOS 15): UIButton(configuration:primaryAction:) shows the configuration and runs the
    // action on a tap; `configuration` reads back what was set.
    @Test func configuredButtonShowsTitleAndRunsItsAction() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        #expect(button.configuration?.title == "Save" && button.buttonType == .system)
        #expect(button.titleLabel?.text == "Save")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
    }

    @Test func styleColours() {
        let tint = UIColor.systemBlue
        var filled = UIButton.Configuration.filled()
        filled.title = "A"
        let filledButton = UIButton(configuration: filled)
        #expect(filledButton.backgroundColor == tint && filledButton.titleLabel?.textColor == .white)
        var plain = UIButton.Configuration.plain()
        plain.title = "A"
        let plainButton = UIButton(configuration: plain)
        #expect(plainButton.backgroundColor == nil && plainButton.titleLabel?.textColor == tint)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseForegroundColor = .red
        tinted.title = "A"
        let tintedButton = UIButton(configuration: tinted)
        #expect(tintedButton.titleLabel?.textColor == .red)
        #expect(tintedButton.backgroundColor?.cgColor.alpha == 0.15)
        var custom = UIButton.Configuration.gray()
        custom.baseBackgroundColor = .green
        custom.title = "A"
        #expect(UIButton(configuration: custom).backgroundColor == .green)
    }

    // MARK: - Layout

    @Test func insetsImagePaddingAndSubtitle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Sub"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 6)
        let button = UIButton(configuration: configuration)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Title\nSub" && label.numberOfLines == 2)
        button.sizeToFit()
        button.layoutIfNeeded()
        let image = try #require(button.imageView)
        #expect(image.frame.minX == 10)
        #expect(label.frame.minX == image.frame.maxX + 8)
        #expect(button.bounds.width == 10 + image.frame.width + 8 + label.frame.width + 6)
    }

    @Test func capsuleCornersFollowTheHeight() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 20)
    }

    @Test func highlightAndDisableChangeTheLook() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.isHighlighted = true
        #expect(button.backgroundColor?.cgColor.alpha == 0.6)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.titleLabel?.textColor != .white)
        button.configuration = nil
        button.isEnabled = true
        button.setTitle("Plain", for: .normal)
        #expect(button.titleLabel?.text == "Plain")
    }
}
