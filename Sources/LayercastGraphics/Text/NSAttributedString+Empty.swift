import Foundation

// `NSAttributedString()` and `NSMutableAttributedString()`: Apple's Foundation has them (NSObject's
// `init`), Foundation on Linux has only `init(string:)`, so code written for iOS that builds an
// attributed string piece by piece from an empty one would not compile. An extension cannot
// redeclare `init()` (NSObject declares it), so this initializer takes one defaulted `Void`
// argument: `NSMutableAttributedString()` calls it.
extension NSAttributedString {
    /// An empty attributed string.
    public convenience init(_: Void = ()) { self.init(string: "") }
}
