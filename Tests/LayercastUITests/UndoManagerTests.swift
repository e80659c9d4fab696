import Foundation
import Testing
@testable import LayercastUI

/// A value whose changes register their undo.
private final class Counter {
    var value = 0
    let undo: UndoManager
    init(_ undo: UndoManager) { self.undo = undo }
    func set(_ new: Int) {
        let old = value
        undo.registerUndo(withTarget: self) { $0.set(old) }
        value = new
    }
}

@MainActor @Suite struct UndoManagerTests {
    @Test func undoAndRedoPlayTheRegisteredClosures() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(1)
        manager.setActionName("One")
        #expect(manager.canUndo && !manager.canRedo && manager.undoActionName == "One")
        counter.set(2)
        manager.undo()
        #expect(counter.value == 1 && manager.canRedo)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 1)
        // A new change after undoing clears the redo steps.
        counter.set(5)
        #expect(!manager.canRedo)
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func aGroupUndoesAsOneStep() {
        let manager = UndoManager()
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0)
        manager.redo()
        #expect(counter.value == 2)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        let counter = Counter(manager)
        manager.disableUndoRegistration()
        counter.set(3)
        #expect(!manager.isUndoRegistrationEnabled && !manager.canUndo)
        manager.enableUndoRegistration()
        counter.set(4)
        #expect(manager.canUndo)
    }

    @Test func theViewsOfAWindowShareItsUndoManager() {
        let stage = Stage()
        let view = UITextView(frame: .zero)
        #expect(view.undoManager == nil)  // no window, no undo manager
        stage.window.addSubview(view)
        #expect(view.undoManager != nil && view.undoManager === stage.window.undoManager)
    }
}
