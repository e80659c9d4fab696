import Foundation

// The Core Foundation names Core Text's API is declared with. On Apple platforms they are
// toll-free bridged to Foundation's classes (a `CFAttributedString` is an `NSAttributedString`);
// Foundation on Linux does not export Core Foundation, so here they are those classes.
// (`CFArray` and `CFString` are declared with Core Graphics' names, in Geometry/.)

/// An index or count in a Core Foundation sequence.
public typealias CFIndex = Int
/// An immutable attributed string: `NSAttributedString`, as toll-free bridging makes it.
public typealias CFAttributedString = NSAttributedString
/// A mutable attributed string: `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString
/// An immutable dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary

/// How many values `theArray` holds.
public func CFArrayGetCount(_ theArray: CFArray) -> CFIndex { theArray.count }

/// How many values `theArray` holds (an `NSArray`, as `CTFrameGetLines` returns).
public func CFArrayGetCount(_ theArray: NSArray) -> CFIndex { theArray.count }

/// The object at `idx` of `theArray`, unretained (the array keeps it alive), as Core
/// Foundation returns it: `unsafeBitCast(CFArrayGetValueAtIndex(lines, i), to: CTLine.self)`.
/// The values must be class instances.
public func CFArrayGetValueAtIndex(_ theArray: CFArray, _ idx: CFIndex) -> UnsafeRawPointer? {
    UnsafeRawPointer(Unmanaged.passUnretained(theArray[idx] as AnyObject).toOpaque())
}

/// The object at `idx` of `theArray` (an `NSArray`, as `CTFrameGetLines` returns), unretained.
public func CFArrayGetValueAtIndex(_ theArray: NSArray, _ idx: CFIndex) -> UnsafeRawPointer? {
    UnsafeRawPointer(Unmanaged.passUnretained(theArray.object(at: idx) as AnyObject).toOpaque())
}
