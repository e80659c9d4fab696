import Foundation

/// Records changes as closures that undo them, and plays them back (Foundation's
/// `UndoManager`, which Foundation on Linux lacks; UIKit code reaches one through
/// `UIResponder.undoManager`).
///
/// Registrations between `beginUndoGrouping()` and `endUndoGrouping()` form one undo step. With
/// `groupsByEvent` (the default) a registration outside any group opens one that the next
/// `undo()`, `redo()` or explicit grouping call closes, so the changes one event makes undo
/// together. While undoing, registrations are redo steps; while redoing, undo steps.
/// Targets are held weakly: a step whose target is gone does nothing. Selector-based
/// registration is not available (Swift on Linux has no Objective-C messaging).
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let perform: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Open groups, outermost first.
    private var open: [Group] = []
    /// Whether the outermost open group was opened by a registration (groupsByEvent).
    private var autoGrouped = false
    private var disabled = 0

    /// Whether a registration outside a group opens one for the current event. Default `true`.
    open var groupsByEvent = true
    /// The most undo steps kept; 0 (the default) for no limit.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Whether `undo()` is running.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running.
    open private(set) var isRedoing = false

    /// An undo manager with nothing to undo.
    public init() {}

    // MARK: - Registering

    /// Records `handler`, called with `target` to undo the change just made.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { handler($0 as! TargetType) }
        if open.isEmpty {
            if !groupsByEvent && !isUndoing && !isRedoing { return }
            open.append(Group())
            autoGrouped = true
        }
        open[open.count - 1].actions.append(action)
        if !isUndoing && !isRedoing && open.count == 1 { redoStack.removeAll() }
    }

    /// Names the current undo step ("Typing", "Delete"), for `undoActionName`.
    open func setActionName(_ actionName: String) {
        if !open.isEmpty { open[open.count - 1].name = actionName }
        else if isUndoing, !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Opens a group: the registrations until the matching `endUndoGrouping()` undo as one step.
    open func beginUndoGrouping() {
        if autoGrouped { closeAutoGroup() }
        open.append(Group())
    }

    /// Closes the innermost group; the outermost one becomes an undo (or, while undoing, redo) step.
    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty {
            push(group)
        } else {
            open[open.count - 1].actions += group.actions
        }
    }

    /// How many groups are open.
    open var groupingLevel: Int { open.count }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabled += 1 }
    /// Resumes recording registrations.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    // MARK: - Undoing and redoing

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty || (autoGrouped && !(open.first?.actions.isEmpty ?? true)) }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would undo ("" when unnamed or none).
    open var undoActionName: String { closeAutoGroupIfNeeded(); return undoStack.last?.name ?? "" }
    /// The name of the step `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Undoes the last step: its closures run, last registered first; what they register becomes
    /// the step `redo()` redoes.
    open func undo() {
        closeAutoGroupIfNeeded()
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group)
        isUndoing = false
    }

    /// Redoes the last undone step.
    open func redo() {
        closeAutoGroupIfNeeded()
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group)
        isRedoing = false
    }

    /// Forgets every undo and redo step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
        autoGrouped = false
    }

    /// Forgets the steps' closures registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        func keep(_ group: Group) -> Group {
            var kept = group
            kept.actions.removeAll { $0.target === target || $0.target == nil }
            return kept
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        open = open.map(keep)
    }

    // MARK: - Private

    private func run(_ group: Group) {
        open.append(Group(name: group.name))
        for action in group.actions.reversed() {
            if let target = action.target { action.perform(target) }
        }
        let recorded = open.removeLast()
        if !recorded.actions.isEmpty { push(recorded) }
        autoGrouped = false
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if isUndoing { redoStack.append(group) } else { undoStack.append(group); trim() }
    }

    private func closeAutoGroupIfNeeded() { if autoGrouped { closeAutoGroup() } }

    private func closeAutoGroup() {
        autoGrouped = false
        guard let group = open.first else { return }
        open.removeAll()
        push(group)
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
