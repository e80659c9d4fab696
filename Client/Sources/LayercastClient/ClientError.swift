/// What can go wrong in the client.
public enum ClientError: Error, Equatable, Sendable {
    /// SDL failed; the string is the call that failed and `SDL_GetError()`.
    case sdl(String)
    /// No render driver by that name exists in this SDL build; lists the ones that do.
    case unknownRenderDriver(String, available: [String])
    /// Writing a screenshot failed; the string says which file and why.
    case screenshot(String)
}
