import Foundation
import Testing
@testable import LayercastLayers

@MainActor @Suite struct CATransactionTests {
    // MARK: - Implicit and explicit transactions
    @Test func firstChangeOpensTheImplicitTransaction() {
        let context = LayerContext()
        #expect(!context.hasImplicitTransaction)
        context.rootLayer.opacity = 0.5
        #expect(context.hasImplicitTransaction)
        context.commitImplicitTransaction()
        #expect(!context.hasImplicitTransaction)
        #expect(context.takeCommittedDiffs().count == 1)
    }

    @Test func outermostExplicitCommitWithoutImplicitCommitsAtOnce() {
        let context = LayerContext()
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.begin()
            context.rootLayer.opacity = 0.5
            CATransaction.commit()
            #expect(context.takeCommittedDiffs().isEmpty)
            #expect(!context.hasImplicitTransaction)
            CATransaction.commit()
        }
        #expect(context.takeCommittedDiffs().count == 1)
        context.commitImplicitTransaction()
        #expect(context.takeCommittedDiffs().isEmpty)
    }

    @Test func explicitTransactionInsideAnOpenImplicitOneJoinsIt() {
        let context = LayerContext()
        context.performAsCurrent {
            context.rootLayer.opacity = 0.5
            CATransaction.begin()
            context.rootLayer.isHidden = true
            CATransaction.commit()
        }
        #expect(context.takeCommittedDiffs().isEmpty)
        context.commitImplicitTransaction()
        let diffs = context.takeCommittedDiffs()
        #expect(diffs.count == 1 && diffs.first?.properties(of: .root)?.count == 2)
    }

    @Test func emptyExplicitTransactionCommitsAndRunsItsCompletion() {
        let context = LayerContext()
        var completed = false
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.commit()
        }
        // Nothing changed: the commit runs at once and the completion block follows it.
        #expect(completed)
        #expect(context.takeCommittedDiffs().isEmpty)
    }

    @Test func flushCommitsTheImplicitTransaction() {
        let context = LayerContext()
        context.performAsCurrent {
            context.rootLayer.opacity = 0.5
            CATransaction.flush()
        }
        #expect(context.takeCommittedDiffs().count == 1)
        #expect(!context.hasImplicitTransaction)
    }

    // MARK: - Settings
    @Test func settingsBelongToTheInnermostTransaction() {
        let context = LayerContext()
        context.performAsCurrent {
            #expect(!CATransaction.disableActions())
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationDuration(1)
            #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 1)
            CATransaction.begin()
            // A nested transaction starts with its parent's settings.
            #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 1)
            CATransaction.setDisableActions(false)
            #expect(!CATransaction.disableActions())
            CATransaction.commit()
            #expect(CATransaction.disableActions())
            CATransaction.commit()
        }
    }

    @Test func completionBlockRunsAfterTheCommitThatCarriesTheChanges() {
        let context = LayerContext()
        var order: [String] = []
        context.performAsCurrent {
            context.rootLayer.opacity = 0.5
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("inner") }
            CATransaction.commit()
            CATransaction.setCompletionBlock { order.append("implicit") }
        }
        #expect(order.isEmpty)
        context.commitImplicitTransaction()
        #expect(order == ["inner", "implicit"])
    }

    @Test func withoutCurrentContextTheAPIDoesNothing() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(LayerContext.current == nil)
    }
}

@MainActor @Suite struct CATransactionCompletionTests {
    // MARK: - Completion block getter
    @Test func completionBlockIsReadableUntilTheCommit() {
        let context = LayerContext()
        var ran = 0
        context.performAsCurrent {
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.setCompletionBlock { ran += 1 }
            #expect(CATransaction.completionBlock() != nil)
        }
        #expect(context.hasImplicitTransaction)
        context.commitImplicitTransaction()
        #expect(ran == 1)
        context.commitImplicitTransaction()
        #expect(ran == 1)
    }
}
