import Foundation

/// A range of a Core Foundation sequence (Core Foundation's `CFRange`): a start and a count,
/// in UTF-16 units for strings, as `NSRange`.
public struct CFRange: Sendable {
    /// The first item.
    public var location: CFIndex
    /// How many items.
    public var length: CFIndex

    /// The empty range at 0.
    public init() { location = 0; length = 0 }

    /// The range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// The range of `length` items from `location` (Core Foundation's `CFRangeMake`).
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}
