import Foundation
import Testing
import UIKit
@testable import ServeYourApp

/// README.md's "Serving your own app" example is Examples/ServeYourApp/main.swift, which the
/// package builds: the two must stay identical, and the app must work.
@MainActor @Suite struct ReadmeExampleTests {
    /// The first ```swift block after `heading` in README.md, with its final newline.
    static func readmeBlock(after heading: String) throws -> String {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n" + heading + "\n"))
        let fence = try #require(readme.range(of: "\n```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```\n", range: fence.upperBound..<readme.endIndex))
        return String(readme[fence.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func theReadmeShowsTheExampleFileVerbatim() throws {
        let example = try String(contentsOf: packageRoot.appendingPathComponent("Examples/ServeYourApp/main.swift"),
                                 encoding: .utf8)
        let block = try Self.readmeBlock(after: "## Serving your own app")
        #expect(block == example, "README.md's example and Examples/ServeYourApp/main.swift differ")
        #expect(block.hasPrefix("import UIKit\n"))
    }

    @Test func theExamplesButtonCountsTaps() throws {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
        let application = UIApplication(screen: screen, clock: ManualClock())
        let delegate = AppDelegate()
        #expect(delegate.application(application, didFinishLaunchingWithOptions: nil))
        application.runTurn()
        let window = try #require(delegate.window)
        #expect(application.keyWindow === window)
        let root = try #require(window.rootViewController?.view)
        let button = try #require(root.subviews.first { $0 is UIButton } as? UIButton)
        let label = try #require(root.subviews.first { $0 is UILabel } as? UILabel)
        #expect(button.title(for: .normal) == "Tap me" && label.text == "Taps: 0")
        for expected in ["Taps: 1", "Taps: 2"] {
            for phase in [UITouch.Phase.began, .ended] {
                application.enqueueTouches([TouchInput(identifier: 1, phase: phase, location: CGPoint(x: 80, y: 82))])
                application.runTurn()
            }
            #expect(label.text == expected)
        }
    }
}
