import Testing
import UIKit

/// The grid sample lays cells out by index path in `layoutSubviews` and loads its images by
/// name from the target's bundle (Images/: star.png, star@2x.png, star@3x.png, square.png).
@MainActor @Suite struct PhotoGridViewTests {
    private func shownGrid(width: CGFloat = 390) -> (SampleStage, PhotoGridView) {
        let stage = SampleStage()
        let grid = PhotoGridView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        grid.sections = [["star", "square", "star", "star"], ["square"]]
        stage.window.addSubview(grid)
        stage.app.runTurn()
        return (stage, grid)
    }

    @Test func cellsAreLaidOutByIndexPath() throws {
        let (_, grid) = shownGrid()
        let side = (390 - 2 * 4) / CGFloat(3)
        #expect(grid.cells.count == 5)
        let first = try #require(grid.cells[IndexPath(item: 0, section: 0)])
        #expect(close(first.frame, CGRect(x: 0, y: 0, width: side, height: side)))
        let third = try #require(grid.cells[IndexPath(item: 2, section: 0)])
        #expect(close(third.frame, CGRect(x: 2 * (side + 4), y: 0, width: side, height: side)))
        // The fourth item wraps to the second row.
        let fourth = try #require(grid.cells[IndexPath(item: 3, section: 0)])
        #expect(close(fourth.frame, CGRect(x: 0, y: side + 4, width: side, height: side)))
        // Section 1 starts below section 0's two rows and the section spacing.
        let nextSection = try #require(grid.cells[IndexPath(item: 0, section: 1)])
        #expect(close(nextSection.frame, CGRect(x: 0, y: 2 * side + 4 + 12, width: side, height: side)))
    }

    @Test func aNewWidthLaysTheCellsOutAgainOnTheNextTurn() throws {
        let (stage, grid) = shownGrid()
        grid.frame.size.width = 300
        stage.app.runTurn()
        let second = try #require(grid.cells[IndexPath(item: 1, section: 0)])
        let side = 292 / CGFloat(3)
        #expect(close(second.frame, CGRect(x: side + 4, y: 0, width: side, height: side)))
    }

    @Test func aPointFindsItsIndexPath() throws {
        let (_, grid) = shownGrid()
        let indexPath = try #require(grid.indexPathForItem(at: CGPoint(x: 200, y: 60)))
        #expect(indexPath == IndexPath(item: 1, section: 0))
        #expect(indexPath.item == 1 && indexPath.row == 1 && indexPath.section == 0)
        #expect(grid.indexPathForItem(at: CGPoint(x: 200, y: 590)) == nil)
    }

    @Test func imagesComeFromTheBundleAtTheHighestScale() throws {
        let (_, grid) = shownGrid()
        // With no display scale, UIImage(named:) loads the densest variant (its documentation):
        // star@3x.png, 30×30 pixels, is a 10×10-point image.
        let star = try #require(grid.cells[IndexPath(item: 0, section: 0)]?.image)
        #expect(star.scale == 3)
        #expect(star.size == CGSize(width: 10, height: 10))
        // square.png has no variants: scale 1, 12×12 points.
        let square = try #require(grid.cells[IndexPath(item: 0, section: 1)]?.image)
        #expect(square.scale == 1)
        #expect(square.size == CGSize(width: 12, height: 12))
        #expect(UIImage(named: "missing", in: .module, compatibleWith: nil) == nil)
    }
}
