import Foundation
import LayercastGraphics
import Testing
@testable import LayercastUI

/// UIPageControl: UIKit's defaults (numberOfPages 0, currentPage 0, hidesForSinglePage false:
/// UIPageControl's documentation), the current page kept in range, and a tap moving one page
/// toward it with one `.valueChanged`.
@MainActor @Suite struct UIPageControlTests {
    @Test func defaultsAndRange() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 3).width > control.size(forNumberOfPages: 2).width)
    }

    @Test func aTapMovesOnePageTowardIt() {
        let stage = Stage()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 320, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        stage.window.addSubview(control)
        let log = Log()
        control.addAction(UIAction { [unowned control] _ in log.add("\(control.currentPage)") }, for: .valueChanged)
        stage.app.runTurn()
        for x: CGFloat in [300, 300, 300, 10] {
            stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: x, y: 113)))
            stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: x, y: 113)))
        }
        // Right: 3, 4, then the last page stays (no event); left: 3.
        #expect(log.entries == ["3", "4", "3"])
    }
}
