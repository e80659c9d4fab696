/// The direction a paragraph's text runs, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the text's script decides.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
