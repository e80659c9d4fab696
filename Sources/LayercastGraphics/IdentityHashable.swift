/// A class whose instances compare and hash by identity, as `NSObject`'s default
/// `isEqual(_:)` and `hash` do on Apple's platforms.
///
/// UIKit's and Core Animation's classes descend from `NSObject` there, so apps compare views,
/// layers, gesture recognizers and constraints with `==`, keep them in sets and dictionaries, and
/// `switch` over them. Linux has no Objective-C `NSObject` under those classes; conforming a
/// class to this protocol gives it the same behaviour (the witnesses are nonisolated, so a
/// main-actor class conforms too).
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    /// Whether `lhs` and `rhs` are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
