import Foundation

extension NSPredicate {
    /// A predicate from a format string, as on Apple platforms (swift-corelibs-foundation marks
    /// its own unavailable, so UIKit code filtering with one compiles against this instead).
    /// The format is parsed at once: see `PredicateFormat` for the subset supported; anything
    /// else traps with a message naming it.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        let predicate = PredicateFormat.parse(predicateFormat, arguments: args)
        self.init(block: { object, _ in predicate.evaluate(object) })
    }
}
