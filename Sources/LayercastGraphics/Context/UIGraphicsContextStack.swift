import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Which context `UIGraphicsGetCurrentContext()` returns: a task-local binding, no global state.
///
/// Drawing code (`UIGraphicsImageRenderer`, the view display pass) binds a context with
/// `withCurrentContext(_:_:)` while it calls user drawing code; nested bindings form the stack.
///
/// A context is not Sendable, but task-locals must be. The binding therefore hands the context out
/// only on the thread that bound it and only while the binding's closure is running: an
/// unstructured `Task` that inherits the task-local, or any other thread, sees `nil`. That is what
/// makes reading it sound.
///
/// `UIGraphicsPushContext`/`PopContext` and `UIGraphicsBeginImageContextWithOptions`/`End…` are
/// not provided: an imperative push without a scope would need global mutable state.
public enum UIGraphicsContextStack {
    @TaskLocal static var binding: Binding?

    /// Runs `body` with `context` as the current context, restoring the previous one afterwards.
    public static func withCurrentContext<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        let binding = Binding(context: context)
        defer { binding.end() }
        return try $binding.withValue(binding, operation: body)
    }

    /// The context bound on this thread by the innermost running `withCurrentContext`, if any.
    public static var currentContext: CGContext? { binding?.context }

    /// One binding. `@unchecked Sendable` is justified by the thread and liveness checks: the
    /// context is reachable only from the binding thread while the binding is active.
    final class Binding: @unchecked Sendable {
        private let unsafeContext: CGContext
        private let thread = pthread_self()
        private let active = Atomic<Bool>(true)

        init(context: CGContext) { unsafeContext = context }

        var context: CGContext? {
            guard active.load(ordering: .acquiring), pthread_equal(thread, pthread_self()) != 0 else { return nil }
            return unsafeContext
        }

        func end() { active.store(false, ordering: .releasing) }
    }
}

/// The context user drawing code draws into: the one bound by `UIGraphicsContextStack` (during
/// `UIGraphicsImageRenderer.image(actions:)` or a view's `draw(_:)`), or `nil` outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.currentContext
}
