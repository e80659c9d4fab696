/// What can go wrong when the reference renderer draws or writes an image.
public enum RenderError: Error, Equatable, Sendable {
    /// Cairo could not create a surface or context; the string is Cairo's status message.
    case cairo(String)
    /// The output size is not positive or too large to allocate.
    case invalidSize(width: Int, height: Int)
    /// Writing or reading a PNG failed; the string says which file and why.
    case png(String)
}
