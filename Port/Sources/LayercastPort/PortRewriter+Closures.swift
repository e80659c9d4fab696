import SwiftSyntax

/// Calls that take a target and a selector where Foundation on Linux takes a closure.
enum SelectorCall: Equatable {
    /// `center.addObserver(self, selector: #selector(m), name: n, object: o)`.
    case notificationObserver
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
    case scheduledTimer
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`.
    case timerInit

    init?(_ call: FunctionCallExprSyntax) {
        guard let name = PortRewriter.calledName(call)?.text else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let isMember = call.calledExpression.is(MemberAccessExprSyntax.self)
        let timerLabels = ["timeInterval", "target", "selector", "userInfo", "repeats"]
        if isMember, name == "addObserver", labels == [nil, "selector", "name", "object"] {
            self = .notificationObserver
        } else if isMember, name == "scheduledTimer", labels == timerLabels {
            self = .scheduledTimer
        } else if !isMember, name == "Timer", labels == timerLabels {
            self = .timerInit
        } else {
            return nil
        }
    }

    /// What the closure's parameter is called.
    var parameter: String { self == .notificationObserver ? "notification" : "timer" }
}

/// How a selector call becomes a closure call: the method the closure calls on `self`.
struct ClosurePlan {
    var kind: SelectorCall
    var baseName: String
    /// The method's argument labels: none, or one (the notification or the timer).
    var labels: [String]
    /// Whether the method takes an `NSNotification`, which the closure's `Notification` is
    /// bridged to (`as NSNotification`, which swift-corelibs-foundation has too).
    var takesNSNotification = false
}

// Notifications and timers: the closure forms swift-corelibs-foundation has,
// `addObserver(forName:object:queue:using:)` and `Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
// calling the method on a weakly captured `self`.
//
// The closures are `@Sendable` and not isolated, while a UIKit-style controller's methods are
// main-actor isolated, so the closure calls the method inside `MainActor.assumeIsolated`.
// Observers get `queue: nil`: the closure runs synchronously on the posting thread, exactly when
// and where the selector form called the method, so a post from the main actor runs it there
// and `assumeIsolated` holds; a post from another thread traps instead of racing, as the UIKit
// code would have. `queue: .main` is worse in swift-corelibs-foundation: `post` runs the block
// in place only when `OperationQueue.current` is the main queue, which it takes to mean "on the
// main thread"; where the main actor runs on another thread (Swift Testing on Linux: a
// @MainActor test sees `Thread.isMainThread == false`), a post from the main actor enqueues the
// block on the main queue and waits for it: a deadlock (tried on Swift 6.3).
// Timers fire on the run loop of the thread that scheduled them.
extension PortRewriter {
    /// Whether `call` can become a closure call, and if so, which method the closure calls.
    func closurePlan(_ kind: SelectorCall, _ call: FunctionCallExprSyntax) -> Result<ClosurePlan, PortProblem> {
        let arguments = Array(call.arguments)
        let selectorArgument = arguments.first { $0.label?.text == "selector" }!
        let observer = kind == .notificationObserver
            ? arguments[0].expression : arguments.first { $0.label?.text == "target" }!.expression
        let closureForm = kind == .notificationObserver
            ? "'addObserver(forName:object:queue:using:)'" : "'Timer.scheduledTimer(withTimeInterval:repeats:block:)'"
        guard Self.isSelf(observer) else {
            return .failure(PortProblem(
                "a \(kind == .notificationObserver ? "notification observer" : "timer target") other than 'self' "
                    + "is not rewritten; use \(closureForm) with a closure that calls "
                    + "'\(observer.trimmedDescription)'s method"))
        }
        if kind != .notificationObserver,
           let userInfo = arguments.first(where: { $0.label?.text == "userInfo" })?.expression,
           !userInfo.is(NilLiteralExprSyntax.self) {
            return .failure(PortProblem(
                "a timer's 'userInfo' has no place in the closure form; capture the value in the closure of "
                    + "\(closureForm) instead"))
        }
        guard let macro = selectorArgument.expression.as(MacroExpansionExprSyntax.self),
              macro.macroName.text == "selector"
        else {
            if kind == .notificationObserver {
                return .failure(selectorValueObserverProblem(call, selector: selectorArgument.expression))
            }
            return .failure(PortProblem("a selector held in a value is not rewritten; use \(closureForm) instead"))
        }
        let reference: SelectorReference
        switch SelectorReference.parse(macro) {
        case .failure(let problem): return .failure(problem)
        case .success(let parsed): reference = parsed
        }
        let typeName = reference.typeName ?? SourceContext.enclosingTypeName(of: call)
        guard let labels = reference.labels ?? typeName.flatMap({ context.labels(ofMethod: reference.baseName, in: $0) })
        else {
            return .failure(PortProblem(
                "cannot tell whether '\(reference.baseName)' takes the \(kind.parameter): this file declares no single "
                    + "method '\(reference.baseName)'\(typeName.map { " in '\($0)'" } ?? ""); write "
                    + "'#selector(\(reference.baseName)(_:))' if it takes it, or use \(closureForm) yourself"))
        }
        guard labels.count <= 1 else {
            return .failure(PortProblem(
                "'\(reference.methodName)' takes more than the \(kind.parameter); call it from a closure passed to "
                    + "\(closureForm)"))
        }
        // Selector-based observers called a method declared `f(_ n: NSNotification)` with the
        // Objective-C object; the closure gets a `Notification`, which such a method does not take.
        let parameterType = typeName.flatMap { context.parameterTypes(ofMethod: reference.baseName, labels: labels, in: $0) }?
            .first
        let takesNSNotification = kind == .notificationObserver
            && ["NSNotification", "NSNotification?", "NSNotification!"].contains(parameterType)
        return .success(ClosurePlan(kind: kind, baseName: reference.baseName, labels: labels,
                                    takesNSNotification: takesNSNotification))
    }

    /// The closure call for `plan`, built from `call` (the original's children rewritten) and
    /// laid out at the indentation of `original`'s line.
    func closureCall(_ plan: ClosurePlan, _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax)
        -> ExprSyntax {
        func argument(_ label: String) -> String {
            call.arguments.first { $0.label?.text == label }!.expression.trimmedDescription
        }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { "\($0.trimmedDescription)." }
            ?? ""
        let head: String
        switch plan.kind {
        case .notificationObserver:
            let name = argument("name"), object = argument("object")
            head = "\(receiver)addObserver(forName: \(name), object: \(object), queue: nil)"
        case .scheduledTimer:
            let interval = argument("timeInterval"), repeats = argument("repeats")
            head = "\(receiver)scheduledTimer(withTimeInterval: \(interval), repeats: \(repeats))"
        case .timerInit:
            let interval = argument("timeInterval"), repeats = argument("repeats")
            head = "\(call.calledExpression.trimmedDescription)(timeInterval: \(interval), repeats: \(repeats))"
        }
        let parameter = plan.labels.isEmpty ? "_" : plan.kind.parameter
        let value = plan.takesNSNotification ? "\(parameter) as NSNotification" : parameter
        let passed = plan.labels.first.map { $0 == "_" ? value : "\($0): \(value)" } ?? ""
        // The old forms' results were discardable (the observer form returned nothing); the
        // closure forms' are not, so a call used as a statement discards its result explicitly.
        let discard = original.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        let indent = SourceContext.indentation(ofLineOf: original)
        let unit = indent.contains("\t") ? "\t" : "    "
        // The notification or timer is a parameter of a nonisolated closure, so Swift 6 refuses
        // to send it into the main-actor closure ("sending risks causing data races"). It is
        // handed over synchronously and not used again here, so the transfer cannot race:
        // `nonisolated(unsafe)` says so.
        let handOver = plan.labels.isEmpty
            ? "" : "\(indent)\(unit)nonisolated(unsafe) let \(parameter) = \(parameter)\n"
        let text = """
            \(discard)\(head) { [weak self] \(parameter) in
            \(handOver)\(indent)\(unit)MainActor.assumeIsolated {
            \(indent)\(unit)\(unit)self?.\(plan.baseName)(\(passed))
            \(indent)\(unit)}
            \(indent)}
            """
        return Self.parseExpression(text)
            .with(\.leadingTrivia, original.leadingTrivia)
            .with(\.trailingTrivia, original.trailingTrivia)
    }
}
