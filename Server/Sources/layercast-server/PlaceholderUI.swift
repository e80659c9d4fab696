import Foundation
import LayercastProtocol
import LayercastServer

/// A tiny built-in UI served until the demo app exists: a rounded square that jumps to where a
/// touch goes down and follows it. Built straight on wire operations, without the toolkit.
@MainActor
final class PlaceholderUI: ServedUI {
    let screenSize: CGSize
    private let clockOrigin = ContinuousClock.now
    private var queued: [ServedCommit] = []
    private var inbox: [ServedTouch] = []
    private let box = LayerID(2)
    /// Every operation so far: applied to the empty tree, they give the current state.
    private var state: [LayerOperation]

    init(screenSize: CGSize) {
        self.screenSize = screenSize
        let box = self.box
        let initial: [LayerOperation] = [
            .setProperties(.root, [.bounds(CGRect(origin: .zero, size: screenSize)),
                                   .position(CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)),
                                   .backgroundColor(LayerColor(red: 0.95, green: 0.95, blue: 0.97))]),
            .createLayer(box),
            .setProperties(box, [.bounds(CGRect(x: 0, y: 0, width: 120, height: 120)),
                                 .position(CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)),
                                 .backgroundColor(LayerColor(red: 0.2, green: 0.45, blue: 0.9)),
                                 .cornerRadius(24)]),
            .setSublayers(.root, [box]),
        ]
        state = initial
        queued = [ServedCommit(operations: initial)]
    }

    var now: Double {
        let d = ContinuousClock.now - clockOrigin
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    var nextScheduledTurn: Double? { nil }

    func setDisplayScales(_ scales: [Double]) {}

    func enqueueTouches(_ touches: [ServedTouch]) { inbox += touches }

    func runTurn() -> [ServedCommit] {
        for touch in inbox where touch.phase == .began || touch.phase == .moved {
            let op = LayerOperation.setProperties(box, [.position(touch.location)])
            state.append(op)
            queued.append(ServedCommit(operations: [op]))
        }
        inbox = []
        defer { queued = [] }
        return queued
    }

    func snapshot() -> ServedCommit {
        var tree = LayerTree()
        try? tree.apply(state)
        return ServedCommit(operations: tree.snapshotOperations())
    }
}
