import Foundation
import Testing
@testable import LayercastGraphics

@Suite struct UIGraphicsContextStackTests {
    // MARK: - Binding

    @Test func currentContextExistsOnlyWhileBound() throws {
        let context = try CGContext(size: CGSize(width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsContextStack.withCurrentContext(context) {
            #expect(UIGraphicsGetCurrentContext() === context)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func nestedBindingsStack() throws {
        let outer = try CGContext(size: CGSize(width: 1, height: 1))
        let inner = try CGContext(size: CGSize(width: 1, height: 1))
        UIGraphicsContextStack.withCurrentContext(outer) {
            UIGraphicsContextStack.withCurrentContext(inner) {
                #expect(UIGraphicsGetCurrentContext() === inner)
            }
            #expect(UIGraphicsGetCurrentContext() === outer)
        }
    }

    @Test func returnsAndRethrows() throws {
        let context = try CGContext(size: CGSize(width: 1, height: 1))
        let value = UIGraphicsContextStack.withCurrentContext(context) { 42 }
        #expect(value == 42)
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try UIGraphicsContextStack.withCurrentContext(context) { throw Boom() }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // MARK: - Safety

    @Test func unstructuredTaskDoesNotSeeTheContext() async throws {
        let context = try CGContext(size: CGSize(width: 1, height: 1))
        let task: Task<Bool, Never> = UIGraphicsContextStack.withCurrentContext(context) {
            // The task inherits the task-local, but runs after the binding ends (or elsewhere).
            Task { UIGraphicsGetCurrentContext() == nil }
        }
        #expect(await task.value)
    }

    @Test func otherThreadDoesNotSeeTheContext() throws {
        let context = try CGContext(size: CGSize(width: 1, height: 1))
        final class Result: @unchecked Sendable { var seen = true }  // written before signal, read after wait
        let result = Result()
        UIGraphicsContextStack.withCurrentContext(context) {
            let binding = UIGraphicsContextStack.binding
            #expect(binding?.context === context)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result.seen = binding?.context != nil
                done.signal()
            }
            thread.start()
            done.wait()
        }
        #expect(!result.seen)
    }
}
