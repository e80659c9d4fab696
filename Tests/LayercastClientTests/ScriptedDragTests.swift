import Foundation
import Testing
import LayercastProtocol
@testable import LayercastClient

/// The benchmark's scripted drag: press, one move per interval, release; and its events become
/// pointer messages through the session's input path.
@Suite struct ScriptedDragTests {
    static let screen = CGSize(width: 390, height: 844)

    /// Runs the script to its end, calling it at every interval; returns every event in order.
    static func run(_ drag: inout ScriptedDrag) -> [ClientInputEvent] {
        var events: [ClientInputEvent] = []
        var now = 100.0
        while !drag.isFinished {
            events += drag.events(at: now, screenSize: screen)
            now += drag.interval
        }
        return events
    }

    // MARK: - Schedule

    @Test func refusesACountBelowOne() {
        #expect(ScriptedDrag(moves: 0) == nil)
        #expect(ScriptedDrag(moves: -3) == nil)
        #expect(ScriptedDrag(moves: 1, interval: 0) == nil)
        #expect(ScriptedDrag(moves: 1)?.moves == 1)
    }

    @Test func pressesAtTheCentreMovesNTimesThenReleases() throws {
        var drag = try #require(ScriptedDrag(moves: 50))
        let events = Self.run(&drag)
        #expect(events.count == 52)
        #expect(events.first == .mouse(phase: .began, location: CGPoint(x: 195, y: 422), button: 1))
        guard case .mouse(.ended, _, 1) = events.last else {
            Issue.record("the last event is not a release: \(String(describing: events.last))")
            return
        }
        let moves = events.dropFirst().dropLast()
        #expect(moves.allSatisfy { if case .mouse(.moved, _, 0) = $0 { true } else { false } })
        #expect(drag.movesSent == 50)
        #expect(drag.events(at: 1e9, screenSize: Self.screen).isEmpty)
        #expect(drag.secondsUntilNextEvent(at: 1e9) == nil)
    }

    @Test func everyMoveChangesThePosition() throws {
        var drag = try #require(ScriptedDrag(moves: 200))
        let locations = Self.run(&drag).compactMap { event -> CGPoint? in
            if case .mouse(.moved, let location, _) = event { location } else { nil }
        }
        #expect(locations.count == 200)
        for (a, b) in zip([CGPoint(x: 195, y: 422)] + locations, locations) { #expect(a != b) }
        #expect(locations.allSatisfy { abs($0.x - 195) <= ScriptedDrag.amplitude && $0.y == 422 })
    }

    @Test func nothingIsDueBeforeItsTimeAndALateCallGetsOneEvent() throws {
        var drag = try #require(ScriptedDrag(moves: 5, interval: 0.5))
        #expect(drag.events(at: 10, screenSize: Self.screen).count == 1)
        #expect(drag.secondsUntilNextEvent(at: 10) == 0.5)
        #expect(drag.events(at: 10.25, screenSize: Self.screen).isEmpty)
        // Three intervals late: one move, not a burst (a burst would be coalesced away).
        #expect(drag.events(at: 12, screenSize: Self.screen).count == 1)
        #expect(drag.movesSent == 1)
        #expect(drag.events(at: 12, screenSize: Self.screen).isEmpty)
    }

    // MARK: - Through a session

    @Test func theScriptBecomesPointerMessages() throws {
        try ClientSessionInputTests.welcomed { peer, session, _ in
            var drag = try #require(ScriptedDrag(moves: 4))
            for event in Self.run(&drag) { session.inject([event]) }
            try session.runUntil(timeout: 10) { _ in ClientSessionInputTests.pointers(peer).count == 6 }
            let pointers = ClientSessionInputTests.pointers(peer)
            #expect(pointers.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .ended])
            #expect(pointers.allSatisfy { $0.device == .mouse })
            #expect(pointers.map(\.timestamp) == pointers.map(\.timestamp).sorted())
        }
    }
}
