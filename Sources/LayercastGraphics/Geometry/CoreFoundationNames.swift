import Foundation

// Core Foundation's bridged collection and string types as Core Graphics' Swift API uses them.
// Foundation on Linux does not expose Core Foundation, so code such as
// `CGGradient(colorsSpace: space, colors: [a, b] as CFArray, locations: nil)` or
// `CGColorSpace(name: CGColorSpace.sRGB)` needs these names to compile unchanged.

/// Core Foundation's array, as the Swift array it bridges to.
public typealias CFArray = [Any]

/// Core Foundation's string, as the Swift string it bridges to.
public typealias CFString = String

/// Core Foundation's time interval in seconds (Core Animation's times and durations).
public typealias CFTimeInterval = Double

/// Objective-C's signed word-size integer, as Foundation names it on Apple's platforms (UIKit
/// code still declares `NSInteger` properties); swift-corelibs-foundation has no such name.
public typealias NSInteger = Int
/// Objective-C's unsigned word-size integer.
public typealias NSUInteger = UInt
