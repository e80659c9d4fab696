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

    @MainActor final class DrawingView {
        var drawn = 0
        func draw(_ rect: CGRect) {
            drawn += 1
            UIColor.red.setFill()
            UIGraphicsGetCurrentContext()?.fill(rect)
        }
    }

    @MainActor @Test func mainActorDrawCodeRunsInsideABinding() throws {
        // The shape of the view display pass: bind, clip, clear, draw, read the image.
        let view = DrawingView()
        let context = try CGContext(size: CGSize(width: 10, height: 10), scale: 2)
        let dirty = CGRect(x: 0, y: 0, width: 5, height: 5)
        UIGraphicsContextStack.withCurrentContext(context) {
            context.clip(to: dirty)
            context.clear(dirty)
            view.draw(dirty)
        }
        let image = try context.makeImage()
        #expect(view.drawn == 1)
        #expect(image.pixel(x: 9, y: 9)! == (0, 0, 255, 255) && image.pixel(x: 10, y: 10)!.a == 0)
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
