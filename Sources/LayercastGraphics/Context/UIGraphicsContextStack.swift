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
/// `UIGraphicsPushContext`/`PopContext` and `UIGraphicsBeginImageContextWithOptions`/`End…`
/// push without a scope: they keep a stack per thread (as UIKit's is), and a context they pushed
/// is current until popped, while the scope it was pushed in runs.
public enum UIGraphicsContextStack {
    @TaskLocal static var binding: Binding?

    /// Runs `body` with `context` as the current context, restoring the previous one afterwards.
    public static func withCurrentContext<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        let binding = Binding(context: context)
        defer { binding.end() }
        return try $binding.withValue(binding, operation: body)
    }

    /// The context current on this thread: the top of the imperative stack when it was pushed
    /// inside the innermost running `withCurrentContext` (or outside any), else that scope's.
    public static var currentContext: CGContext? {
        if let top = ImperativeStack.current.entries.last, top.scope === binding { return top.context }
        return binding?.context
    }

    /// Pushes `context` on this thread's imperative stack (UIKit's `UIGraphicsPushContext`).
    public static func push(_ context: CGContext, image: ImageContext? = nil) {
        ImperativeStack.current.entries.append(.init(context: context, scope: binding, image: image))
    }

    /// Pops this thread's imperative stack; returns what it popped (`nil` when empty).
    @discardableResult
    public static func pop() -> (context: CGContext, image: ImageContext?)? {
        guard let top = ImperativeStack.current.entries.popLast() else { return nil }
        return (top.context, top.image)
    }

    /// The main screen's scale while an application's turn runs (the application binds it), for
    /// the functions whose scale 0 means "the main screen's".
    @TaskLocal public static var mainScreenScale: CGFloat?

    /// The scale an image context of scale 0 gets: the main screen's while a turn runs, else
    /// that of the context being drawn into, else 1.
    static func defaultImageScale() -> CGFloat {
        mainScreenScale ?? currentContext?.scale ?? 1
    }

    /// The innermost image context begun on this thread and not yet ended.
    public static var currentImageContext: ImageContext? {
        ImperativeStack.current.entries.last(where: { $0.image != nil })?.image
    }

    /// What `UIGraphicsBeginImageContextWithOptions` began: the scale to make the image at.
    public struct ImageContext {
        /// Pixels per point of the image.
        public let scale: CGFloat
        /// Creates the record.
        public init(scale: CGFloat) { self.scale = scale }
    }

    /// One thread's pushed contexts, kept in its thread dictionary.
    final class ImperativeStack {
        struct Entry {
            let context: CGContext
            /// The scoped binding running when it was pushed (`nil`: none).
            let scope: Binding?
            let image: ImageContext?
        }
        var entries: [Entry] = []
        private static let key = "LayercastUIGraphicsContextStack"

        static var current: ImperativeStack {
            let dictionary = Thread.current.threadDictionary
            if let stack = dictionary[key] as? ImperativeStack { return stack }
            let stack = ImperativeStack()
            dictionary[key] = stack
            return stack
        }
    }

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

/// Makes `context` the current context until `UIGraphicsPopContext()` (UIKit's function).
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.push(context)
}

/// Ends the context pushed last by `UIGraphicsPushContext(_:)` (UIKit's function).
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.pop()
}

/// Begins drawing into a new bitmap of `size` points at `scale` pixels per point (0: the main
/// screen's scale, UIKit's rule; 1 where no screen is known), made current until
/// `UIGraphicsEndImageContext()`. `opaque` bitmaps have no alpha to keep. UIKit's deprecated
/// function, which `UIGraphicsImageRenderer` replaces; many apps still call it.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIGraphicsContextStack.defaultImageScale()
    // A zero size is an error in UIKit too (it logs and draws nothing); a 1×1 bitmap stands in
    // so drawing calls and the End keep their pairing.
    let points = CGSize(width: max(size.width, 1 / scale), height: max(size.height, 1 / scale))
    guard let context = try? CGContext(size: points, scale: scale, opaque: opaque) else { return }
    UIGraphicsContextStack.push(context, image: .init(scale: scale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of what was drawn into the innermost image context begun on this thread, or `nil`
/// when none is current (UIKit's function).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = UIGraphicsContextStack.currentImageContext,
          let context = UIGraphicsGetCurrentContext(),
          let cgImage = try? context.makeImage() else { return nil }
    return UIImage(cgImage: cgImage, scale: image.scale)
}

/// Ends the innermost image context begun on this thread (UIKit's function).
public func UIGraphicsEndImageContext() {
    guard UIGraphicsContextStack.currentImageContext != nil else { return }
    while let popped = UIGraphicsContextStack.pop(), popped.image == nil {}
}
