/// The common superclass of the objects text attributes hold (`UIFont`, `UIColor`,
/// `NSParagraphStyle`), standing in for UIKit's `NSObject` there.
///
/// On iOS they are NSObjects, so a dictionary literal mixing them
/// (`[.font: font, .paragraphStyle: style]`) infers `[NSAttributedString.Key: NSObject]` and
/// compiles; without a common superclass Swift refuses the literal. They cannot be NSObjects
/// here: Foundation on Linux stops the program when a Swift subclass of NSObject is an
/// attribute value and its run is changed again, while it boxes plain Swift objects and works.
/// So the literal infers `[NSAttributedString.Key: TextAttributeObject]`, which passes wherever
/// `[NSAttributedString.Key: Any]` is expected.
open class TextAttributeObject {
    /// An object with no state of its own.
    public init() {}
}
