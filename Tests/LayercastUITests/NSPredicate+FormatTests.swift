import Foundation
import Testing
@testable import LayercastUI

/// `NSPredicate(format:)` (Apple's Predicate Programming Guide: `CONTAINS`, `BEGINSWITH`,
/// `ENDSWITH`, `LIKE` with `*` and `?` wildcards, `MATCHES` a regular expression; `[c]` makes a
/// comparison case-insensitive and `[d]` diacritic-insensitive; `%@` substitutes an argument).
@MainActor @Suite struct NSPredicateFormatTests {
    private func filter(_ format: String, _ args: any CVarArg...) -> [String] {
        let words = ["One", "Two", "Three", "Twenty-One", "café"]
        let predicate = PredicateFormat.parse(format, arguments: args)
        return words.filter { predicate.evaluate($0) }
    }

    @Test func stringComparisons() {
        #expect(filter("SELF CONTAINS[c] %@", "one") == ["One", "Twenty-One"])
        #expect(filter("SELF CONTAINS %@", "one") == [])
        #expect(filter("SELF BEGINSWITH %@", "Tw") == ["Two", "Twenty-One"])
        #expect(filter("SELF ENDSWITH[c] 'E'") == ["One", "Three", "Twenty-One"])
        #expect(filter("SELF LIKE 'T*e'") == ["Three", "Twenty-One"])
        #expect(filter("SELF MATCHES 'T.o'") == ["Two"])
        #expect(filter("SELF == 'cafe'") == [])
        #expect(filter("SELF ==[d] 'cafe'") == ["café"])
        #expect(filter("SELF BEGINSWITH 'T' AND NOT (SELF CONTAINS '-')") == ["Two", "Three"])
        #expect(filter("SELF == 'One' OR SELF == 'Two'") == ["One", "Two"])
    }

    @Test func theFoundationInitializerFiltersArrays() {
        let predicate = NSPredicate(format: "SELF CONTAINS[c] %@", "t")
        let filtered = (["One", "Two", "Three"] as NSArray).filtered(using: predicate)
        #expect(filtered.count == 2)
        #expect(predicate.evaluate(with: "Twenty"))
        #expect(NSPredicate(format: "SELF > %d", 3).evaluate(with: 4))
    }
}
