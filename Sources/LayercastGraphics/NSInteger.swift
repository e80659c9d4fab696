// Objective-C's integer names, which Swift code written for iOS uses as Swift's (on Apple
// platforms the ObjectiveC module declares them; Foundation on Linux does not).

/// A signed integer of the platform's word size: Swift's `Int`.
public typealias NSInteger = Int
/// An unsigned integer of the platform's word size: Swift's `UInt`.
public typealias NSUInteger = UInt
