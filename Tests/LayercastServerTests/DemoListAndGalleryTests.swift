import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

/// The demo's list (a table view of 1,000 rows) and gallery (a paging scroll view of zooming
/// photos), driven by touches and wheel scrolls on the manual clock.
@MainActor @Suite struct DemoListAndGalleryTests {
    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    // MARK: - List

    @Test func theListIsATableOfAThousandRowsInSections() throws {
        let stage = DemoStage()
        let table = stage.demo.tableView
        #expect(table.numberOfSections == 20)
        #expect((0..<20).map { table.numberOfRows(inSection: $0) }.reduce(0, +) == 1_000)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DemoListCell)
        #expect(first.title == "Coral 1")
        #expect(first.reuseIdentifier == DemoListCell.reuseIdentifier)
        // Plain style: the 44-pt search header, 28-pt title headers (Layercast's automatic height)
        // and 44-pt rows.
        #expect(table.contentSize == CGSize(width: table.bounds.width, height: 44 + 20 * 28 + 1_000 * 44))
    }

    @Test func theCellCountStaysBoundedWhileTheWheelScrollsAllThousandRows() {
        let stage = DemoStage()
        let table = stage.demo.tableView
        let list = frame(table)
        // Every row visible at once, plus one cut at each end, at most.
        let bound = Int((list.height / DemoListView.rowHeight).rounded(.up)) + 1
        var created = Set<ObjectIdentifier>()
        var mostAtOnce = 0
        var titlesSeen = Set<String>()
        var turns = 0
        func collect() {
            let cells = table.subviews.compactMap { $0 as? DemoListCell }.filter { !$0.isHidden }
            cells.forEach { created.insert(ObjectIdentifier($0)); if let t = $0.title { titlesSeen.insert(t) } }
            mostAtOnce = max(mostAtOnce, cells.count)
        }
        collect()
        while table.contentOffset.y < table.contentSize.height - table.bounds.height, turns < 400 {
            stage.app.enqueueScroll(at: CGPoint(x: list.midX, y: list.midY), delta: CGSize(width: 0, height: -120))
            stage.app.runTurn()
            stage.clock.advance(by: 0.02)
            collect()
            turns += 1
        }
        #expect(table.contentOffset.y == table.contentSize.height - table.bounds.height)
        #expect(table.cellForRow(at: IndexPath(row: 49, section: 19)).map { ($0 as? DemoListCell)?.title } == "Dusk 50")
        #expect(mostAtOnce <= bound, "\(mostAtOnce) cells at once")
        #expect(created.count <= bound + 1, "\(created.count) cells made")
        // 120-point steps are under three rows: every row was shown on the way.
        #expect(titlesSeen.count == 1_000)
    }

    @Test func sectionHeadersStickToTheTopInThePlainStyle() throws {
        let stage = DemoStage()
        let table = stage.demo.tableView
        // 100 points into section 5: its header (28 pt) + 50 rows (44 pt) per section before it.
        let sectionTop: CGFloat = 5 * (28 + 50 * 44)
        table.contentOffset = CGPoint(x: 0, y: sectionTop + 100)
        stage.app.runTurn()
        let header = try #require(table.headerView(forSection: 5))
        #expect(header.frame.minY == table.contentOffset.y)
        #expect(header.textLabel?.text == "Rose")
    }

    @Test func theWheelScrollsTheList() {
        let stage = DemoStage()
        let table = stage.demo.tableView
        let list = frame(table)
        stage.app.enqueueScroll(at: CGPoint(x: list.midX, y: list.midY), delta: CGSize(width: 0, height: -100))
        stage.app.runTurn()
        #expect(table.contentOffset == CGPoint(x: 0, y: 100))
        // The gallery, above, did not move.
        #expect(stage.demo.photoView.pagingView.contentOffset == .zero)
    }

    /// Swipes row `row` of section 0 open (slowly, so it rests open) and returns the button
    /// titled `title`'s centre, screen points.
    func openActions(row: Int, in stage: DemoStage, title: String) throws -> CGPoint {
        let table = stage.demo.tableView
        let rowRect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        let y = rowRect.midY
        stage.touch(TouchInput(identifier: 4, phase: .began, location: CGPoint(x: rowRect.maxX - 10, y: y)))
        stage.clock.advance(by: 0.02)
        stage.touch(TouchInput(identifier: 4, phase: .moved, location: CGPoint(x: rowRect.maxX - 30, y: y)))
        stage.clock.advance(by: 0.02)
        stage.touch(TouchInput(identifier: 4, phase: .moved, location: CGPoint(x: rowRect.maxX - 130, y: y)))
        stage.clock.advance(by: 0.3)
        stage.touch(TouchInput(identifier: 4, phase: .moved, location: CGPoint(x: rowRect.maxX - 130, y: y)))
        stage.touch(TouchInput(identifier: 4, phase: .ended, location: CGPoint(x: rowRect.maxX - 130, y: y)))
        stage.clock.advance(by: 1)
        stage.app.runTurn()
        let button = try #require(table.subviews.lazy.flatMap { $0.subviews }.compactMap { $0 as? UIButton }
            .first { $0.title(for: .normal) == title })
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }

    /// Issue 14's search field: typing filters the table as each character arrives.
    @Test func typingInTheSearchFieldFiltersTheRows() throws {
        let stage = DemoStage()
        let list = stage.demo.listView
        let field = list.searchField
        stage.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        #expect(field.isFirstResponder)
        stage.app.enqueueText("teal 1")
        stage.app.runTurn()
        // "Teal 1" and "Teal 10"…"Teal 19": case is ignored, other sections are hidden.
        #expect(list.sections.map(\.title) == ["Teal"])
        #expect(list.rowCount == 11)
        #expect(stage.demo.tableView.numberOfSections == 1)
        #expect((stage.demo.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? DemoListCell)?.title == "Teal 1")
        // Deleting the last character widens the search again.
        stage.app.enqueueKey(KeyInput(keyCode: .keyboardDeleteOrBackspace, phase: .down))
        stage.app.enqueueKey(KeyInput(keyCode: .keyboardDeleteOrBackspace, phase: .up))
        stage.app.runTurn()
        #expect(list.query == "teal ")
        #expect(list.rowCount == 50)
        // Deleting a filtered row removes it from the whole list.
        list.deleteRow(at: IndexPath(row: 0, section: 0))
        #expect(list.allSections[3].rows.first?.title == "Teal 2")
        list.search("")
        #expect(list.rowCount == 999)
    }

    @Test func swipingARowAndTappingDeleteRemovesIt() throws {
        let stage = DemoStage()
        let list = stage.demo.listView
        let p = try openActions(row: 1, in: stage, title: "Delete")
        stage.tap(at: p)
        stage.clock.advance(by: 1)
        stage.app.runTurn()
        #expect(list.rowCount == 999)
        #expect(list.sections[0].rows.prefix(3).map(\.title) == ["Coral 1", "Coral 3", "Coral 4"])
        #expect((stage.demo.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? DemoListCell)?.title == "Coral 3")
    }

    @Test func theTopActionMovesTheRowToTheTopOfItsSection() throws {
        let stage = DemoStage()
        let list = stage.demo.listView
        let p = try openActions(row: 2, in: stage, title: "Top")
        stage.tap(at: p)
        stage.clock.advance(by: 1)
        stage.app.runTurn()
        #expect(list.rowCount == 1_000)
        #expect(list.sections[0].rows.prefix(4).map(\.title) == ["Coral 3", "Coral 1", "Coral 2", "Coral 4"])
        #expect((stage.demo.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? DemoListCell)?.title == "Coral 3")
        #expect(stage.demo.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
    }

    // MARK: - Gallery

    @Test func aSwipeOnTheGalleryPagesToTheNextPhoto() {
        let stage = DemoStage()
        let gallery = stage.demo.photoView
        let f = frame(gallery)
        let width = gallery.bounds.width
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: f.maxX - 20, y: f.midY)))
        for k in 1...4 {
            stage.clock.advance(by: 0.016)
            stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: f.maxX - 20 - CGFloat(k) * 30, y: f.midY)))
        }
        stage.clock.advance(by: 0.016)
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: f.maxX - 140, y: f.midY)))
        // A flick to the left (about 1,900 pt/s, over Layercast's 300 pt/s paging threshold)
        // snaps to the next page, played as one animation.
        #expect(gallery.pagingView.isDecelerating)
        stage.clock.advance(by: 2)
        stage.app.runTurn()
        #expect(gallery.pagingView.contentOffset == CGPoint(x: width, y: 0))
        #expect(gallery.sceneIndex == 1)
        #expect(gallery.captionText == "Night Sea")
        #expect(gallery.pages[1].imageView.image != nil)
    }

    @Test func theWheelPagesTheGalleryOnePageAtATime() {
        let stage = DemoStage()
        let gallery = stage.demo.photoView
        let f = frame(gallery)
        let width = gallery.bounds.width
        stage.app.enqueueScroll(at: CGPoint(x: f.midX, y: f.midY), delta: CGSize(width: -40, height: 0))
        stage.app.runTurn()
        #expect(gallery.pagingView.contentOffset == CGPoint(x: 40, y: 0))
        // After the wheel stops (Layercast's 0.05 s lift delay) it settles on the next page.
        stage.clock.advance(by: 0.06)
        stage.app.runTurn()
        stage.clock.advance(by: 2)
        stage.app.runTurn()
        #expect(gallery.pagingView.contentOffset == CGPoint(x: width, y: 0))
        #expect(gallery.sceneIndex == 1)
        // A vertical wheel over the gallery moves nothing: no scroll view there scrolls vertically.
        stage.app.enqueueScroll(at: CGPoint(x: f.midX, y: f.midY), delta: CGSize(width: 0, height: -40))
        stage.app.runTurn()
        #expect(gallery.pagingView.contentOffset == CGPoint(x: width, y: 0))
        #expect(stage.demo.tableView.contentOffset == .zero)
    }

    @Test func aPinchZoomsThePhoto() {
        let stage = DemoStage()
        let page = stage.demo.photoView.pages[0]
        let f = frame(page)
        let c = CGPoint(x: f.midX, y: f.midY)
        func at(_ dx: CGFloat) -> CGPoint { CGPoint(x: c.x + dx, y: c.y) }
        stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .began, location: at(-40)),
                                  TouchInput(identifier: 2, phase: .began, location: at(40))])
        stage.app.runTurn()
        for spread in [50.0, 65, 80] as [CGFloat] {
            stage.clock.advance(by: 0.016)
            stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .moved, location: at(-spread)),
                                      TouchInput(identifier: 2, phase: .moved, location: at(spread))])
            stage.app.runTurn()
        }
        // The fingers went from 80 to 160 points apart: twice the size.
        #expect(page.zoomScale == 2)
        #expect(page.imageView.frame.size == CGSize(width: f.width * 2, height: f.height * 2))
        stage.clock.advance(by: 0.016)
        stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .ended, location: at(-80)),
                                  TouchInput(identifier: 2, phase: .ended, location: at(80))])
        stage.app.runTurn()
        #expect(page.zoomScale == 2)
        #expect(page.contentSize == CGSize(width: f.width * 2, height: f.height * 2))
        // The paging view did not move.
        #expect(stage.demo.photoView.pagingView.contentOffset == .zero)
    }

    @Test func aDoubleTapZoomsInAndASecondZoomsOut() {
        let stage = DemoStage()
        let page = stage.demo.photoView.pages[0]
        let f = frame(page)
        let p = CGPoint(x: f.midX, y: f.midY)
        func doubleTap() {
            for _ in 0..<2 {
                stage.touch(TouchInput(identifier: 1, phase: .began, location: p))
                stage.clock.advance(by: 0.05)
                stage.touch(TouchInput(identifier: 1, phase: .ended, location: p))
                stage.clock.advance(by: 0.1)
            }
            stage.clock.advance(by: 1)
            stage.app.runTurn()
        }
        doubleTap()
        #expect(page.zoomScale == DemoPhotoPageView.doubleTapZoomScale)
        // Zoomed about the tap, the photo's centre: the centre stays in the middle.
        #expect(abs(page.contentOffset.x - (f.width * 2.5 - f.width) / 2) < 1e-9)
        #expect(abs(page.contentOffset.y - (f.height * 2.5 - f.height) / 2) < 1e-9)
        doubleTap()
        #expect(page.zoomScale == 1)
        #expect(page.contentOffset == .zero)
    }
}
